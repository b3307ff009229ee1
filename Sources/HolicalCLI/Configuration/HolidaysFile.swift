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
        /// Where its code is written, for the message about a second region of that code:
        /// `holidays.toml, line 12`.
        var place = ""

        /// The region it makes.
        var region: Region { basedOn.including(rules, dropping: drops, code: code, name: name) }
    }

    var personal: [Personal] = []
    /// The regions of your own, in the order the files define them.
    private(set) var regions: [OwnRegion] = []
    /// Each region's index in `regions` by its code, so that finding one does not cost a
    /// pass over thousands.
    private var regionIndex: [String: Int] = [:]

    /// The kinds a day of your own may have; `custom` unless it says otherwise.
    static let kinds: [HolidayKind] = [.custom, .public, .bank, .halfDay, .optional, .observance, .workday]

    /// Adds a region of your own; its code (upper case) is not one of `regions`'.
    mutating func add(_ region: OwnRegion) {
        regionIndex[region.code] = regions.count
        regions.append(region)
    }

    /// The files read, in order: `holidays.toml`, then the `*.toml` entries of `holidays.d/`
    /// in byte order of their names (whatever they are: each is read, or is a mistake that
    /// says why not); and the mistake of a `holidays.d` that cannot be listed.
    static func paths(in environment: Environment) -> (paths: [TextFile.Path], error: CommandFailure?) {
        guard let home = environment.configHome else { return ([], nil) }
        let directory = TextFile.Path(home + "/holical")
        let more = directory.appending(Array("holidays.d".utf8))
        let paths = [directory.appending(Array("holidays.toml".utf8))]
        do {
            let entries = try TextFile.entries(of: more) ?? []
            return (paths + entries.filter { $0.name.count >= 5 && $0.name.suffix(5).elementsEqual(".toml".utf8) }, nil)
        } catch {
            return (paths, CommandFailure(path: more.shown, "\(error): holical reads *.toml files in it"))
        }
    }

    /// Every file read; a file with a mistake adds nothing and gives its error, so the
    /// others, and the built-in rules, still hold. A file that cannot be read (not a
    /// regular file, over 1 MiB, a NUL byte, not UTF-8, a symbolic link to nothing) is a
    /// mistake too, named with why.
    static func load(from environment: Environment) -> (file: HolidaysFile, errors: [CommandFailure]) {
        var all = HolidaysFile()
        var errors: [CommandFailure] = []
        let (paths, listing) = paths(in: environment)
        for path in paths {
            let text: String
            do {
                guard let read = try TextFile.read(path, limit: TextFile.userLimit) else { continue }
                text = read
            } catch {
                errors.append(CommandFailure(path: path.shown, error.description))
                continue
            }
            do {
                let file = try parse(text, path: path.shown, defined: all)
                all.personal += file.personal
                for region in file.regions { all.add(region) }
            } catch {
                errors.append(error)
            }
        }
        if let listing { errors.append(listing) }
        return (all, errors)
    }

    /// Parses one file; `path` names it in errors, which also give the line. A region whose
    /// code is one of `defined`'s (the files read before), in any case, is a mistake.
    static func parse(_ text: String, path: String, defined: HolidaysFile = HolidaysFile()) throws(CommandFailure) -> HolidaysFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw CommandFailure(path: path, "line \(error.source.begin.line): \(TerminalSafeText.clean(error.description, limit: 200))")
        } catch {
            throw CommandFailure(path: path, "is not valid TOML")
        }
        let lines = TOMLLines(text: text)
        let name = shortName(of: path)
        var file = HolidaysFile()
        var top = TableReader(table: table, path: path, context: "")
        for (index, entry) in try tables(&top, "holiday", path: path).enumerated() {
            let place = Place(path: path, lines: lines, header: "holiday", index: index)
            file.personal.append(try personal(entry, at: place))
        }
        for (index, entry) in try tables(&top, "region", path: path).enumerated() {
            let place = Place(path: path, lines: lines, header: "region", index: index)
            var region = try ownRegion(entry, at: place, lines: lines)
            if let earlier = file.regionIndex[region.code].map({ file.regions[$0] })
                ?? defined.regionIndex[region.code].map({ defined.regions[$0] }) {
                throw place.error("code", "code: \(region.code) is already a region of yours (\(earlier.place))")
            }
            region.place = "\(name), line \(lines.line(of: "code", in: "region", index: index))"
            file.add(region)
        }
        try top.rejectUnknownKeys()
        return file
    }

    /// The region `code` names among your own.
    func region(code: String) -> Region? {
        regionIndex[code.uppercased()].map { regions[$0].region }
    }

    /// A file as a message about another file names it, from the configuration directory:
    /// `holidays.toml`, `holidays.d/team.toml`.
    static func shortName(of path: String) -> String {
        let name = path.split(separator: "/").suffix(2)
        return name.first == "holidays.d" ? name.joined(separator: "/") : name.last.map(String.init) ?? path
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
            throw place.error("based-on", "based-on: '\(ShownText.of(based, limit: 40))' is not a region code (holical list --regions)")
        }
        let name = try shown(reader.string("name"), key: "name", at: place) ?? code
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
        let name = try shown(rawName, key: "name", at: place) ?? ""
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
                throw place.error("kind", "kind: '\(ShownText.of(kindText, limit: 20))' is not one of " + kinds.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        }
        let local = try shown(reader.string("local"), key: "local", at: place)
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

    /// The most bytes a region's code may have: room above the longest built-in one
    /// (BR-SAOPAULOCAPITAL, 18), small enough to refuse a pasted paragraph at once.
    static let longestCode = 32

    /// Whether `text` may be a region's code: 1-32 ASCII letters, digits and dashes, not
    /// starting with a dash. Every built-in code is one.
    static func isCode(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.count <= longestCode && text.first != "-"
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
                default: false
                }
            }
    }

    /// A name as it is shown, cleaned of control characters and escape sequences; an error
    /// when nothing that shows is left (only an escape sequence, only zero-width spaces),
    /// since it would be an empty row.
    private static func shown(_ raw: String?, key: String, at place: Place) throws(CommandFailure) -> String? {
        guard let raw else { return nil }
        let name = TerminalSafeText.clean(raw, limit: 80)
        guard ShownText.showsSomething(name) else {
            throw place.error(
                key, "\(key): shows nothing once control characters and escape sequences are taken out; "
                    + "write a name that shows")
        }
        return name
    }

    private static func describe(_ value: TOMLValueConvertible) -> String {
        value.string.map { "'\(ShownText.of($0, limit: 40))'" } ?? "a value that is not text"
    }
}
