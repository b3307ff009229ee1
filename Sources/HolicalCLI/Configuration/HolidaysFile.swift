import Foundation
import HolidayEngine
import HolidayRegions
import TerminalText
import TOMLKit

/// Your own holidays: `holidays.toml`, and every `*.toml` in `holidays.d/`, beside the
/// configuration file (docs/custom-holidays.md). Days off of your own count in every region
/// (or the ones named); a region of your own is based on a built-in one and adds or drops
/// days.
struct HolidaysFile: Sendable {
    /// A day of your own and the regions it counts in (nil: all of them).
    struct Personal: Sendable {
        var rule: HolidayRule
        /// Region codes; a country's code covers its subdivisions.
        var regions: [String]?
    }

    /// A region of your own: a built-in one with days added and dropped.
    struct OwnRegion: Sendable {
        var code: String
        var name: String
        var basedOn: Region
        var drops: [String]
        var rules: [HolidayRule]

        /// The region it makes.
        var region: Region { basedOn.including(rules, dropping: drops, code: code, name: name) }
    }

    var personal: [Personal] = []
    var regions: [OwnRegion] = []

    /// The kinds a day of your own may have; `custom` unless it says otherwise.
    static let kinds: [HolidayKind] = [.custom, .public, .bank, .halfDay, .optional, .observance, .workday]

    /// The files read, in order: `holidays.toml`, then `holidays.d/*.toml` by name.
    static func paths(in environment: Environment) -> [String] {
        guard let home = environment.configHome else { return [] }
        let directory = home + "/holical"
        var paths = [directory + "/holidays.toml"]
        let more = directory + "/holidays.d"
        if let names = try? FileManager.default.contentsOfDirectory(atPath: more) {
            paths += names.filter { $0.hasSuffix(".toml") }.sorted().map { more + "/" + $0 }
        }
        return paths.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Every file read; a file with a mistake adds nothing and gives its error, so the
    /// others, and the built-in rules, still hold.
    static func load(from environment: Environment) -> (file: HolidaysFile, errors: [CommandFailure]) {
        var all = HolidaysFile()
        var errors: [CommandFailure] = []
        for path in paths(in: environment) {
            do {
                guard let text = TextFile.read(path, limit: 1 << 20) else {
                    throw CommandFailure(path: path, "cannot be read (is it UTF-8 text, under 1 MiB?)")
                }
                let file = try parse(text, path: path)
                all.personal += file.personal
                all.regions += file.regions
            } catch let error as CommandFailure {
                errors.append(error)
            } catch {
                errors.append(CommandFailure(path: path, "cannot be read"))
            }
        }
        return (all, errors)
    }

    /// Parses one file; `path` names it in errors, which also give the line.
    static func parse(_ text: String, path: String) throws(CommandFailure) -> HolidaysFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw CommandFailure(path: path, "line \(error.source.begin.line): \(TerminalSafeText.clean(error.description, limit: 200))")
        } catch {
            throw CommandFailure(path: path, "is not valid TOML")
        }
        let lines = TOMLLines(text: text)
        var file = HolidaysFile()
        var top = TableReader(table: table, path: path, context: "")
        for (index, entry) in try tables(&top, "holiday", path: path).enumerated() {
            let place = Place(path: path, lines: lines, header: "holiday", index: index)
            file.personal.append(try personal(entry, at: place))
        }
        for (index, entry) in try tables(&top, "region", path: path).enumerated() {
            let place = Place(path: path, lines: lines, header: "region", index: index)
            file.regions.append(try ownRegion(entry, at: place, lines: lines))
        }
        try top.rejectUnknownKeys()
        return file
    }

    /// The region `code` names among your own.
    func region(code: String) -> Region? {
        regions.first { $0.code.uppercased() == code.uppercased() }?.region
    }

    /// `region` with your days off that count in it added.
    func applied(to region: Region) -> Region {
        let mine = rules(for: region.code)
        return mine.isEmpty ? region : region.including(mine)
    }

    /// Your days off that count in the region with `code`.
    func rules(for code: String) -> [HolidayRule] {
        personal.filter { entry in
            guard let codes = entry.regions else { return true }
            return codes.contains { code == $0 || code.hasPrefix($0 + "-") }
        }.map(\.rule)
    }
}

extension HolidaysFile {
    /// Where a table is in its file, for messages: `holidays.toml:12: ...`.
    struct Place {
        let path: String
        let lines: TOMLLines
        let header: String
        let index: Int

        func error(_ key: String?, _ problem: String) -> CommandFailure {
            let line = lines.line(of: key, in: header, index: index)
            return CommandFailure(path: path, "line \(line): \(problem)")
        }
    }

    private static func tables(
        _ reader: inout TableReader, _ key: String, path: String
    ) throws(CommandFailure) -> [TOMLTable] {
        guard let raw = try reader.array(key) else { return [] }
        var tables: [TOMLTable] = []
        for value in raw {
            guard let table = value.table else {
                throw CommandFailure(path: path, "\(key) must be tables: write [[\(key)]]")
            }
            tables.append(table)
        }
        return tables
    }

