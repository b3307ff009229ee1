import Foundation
import Testing

/// The binary's answers when it has no terminal, or bad input.
@Suite("Command line without a terminal")
struct CommandLineTests {
    @Test("a bad date is a clear error on stderr and a non-zero exit, never a screen")
    func badDate() throws {
        for argument in ["2026-13", "2026-02-30", "2026-2-1", "2026-x"] {
            let output = try Command.run(Command.holical, [argument], check: false)
            #expect(output.status != 0)
            #expect(output.stderr.contains("is not a date"), "\(argument): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test("without a terminal it prints the month as cal does, without colour, and exits 0")
    func noTerminal() throws {
        let output = try Command.run(Command.holical, ["2026-02", "--region", "US"], check: false)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "    February 2026")
        #expect(lines.dropFirst().first == "Su Mo Tu We Th Fr Sa")
        #expect(output.stdout.contains("2026-02-16 * Washington's Birthday"))
        #expect(output.stderr.isEmpty)
        #expect(!output.stdout.contains("\u{1B}["))
        // A locale the machine does not have gives English names, as cal does.
        let german = try Command.run(
            Command.holical, ["cal", "2026-12", "--region", "DE"], environment: ["LC_ALL": "xx_XX.UTF-8"])
        #expect(german.stdout.hasPrefix("    December 2026\nMo Tu We Th Fr Sa Su\n"))
    }

    @Test("a mistyped command is named with the commands it is close to, exit 64; a date is still a date")
    func unknownCommand() throws {
        let typo = try Command.run(Command.holical, ["lsit", "--region", "US"], check: false)
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("holical: unknown command 'lsit'; did you mean 'list'?\n"), "\(typo.stderr)")
        #expect(typo.stdout.isEmpty)
        let far = try Command.run(Command.holical, ["frobnicate"], check: false)
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("holical: unknown command 'frobnicate'\nCommands: open, list,"), "\(far.stderr)")
        #expect(!far.stderr.contains("manual"), "the hidden manual command is not offered")
        // A word where the calendar takes a date says which dates it takes.
        let word = try Command.run(Command.holical, ["tomorrow"], check: false)
        #expect(word.status == 64)
        #expect(word.stderr.contains("YYYY-MM-DD"), "\(word.stderr)")
        let escape = try Command.run(Command.holical, ["x\u{1B}[31m"], check: false)
        #expect(!escape.stderr.contains("\u{1B}"))
        #expect(try Command.run(Command.holical, ["cal", "2026-02", "--region", "US"]).status == 0)
    }

    @Test("--help and --version")
    func helpAndVersion() throws {
        let help = try Command.run(Command.holical, ["--help"])
        #expect(help.stdout.contains("USAGE"))
        #expect(help.stdout.contains("open"))
        let openHelp = try Command.run(Command.holical, ["open", "--help"])
        #expect(openHelp.stdout.contains("--region"))
        #expect(openHelp.stdout.contains("--first-weekday"))
        // The release and the commit it was built from, which this clone's git knows.
        let version = try Command.run(Command.holical, ["--version"]).stdout
        let match = try #require(version.wholeMatch(of: /0\.2\.0 \(commit ([0-9a-f]{12})(-modified)?\)\n/), "\(version)")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let known = try Command.run("git", ["-C", repository.path, "cat-file", "-e", "\(match.1)^{commit}"], check: false)
        #expect(known.status == 0, "git does not know commit \(match.1)")
    }

    @Test("an unknown region names the close matches and where to find them all")
    func unknownRegion() throws {
        let output = try Command.run(Command.holical, ["--region", "AU-NWS"], check: false)
        #expect(output.status != 0)
        #expect(output.stderr.contains("Did you mean AU-NSW (Australia, New South Wales)?"))
        #expect(output.stderr.contains("holical list --regions"))
    }
}
