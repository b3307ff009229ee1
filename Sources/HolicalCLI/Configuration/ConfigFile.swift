import CalendarModel
import HolidayFetch
import HolidayEngine
import TerminalText
import TOMLKit

/// What `$XDG_CONFIG_HOME/holical/config.toml` says. Every value is optional: the file
/// only overrides defaults, and flags and the environment override the file.
public struct ConfigFile: Sendable, Equatable {
    public var region: String?
    public var firstWeekday: String?
    public var provider: String?
    public var cacheTTLDays: Int?
    /// `week_numbers`: whether the calendar opens with ISO week numbers shown.
    public var weekNumbers: Bool?
    /// `[providers.NAME]` tables.
    public var providers: [String: ProviderSection] = [:]
    /// `[[calendar]]` tables: calendar files shown beside the holidays (docs/calendar-files.md).
    var calendars: [CalendarSpec] = []

    /// One `[providers.NAME]` table.
    public struct ProviderSection: Sendable, Equatable {
        public var baseURL: String?
        public var apiKey: String?
        public var rate: Double?
        public var timeoutSeconds: Double?
    }

    public init() {}

    /// Where the file is looked for.
    public static func path(in environment: Environment) -> String? {
        environment.configHome.map { $0 + "/holical/config.toml" }
    }

    /// Reads the file; a missing file is an empty configuration. It is read as the holidays
    /// files are, whole or not at all: a regular file of at most 1 MiB of UTF-8 text without
    /// NUL bytes; anything else (a FIFO, a device, a symbolic link to nothing) is an error
    /// that names the file and why (docs/configuration.md).
    public static func load(from environment: Environment) throws(CommandFailure) -> ConfigFile {
        guard let path = path(in: environment) else { return ConfigFile() }
        let text: String
        do {
            guard let read = try TextFile.read(TextFile.Path(path), limit: TextFile.userLimit) else { return ConfigFile() }
            text = read
        } catch {
            throw CommandFailure(path: path, error.description)
        }
        return try parse(text, path: path)
    }

    /// Parses the text of a configuration file; `path` is used in error messages.
    public static func parse(_ text: String, path: String) throws(CommandFailure) -> ConfigFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            throw CommandFailure(path: path, "line \(line): " + syntaxProblem(error.description, line: line, in: text))
        } catch {
            throw CommandFailure(path: path, "is not valid TOML")
        }
        var reader = TableReader(table: table, path: path, context: "")
        var file = ConfigFile()
        file.region = try reader.string("region")
        file.firstWeekday = try reader.string("first_weekday")
        file.provider = try reader.string("provider")
        file.weekNumbers = try reader.bool("week_numbers")
        if let cache = try reader.table("cache") {
            var cacheReader = TableReader(table: cache, path: path, context: "cache.")
            file.cacheTTLDays = try cacheReader.integer("ttl_days")
            try cacheReader.rejectUnknownKeys()
        }
        if let providers = try reader.table("providers") {
            for name in providers.keys.sorted() {
                guard ProviderCatalog.ids.contains(name) else {
                    throw CommandFailure(
                        path: path,
                        "unknown provider [providers.\(ShownText.key(name))] (known: \(ProviderCatalog.ids.joined(separator: ", ")))")
                }
                guard let section = providers[name]?.table else {
                    throw CommandFailure(path: path, "providers.\(name) must be a table ([providers.\(name)])")
                }
                var sectionReader = TableReader(table: section, path: path, context: "providers.\(name).")
                file.providers[name] = ProviderSection(
                    baseURL: try sectionReader.string("base_url"),
                    apiKey: try sectionReader.string("api_key"),
                    rate: try sectionReader.number("rate"),
                    timeoutSeconds: try sectionReader.number("timeout"))
                try sectionReader.rejectUnknownKeys()
            }
        }
        file.calendars = try calendars(&reader, path: path)
        try reader.rejectUnknownKeys()
        return file
    }

    /// The `[[calendar]]` tables: `source` (a file's path or an address), `tag`, `days_off`,
    /// `refresh` (an address's interval), `glyph`, `color`.
    private static func calendars(_ reader: inout TableReader, path: String) throws(CommandFailure) -> [CalendarSpec] {
        guard let list = try reader.array("calendar") else { return [] }
        var specs: [CalendarSpec] = []
        for (index, value) in list.enumerated() {
            let place = "calendar #\(index + 1)"
            guard let table = value.table else {
                throw CommandFailure(path: path, "calendar must be tables: [[calendar]] with source = \"...\"")
            }
            var calendar = TableReader(table: table, path: path, context: "\(place): ")
            guard let source = try calendar.string("source"), !source.isEmpty else {
                throw CommandFailure(path: path, "\(place): source is missing: the calendar file's path, source = \"...\"")
            }
            let tag = try calendar.string("tag")
            let daysOff = try calendar.bool("days_off") ?? false
            var refresh = RefreshInterval.standard
            if let text = try calendar.string("refresh") {
                switch RefreshInterval.parse(text) {
                case .success(let interval): refresh = interval
                case .failure(let problem): throw CommandFailure(path: path, "\(place): \(problem.text)")
                }
            }
            let glyph = try calendar.string("glyph").map { text throws(CommandFailure) in
                switch CalendarSpec.glyph(text) {
                case .success(let glyph): return glyph
                case .failure(let problem):
                    throw CommandFailure(path: path, "\(place): glyph \"\(TerminalSafeText.quoted(text, limit: 20))\" \(problem.description)")
                }
            }
            let color = try calendar.string("color").map { name throws(CommandFailure) in
                guard let color = CalendarColor(rawValue: name.lowercased()) else {
                    let names = CalendarColor.allCases.map(\.rawValue).joined(separator: ", ")
                    throw CommandFailure(
                        path: path, "\(place): color \"\(TerminalSafeText.quoted(name, limit: 20))\" is not one of \(names)")
                }
                return color
            }
            try calendar.rejectUnknownKeys()
            let address = FeedAddress.looksLikeAddress(source)
            specs.append(
                CalendarSpec(
                    source: address ? source : Self.expandingHome(source), tag: tag, daysOff: daysOff,
                    refresh: refresh, glyph: glyph, color: color))
        }
        return specs
    }

    /// `~/cal.ics` as `$HOME/cal.ics`: a path in a file is not expanded by a shell.
    static func expandingHome(_ source: String) -> String {
        guard source.hasPrefix("~/"), let home = Environment.current["HOME"] else { return source }
        return home + source.dropFirst()
    }

    /// The parser's description of a syntax error on `line`, fit to print. The parser
    /// quotes what it could not read, and on an `api_key` line that is the key (an
    /// unquoted `api_key = 1234...` is "not representable in 64 bits"): there the
    /// description is replaced, and every value written for `api_key` anywhere in the
    /// file is removed from it, so no error shows the key (docs/configuration.md).
    static func syntaxProblem(_ description: String, line: Int, in text: String) -> String {
        var keyLines: [Int] = []
        var keys: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let equals = raw.firstIndex(of: "="),
                  raw[..<equals].trimmingSpaces.trimmingCharacters(in: "\"'") == "api_key"
            else { continue }
            keyLines.append(index + 1)
            let value = raw[raw.index(after: equals)...].trimmingSpaces.trimmingCharacters(in: "\"'")
            if !value.isEmpty { keys.append(value) }
        }
        if keyLines.contains(line) {
            return "api_key must be text in quotes, api_key = \"...\" (its value is not shown)"
        }
        var shown = description
        for key in keys { shown = shown.replacing(key, with: "(key)") }
        return TerminalSafeText.quoted(shown, limit: 200)
    }
}
