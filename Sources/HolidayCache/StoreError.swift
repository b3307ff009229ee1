/// A store that could not be read or written.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
