import ArgumentParser
import HolicalCLI

/// The message and exit code parsing a command line fails with, as the user sees them.
enum ParseFailure {
    /// `("no error", 0)` when `arguments` parse.
    static func of(_ arguments: [String]) -> (message: String, code: Int32) {
        do {
            _ = try HolicalCommand.parseAsRoot(arguments)
            return ("no error", 0)
        } catch {
            return (HolicalCommand.message(for: error), HolicalCommand.exitCode(for: error).rawValue)
        }
    }
}
