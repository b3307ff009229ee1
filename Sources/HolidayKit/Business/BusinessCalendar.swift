/// Which days are business days, and how many lie between two dates: every day that is
/// neither a weekend day nor a holiday.
///
/// Made from a region's rules (for chosen kinds and years) or from a list of dates. Only
/// holidays that fall on working days are kept, once each, as sorted day numbers, so a
/// count is closed-form weekday arithmetic minus two binary searches: O(log H).
///
/// A calendar made from a region knows the holidays of `years`. Asked about dates outside
/// them, it computes the holidays of the years the question spans from the region's rules
/// for that answer (correct, but slower: the cost of those years' rules); a caller that
/// will ask there again keeps `extended(toCover:)`, which answers on the fast path.
/// A calendar made from a list treats the list as every holiday there is.
public struct BusinessCalendar: Sendable {
    /// The weekend days.
    public let weekend: WeekendMask
    /// The kinds of holiday that are days off (empty for a calendar made from a list).
    public let kinds: Set<HolidayKind>
    /// The region whose rules give the holidays, nil for a calendar made from a list.
    public let region: Region?
    /// The years whose holidays are held; nil when made from a list (every year).
    public let years: ClosedRange<Int>?
    /// Day numbers of the holidays on working days, ascending, no repeats.
    let holidayDays: [Int]
    /// For each entry of `holidayDays`, the business days before it, from the same origin
    /// as `WeekendMask.workdays(before:)`: the key `add` searches.
    let businessDaysBefore: [Int]
    /// The first and last day numbers whose holidays are all in `holidayDays`.
    let firstKnownDay: Int
    let lastKnownDay: Int

    /// The business days of `region` in `years`: days off are its holidays of `kinds`
    /// (public by default; add `.bank` for bank holidays) and the `weekend` days.
    public init(
        region: Region, kinds: Set<HolidayKind> = [.public],
        weekend: WeekendMask = .saturdaySunday, years: ClosedRange<Int>
    ) {
        let span = DateRange(years: years)
        let dates = region.holidays(in: span)
            .lazy.filter { kinds.contains($0.kind) }.map(\.date)
        self.init(
            holidays: dates, weekend: weekend, kinds: kinds, region: region, years: years,
            known: span.lowerBound.dayNumber...span.upperBound.dayNumber)
    }

    /// The business days around a list of holiday dates: every day that is not a `weekend`
    /// day and not in `holidays` (repeats and weekend dates in the list are harmless).
    public init(holidays: some Sequence<CivilDate>, weekend: WeekendMask = .saturdaySunday) {
        self.init(
            holidays: holidays, weekend: weekend, kinds: [], region: nil, years: nil,
            known: Int.min...Int.max)
    }

    private init(
        holidays: some Sequence<CivilDate>, weekend: WeekendMask, kinds: Set<HolidayKind>,
        region: Region?, years: ClosedRange<Int>?, known: ClosedRange<Int>
    ) {
        var days = holidays.map(\.dayNumber).filter { !weekend.containsDay($0) }
        days.sort()
        var unique: [Int] = []
        unique.reserveCapacity(days.count)
        for day in days where unique.last != day { unique.append(day) }
        self.weekend = weekend
        self.kinds = kinds
        self.region = region
        self.years = years
        self.holidayDays = unique
        // j holidays precede the j-th, all on working days.
        self.businessDaysBefore = unique.enumerated().map { weekend.workdays(before: $0.element) - $0.offset }
        self.firstKnownDay = known.lowerBound
        self.lastKnownDay = known.upperBound
    }

    /// The holidays that fall on working days (the ones that take a business day away),
    /// in date order.
    public var workingDayHolidays: [CivilDate] { holidayDays.map(CivilDate.init(dayNumber:)) }
}
