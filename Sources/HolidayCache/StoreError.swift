/// A store that could not be read or written.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    /// Whether the store was busy: another process held the cache file's lock past the busy
    /// timeout. The file is healthy, so the same work may succeed later.
    public var isBusy: Bool

    /// An error told by `description`; `isBusy` when the file was locked by another process.
    public init(_ description: String, isBusy: Bool = false) {
        self.description = description
        self.isBusy = isBusy
    }
}
