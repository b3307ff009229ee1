import Foundation
import Glibc
import Testing

@testable import HolicalCLI

/// The files a user gives (config.toml, holidays.toml, holidays.d/*.toml) are read whole or
/// not at all: only regular files, up to 1 MiB, UTF-8 without NUL bytes; anything else is
/// an error naming the file and why, and nothing that is not a regular file is opened in a
/// way that could block (docs/custom-holidays.md, "Mistakes").
@Suite("Reading the files a user gives")
struct TextFileTests {
    /// A scratch directory of the test's own; removed by the caller.
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("holical-textfile-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// What reading `path` gives: the text, "none" when there is no file, or the problem.
    static func outcome(_ path: String) -> String {
        do {
            return try TextFile.read(TextFile.Path(path), limit: TextFile.userLimit) ?? "none"
        } catch {
            return "problem: \(error)"
        }
    }

    /// The outcome of reading a file that holds `bytes`.
    static func outcome(ofFileHolding bytes: [UInt8]) throws -> String {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("holidays.toml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return outcome(path)
    }

    /// `outcome`, failing the test when it blocks (see `withoutBlocking`).
    static func outcomeWithoutBlocking(_ path: String) -> String? {
        withoutBlocking(unblocking: [path]) { outcome(path) }
    }

    @Test("a regular file is read whole, a symbolic link to one too; no file is none")
    func regular() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("holidays.toml").path
        try "name = \"Jõulud\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.outcome(file) == "name = \"Jõulud\"\n")
        let link = directory.appendingPathComponent("link.toml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "holidays.toml")
        #expect(Self.outcome(link) == "name = \"Jõulud\"\n")
        #expect(Self.outcome(directory.appendingPathComponent("none.toml").path) == "none")
        // A directory of that name where a directory is looked for: nothing there either.
        #expect(Self.outcome(file + "/config.toml") == "none")
    }

    @Test("a FIFO is named and never waited on")
    func fifo() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("holidays.toml").path
        #expect(mkfifo(path, 0o600) == 0)
        let outcome = try #require(Self.outcomeWithoutBlocking(path))
        #expect(outcome == "problem: is a FIFO, not a regular file: holical reads only regular files", "\(outcome)")
    }

    @Test("devices, through a symbolic link or not, are named and not read", arguments: [
        ("/dev/zero", "is a character device"), ("/dev/tty", "is a character device"),
        ("/dev/null", "is a character device"), ("/tmp", "is a directory"),
    ])
    func devices(target: String, problem: String) throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("holidays.toml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for path in [link, target] {
            let outcome = try #require(Self.outcomeWithoutBlocking(path))
            #expect(outcome == "problem: \(problem), not a regular file: holical reads only regular files", "\(outcome)")
        }
    }

    @Test("dangling and looping symbolic links are named with why")
    func links() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dangling = directory.appendingPathComponent("dangling.toml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.toml")
        #expect(Self.outcome(dangling) == "problem: is a symbolic link to a file that does not exist (nowhere.toml)")
        let one = directory.appendingPathComponent("one.toml").path
        let two = directory.appendingPathComponent("two.toml").path
        try FileManager.default.createSymbolicLink(atPath: one, withDestinationPath: "two.toml")
        try FileManager.default.createSymbolicLink(atPath: two, withDestinationPath: "one.toml")
        #expect(Self.outcome(one) == "problem: is a loop of symbolic links")
    }

    @Test("over the limit is refused whole, never used in part; at the limit is read")
    func size() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("holidays.toml").path
        let atLimit = String(repeating: "#", count: TextFile.userLimit - 1) + "\n"
        try atLimit.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.outcome(path) == atLimit)
        try (atLimit + "x").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.outcome(path) == "problem: is 1048577 bytes: holical reads files of up to 1 MiB (1048576 bytes)")
        // A system file (the zone table) read with the same reader: nil, not its first part.
        #expect(TextFile.contents(path, limit: TextFile.userLimit) == nil)
    }

    @Test("a NUL byte is an error with its line, not the end of the file")
    func nul() throws {
        let text = "[[holiday]]\nname = \"A\"\n\0\ndate = \"01-05\"\n"
        #expect(try Self.outcome(ofFileHolding: Array(text.utf8))
            == "problem: line 3: holds a NUL byte, which text does not: is it a text file?")
    }

    @Test("text that is not UTF-8 is an error with its line")
    func notUTF8() throws {
        #expect(try Self.outcome(ofFileHolding: [0x61, 0x0A, 0x62, 0x0A, 0x63, 0xE9, 0x0A])
            == "problem: line 3: is not UTF-8 text (save the file as UTF-8)")
    }

    @Test("the system's files are read by the same rules: a FIFO as TZDIR's zone table is not waited on")
    func zoneTable() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("zone.tab").path
        #expect(mkfifo(path, 0o600) == 0)
        let environment = Environment(["TZDIR": directory.path])
        let table = withoutBlocking(unblocking: [path]) { environment.zoneTable ?? "none" }
        #expect(table == "none")
    }

    @Test("a name that is not UTF-8 is read, and shown with its bytes escaped")
    func rawName() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".toml".utf8)
        let path = TextFile.Path(directory.path).appending(name)
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT, 0o600) }
        #expect(fd >= 0)
        _ = write(fd, "x = 1\n", 6)
        close(fd)
        #expect(path.shown == directory.path + "/caf\\xE9.toml")
        #expect(try TextFile.read(path, limit: TextFile.userLimit) == "x = 1\n")
        #expect(try TextFile.entries(of: TextFile.Path(directory.path))?.map(\.shown) == [path.shown])
    }
}
