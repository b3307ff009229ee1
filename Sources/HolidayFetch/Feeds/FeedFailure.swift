/// Why a calendar feed could not be fetched or used: one line, its address already redacted
/// (`FeedAddress.shown`), fit for the status line and stderr.
public struct FeedFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, without the calendar's name (the caller puts it in front).
    public var message: String

    /// A failure told by `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
