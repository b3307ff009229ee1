/// The terminal could not be used.
public struct TerminalError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
