/// A setting that cannot be used, with what to do about it.
public struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
