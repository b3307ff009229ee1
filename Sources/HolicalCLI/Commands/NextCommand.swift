import ArgumentParser
import HolidayEngine
import TerminalText

/// `holical next [N]`: the next holidays from today, with how many days away each is.
struct NextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next holidays from today, with how many days away each is.",
        discussion: """
            The region defaults as for holical list. Kinds default to the days off: public \
            holidays and your own (holidays.toml); --kind picks others. Several regions \
            (--region US,EE) give the next holidays of any of them, with a Region column. \
            Calendar files (--calendar, or [[calendar]] in the config file) add their next \
            events, kind event, tagged with the calendar's tag (docs/calendar-files.md).
            """
    )

    @Argument(help: "How many holidays (1-1000).")
    var count = 5

    @Option(help: RegionOption.listHelp, completion: Completions.regions, transform: OptionParsing.regions)
    var region: [Region]?

    @Option(
        help: ArgumentHelp(
            "Kinds to list, comma-separated: public, bank, folk, ... (default: public, custom).",
            valueName: "kinds"),
        completion: Completions.kinds,
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(help: "Output format.")
    var format: Format = .table

    /// What `next` prints: the formats of a list of days to come (not a file of a span).
    enum Format: String, CaseIterable, ExpressibleByArgument, Sendable {
        case table, json
    }

    @Option(name: NameLanguage.optionNames, help: "Names in English (en) or in the region's language (local).")
    var language: NameLanguage = .en

    @Option(name: .customLong("calendar"), help: CalendarOption.help, completion: .file(extensions: ["ics"]))
    var calendars: [String] = []

    func validate() throws {
        guard (1...1000).contains(count) else {
            throw ValidationError("Give between 1 and 1000 holidays, not \(count).")
        }
    }

    func run() throws {
        let regions = try RegionOption.configured(flags: region, environment: .current)
        let shown = try UserCalendars.configured(flags: calendars, environment: .current).loadAll()
        try StandardOutput.write(render(today: LocalDate.today(), regions: regions, calendars: shown).bytes)
    }

    /// The next `count` holidays from `today` (today's included) of the kinds asked for in
    /// any of `regions` (by date, then in the regions' order), looked for a year at a time up
    /// to the last supported year.
    func upcoming(today: CivilDate, regions: [Region], calendars: [UserCalendar.Loaded] = []) -> [Holiday] {
        let kinds = kind.union.isEmpty ? [.public, .custom, .event] : kind.union
        let query = HolidayQuery(kinds: kinds)
        // Each region's next `count`, then the first `count` of them all.
        let each = regions.map { $0.holidays(from: today, matching: query, limit: count) }
        let events = kinds.contains(.event) ? calendars.map { next(count, of: $0, from: today) } : []
        return Array(ListCommand.merged(each + events).prefix(count))
    }

    /// A calendar's next `limit` events from `today`, each instance once (one under way today
    /// on today), looked for a year at a time, at most `lookAhead` years ahead.
    private func next(_ limit: Int, of calendar: UserCalendar.Loaded, from today: CivilDate) -> [Holiday] {
        var found: [Holiday] = []
        var start = today
        for _ in 0..<Self.lookAhead where found.count < limit {
            let end = start.adding(days: 365)
            found += calendar.holidays(in: DateRange(start, end), listedFrom: today)
            start = end.adding(days: 1)
        }
        return Array(found.prefix(limit))
    }

    /// How many years ahead a calendar's events are looked for: a calendar is expanded, not
    /// searched, so its end is not known.
    static let lookAhead = 10

    /// The command's whole output.
    func render(today: CivilDate, regions: [Region], calendars: [UserCalendar.Loaded] = []) -> OutputBuffer {
        let holidays = upcoming(today: today, regions: regions, calendars: calendars)
        var out = OutputBuffer(capacity: 64 + holidays.count * 120)
        switch format {
        case .json:
            out.append("[\n")
            for (index, holiday) in holidays.enumerated() {
                JSONWriter.appendObjectStart(holiday, into: &out)
                out.append(#", "daysAway": \#(holiday.date.dayNumber - today.dayNumber)"#)
                if let event = holiday.event { JSONWriter.appendEvent(event, calendar: holiday.region, into: &out) }
                out.append(index == holidays.count - 1 ? "}\n" : "},\n")
            }
            out.append("]\n")
        default:
            guard !holidays.isEmpty else {
                let codes = regions.map(\.code) + calendars.map(\.spec.tag)
                out.append("No holidays in \(codes.joined(separator: ",")) from \(today) on.\n")
                return out
            }
            // The region's column only with several regions.
            let withRegion = regions.count > 1 || !calendars.isEmpty
            let rows = holidays.map { holiday in
                [
                    "\(holiday.date)", holiday.date.weekday.shortName,
                    withRegion ? TerminalSafeText.clean(holiday.region) : nil,
                    TerminalSafeText.clean(language.name(of: holiday), limit: 80), holiday.kind.rawValue,
                    Self.away(holiday.date.dayNumber - today.dayNumber),
                ].compactMap { $0 }
            }
            let header = ["Date", "Day", withRegion ? "Region" : nil, "Name", "Kind", "In"].compactMap { $0 }
            TableWriter.writeRows(header, rows, into: &out)
        }
        return out
    }

    /// `today`, `tomorrow`, `in 12 days`.
    static func away(_ days: Int) -> String {
        switch days {
        case 0: "today"
        case 1: "tomorrow"
        default: "in \(days) days"
        }
    }
}
