/// The configuration file could not be used.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    /// What is wrong, without the path.
    public var problem: String

    init(path: String, _ problem: String) {
        description = "\(path): \(problem)"
        self.problem = problem
    }
}
