import ArgumentParser
import Glibc
import HolidayCache
import HolidayEngine
import HolidayRegions
import TUI

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
            each event's ICS categories. Calendar files (--calendar, or [[calendar]] in the \
            config file) add their events, kind event, with the calendar's tag as their region \
            (docs/calendar-files.md).
            """
    )

    @Option(help: RegionOption.listHelp, completion: Completions.regions, transform: OptionParsing.regions)
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
        completion: Completions.kinds,
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(help: "Output format.")
    var format: OutputFormat = .table

    @Option(
        name: NameLanguage.optionNames,
        help: ArgumentHelp(
            "Names in English (en), in the region's language (local), or local names in this "
                + "language where the region has it (de, fr, it, ...; else its main one). Default: en.",
            valueName: "en|local|CODE"),
        completion: Completions.nameLanguages,
        transform: LanguageChoice.parse)
    var language: LanguageChoice = .english

    @Option(
        help: ArgumentHelp(
            "Only holidays whose English or local name contains this text, case and accents ignored "
                + "(\"paasch\", \"jõul\", \"easter\").",
            valueName: "text"))
    var search: String?

    @Option(name: .customLong("calendar"), help: CalendarOption.help, completion: .file(extensions: ["ics"]))
    var calendars: [String] = []

    @Flag(help: "List the built-in regions instead of holidays.")
    var regions = false

    func validate() throws {
        if regions {
            guard region == nil, year == nil, from == nil, to == nil, kind.isEmpty, search == nil, calendars.isEmpty else {
                throw ValidationError(
                    "--regions lists regions; it takes no --region, --year, --from, --to, --kind, --search or --calendar.")
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
        let environment = Environment.current
        // The list of regions needs no chosen region (nor the locale and zone lookups behind
        // one), but lists the holidays file's own regions, so its mistakes stop it all the same.
        if regions { try OwnHolidays.current.requireNoMistakes() }
        let listed = regions ? [] : try RegionOption.configured(flags: region, environment: environment)
        let shown = regions ? [] : try UserCalendars.configured(flags: calendars, environment: environment).loadAll()
        for calendar in shown {
            for warning in calendar.warnings.prefix(5) {
                try StandardOutput.write("holical: calendar \(calendar.spec.tag): \(warning)\n", to: .error)
            }
        }
        var sink = OutputSink.standardOutput()
        try write(
            today: LocalDate.today(), regions: listed, stamp: UTCTime.now().compact,
            localeLanguage: environment.language, dateNames: .fromLocale(), calendars: shown, to: &sink)
        try sink.flush()
        // Machine-readable formats keep their shape; the notes go beside them.
        if !regions, format != .table {
            for note in listed.compactMap({ $0.validityNote(for: span(today: LocalDate.today())) }) {
                try StandardOutput.write("holical: \(note).\n", to: .error)
            }
        }
    }

    /// The command's whole output, held (for tests): what `write` writes.
    func render(
        today: CivilDate, regions listed: [Region], stamp: String, localeLanguage: String? = nil,
        dateNames: DateNames = .english, calendars shown: [UserCalendar.Loaded] = []
    ) throws -> OutputBuffer {
        var whole = OutputBuffer()
        var sink = OutputSink { whole.append(bytes: $0) }
        try write(
            today: today, regions: listed, stamp: stamp, localeLanguage: localeLanguage, dateNames: dateNames,
            calendars: shown, to: &sink)
        try sink.flush()
        return whole
    }

    /// Writes the command's output to `sink` as it is made. `today` picks the default year,
    /// `regions` are the regions listed (the first is the main one), `stamp` is the
    /// iCalendar DTSTAMP; local names are in `--language`, else in `localeLanguage` (the
    /// user's) where each region has it; the table's weekdays are in `dateNames`' language;
    /// the events of `calendars` are listed with them.
    func write(
        today: CivilDate, regions listed: [Region], stamp: String, localeLanguage: String? = nil,
        dateNames: DateNames = .english, calendars shown: [UserCalendar.Loaded] = [], to sink: inout OutputSink
    ) throws {
        if regions {
            RegionListWriter.write(RegionRegistry.all + OwnHolidays.current.ownRegions, format: format, into: &sink.buffer)
            return
        }
        let kinds = kind.union
        var stream = HolidayStream(
            regions: listed, span: span(today: today),
            query: HolidayQuery(kinds: kinds.isEmpty ? nil : kinds, name: search)
        ) { region in
            language.code ?? localeLanguage.flatMap { region.languages.contains($0) ? $0 : nil }
        }
        stream.calendars = shown
        try write(stream, stamp: stamp, dateNames: dateNames, to: &sink)
    }

    /// Writes the holidays of `stream` in `--format` to `sink`, a block at a time, each part
    /// of the stream's span as it is made (a table's after measuring every row).
    func write(_ stream: HolidayStream, stamp: String, dateNames: DateNames = .english, to sink: inout OutputSink) throws {
        let listed = stream.regions
        switch format {
        case .table:
            try writeTable(stream, dateNames: dateNames, to: &sink)
            for note in listed.compactMap({ $0.validityNote(for: stream.span) }) { sink.buffer.append("(\(note).)\n") }
        case .json:
            var writer = JSONWriter()
            try stream.forEach { holiday in
                writer.write(holiday, into: &sink.buffer)
                try sink.flushIfFull()
            }
            writer.finish(into: &sink.buffer)
        case .csv:
            CSVWriter.writeHeader(into: &sink.buffer)
            try stream.forEach { holiday in
                CSVWriter.write(holiday, into: &sink.buffer)
                try sink.flushIfFull()
            }
        case .ics:
            let writer = ICSWriter(
                region: listed[0], language: names, stamp: stamp, alsoRegions: Array(listed.dropFirst()),
                calendars: stream.calendars.map(\.spec.tag))
            writer.writeStart(into: &sink.buffer)
            try stream.forEach { holiday in
                writer.write(holiday, into: &sink.buffer)
                try sink.flushIfFull()
            }
            writer.writeEnd(into: &sink.buffer)
        }
    }

    /// The table: every row measured for the columns' widths, then written. Up to
    /// `heldRows` rows are kept from the measuring; a longer list is made again to be
    /// written, so that it is never held.
    private func writeTable(_ stream: HolidayStream, dateNames: DateNames, to sink: inout OutputSink) throws {
        var table = HolidayTable(
            language: names, withRegion: stream.regions.count > 1 || !stream.calendars.isEmpty, dateNames: dateNames)
        var held: [Holiday]? = []
        stream.forEach { holiday in
            table.measure(holiday)
            if held != nil {
                if table.rows <= Self.heldRows { held?.append(holiday) } else { held = nil }
            }
        }
        guard table.rows > 0 else {
            let codes = (stream.regions.map(\.code) + stream.calendars.map(\.spec.tag)).joined(separator: ",")
            sink.buffer.append("No holidays in \(codes) from \(stream.span.lowerBound) to \(stream.span.upperBound).\n")
            return
        }
        table.writeHeader(into: &sink.buffer)
        func write(_ holiday: Holiday) throws {
            table.write(holiday, into: &sink.buffer)
            try sink.flushIfFull()
        }
        if let held {
            for holiday in held { try write(holiday) }
        } else {
            try stream.forEach(write)
        }
    }

    /// The most rows a table keeps from measuring them to writing them.
    static let heldRows = 4_096

    /// The names the table and ICS show.
    private var names: NameLanguage { language.names }

    /// The dates asked for: `--from`...`--to`, or the whole of `--year` (default: this year).
    private func span(today: CivilDate) -> DateRange {
        if let from, let to { return DateRange(from, to) }
        let year = year ?? today.year
        return DateRange(years: year...year)
    }
}

extension ListCommand {
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
