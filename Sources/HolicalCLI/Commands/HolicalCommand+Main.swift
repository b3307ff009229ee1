import ArgumentParser
import Glibc
import HolidayEngine
import TerminalText

extension HolicalCommand {
    /// Parses the command line, runs the command and exits, as ArgumentParser's `main()`
    /// does, except that its messages (help, version, errors) go out through
    /// `StandardOutput` too: a failed write of anything is an error and exit status 1,
    /// never a silent 0 (`holical --help > /dev/full`).
    public static func runAndExit() -> Never {
        if let word = CommandLine.arguments.dropFirst().first, let message = unknownCommand(word) {
            try? StandardOutput.write(message + "\n", to: .error)
            Glibc.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            let message = code.isSuccess ? fullMessage(for: error) : safeForTerminal(fullMessage(for: error))
            guard !message.isEmpty else { Glibc.exit(code.rawValue) }
            do {
                try StandardOutput.write(message + "\n", to: code.isSuccess ? .output : .error)
            } catch {
                fail(error)
            }
            Glibc.exit(code.rawValue)
        }
    }

    /// An error message fit for a terminal. ArgumentParser's own messages quote what was
    /// typed (`The value '...' is invalid for '--rate <n>'`), so each line that holds a
    /// control or format character, or is longer than any line of ours, goes through the
    /// sanitiser every quoted outside text goes through; the other lines keep their
    /// alignment (the usage text's columns).
    static func safeForTerminal(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let unsafe = line.count > Self.longestLine || line.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            }
            return unsafe ? TerminalSafeText.quoted(String(line), limit: Self.longestLine) : String(line)
        }.joined(separator: "\n")
    }

    /// Longer than any line holical writes in a message itself.
    private static let longestLine = 400

    /// Reports a failed write of a message on stderr (if that can still be written) and
    /// exits 1.
    private static func fail(_ failure: CommandFailure) -> Never {
        try? StandardOutput.write(fullMessage(for: failure) + "\n", to: .error)
        Glibc.exit(EXIT_FAILURE)
    }

    /// What to say when the first argument is a word that names no command: the calendar's
    /// own argument is a date, so a word there is a mistyped command ("lsit"), not a date
    /// to complain about. Nil for a command, a date, an option or anything with a digit.
    static func unknownCommand(_ word: String) -> String? {
        var names = ["help"]
        for command in configuration.subcommands where command.configuration.shouldDisplay {
            if let name = command.configuration.commandName { names.insert(name, at: names.count - 1) }
        }
        var hidden: [String] = []
        for command in configuration.subcommands where !command.configuration.shouldDisplay {
            if let name = command.configuration.commandName { hidden.append(name) }
        }
        guard !word.isEmpty, !word.hasPrefix("-"), !names.contains(word), !hidden.contains(word),
              word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
        let shown = TerminalSafeText.quoted(word, limit: 40)
        let typed = Array(word.lowercased())
        let close = names.filter { EditDistance.between(typed, Array($0), limit: 2) <= 2 }
        let hint = close.isEmpty ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
        return "holical: unknown command '\(shown)'\(hint)\nCommands: \(names.dropLast().joined(separator: ", ")) (holical --help); the calendar takes a date: YYYY-MM or YYYY-MM-DD."
    }
}
