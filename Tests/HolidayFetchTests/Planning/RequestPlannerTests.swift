import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Request planner")
struct RequestPlannerTests {
    let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
    let march = TestDates.monthDemand("2026-03", selected: "2026-03-20")

    func plan(
        _ demand: FetchDemand, _ span: RequestSpan, metered: Bool,
        known: Set<CivilDate> = []
    ) -> [DateRange] {
        RequestPlanner.plan(for: demand, span: span, isMetered: metered) { known.contains($0) }
    }

    @Test func februaryOnADayProviderIsTwentyEightDaysSelectedFirst() {
        let requests = plan(february, .day, metered: true)
        #expect(requests.count == 28)
        #expect(requests.allSatisfy { $0.count == 1 && february.focus.contains($0) })
        #expect(requests.first == DateRange(day: TestDates.date("2026-02-16")))
        let rest = requests.dropFirst().map(\.lowerBound)
        #expect(rest == rest.sorted())
    }

    @Test func meteredProvidersNeverAskOutsideTheFocus() {
        #expect(february.visible.count == 42)
        let requests = plan(february, .day, metered: true)
        #expect(Set(requests.map(\.lowerBound)) == Set(february.focus))
    }

    @Test func knownDatesAreNotAskedFor() {
        let known = Set(TestDates.range("2026-02-01", "2026-02-20"))
        let requests = plan(february, .day, metered: true, known: known)
        #expect(requests.map(\.lowerBound) == Array(TestDates.range("2026-02-21", "2026-02-28")))
        #expect(plan(february, .day, metered: true, known: Set(february.focus)).isEmpty)
    }

    @Test func priorityDatesGoFirstInTheirOrder() {
        let demand = FetchDemand(
            region: "US", visible: february.visible, focus: february.focus,
            priority: [TestDates.date("2026-02-20"), TestDates.date("2026-02-03")])
        let firsts = plan(demand, .day, metered: true).prefix(3).map(\.lowerBound)
        #expect(firsts == [TestDates.date("2026-02-20"), TestDates.date("2026-02-03"), TestDates.date("2026-02-01")])
    }

    @Test func aShortMonthOnTheRangeProviderIsOneRequestStretchedOverTheGrid() throws {
        let requests = plan(february, .days(max: 30), metered: true)
        let request = try #require(requests.first)
        #expect(requests.count == 1)
        #expect(request.count == 30)
        #expect(request.contains(february.focus))
        #expect(february.visible.contains(request))
    }

    @Test func aThirtyDayMonthIsExactlyOneRequest() {
        let april = TestDates.monthDemand("2026-04", selected: "2026-04-01")
        #expect(plan(april, .days(max: 30), metered: true) == [april.focus])
    }

    @Test func aLongMonthIsTwoRequestsCoveringTheWholeGrid() {
        let requests = plan(march, .days(max: 30), metered: true)
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.count <= 30 })
        let covered = Set(requests.flatMap { Array($0) })
        #expect(covered == Set(march.visible))
        #expect(requests[0].contains(TestDates.date("2026-03-20")))
        #expect(!requests[0].overlaps(requests[1]))
    }

    @Test func aKnownStretchInsideTheMonthDoesNotCostASecondRequest() {
        let known = Set(TestDates.range("2026-03-10", "2026-03-12"))
        let requests = plan(march, .days(max: 30), metered: true, known: known)
        #expect(requests.count == 2)
        let spread = TestDates.range("2026-03-01", "2026-03-31").filter { !known.contains($0) }
        #expect(spread.allSatisfy { date in requests.contains { $0.contains(date) } })
        let february = plan(self.february, .days(max: 30), metered: true,
                            known: Set(TestDates.range("2026-02-10", "2026-02-20")))
        #expect(february.count == 1)
    }

    @Test func stretchingStaysOffKnownDates() {
        let known = Set(TestDates.range("2026-01-26", "2026-01-31"))
        let requests = plan(february, .days(max: 30), metered: true, known: known)
        #expect(requests.count == 1)
        #expect(requests[0].lowerBound == TestDates.date("2026-02-01"))
        #expect(requests[0].upperBound == TestDates.date("2026-03-02"))
    }

    @Test func aWeekIsOneRangeRequest() {
        let week = TestDates.range("2026-02-16", "2026-02-22")
        let demand = FetchDemand(region: "EE", visible: week, focus: week, priority: [week.lowerBound])
        #expect(plan(demand, .days(max: 30), metered: true) == [week])
    }

    @Test func aYearProviderAsksOncePerYearTheGridTouches() {
        let january = TestDates.monthDemand("2026-01", selected: "2026-01-15")
        #expect(january.visible.lowerBound.year == 2025)
        let requests = plan(january, .year, metered: false)
        #expect(requests == [DateRange.year2026, TestDates.range("2025-01-01", "2025-12-31")])
        #expect(plan(february, .year, metered: false) == [DateRange.year2026])
    }

    @Test func aFreeProviderAlsoFetchesTheRestOfTheGrid() {
        let known = Set(TestDates.range("2026-01-01", "2026-12-31"))
        let january = TestDates.monthDemand("2026-01", selected: "2026-01-15")
        #expect(plan(january, .year, metered: false, known: known) == [TestDates.range("2025-01-01", "2025-12-31")])
        #expect(plan(january, .year, metered: true, known: known).isEmpty)
    }
}
