import HolidayEngine

/// The holidays of several regions over a span of dates, by date, then in the regions'
/// order, each region's own order kept within a date (as `ListCommand.merged` orders
/// them), made a few years at a time and handed on one by one: `holical list` holds a few
/// years of holidays, never the span's (docs/architecture.md, "Long lists").
///
/// A part of the span gives the same holidays as the whole would on those dates: the rule
/// engine evaluates the years around any range it is asked for, so an observed day, or a
/// substitute day placed after the other days off, falls where it falls in the whole.
struct HolidayStream {
    /// The regions, in the order their holidays are listed within a date.
    let regions: [Region]
    /// The dates listed.
    let span: DateRange
    /// Which holidays are handed on.
    let query: HolidayQuery
    /// About how many holidays a part of the span holds, counted as one a rule and year.
    let holidaysPerPart: Int
    /// One region's holidays in part of the span, in `Holiday.displayOrder`, every one
    /// dated in that part: the rule engine's, or a test's that watches what was asked.
    private let make: (Region, DateRange) -> [Holiday]
    /// Calendar files whose events are listed after the regions' holidays of each date
    /// (docs/calendar-files.md), one row per instance.
    var calendars: [UserCalendar.Loaded] = []

    /// What a calendar is counted as in a part's size: a calendar's events are not known
    /// before they are expanded, so a year of a daily event, generously.
    static let calendarWeight = 400

    /// The default size of a part: a few MB of holidays.
    static let defaultHolidaysPerPart = 32_768

    /// The holidays of `regions` in `span` that `query` keeps, from the rule engine, local
    /// names in the language `language` picks for each region.
    init(
        regions: [Region], span: DateRange, query: HolidayQuery = HolidayQuery(),
        holidaysPerPart: Int = Self.defaultHolidaysPerPart, language: @escaping (Region) -> String?
    ) {
        self.init(regions: regions, span: span, query: query, holidaysPerPart: holidaysPerPart) { region, part in
            region.holidays(in: part, language: language(region))
        }
    }

    /// The holidays `make` gives for `regions`, a part of `span` at a time.
    init(
        regions: [Region], span: DateRange, query: HolidayQuery = HolidayQuery(),
        holidaysPerPart: Int = Self.defaultHolidaysPerPart, make: @escaping (Region, DateRange) -> [Holiday]
    ) {
        self.regions = regions
        self.span = span
        self.query = query
        self.holidaysPerPart = max(1, holidaysPerPart)
        self.make = make
    }

    /// Hands every holiday on to `body`, in order, each part's as soon as it is made.
    func forEach(_ body: (Holiday) throws -> Void) rethrows {
        let filtering = query != HolidayQuery()
        // A region's rules give about one holiday each a year: a part is as many years as
        // keep the rules of the regions known then within `holidaysPerPart` (at least one
        // year). Years before a region's rules are known give none of its holidays.
        let weights = regions.map { max(1, $0.rules.count) }
        func expected(in year: Int) -> Int {
            zip(regions, weights).reduce(0) { $0 + ($1.0.known.contains(year) ? $1.1 : 0) }
                + calendars.count * Self.calendarWeight
        }
        var year = span.lowerBound.year
        while year <= span.upperBound.year {
            var last = year
            var total = expected(in: year)
            while last < span.upperBound.year {
                let more = expected(in: last + 1)
                guard total + more <= holidaysPerPart else { break }
                total += more
                last += 1
            }
            let part = DateRange(
                max(span.lowerBound, DateRange(years: year...year).lowerBound),
                min(span.upperBound, DateRange(years: last...last).upperBound))
            let lists = regions.map { make($0, part) }
                + calendars.map { $0.holidays(in: part, listedFrom: span.lowerBound) }
            try Self.merge(lists, firstDay: part.lowerBound.dayNumber, days: part.count) { holiday in
                if !filtering || query.matches(holiday) { try body(holiday) }
            }
            year = last + 1
        }
    }

    /// Hands on the holidays of `lists` (each in date order, every date within the `days`
    /// days from the day number `firstDay`) by date, then in the lists' order, each list's
    /// order kept within a date: a counting sort on the day, stable by construction.
    static func merge(
        _ lists: [[Holiday]], firstDay: Int, days: Int, _ body: (Holiday) throws -> Void
    ) rethrows {
        if lists.count == 1 {
            for holiday in lists[0] { try body(holiday) }
            return
        }
        // starts[d]: where the holidays of day d go among all, once summed.
        var starts = [Int](repeating: 0, count: days + 1)
        var dayOf: [[Int32]] = []
        dayOf.reserveCapacity(lists.count)
        for list in lists {
            let list = list.map { Int32($0.date.dayNumber - firstDay) }
            for day in list { starts[Int(day) + 1] += 1 }
            dayOf.append(list)
        }
        for day in 0..<days { starts[day + 1] += starts[day] }
        var order = [(list: Int32, index: Int32)](repeating: (0, 0), count: starts[days])
        for (list, days) in dayOf.enumerated() {
            for (index, day) in days.enumerated() {
                order[starts[Int(day)]] = (Int32(list), Int32(index))
                starts[Int(day)] += 1
            }
        }
        for (list, index) in order { try body(lists[Int(list)][Int(index)]) }
    }
}
