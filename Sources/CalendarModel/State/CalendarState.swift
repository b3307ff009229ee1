import HolidayFetchCore
import HolidayEngine

/// Everything the screen shows, as one value: the TUI draws it and nothing else.
public struct CalendarState: Sendable, Hashable {
    public var today: CivilDate
    public var selection: CivilDate
    public var mode: ViewMode
    public var firstWeekday: Weekday
    /// Whether weeks start on the shown region's first weekday: true unless the user chose
    /// one (config, `--first-weekday`, or `f`), so choosing Greece in the picker from a
    /// Sunday-first United States gives Monday-first weeks.
    public var firstWeekdayFollowsRegion = false
    /// The region whose holidays are shown.
    public var region: RegionChoice
    /// The regions shown beside `region`, each with what is known of its holidays
    /// (`--region US,EE`, `+` in the `c` picker; CalendarState+Regions.swift).
    public var alongside: [AlongsideRegion] = []
    /// Calendar files shown beside the holidays, each with what is known of its events
    /// (`--calendar`, `[[calendar]]`; CalendarState+Calendars.swift).
    public var calendars: [ShownCalendar] = []
    /// The regions the user can switch to with `c`: none until the picker first opens and
    /// asks for them (`.listRegions`), unless given at start.
    public var regions: [RegionChoice]
    /// What the calendar shows about `region` (kinds, weekend, known years), once described.
    public var profile: RegionProfile?
    /// How the region was chosen when nobody named it ("region from your time zone: c to
    /// change"); shown in the status line until the first key.
    public var regionOrigin: String?
    /// The name of the holiday source, for the title bar (`offline`, `Abstract API`).
    public var sourceName: String
    /// The pane drawn over the calendar, if any.
    public var overlay: Overlay?
    /// The other end of a business-day range started with `v`.
    public var rangeAnchor: CivilDate?
    /// Business days strictly between the ends of the range, when one is selected and a
    /// counter is available.
    public var rangeBusinessDays: Int?
    /// What is known about the holidays of each date.
    public var book: HolidayBook
    /// How fetching is going.
    public var fetch: FetchStatus
    /// A one-line warning that does not stop anything (the cache was rebuilt, ...).
    public var notice: String?
    /// The language holiday names are wanted in (`--language`, `L`); nil for the region's
    /// main one.
    public var language: String?
    /// The bridge days `b` marks, while they are shown.
    public var bridges: BridgeMarks?
    /// The view `y` or `w` goes back to from the year view.
    public var modeBeforeYear: ViewMode = .month
    /// Whether the month and year views show each row's ISO 8601 week number (`W`,
    /// `week_numbers` in config.toml).
    public var showsWeekNumbers = false
    /// The last `/` search, which `n` and `N` repeat; nil before the first.
    public var lastSearch: HolidaySearch?
    /// The holiday the last search found, named in the status line until the next key.
    public var searchMatch: HolidaySearch.Match?
    /// What has been asked of the runtime, so that `apply` asks only for what is new.
    var asked = Asked()

    public init(
        today: CivilDate, selection: CivilDate? = nil, mode: ViewMode = .month,
        firstWeekday: Weekday, region: RegionChoice, regions: [RegionChoice] = [],
        sourceName: String = "offline", language: String? = nil, regionOrigin: String? = nil
    ) {
        self.language = language
        self.today = today
        self.selection = selection ?? today
        self.mode = mode
        self.firstWeekday = firstWeekday
        self.region = region
        self.regions = regions
        self.profile = nil
        self.regionOrigin = regionOrigin
        self.sourceName = sourceName
        self.overlay = nil
        self.rangeAnchor = nil
        self.rangeBusinessDays = nil
        self.book = HolidayBook(region: region.code)
        self.fetch = FetchStatus()
        self.notice = nil
    }

    /// The effects `apply` has asked for that still hold: the demand the source works on
    /// (without `refresh`), the range being counted, the wake-up waited for.
    struct Asked: Sendable, Hashable {
        var demand: FetchDemand?
        /// The range whose business days were asked for last (in the region shown).
        var countedRange: DateRange?
        /// Whether its count is still to come.
        var counting = false
        var wake: CalendarEffect.WakeUp?
        /// Whether the regions to pick from were asked for.
        var listedRegions = false
        /// The region whose profile was asked for.
        var described: String?
        /// The years whose bridges were asked for, for the marks shown.
        var bridgeYears: Set<Int> = []
        /// What was last looked up for each region shown beside the primary one.
        var lookedUp: [String: LookUp] = [:]
        /// The dates whose events were last asked of each calendar file, by tag.
        var events: [String: DateRange] = [:]
        /// `r` was pressed: the next look-ups ask the calendars at an address anew.
        var refreshEvents = false
        /// The search waiting for its answer.
        var search: HolidaySearch?
        /// `n` and `N` pressed while it was being worked out: each searches again from its
        /// match, in turn.
        var searchRepeats: [HolidaySearch.Direction] = []
        /// The filter of the open region picker whose matches were asked for last.
        var filter: String?
        /// The notice a search gave, said until the next key.
        var searchNotice: String?
    }
}

extension CalendarState {
    /// The month grid around the selection.
    public var grid: MonthGrid { MonthGrid(month: selection.yearMonth, firstWeekday: firstWeekday) }

    /// The week around the selection.
    public var week: WeekSpan { WeekSpan(containing: selection, firstWeekday: firstWeekday) }

    /// Every date on screen.
    public var visibleRange: DateRange {
        mode == .year ? yearRange : mode == .month ? grid.range : week.range
    }

    /// The dates the view is about: the month itself (in the year view too: a per-day
    /// metered provider is not to spend a year of quota on it), or the week.
    public var focusRange: DateRange { mode == .week ? week.range : selection.yearMonth.days }

    /// The business-day range being selected, if any.
    public var selectedRange: DateRange? { rangeAnchor.map { DateRange($0, selection) } }

    /// What the status line says of the shown year when the region's rules are not known
    /// for it (`Estonia's holidays are known from 1991`).
    public var validityNote: String? {
        guard let profile, profile.code == region.code else { return nil }
        return profile.validityNote(year: selection.year)
    }

    /// Whether `date` is a weekend day of the region shown (Saturday and Sunday until its
    /// profile says otherwise).
    public func isWeekend(_ date: CivilDate) -> Bool {
        profile?.isWeekend(date) ?? (date.weekday == .saturday || date.weekday == .sunday)
    }

    /// What the fetch side should be working on for this state.
    public var demand: FetchDemand {
        // Clamped: the first and last weeks on screen reach into 1582 and 10000, which no
        // source is asked about.
        FetchDemand(
            region: region.code, visible: visibleRange.clampedToSupportedYears,
            focus: focusRange.clampedToSupportedYears, priority: [selection], language: language)
    }
}
