import Foundation
import Testing

/// The layering of docs/architecture.md, checked against the sources: no module imports
/// one above it, and only the TUI touches ncurses.
@Suite("Layering")
struct LayeringTests {
    /// What each module may import, besides the system (Glibc, Foundation, Dispatch,
    /// Synchronization, Darwin).
    static let allowed: [String: Set<String>] = [
        "HolidayKit": [],
        "HolidayCache": ["HolidayKit", "GRDB", "GRDBSQLite"],
        "HolidayFetchCore": ["HolidayKit"],
        "HolidayFetch": ["HolidayFetchCore", "HolidayKit", "HolidayCache", "CCurl"],
        "CalendarModel": ["HolidayFetchCore", "HolidayKit"],
        "TUI": ["CNcurses", "CalendarModel", "HolidayFetchCore", "HolidayKit"],
        "HolicalCLI": [
            "TUI", "CalendarModel", "HolidayFetch", "HolidayFetchCore", "HolidayCache", "HolidayKit",
            "ArgumentParser", "TOMLKit",
        ],
        "holical": ["HolicalCLI"],
    ]
    static let system: Set<String> = ["Glibc", "Foundation", "Dispatch", "Synchronization", "Darwin"]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    }

    @Test("every module imports only what its layer allows", arguments: allowed.keys.sorted())
    func imports(module: String) throws {
        let imported = try Self.imports(of: module)
        #expect(!imported.isEmpty || module == "HolidayKit")
        for (file, name) in imported where !Self.system.contains(name) {
            #expect(Self.allowed[module]!.contains(name), "\(file) imports \(name)")
        }
    }

    @Test("the domain does not even use Foundation")
    func pureDomain() throws {
        for (file, name) in try Self.imports(of: "HolidayKit") {
            #expect(name == "Glibc" || name == "Darwin", "\(file) imports \(name)")
        }
    }

    /// (file, module) for every `import` line of a module's sources.
    static func imports(of module: String) throws -> [(String, String)] {
        let directory = sources.appendingPathComponent(module)
        guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var result: [(String, String)] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                   words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }) {
                    result.append(("\(module)/\(file)", String(words[index + 1])))
                }
            }
        }
        return result
    }
}
