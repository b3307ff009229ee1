/// Which days around one year are days off in a region, for planning leave: its weekend
/// (from its `WeekendHistory`), its holidays of kinds that are days off
/// (`HolidayKind.isDayOff`), and not the weekend days it works by decree
/// (`HolidayKind.workday`). docs/planning.md.
///
/// The days held are the year's, widened at each end by the days off that run on into the
/// neighbouring year, so the stretch over New Year is measured whole. Every working day
/// held is therefore in the year: those are the days leave can be taken on.
public struct DaysOff: Sendable {
    /// The year planned.
    public let year: Int
    /// The first day held (on or before 1 January of `year`).
    public let first: CivilDate
    /// Per day from `first`, whether it is a day off.
    public let isOff: [Bool]
    /// The holidays that make days off, in date order.
    public let holidays: [Holiday]

    /// How far the days held may reach into a neighbouring year: a stretch longer than
    /// this over New Year is cut there (no region has one).
    static let reach = 31

    /// The days off of `region` in `year`, and the days of `alsoOff` (the events of a
    /// calendar file of days off, docs/calendar-files.md).
    public init(region: Region, year: Int, alsoOff: [Holiday] = []) {
        let yearSpan = DateRange(years: year...year)
        let outer = Self.outer(year: year)
        var off: [Int: Bool] = [:]
        var dayOffHolidays: [Holiday] = []
        for holiday in region.holidays(in: outer) + alsoOff.filter({ outer.contains($0.date) }) {
            let day = holiday.date.dayNumber
            if holiday.kind.isDayOff || holiday.event?.isDayOff == true {
                off[day] = true
                dayOffHolidays.append(holiday)
            } else if holiday.kind == .workday, off[day] == nil {
                // A holiday on the same day wins, as in BusinessCalendar.
                off[day] = false
            }
        }
        let weekend = region.weekend
        func isOff(_ day: Int) -> Bool { off[day] ?? weekend.containsDay(day) }
        var start = yearSpan.lowerBound.dayNumber
        while start > outer.lowerBound.dayNumber, isOff(start - 1) { start -= 1 }
        var end = yearSpan.upperBound.dayNumber
        while end < outer.upperBound.dayNumber, isOff(end + 1) { end += 1 }
        self.year = year
        first = CivilDate(dayNumber: start)
        self.isOff = (start...end).map(isOff)
        let held = dayOffHolidays.filter { (start...end).contains($0.date.dayNumber) }
        holidays = alsoOff.isEmpty ? held : held.sorted { $0.date < $1.date }
    }

    /// Days from `first` given as flags, with no holidays named: for tests and for reasoning
    /// about the planner apart from any region. Every day that is not off is a day leave
    /// can be taken on.
    public init(first: CivilDate, isOff: [Bool]) {
        year = first.year
        self.first = first
        self.isOff = isOff
        holidays = []
    }

    /// The days a year's days off are looked for in: the year and `reach` days either side.
    public static func outer(year: Int) -> DateRange {
        let span = DateRange(years: year...year)
        return DateRange(span.lowerBound.adding(days: -reach), span.upperBound.adding(days: reach))
    }

    /// The last day held.
    public var last: CivilDate { first.adding(days: isOff.count - 1) }

    /// The date of the day at `index` from `first`.
    @inline(__always)
    func date(at index: Int) -> CivilDate { first.adding(days: index) }
}