    private static func personal(_ table: TOMLTable, at place: Place) throws(CommandFailure) -> Personal {
        var reader = TableReader(table: table, path: place.path, context: "")
        let rule = try holiday(&reader, at: place)
        var regions: [String]?
        if let codes = try reader.array("regions") {
            var list: [String] = []
            for value in codes {
                guard let code = value.string, RegionRegistry.region(code: code) != nil else {
                    throw place.error("regions", "regions: \(describe(value)) is not a region code (holical list --regions)")
                }
                list.append(RegionRegistry.region(code: code)!.code)
            }
            regions = list
        }
        do { try reader.rejectUnknownKeys() } catch { throw place.error(nil, "\(error.problem)") }
        return Personal(rule: rule, regions: regions)
    }

    private static func ownRegion(_ table: TOMLTable, at place: Place, lines: TOMLLines) throws(CommandFailure) -> OwnRegion {
        var reader = TableReader(table: table, path: place.path, context: "")
        guard let code = try reader.string("code"), Self.isCode(code) else {
            throw place.error("code", "code: give the region a code of letters, digits and dashes (ACME, ACME-BY)")
        }
        guard RegionRegistry.region(code: code) == nil else {
            throw place.error("code", "code: \(code) is a built-in region; choose another")
        }
        guard let based = try reader.string("based-on") else {
            throw place.error(nil, "based-on: name the built-in region it is based on (based-on = \"DE-BY\")")
        }
        guard let basedOn = RegionRegistry.region(code: based) else {
            throw place.error("based-on", "based-on: '\(TerminalSafeText.clean(based, limit: 40))' is not a region code (holical list --regions)")
        }
        let name = try reader.string("name").map { TerminalSafeText.clean($0, limit: 80) } ?? code
        var drops: [String] = []
        if let list = try reader.array("drop") {
            let keys = Set(basedOn.rules.map(\.key))
            for value in list {
                guard let key = value.string, keys.contains(key) else {
                    throw place.error("drop", "drop: \(describe(value)) is not a holiday of \(basedOn.code) (its English name, as holical list shows it)")
                }
                drops.append(key)
            }
        }
        var rules: [HolidayRule] = []
        if let list = try reader.array("holiday") {
            for (index, value) in list.enumerated() {
                guard let table = value.table else { throw place.error("holiday", "holiday: write [[region.holiday]] tables") }
                let inner = Place(path: place.path, lines: lines, header: "region.holiday", index: lines.nested(index, of: "region.holiday", under: "region", at: place.index))
                var holidayReader = TableReader(table: table, path: place.path, context: "")
                rules.append(try holiday(&holidayReader, at: inner))
                do { try holidayReader.rejectUnknownKeys() } catch { throw inner.error(nil, "\(error.problem)") }
            }
        }
        do { try reader.rejectUnknownKeys() } catch { throw place.error(nil, "\(error.problem)") }
        return OwnRegion(code: code.uppercased(), name: name, basedOn: basedOn, drops: drops, rules: rules)
    }

    /// One `[[holiday]]`: name, date, and optionally kind, local, from, until.
    private static func holiday(_ reader: inout TableReader, at place: Place) throws(CommandFailure) -> HolidayRule {
        guard let rawName = try reader.string("name"), !rawName.trimmingSpaces.isEmpty else {
            throw place.error(nil, "name: every holiday needs a name (name = \"Company day off\")")
        }
        let name = TerminalSafeText.clean(rawName, limit: 80)
        guard let text = try reader.string("date") else {
            throw place.error(nil, "date: '\(name)' needs a date (date = \"12-24\", \"2026-12-24\", \"easter+1\" ...)")
        }
        let date: DateRule
        do { date = try DateRule.parse(text) } catch {
            throw place.error("date", "date: '\(TerminalSafeText.clean(text, limit: 40))' \(error.message)")
        }
        var kind = HolidayKind.custom
        if let kindText = try reader.string("kind") {
            guard let parsed = HolidayKind(name: kindText), kinds.contains(parsed) else {
                throw place.error("kind", "kind: '\(TerminalSafeText.clean(kindText, limit: 20))' is not one of " + kinds.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        }
        let local = try reader.string("local").map { TerminalSafeText.clean($0, limit: 80) }
        let first = try reader.integer("from")
        let last = try reader.integer("until")
        for (key, year) in [("from", first), ("until", last)] {
            if let year, !CivilDate.supportedYears.contains(year) {
                throw place.error(
                    key,
                    "\(key): \(year) is not a year from \(CivilDate.supportedYears.lowerBound) to "
                        + "\(CivilDate.supportedYears.upperBound)")
            }
        }
        let years = YearSet(first ?? YearSet.always.first, last ?? YearSet.always.last)
        if years.first > years.last { throw place.error("until", "until: \(years.last) is before from = \(years.first)") }
        return HolidayRule(name, local: local, on: date, kind: kind, years: years, key: "custom: \(name)")
    }

    private static func isCode(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 16 && text.first != "-"
            && text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
    }

    private static func describe(_ value: TOMLValueConvertible) -> String {
        value.string.map { "'\(TerminalSafeText.clean($0, limit: 40))'" } ?? "a value that is not text"
    }
}
