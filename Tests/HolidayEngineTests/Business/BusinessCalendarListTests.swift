import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Business calendars from a list of dates")
struct BusinessCalendarListTests {
    @Test("Repeats and weekend dates take no day away; the list is every holiday there is")
    func list() {
        let calendar = BusinessCalendar(holidays: [
            day("2026-03-04"), day("2026-03-04"), day("2026-03-07"), day("2026-03-08"), day("1066-10-12"),
        ])
        #expect(calendar.workingDayHolidays == [day("1066-10-12"), day("2026-03-04")])
        #expect(calendar.years == nil)
        #expect(calendar.region == nil)
        // Tue 3, Thu 5, Fri 6.
        #expect(calendar.count(from: day("2026-03-02"), to: day("2026-03-09")) == 3)
        #expect(calendar.covers(day("9999-12-31")))
        // Friday 1066-10-12 (proleptic Gregorian) is the list's: far dates need nothing more.
        #expect(!calendar.isBusinessDay(day("1066-10-12")))
        #expect(calendar.isBusinessDay(day("1066-10-11")))
        #expect(!calendar.isBusinessDay(day("1066-10-13")))
        #expect(calendar.extended(toCover: 1000...3000).years == nil)
    }

    @Test("Random lists with random weekends agree with the loop", arguments: 0..<8)
    func randomLists(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919)
        let base = day("2000-01-01").dayNumber
        let dates = (0..<80).map { _ in CivilDate(dayNumber: base + Int.random(in: 0..<400, using: &random)) }
        var weekend = Set(Weekday.allCases.filter { _ in Bool.random(using: &random) })
        if weekend.count == 7 { weekend.remove(.monday) }
        let calendar = BusinessCalendar(holidays: dates, weekend: WeekendMask(weekend)!)
        let naive = NaiveBusinessDays(holidays: Set(dates), weekend: weekend)
        var failures: [String] = []
        for _ in 0..<200 {
            let from = CivilDate(dayNumber: base + Int.random(in: -30..<430, using: &random))
            let to = CivilDate(dayNumber: base + Int.random(in: -30..<430, using: &random))
            let start = Bool.random(using: &random)
            let end = Bool.random(using: &random)
            let got = calendar.count(from: from, to: to, includeStart: start, includeEnd: end)
            let want = naive.count(from: from, to: to, includeStart: start, includeEnd: end)
            if got != want { failures.append("\(from) \(to) \(start) \(end): \(got) vs \(want)") }
            let n = Int.random(in: -50...50, using: &random)
            if calendar.add(n, to: from) != naive.add(n, to: from) { failures.append("add \(n) \(from)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
