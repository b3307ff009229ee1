import ArgumentParser
import Glibc
import HolidayEngine
import TerminalText
import TUI

/// `holical cal [YYYY-MM | YYYY]`: a month, three months or a year as plain text, as `cal`
/// prints them, with the holidays marked in the grid and listed beneath. What `holical`
/// prints when it has no terminal to draw the calendar on.
struct CalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cal",
        abstract: "Print a month or a year as cal does, with the holidays marked and listed.",
        discussion: """
            A day marked * is a day off (public, bank or your own), + another holiday of the \
            kinds asked for (--kind). On a terminal the days off are in colour and today is \
            reversed, unless NO_COLOR is set. Month and weekday names follow LC_TIME \
            (LC_ALL, LC_TIME, LANG), in English where the locale has none. The region and the \
            first weekday default as for the calendar.
            """)

    @Argument(
        help: ArgumentHelp("The month or the year to print (default: this month).", valueName: "YYYY-MM | YYYY"),
        transform: Period.parse)
    var period: Period?

    @Flag(name: .customShort("3"), help: "The month before and the month after too.")
    var threeMonths = false

    @Option(help: RegionOption.listHelp, completion: Completions.regions, transform: OptionParsing.regions)
    var region: [Region]?

    @Option(help: ArgumentHelp("First day of the week: monday ... sunday (default: the region's).", valueName: "DAY"), completion: Completions.weekdays)
    var firstWeekday: String?

    @Option(
        help: ArgumentHelp(
            "Kinds to mark and list, comma-separated: public, bank, folk, ... (default: public, bank, custom).",
            valueName: "kinds"),
        completion: Completions.kinds,
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(name: NameLanguage.optionNames, help: "Names in English (en) or in the region's language (local).")
    var language: NameLanguage = .en

    func validate() throws {
        if threeMonths, case .year? = period {
            throw ValidationError("-3 prints three months around a month, not around a year.")
        }
    }

    func run() throws {
        let environment = Environment.current
        let regions = try RegionOption.configured(flags: region, environment: environment)
        let colours = isatty(STDOUT_FILENO) == 1 && environment.wantsColor
        try StandardOutput.write(
            render(today: LocalDate.today(), regions: regions, names: .fromLocale(), colours: colours).bytes)
    }

    /// The first weekday: the flag's, else the first region's.
    func weekStart(regions: [Region]) throws -> Weekday {
        guard let firstWeekday else { return regions[0].firstWeekday }
        guard let weekday = Weekday(name: firstWeekday) else {
            throw ValidationError("'\(TerminalSafeText.clean(firstWeekday, limit: 40))' is not a weekday (monday ... sunday).")
        }
        return weekday
    }

    /// The command's whole output for `today` (the month printed when none is given).
    func render(today: CivilDate, regions: [Region], names: DateNames, colours: Bool) throws -> OutputBuffer {
        let kinds = kind.union.isEmpty ? [.public, .bank, .custom] : kind.union
        let months: [YearMonth]
        let today = YearMonth(year: today.year, month: today.month)!
        switch period ?? .month(today) {
        case .month(let month): months = threeMonths ? [month.adding(months: -1), month, month.adding(months: 1)] : [month]
        case .year(let year): months = (1...12).map { YearMonth(year: year, month: $0)! }
        }
        let span = DateRange(months.first!.firstDay, months.last!.lastDay)
        let holidays = ListCommand.merged(regions.map { region in
            region.holidays(in: span).filter { kinds.contains($0.kind) }
        })
        let sheet = MonthSheet(
            firstWeekday: try weekStart(regions: regions), names: names, holidays: holidays,
            today: colours ? LocalDate.today() : nil, colours: colours)
        var out = OutputBuffer(capacity: 4096)
        if case .year(let year)? = period {
            sheet.appendYear(year, into: &out)
        } else {
            sheet.appendMonths(months, into: &out)
        }
        sheet.appendList(holidays, regions: regions, language: language, into: &out)
        return out
    }
}

extension CalCommand {
    /// What `cal` prints: a month, or a whole year.
    enum Period: Hashable {
        case month(YearMonth)
        case year(Int)

        /// `2026-12` or `2026`, in the years holical's dates cover.
        static func parse(_ text: String) throws -> Period {
            let years = CivilDate.supportedYears
            if let month = YearMonth.parse(text), years.contains(month.year) { return .month(month) }
            if text.utf8.count == 4, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
               let year = Int(text), years.contains(year) {
                return .year(year)
            }
            throw ValidationError(
                "'\(TerminalSafeText.clean(text, limit: 40))' is not a month (YYYY-MM) or a year (YYYY) in \(years.lowerBound)-\(years.upperBound).")
        }
    }
}
