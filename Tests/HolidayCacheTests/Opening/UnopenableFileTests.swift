import Foundation
@testable import HolidayCache
import HolidayEngine
import Testing

/// A healthy cache file that cannot be opened now (a root-owned file after `sudo holical`,
/// no file descriptors left) is left where it is: holical runs on memory and says why.
/// Only a file that is not a database, or is damaged, is moved aside (`RecoveryTests`).
@Suite("Opening a healthy cache that cannot be used now")
struct UnopenableFileTests {
    private let february = days("2026-02-01", "2026-02-28")

    /// Fills a small healthy cache at `location`, closed, without its -wal and -shm.
    private func prepareHealthyCache(at location: CacheLocation) throws -> [UInt8] {
        try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
        do {
            let store = try SQLiteHolidayStore(path: location.file)
            try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
        }
        for suffix in ["-wal", "-shm"] where exists(location.file + suffix) {
            try FileManager.default.removeItem(atPath: location.file + suffix)
        }
        return try readFile(location.file)
    }

    /// Checks that the file is where it was, unchanged, that nothing was moved aside, and
    /// that the child ran on memory with a warning that says the file was left alone.
    private func expectLeftAlone(
        _ child: ChildProcess, in location: CacheLocation, bytes: [UInt8]
    ) async throws {
        #expect(await child.waitForExit() == 0, "\(child.log)")
        let result = try #require(
            child.log.split(separator: "\n").first { $0.hasPrefix("RESULT ") }, "\(child.log)")
        #expect(result.hasPrefix("RESULT MemoryHolidayStore "))
        #expect(result.hasSuffix("; left it as it is; running without a cache"))
        #expect(result.contains("cache file \(location.file) cannot be opened ("))
        #expect(try readFile(location.file) == bytes)
        #expect(try !listing(location.directory).contains { $0.contains("corrupt") })
        let store = try SQLiteHolidayStore(path: location.file)
        #expect(try store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
    }

    @Test func noFileDescriptorsLeftLeavesTheFileAlone() async throws {
        if let role = ChildProcess.role, role.part == "open" { Self.openAsChild(role) }
        try await withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory + "/holical")
            let bytes = try prepareHealthyCache(at: location)
            let child = try ChildProcess(
                test: "UnopenableFileTests/noFileDescriptorsLeft",
                role: ChildRole(part: "open", path: location.directory, argument: "descriptors"),
                logPath: directory + "/child.log")
            try await expectLeftAlone(child, in: location, bytes: bytes)
        }
    }

    /// `sudo holical` made the file root's; the user may write the directory, not the file.
    @Test func aFileTheUserCannotWriteIsLeftAlone() async throws {
        if let role = ChildProcess.role, role.part == "open" { Self.openAsChild(role) }
        try await withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory + "/holical")
            let bytes = try prepareHealthyCache(at: location)
            if getuid() == 0 {
                // Running as root: the child becomes `nobody`, who owns the directory but
                // not the file.
                #expect(chown(directory, Self.nobody, Self.nobody) == 0)
                #expect(chown(location.directory, Self.nobody, Self.nobody) == 0)
            } else {
                #expect(chmod(location.file, 0o444) == 0)
            }
            let child = try ChildProcess(
                test: "UnopenableFileTests/aFileTheUserCannotWrite",
                role: ChildRole(part: "open", path: location.directory, argument: "read-only"),
                logPath: directory + "/child.log")
            try await expectLeftAlone(child, in: location, bytes: bytes)
        }
    }

    private static let nobody: UInt32 = 65_534

    /// The child: opens the cache as `role.argument` says, prints what it got on one line
    /// starting `RESULT `, and exits.
    private static func openAsChild(_ role: ChildRole) -> Never {
        switch role.argument {
        case "descriptors":
            // Every descriptor number below the limit is taken: the next open(2) fails
            // with EMFILE, as in a process that has run out.
            var lowestFree: Int32 = 0
            while fcntl(lowestFree, F_GETFD) != -1 { lowestFree += 1 }
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            limit.rlim_cur = rlim_t(lowestFree)
            guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { fail("setrlimit") }
        case "read-only":
            if getuid() == 0, setgid(nobody) != 0 || setuid(nobody) != 0 { fail("setuid") }
        default:
            fail("unknown part \(role.argument)")
        }
        let opened = HolidayStoreOpener.open(location: CacheLocation(directory: role.path))
        print("RESULT \(type(of: opened.store)) \(opened.warning ?? "(no warning)")")
        exit(0)
    }

    private static func fail(_ what: String) -> Never {
        print("child cannot start: \(what): \(String(cString: strerror(errno)))")
        exit(3)
    }
}
