import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

/// What each provider is asked for when the calendar shows a year (docs/architecture.md,
/// "The year view"): the demand's `visible` is the year, its `focus` the selected month.
@Suite("Request planner in the year view")
struct YearViewPlanTests {
    let demand = FetchDemand(
        region: "EE", visible: TestDates.range("2026-01-01", "2026-12-31"),
        focus: TestDates.range("2026-12-01", "2026-12-31"), priority: [TestDates.date("2026-12-31")])

    @Test("abstract, metered per day, is asked for the selected month's days only, the selected day first")
    func abstractSpendsAMonth() {
        let requests = RequestPlanner.plan(for: demand, span: .day, isMetered: true) { _ in false }
        #expect(requests.count == 31)
        #expect(requests.allSatisfy { demand.focus.contains($0) })
        #expect(requests.first == DateRange(day: TestDates.date("2026-12-31")))
    }

    @Test("nager, free and a year a request, fills the year with one request")
    func nagerFillsTheYear() {
        let requests = RequestPlanner.plan(for: demand, span: .year, isMetered: false) { _ in false }
        #expect(requests == [TestDates.range("2026-01-01", "2026-12-31")])
    }

    @Test("range, metered per 30-day window, covers the month in two windows, the selected day's first")
    func rangeCoversTheMonth() {
        let requests = RequestPlanner.plan(for: demand, span: .days(max: 30), isMetered: true) { _ in false }
        #expect(requests.count == 2)
        #expect(requests.first?.contains(TestDates.date("2026-12-31")) == true)
        for day in demand.focus { #expect(requests.contains { $0.contains(day) }) }
        #expect(requests.allSatisfy { demand.visible.contains($0) })
    }
}
