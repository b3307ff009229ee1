import Foundation
import Testing

/// The layering of docs/architecture.md, checked against the sources: the table there says
/// what each target may import (Swift modules, and the headers the C targets include), and
/// no target imports more, nor does the table list what is not imported.
@Suite("Layering")
struct LayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The system-library targets, each a directory of its own beside Sources/.
    static let systemLibraries = ["CNcurses", "CSQLite"]

    @Test("the table names every target of Sources/, CNcurses and CSQLite, and nothing else")
    func wholeTable() throws {
        let table = try Self.table()
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        #expect(Set(table.keys) == Set(sources + Self.systemLibraries))
    }

    @Test("every target imports only what the table allows, and uses all it lists", arguments: try table().keys.sorted())
    func imports(target: String) throws {
        let allowed = try #require(try Self.table()[target])
        let imported = try Self.imports(of: target)
        for (file, name) in imported where !allowed.contains(name) {
            Issue.record("\(file) imports \(name), which docs/architecture.md does not allow \(target)")
        }
        let unused = allowed.subtracting(imported.map(\.name))
        #expect(unused.isEmpty, "docs/architecture.md lists \(unused.sorted()) for \(target), which imports none of them")
    }

    @Test("the engine knows no country: no file of HolidayEngine makes a Country or names countries of its own, every data file is in HolidayRegions")
    func engineHasNoCountry() throws {
        let engine = Self.root.appendingPathComponent("Sources/HolidayEngine")
        let files = try #require(FileManager.default.enumerator(atPath: engine.path))
        var makers: [String] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
            // A country is made by `= Country(` (a data file's `static let`); the engine
            // only declares the type and builds regions of a person's own.
            if text.contains("static let") && text.contains("= Country(") { makers.append(file) }
            // Nor does it name countries in a type of its own (the festivals' published lists
            // once were keyed by a `HinduFestival.Country`): a country's data is a value in
            // HolidayRegions that the engine's rules take (docs/calendars.md).
            if text.contains("enum Country") { makers.append(file) }
        }
        #expect(makers.isEmpty, "HolidayEngine makes or names countries in \(makers); they belong in HolidayRegions")
    }

    /// Each row of the table under "| target | may import |": the target, and the names in
    /// backticks of the second cell (Swift modules, or C headers as `<name.h>`).
    static func table() throws -> [String: Set<String>] {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| target | may import |") }) else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let target = quoted(cells[0]).first else { continue }
            table[target] = Set(quoted(cells[1]))
        }
        return table
    }

    /// The words between backticks.
    static func quoted(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// (file, name) for every `import` of a Swift target, and every `#include <...>` of a C
    /// target (as `<name.h>`).
    static func imports(of target: String) throws -> [(file: String, name: String)] {
        let directory = systemLibraries.contains(target)
            ? root.appendingPathComponent(target) : root.appendingPathComponent("Sources/\(target)")
        guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var result: [(String, String)] = []
        for case let file as String in files where [".swift", ".c", ".h"].contains(where: file.hasSuffix) {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                   words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }) {
                    result.append(("\(target)/\(file)", String(words[index + 1])))
                } else if words.first == "#include", words.count > 1, words[1].hasPrefix("<") {
                    result.append(("\(target)/\(file)", String(words[1])))
                }
            }
        }
        return result
    }
}
