import ArgumentParser
import CalendarModel
import Glibc
import HolidayEngine
import HolidayFetchCore
import TUI

/// `holical [DATE]`: the calendar in the terminal. The default command.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the calendar in the terminal (the default command).",
        discussion: """
            Opens the month of DATE (or of today) with that day selected. Press ? in the \
            calendar for the keys. Settings come from flags, then the environment \
            (HOLICAL_REGION, HOLICAL_PROVIDER, HOLICAL_API_KEY, ...), then \
            $XDG_CONFIG_HOME/holical/config.toml.
            """)

    @Argument(
        help: ArgumentHelp("The month or day to open.", valueName: "YYYY-MM | YYYY-MM-DD"),
        transform: DateArgument.parse)
    var date: DateArgument?

    @OptionGroup var calendar: CalendarOptions

    func run() throws {
        let environment = Environment.current
        let settings = try calendar.settings(environment: environment)
        // `--region US,EE,AU-NSW`: the first is the region shown, the others beside it.
        let named = try settings.region.map(OptionParsing.regions) ?? []
        let (region, origin) = try RegionOption.resolveSayingHow(named.first?.code, environment: environment)
        let today = LocalDate.today()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            // Without a terminal to draw on, the month as `cal` prints it: what a person
            // piping holical or running it from a script would want to see.
            try printMonth(of: date?.date(keepingDayOf: today) ?? today, region: region, alongside: named.dropFirst(),
                           firstWeekday: settings.firstWeekday, colours: isatty(STDOUT_FILENO) == 1 && settings.wantsColor)
            return
        }
        let selection = date?.date(keepingDayOf: today) ?? today
        let app = TerminalApp()
        let source = try HolidaySourceFactory.make(settings: settings, environment: environment)
        let own = OwnHolidays.current
        var state = CalendarState(
            today: today, selection: selection,
            firstWeekday: settings.firstWeekday ?? region.firstWeekday,
            region: region.choice,
            sourceName: source.name,
            language: calendar.language ?? environment.nameLanguage(for: region), regionOrigin: origin)
        // A mistake in a holidays file does not stop the calendar (docs/custom-holidays.md).
        state.notice = own.notice
        state.firstWeekdayFollowsRegion = settings.firstWeekday == nil
        state.alongside = named.dropFirst().map { AlongsideRegion($0.choice) }
        state.showsWeekNumbers = settings.weekNumbers
        // Calendar files: read off the UI thread, when the dates on screen are first asked
        // for; one that cannot be used is said on the status line (docs/calendar-files.md).
        let files = try UserCalendars.configured(flags: calendar.calendars, environment: environment)
        state.calendars = files.shown
        let services = CalendarServices(
            countBusinessDays: BusinessDayCounting(files: files).counter, listRegions: Region.lister,
            describeRegion: Region.describer,
            findBridges: files.bridgeFinder, lookUpHolidays: own.holidayLookup,
            searchHolidays: HolidaySearching(calendars: files).searcher, lookUpEvents: files.eventLookup)
        let controller = CalendarController(state: state, source: source, services: services)
        let status = try app.run(controller: controller, wantsColor: settings.wantsColor, today: LocalDate.today)
        if status != 0 { throw ExitCode(status) }
    }
}

extension OpenCommand {
    /// The month of `day` printed as `holical cal` prints it, with the calendar's regions.
    private func printMonth(
        of day: CivilDate, region: Region, alongside: ArraySlice<Region>, firstWeekday: Weekday?, colours: Bool
    ) throws {
        // Printed answers fail on a holidays file with a mistake, as every command's do
        // (docs/custom-holidays.md); only the calendar on screen shows it and opens.
        try OwnHolidays.current.requireNoMistakes()
        let month = YearMonth(year: day.year, month: day.month)!.description
        let cal = try CalCommand.parse([month] + (firstWeekday.map { ["--first-weekday", $0.name] } ?? []))
        let text = try cal.render(today: LocalDate.today(), regions: [region] + alongside, names: .fromLocale(), colours: colours)
        try StandardOutput.write(text.bytes)
    }
}
