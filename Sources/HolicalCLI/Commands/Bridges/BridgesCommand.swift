import ArgumentParser
import HolidayEngine

/// `holical bridges`: the stretches of days off in a region's year, the bridge days that
/// join them, and with `--leave N` the leave that gives the most days off in long
/// stretches (docs/planning.md).
struct BridgesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridges",
        abstract: "List long weekends and bridge days; plan leave with --leave.",
        discussion: """
            Days off are the region's weekend and its holidays of the kinds that are days \
            off (public, bank, your own); weekend days worked by decree are working days. \
            Listed: each stretch of days off that holds a holiday or is 3 days or longer; \
            the bridges of 1 or 2 leave days that join stretches, most days off per day of \
            leave first; and with --leave N the at most N leave days that give the most days \
            off in stretches of 3 days or more, the fewest leave days among equals \
            (docs/planning.md says why that is the best). JSON is one object with region, \
            year, weekend, stretches, bridges and plan (null without --leave); CSV has one \
            row per stretch, bridge and planned stretch, told apart by its first column.
            """
    )

    @Option(help: RegionOption.help, completion: Completions.region, transform: OptionParsing.oneRegion)
    var region: Region?

    @Option(help: "The year to plan (default: the current year).")
    var year: Int?

    @Option(help: ArgumentHelp("Plan at most N days of leave (0-366).", valueName: "N"))
    var leave: Int?

    @Option(help: "Output format.")
    var format: Format = .table

    /// What `bridges` prints: a plan is a table, not a calendar file.
    enum Format: String, CaseIterable, ExpressibleByArgument, Sendable {
        case table, json, csv
    }

    @Option(name: NameLanguage.optionNames, help: "Names in English (en) or in the region's language (local) (table and CSV).")
    var language: NameLanguage = .en

    @Option(name: .customLong("calendar"), help: CalendarOption.daysOffHelp, completion: .file(extensions: ["ics"]))
    var calendars: [String] = []

    /// Leave days a bridge may take.
    static let bridgeLeave = 2
    /// Days a stretch needs to count in the plan, and to be listed without a holiday.
    static let longStretch = 3

    func validate() throws {
        if let year { try OptionParsing.year(year, option: "--year") }
        if let leave, !(0...366).contains(leave) {
            throw ValidationError("--leave \(leave) is out of range: give 0-366 days of leave.")
        }
    }

    func run() throws {
        let region = try RegionOption.configured(flag: region, environment: .current)
        let today = LocalDate.today()
        let files = try UserCalendars.configured(flags: calendars, environment: .current, flagsAreDaysOff: true)
        let off = try files.daysOffCalendars()
        try StandardOutput.write(render(today: today, region: region, calendars: off).bytes)
        // Machine-readable formats keep their shape; the note goes beside them.
        if format != .table, let note = region.validityNote(for: span(today: today)) {
            try StandardOutput.write("holical: \(note).\n", to: .error)
        }
    }

    /// The command's whole output; `today` picks the default year.
    func render(today: CivilDate, region: Region, calendars: [UserCalendar.Loaded] = []) -> OutputBuffer {
        let year = year ?? today.year
        let days = DaysOff(region: region, year: year, alsoOff: UserCalendars.bridgeDaysOff(of: calendars, year: year))
        let report = BridgesReport(
            region: region, days: days,
            stretches: days.stretches.filter { !$0.holidays.isEmpty || $0.days >= Self.longStretch },
            bridges: days.bridges(maxLeave: Self.bridgeLeave),
            plan: leave.map { days.plan(leave: $0, minimumLength: Self.longStretch) },
            language: language)
        var out = OutputBuffer(capacity: 4_096)
        switch format {
        case .table:
            report.writeTable(into: &out)
            if let note = region.validityNote(for: span(today: today)) { out.append("(\(note).)\n") }
        case .json: report.writeJSON(into: &out)
        case .csv: report.writeCSV(into: &out)
        }
        return out
    }

    private func span(today: CivilDate) -> DateRange {
        let year = year ?? today.year
        return DateRange(years: year...year)
    }
}
