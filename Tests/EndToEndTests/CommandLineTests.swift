import Foundation
import Testing

/// The binary's answers when it has no terminal, or bad input.
@Suite("Command line without a terminal")
struct CommandLineTests {
    @Test("a bad date is a clear error on stderr and a non-zero exit, never a screen")
    func badDate() throws {
        for argument in ["2026-13", "2026-02-30", "tomorrow", "2026-2-1"] {
            let output = try Command.run(Command.holical, [argument], check: false)
            #expect(output.status != 0)
            #expect(output.stderr.contains("is not a date"), "\(argument): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test("without a terminal it says so and points to the subcommands")
    func noTerminal() throws {
        let output = try Command.run(Command.holical, ["2026-02"], check: false)
        #expect(output.status != 0)
        #expect(output.stderr.contains("needs a terminal"))
        #expect(output.stderr.contains("holical list"))
        #expect(!output.stdout.contains("\u{1B}["))
    }

    @Test("--help and --version")
    func helpAndVersion() throws {
        let help = try Command.run(Command.holical, ["--help"])
        #expect(help.stdout.contains("USAGE"))
        #expect(help.stdout.contains("open"))
        let openHelp = try Command.run(Command.holical, ["open", "--help"])
        #expect(openHelp.stdout.contains("--region"))
        #expect(openHelp.stdout.contains("--first-weekday"))
        let version = try Command.run(Command.holical, ["--version"])
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test("an unknown region names the close matches and where to find them all")
    func unknownRegion() throws {
        let output = try Command.run(Command.holical, ["--region", "AU-NWS"], check: false)
        #expect(output.status != 0)
        #expect(output.stderr.contains("Did you mean AU-NSW (Australia, New South Wales)?"))
        #expect(output.stderr.contains("holical list --regions"))
    }
}
