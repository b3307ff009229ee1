import FakeProviders
import Foundation
import Glibc
import Testing

/// `holical cache stats` on a cache the user may read but not write: a file of another user
/// (after `sudo holical`), or a directory without write permission.
@Suite("A read-only cache", .serialized)
struct ReadOnlyCacheEndToEndTests {
    enum Denial: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// Neither the directory nor the file may be written.
        case directoryAndFile
        /// The directory may be written, the file not.
        case fileOnly

        var testDescription: String { rawValue }
    }

    @Test("cache stats reads it, changes nothing, and says what it holds", arguments: Denial.allCases)
    func statsReadsAReadOnlyCache(_ denial: Denial) async throws {
        let home = try Self.makeHome()
        let cache = home + "/cache/holical"
        defer {
            chmod(cache, 0o755)
            try? FileManager.default.removeItem(atPath: home)
        }
        try await Self.fill(cacheHome: home + "/cache")
        let before = try Self.snapshot(cache)

        try Self.deny(denial, in: cache)
        let output = try Self.runAsReader(["cache", "stats"], cacheHome: home + "/cache")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(output.stdout.contains("Cache file: \(cache)/cache.sqlite"), "\(output.stdout)")
        #expect(output.stdout.contains("nager     EE"), "\(output.stdout)")
        #expect(output.stdout.contains("2026-01-01  2026-12-31"), "\(output.stdout)")
        #expect(try Self.snapshot(cache) == before, "the read-only cache was changed")
    }

    /// A home directory every user may enter (mkdtemp's are the owner's only).
    private static func makeHome() throws -> String {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("holical-e2e-ro-XXXXXX").path.utf8CString)
        let home = String(cString: try #require(mkdtemp(&template)))
        #expect(chmod(home, 0o755) == 0)
        return home
    }

    /// Runs the calendar once against a fake Nager.Date until Estonia's 2026 is in the cache.
    private static func fill(cacheHome: String) async throws {
        let server = try await FakeNagerServer.start()
        defer { Task { await server.stop() } }
        let tmux = try Tmux(
            [Command.holical, "2026-02-16", "--region", "EE", "--provider", "nager", "--base-url", server.baseURL],
            columns: 100, rows: 30, environment: ["XDG_CACHE_HOME": cacheHome])
        // Iseseisvuspäev (fake), 24 February, in its local name, cut to the cell's width.
        _ = try await tmux.waitFor("Iseseisvusp", timeout: 30)
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
        #expect(server.requestCount == 1)
    }

    /// Takes write permission away as `denial` says. As root, who may write anything, the
    /// command runs as `nobody` (see `runAsReader`): the files stay root's, and the
    /// directory is given to `nobody` when it is to stay writable.
    private static func deny(_ denial: Denial, in cache: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache)
        for name in names { #expect(chmod(cache + "/" + name, 0o444) == 0) }
        for directory in [URL(fileURLWithPath: cache).deletingLastPathComponent().path, cache] {
            #expect(chmod(directory, 0o755) == 0)
        }
        switch denial {
        case .directoryAndFile:
            #expect(chmod(cache, getuid() == 0 ? 0o755 : 0o555) == 0)
        case .fileOnly:
            if getuid() == 0 { #expect(chown(cache, nobody, nobody) == 0) }
        }
    }

    private static let nobody: UInt32 = 65_534

    /// `holical ARGUMENTS`, as `nobody` when this runs as root, with the cache in
    /// `cacheHome` and no HOME of root's.
    private static func runAsReader(_ arguments: [String], cacheHome: String) throws -> Command.Output {
        let environment = ["XDG_CACHE_HOME": cacheHome, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        guard getuid() == 0 else {
            return try Command.run(Command.holical, arguments, environment: environment, check: false)
        }
        return try Command.run(
            "setpriv", ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", Command.holical] + arguments,
            environment: environment, check: false)
    }

    /// Every file in `directory` with its bytes.
    private static func snapshot(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        }
        return files
    }
}
