import ArgumentParser
import Glibc
import TerminalText

/// `holical manual [COMMAND]`: the manual page of holical or of one subcommand, as roff;
/// `--directory DIR` writes them all there (holical.1, holical-list.1, ...), which is how
/// `make install` makes them (docs/install.md). Hidden from the help: a person reads the
/// pages with `man holical`.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print a manual page (roff), holical(1) or holical-COMMAND(1).",
        shouldDisplay: false)

    @Argument(help: ArgumentHelp("The subcommand whose page to print (default: holical's own).", valueName: "COMMAND"))
    var command: String?

    @Option(help: ArgumentHelp("Write every page into this directory instead.", valueName: "DIR"))
    var directory: String?

    func validate() throws {
        if command != nil, directory != nil {
            throw ValidationError("Give a COMMAND or --directory, not both.")
        }
        if let command, !ManualPage.commandNames.contains(command) {
            throw ValidationError(
                "No manual page for '\(command)'; there are: \(ManualPage.commandNames.joined(separator: ", ")).")
        }
    }

    func run() throws {
        guard let directory else {
            try StandardOutput.write(ManualPage(command: command).roff(), to: .output)
            return
        }
        for page in [nil] + ManualPage.commandNames {
            let path = directory + "/" + (page.map { "holical-\($0)" } ?? "holical") + ".1"
            try Self.write(ManualPage(command: page).roff(), to: path)
        }
    }

    /// Writes `text` to a new file at `path` (replacing one that is there).
    private static func write(_ text: String, to path: String) throws(CommandFailure) {
        let shown = TerminalSafeText.quoted(path, limit: 200)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot write \(shown): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        try StandardOutput.write(text, to: StandardOutput.Stream(descriptor: descriptor, name: shown))
    }
}
