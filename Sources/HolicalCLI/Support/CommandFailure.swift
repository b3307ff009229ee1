import HolidayKit

/// Why a command cannot go on, as one line for the user (a setting that cannot be used, a
/// configuration file that cannot be read, a cache that cannot be opened): printed on
/// stderr, with exit status 1 and no usage text, because the command line itself was fine.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    /// What is wrong, without the file it is about (the whole description when it is about
    /// none), for messages that name the place their own way.
    public var problem: String

    init(_ description: String) {
        self.description = description
        problem = description
    }

    /// A problem with the file at `path`: `path: problem`. The path comes from the
    /// environment (`XDG_CONFIG_HOME`, `HOME`), so it is quoted as outside text.
    init(path: String, _ problem: String) {
        description = "\(TerminalSafeText.quoted(path, limit: 200)): \(problem)"
        self.problem = problem
    }
}
