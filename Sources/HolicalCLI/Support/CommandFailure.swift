import HolidayEngine
import TerminalText

/// Why a command cannot go on, as one line for the user (a setting that cannot be used, a
/// configuration file that cannot be read, a cache that cannot be opened): printed on
/// stderr, with exit status 1 and no usage text, because the command line itself was fine.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    /// What is wrong, without the file it is about (the whole description when it is about
    /// none), for messages that name the place their own way.
    public var problem: String
    /// The file it is about, if any, cleaned of control characters like the rest.
    public var path: String?

    init(_ description: String) {
        self.description = description
        problem = description
    }

    /// A problem with the file at `path`: `path: problem`. The path comes from the
    /// environment (`XDG_CONFIG_HOME`, `HOME`), so it is quoted as outside text, and the
    /// calendar draws the message.
    init(path: String, _ problem: String) {
        let shown = TerminalSafeText.quoted(path, limit: 200)
        description = "\(shown): \(problem)"
        self.problem = problem
        self.path = shown
    }
}
