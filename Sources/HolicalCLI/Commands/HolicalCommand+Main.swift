import ArgumentParser
import Glibc

extension HolicalCommand {
    /// Parses the command line, runs the command and exits, as ArgumentParser's `main()`
    /// does, except that its messages (help, version, errors) go out through
    /// `StandardOutput` too: a failed write of anything is an error and exit status 1,
    /// never a silent 0 (`holical --help > /dev/full`).
    public static func runAndExit() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Glibc.exit(0)
        } catch {
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            guard !message.isEmpty else { Glibc.exit(code.rawValue) }
            do {
                try StandardOutput.write(message + "\n", to: code.isSuccess ? .output : .error)
            } catch {
                fail(error)
            }
            Glibc.exit(code.rawValue)
        }
    }

    /// Reports a failed write of a message on stderr (if that can still be written) and
    /// exits 1.
    private static func fail(_ failure: CommandFailure) -> Never {
        try? StandardOutput.write(fullMessage(for: failure) + "\n", to: .error)
        Glibc.exit(EXIT_FAILURE)
    }
}
