import Foundation
import Testing

/// Output that cannot be written (`> /dev/full`: every write fails with ENOSPC) is an error
/// on stderr and a non-zero exit, for every command that prints, never a silent 0.
/// One command at a time: each blocks its thread until the child exits.
@Suite("Writing to a full disk", .serialized)
struct WriteErrorEndToEndTests {
    static let commands: [[String]] = [
        ["list", "--year", "2026", "--region", "US"],
        ["list", "--year", "2026", "--region", "EE", "--format", "json"],
        ["list", "--year", "2026", "--region", "EE", "--format", "ics"],
        ["list", "--regions"],
        ["busdays", "2026-03-02", "2026-03-09", "--region", "US"],
        ["busdays", "add", "2026-03-02", "5", "--region", "US"],
        ["busdays", "2026-03-02", "2026-03-09", "--format", "json", "--region", "US"],
        ["bridges", "--year", "2026", "--region", "DE"],
        ["bridges", "--year", "2026", "--region", "EE", "--leave", "10", "--format", "json"],
        ["bridges", "--year", "2026", "--region", "US", "--format", "csv"],
        ["cal", "2026", "--region", "DE"],
        ["2026-12", "--region", "DE"],
        ["cache", "stats"],
        ["cache", "path"],
        ["cache", "clear"],
        ["--help"],
        ["list", "--help"],
        ["--version"],
    ]

    @Test("a failed write says so and exits 1", arguments: commands)
    func aFailedWriteIsAnError(_ arguments: [String]) throws {
        let output = try Self.run(arguments, stdout: "/dev/full")
        #expect(output.status == 1, "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains("cannot write to standard output: No space left on device"), "\(arguments): \(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
    }

    /// The same commands with a stdout that works: exit 0, something written, nothing on
    /// stderr (so the failure above is the write's, not the command's).
    @Test("the same commands succeed when the write does", arguments: commands)
    func theSameCommandsSucceedOtherwise(_ arguments: [String]) throws {
        let output = try Self.run(arguments, stdout: nil)
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        #expect(!output.stdout.isEmpty, "\(arguments)")
        #expect(output.stderr.isEmpty, "\(arguments): \(output.stderr)")
    }

    /// The binary with its own empty cache home, its stdout sent to `stdout` (a path) by
    /// the shell when given.
    private static func run(_ arguments: [String], stdout: String?) throws -> Command.Output {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-e2e-full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["XDG_CACHE_HOME": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        guard let stdout else {
            return try Command.run(Command.holical, arguments, environment: environment, check: false)
        }
        return try Command.run(
            "bash", ["-c", "exec \"$0\" \"$@\" > \(stdout)", Command.holical] + arguments,
            environment: environment, check: false)
    }
}
