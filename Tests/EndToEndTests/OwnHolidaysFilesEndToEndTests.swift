import Foundation
import Glibc
import Testing

/// Holidays files that cannot be used, as the binary meets them: every command that answers
/// from them fails the same way, naming the file and why, and the calendar opens with the
/// mistake on its status line and answers its keys (docs/custom-holidays.md, "Mistakes").
@Suite("Your own holidays files that cannot be used, from the binary", .serialized)
struct OwnHolidaysFilesEndToEndTests {
    /// Every invocation that answers from the holidays files: each subcommand, each of
    /// busdays' own, and `holical` without a terminal (it prints the month).
    /// `commandsAreAllHere` keeps the list whole.
    static let answering: [[String]] = [
        ["list", "--region", "EE"], ["list"], ["list", "--regions"], ["next"], ["next", "--region", "EE"],
        ["bridges"], ["bridges", "--region", "EE"], ["busdays", "2026-03-02", "2026-03-09", "--region", "EE"],
        ["busdays", "add", "2026-03-02", "3"], ["busdays", "roll", "2026-03-07"],
        ["cal"], ["cal", "2026", "--region", "EE"], ["2026-12"],
    ]

    /// A configuration directory with `holidays.toml` made by `make` (given its path).
    static func home(_ make: (String) throws -> Void) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("holical"), withIntermediateDirectories: true)
        try make(home.appendingPathComponent("holical/holidays.toml").path)
        return home
    }

    static func contents(_ text: String) -> (String) throws -> Void {
        { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }
    }

    /// Expects each answering command, with the `holidays.toml` that `make` makes, to exit 1
    /// within 10 s (a blocked read fails the test), with nothing on stdout and `problem`
    /// about `holidays.toml` on stderr.
    static func expectEveryCommandFails(file make: (String) throws -> Void, problem: String) throws {
        let home = try home(make)
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in answering {
            let output = try OwnHolidaysEndToEndTests.holical(arguments, home: home, timeout: 10)
            #expect(output.status == 1, "\(arguments): \(output.status) \(output.stderr)")
            #expect(output.stdout.isEmpty, "\(arguments)")
            #expect(output.stderr.contains("/holical/holidays.toml: \(problem)"), "\(arguments): \(output.stderr)")
        }
    }

    @Test("commandsAreAllHere: every subcommand holical has is in the list above")
    func commandsAreAllHere() throws {
        let help = try Command.run(Command.holical, ["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0 != "See" }
        // The calendar shows a mistake instead (without a terminal, `2026-12`, it prints and
        // fails as the others); the cache commands read no holidays file.
        #expect(Set(names).subtracting(["open", "cache"]) == Set(Self.answering.map(\.[0])).subtracting(["2026-12"]))
    }

    @Test("an offset of Int.min: a message, not a crash, from every command")
    func hugeOffset() throws {
        try Self.expectEveryCommandFails(
            file: Self.contents("[[holiday]]\nname = \"X\"\ndate = \"easter--9223372036854775808\"\n"),
            problem: "line 3: date: 'easter--9223372036854775808' is not a day from Easter")
    }

    @Test("a broken file stops next and bridges as it stops list and busdays")
    func oneBehaviour() throws {
        try Self.expectEveryCommandFails(
            file: Self.contents(OwnHolidaysEndToEndTests.broken), problem: "line 7: date: '13-45' is not a date")
    }

    @Test("a FIFO is named by every command, none waits on it")
    func fifo() throws {
        try Self.expectEveryCommandFails(
            file: { #expect(mkfifo($0, 0o600) == 0) }, problem: "is a FIFO, not a regular file")
    }

    @Test("a symbolic link to /dev/zero is named, not taken as an empty file")
    func devZero() throws {
        try Self.expectEveryCommandFails(
            file: { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero") },
            problem: "is a character device, not a regular file")
    }

    @Test("a file over 1 MiB is refused, not read in part")
    func oversized() throws {
        let padding = String(repeating: "# " + String(repeating: "x", count: 1_000) + "\n", count: 1_100)
        let text = "[[holiday]]\nname = \"Early\"\ndate = \"01-05\"\n" + padding
        try Self.expectEveryCommandFails(
            file: Self.contents(text), problem: "is \(text.utf8.count) bytes: holical reads files of up to 1 MiB")
    }

    @Test("a NUL byte is an error with its line; the holidays after it are not lost silently")
    func nul() throws {
        try Self.expectEveryCommandFails(
            file: Self.contents("[[holiday]]\nname = \"A\"\ndate = \"01-05\"\n\0\n[[holiday]]\nname = \"B\"\ndate = \"01-06\"\n"),
            problem: "line 4: holds a NUL byte")
    }

    @Test("holidays.d: a name that is not UTF-8 is read; dangling and looping links are named")
    func directoryEntries() throws {
        let home = try Self.home { _ in }  // no holidays.toml
        defer { try? FileManager.default.removeItem(at: home) }
        let directory = home.appendingPathComponent("holical/holidays.d")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = Array((directory.path + "/caf").utf8) + [0xE9] + Array(".toml\0".utf8)
        let fd = name.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
        }
        let text = "[[holiday]]\nname = \"Café day\"\ndate = \"03-04\"\n"
        _ = write(fd, text, text.utf8.count)
        close(fd)
        let list = ["list", "--region", "EE", "--from", "2026-03-01", "--to", "2026-03-31"]
        let read = try OwnHolidaysEndToEndTests.holical(list, home: home)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("2026-03-04  Wed  Café day"), "\(read.stdout)")

        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("dangling.toml").path, withDestinationPath: "gone.toml")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop.toml").path, withDestinationPath: "loop.toml")
        let skipped = try OwnHolidaysEndToEndTests.holical(list, home: home)
        #expect(skipped.status == 1)
        #expect(skipped.stderr.contains(
            "holidays.d/dangling.toml: is a symbolic link to a file that does not exist (gone.toml) (and 1 more in other files)"),
            "\(skipped.stderr)")
    }

    @Test("the calendar with a FIFO or /dev/tty as the file: the notice, the grid, and q quits")
    func calendar() async throws {
        for make: (String) throws -> Void in [
            { #expect(mkfifo($0, 0o600) == 0) },
            { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/tty") },
        ] {
            let home = try Self.home(make)
            defer { try? FileManager.default.removeItem(at: home) }
            let tmux = try Tmux(
                [Command.holical, "2026-02-24", "--region", "EE"], columns: 160, rows: 40,
                environment: ["XDG_CONFIG_HOME": home.path])
            let screen = try await tmux.waitForScreen("the notice") { $0.contains("holidays.toml: is a") }
            #expect(screen.contains("not a regular file"), "\(screen)")
            #expect(screen.contains("Iseseisvuspäev"))
            try tmux.send("q")
            #expect(await tmux.exitStatus() == 0)
        }
    }
}
