import HolidayFetch
import HolidayFetchCore
import HolidayEngine

/// Dates and demands the tests use.
enum TestDates {
    /// `2026-02-16` as a date.
    static func date(_ text: String) -> CivilDate { CivilDate(text)! }

    /// The days from `first` to `last`.
    static func range(_ first: String, _ last: String) -> DateRange {
        DateRange(date(first), date(last))
    }

    /// The demand of a month view: the 6-week grid (Monday first) around `month`, the
    /// month as focus, `selected` first.
    static func monthDemand(
        _ month: String, region: String = "US", selected: String, refresh: Bool = false
    ) -> FetchDemand {
        let yearMonth = YearMonth.parse(month)!
        return FetchDemand(
            region: region, visible: MonthGrid(month: yearMonth, firstWeekday: .monday).range,
            focus: yearMonth.days, priority: [date(selected)], refresh: refresh)
    }
}
