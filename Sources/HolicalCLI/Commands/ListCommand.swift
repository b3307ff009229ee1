import ArgumentParser
import Glibc
import HolidayCache
import HolidayEngine
import HolidayRegions

/// `holical list`: the holidays of a region for a year or a range of dates, from the
/// built-in rules, as a table, JSON, CSV or iCalendar.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the holidays of a region for a year or a range of dates.",
        discussion: """
            The region defaults to HOLICAL_REGION, then the config file, then your locale's \
            country (LC_ALL, LC_TIME, LANG), else US; \
            the year defaults to the current one. JSON is an array of objects with date, \
            name, localName, kind, region, observedOf (the date an observed day stands in \
            for, or null) and estimated (true for a forecast date). CSV has the same columns. ICS is an iCalendar file to import into \
            a calendar program. Several regions (--region US,EE) are listed together, by date \
            then in the order given, with a Region column in the table and the region among \
            each event's ICS categories.
            """
    )

    @Option(help: RegionOption.listHelp, transform: OptionParsing.regions)
    var region: [Region]?

    @Option(help: "The year to list (default: the current year).")
    var year: Int?

    @Option(
        help: ArgumentHelp("First day to list, YYYY-MM-DD (with --to).", valueName: "date"),
        transform: OptionParsing.date)
    var from: CivilDate?

    @Option(
        help: ArgumentHelp("Last day to list, YYYY-MM-DD (with --from).", valueName: "date"),
        transform: OptionParsing.date)
    var to: CivilDate?

    @Option(
        help: ArgumentHelp(
            "Kinds to list, comma-separated: public, bank, folk, half-day, ... (default: all).",
            valueName: "kinds"),
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(help: "Output format.")
    var format: OutputFormat = .table

    @Option(help: "Names in English or in the region's language (table and ICS).")
    var lang: NameLanguage = .en

    @Option(
        help: ArgumentHelp(
            "Local names in this language where the region has it (de, fr, it, en, ...), else "
                + "in its main one; the table and ICS then show local names.",
            valueName: "CODE"),
        transform: OptionParsing.language)
    var language: String?

    @Option(
        help: ArgumentHelp(
            "Only holidays whose English or local name contains this text, case and accents ignored "
                + "(\"paasch\", \"jõul\", \"easter\").",
            valueName: "text"))
    var search: String?

    @Flag(help: "List the built-in regions instead of holidays.")
    var regions = false

    func validate() throws {
        if regions {
            guard region == nil, year == nil, from == nil, to == nil, kind.isEmpty, search == nil else {
                throw ValidationError(
                    "--regions lists regions; it takes no --region, --year, --from, --to, --kind or --search.")
            }
            guard format != .ics else {
                throw ValidationError("--regions prints table, json or csv, not ics.")
            }
            return
        }
        if year != nil, from != nil || to != nil {
            throw ValidationError("Give either --year or --from and --to, not both.")
        }
        if (from == nil) != (to == nil) {
            throw ValidationError(
                "--from and --to go together: give both, e.g. --from 2026-01-01 --to 2026-03-31.")
        }
        if let year { try OptionParsing.year(year, option: "--year") }
        if let from, let to, from > to {
            throw ValidationError("--from \(from) is after --to \(to).")
        }
    }

    func run() throws {
        // A holidays file with a mistake stops the command: a list without the user's days
        // off would look complete to a script (docs/custom-holidays.md).
        try OwnHolidays.current.requireNoMistakes()
        let environment = Environment.current
        let listed = try RegionOption.configured(flags: region, environment: environment)
        let output = try render(
            today: LocalDate.today(), regions: listed, stamp: UTCTime.now().compact,
            localeLanguage: environment.language)
        try StandardOutput.write(output.bytes)
        // Machine-readable formats keep their shape; the notes go beside them.
        if !regions, format != .table {
            for note in listed.compactMap({ $0.validityNote(for: span(today: LocalDate.today())) }) {
                try StandardOutput.write("holical: \(note).\n", to: .error)
            }
        }
    }

    /// The command's whole output. `today` picks the default year, `regions` are the regions
    /// listed (the first is the main one), `stamp` is the iCalendar DTSTAMP; local names are
    /// in `--language`, else in `localeLanguage` (the user's) where each region has it.
    func render(
        today: CivilDate, regions listed: [Region], stamp: String, localeLanguage: String? = nil
    ) throws -> OutputBuffer {
        if regions {
            var out = OutputBuffer(capacity: 1_024)
            RegionListWriter.write(RegionRegistry.all + OwnHolidays.current.ownRegions, format: format, into: &out)
            return out
        }
        let span = span(today: today)
        let kinds = kind.union
        let region = listed[0]
        var holidays = Self.holidays(of: listed, in: span) { region in
            language ?? localeLanguage.flatMap { region.languages.contains($0) ? $0 : nil }
        }
        let query = HolidayQuery(kinds: kinds.isEmpty ? nil : kinds, name: search)
        if query != HolidayQuery() { holidays.removeAll { !query.matches($0) } }

        var out = OutputBuffer(capacity: 64 + holidays.count * 200)
        switch format {
        case .table:
            if holidays.isEmpty {
                let codes = listed.map(\.code).joined(separator: ",")
                out.append("No holidays in \(codes) from \(span.lowerBound) to \(span.upperBound).\n")
            } else {
                TableWriter.write(holidays, language: names, withRegion: listed.count > 1, into: &out)
            }
            for note in listed.compactMap({ $0.validityNote(for: span) }) { out.append("(\(note).)\n") }
        case .json: JSONWriter.write(holidays, into: &out)
        case .csv: CSVWriter.write(holidays, into: &out)
        case .ics:
            ICSWriter(region: region, language: names, stamp: stamp, alsoRegions: Array(listed.dropFirst()))
                .write(holidays, into: &out)
        }
        return out
    }

    /// The names the table and ICS show: local ones when `--language` chose their language.
    private var names: NameLanguage { language == nil ? lang : .local }

    /// The dates asked for: `--from`...`--to`, or the whole of `--year` (default: this year).
    private func span(today: CivilDate) -> DateRange {
        if let from, let to { return DateRange(from, to) }
        let year = year ?? today.year
        return DateRange(years: year...year)
    }
}

extension ListCommand {
    /// The holidays of every region in `span`, by date and then in the regions' order (each
    /// region's own order within a day kept), names in the language `language` picks for
    /// each region.
    static func holidays(of regions: [Region], in span: DateRange, language: (Region) -> String?) -> [Holiday] {
        merged(regions.map { $0.holidays(in: span, language: language($0)) })
    }

    /// Several regions' holidays, each list in date order, as one: by date, then in the
    /// lists' order, each list's own order kept within a date.
    static func merged(_ lists: [[Holiday]]) -> [Holiday] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var keyed: [(date: CivilDate, list: Int, order: Int, holiday: Holiday)] = []
        for (index, list) in lists.enumerated() {
            for (order, holiday) in list.enumerated() { keyed.append((holiday.date, index, order, holiday)) }
        }
        keyed.sort { ($0.date, $0.list, $0.order) < ($1.date, $1.list, $1.order) }
        return keyed.map(\.holiday)
    }
}
