import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Weekends that changed, and weekend days worked by decree, against the day-by-day loop.
@Suite("Business days with weekend history and working days")
struct WeekendHistoryTests {
    /// Friday-Saturday until 2022-01-01, then Saturday-Sunday (the United Arab Emirates).
    static let history = WeekendHistory(
        .fridaySaturday, changes: [(from: CivilDate(year: 2022, month: 1, day: 1)!, mask: .saturdaySunday)])

    @Test("The mask in force on each side of the change")
    func masks() {
        #expect(Self.history.mask(on: day("2021-12-31")) == .fridaySaturday)
        #expect(Self.history.mask(on: day("2022-01-01")) == .saturdaySunday)
        // Friday 2021-12-31 is a weekend day, Friday 2022-01-07 is not.
        #expect(Self.history.containsDay(day("2021-12-31").dayNumber))
        #expect(!Self.history.containsDay(day("2022-01-07").dayNumber))
    }

    @Test("workdays and dayNumber(ofWorkday:) are inverse across the change")
    func inverse() {
        for dayNumber in day("2021-11-01").dayNumber...day("2022-03-01").dayNumber
        where !Self.history.containsDay(dayNumber) {
            #expect(Self.history.dayNumber(ofWorkday: Self.history.workdays(before: dayNumber)) == dayNumber)
        }
    }

    /// Random holidays and worked weekend days over 2019-2025.
    static func randomDays(_ seed: UInt64) -> (holidays: Set<CivilDate>, worked: Set<CivilDate>) {
        var random = SeededGenerator(seed: seed)
        let first = day("2019-01-01").dayNumber
        let last = day("2025-12-31").dayNumber
        var holidays = Set<CivilDate>()
        var worked = Set<CivilDate>()
        for _ in 0..<90 {
            holidays.insert(CivilDate(dayNumber: Int.random(in: first...last, using: &random)))
            worked.insert(CivilDate(dayNumber: Int.random(in: first...last, using: &random)))
        }
        return (holidays, worked)
    }

    @Test("count and add equal the loop", arguments: [1, 2, 3] as [UInt64])
    func againstLoop(seed: UInt64) {
        let (holidays, worked) = Self.randomDays(seed)
        let calendar = BusinessCalendar(holidays: holidays, workedDays: worked, weekend: Self.history)
        func isBusiness(_ date: CivilDate) -> Bool {
            if holidays.contains(date) { return false }
            return !Self.history.containsDay(date.dayNumber) || worked.contains(date)
        }
        var random = SeededGenerator(seed: seed &* 31)
        let first = day("2019-06-01").dayNumber
        let last = day("2025-06-30").dayNumber
        for _ in 0..<300 {
            let a = Int.random(in: first...last, using: &random)
            let b = min(last, a + Int.random(in: 0...200, using: &random))
            var loop = 0
            for d in (a + 1)..<max(a + 1, b) where isBusiness(CivilDate(dayNumber: d)) { loop += 1 }
            #expect(calendar.count(from: CivilDate(dayNumber: a), to: CivilDate(dayNumber: b)) == loop)
            let n = Int.random(in: -40...40, using: &random)
            guard n != 0 else { continue }
            var walked = CivilDate(dayNumber: a)
            var left = abs(n)
            while left > 0 {
                walked = walked.adding(days: n > 0 ? 1 : -1)
                if isBusiness(walked) { left -= 1 }
            }
            #expect(calendar.add(n, to: CivilDate(dayNumber: a)) == walked, "add \(n) to \(CivilDate(dayNumber: a))")
            #expect(calendar.isBusinessDay(walked))
        }
    }

    @Test("A region's working days are business days; its holidays on them are not")
    func regionWorkingDays() {
        let region = Region(
            code: "XX", name: "Test",
            rules: [
                // Saturday 2026-01-10 worked in exchange for Friday 2026-01-02 off.
                .oneOff("Bridge day", on: day("2026-01-02")),
                .oneOff("Working day", on: day("2026-01-10"), kind: .workday),
            ])
        let calendar = BusinessCalendar(region: region, years: 2026...2026)
        #expect(!calendar.isBusinessDay(day("2026-01-02")))
        #expect(calendar.isBusinessDay(day("2026-01-10")))
        #expect(!calendar.isBusinessDay(day("2026-01-11")))
        // Mon 5 ... Sun 11: Mon-Fri and Saturday 10.
        #expect(calendar.count(from: day("2026-01-04"), to: day("2026-01-12")) == 6)
        #expect(calendar.add(5, to: day("2026-01-04")) == day("2026-01-09"))
        #expect(calendar.add(6, to: day("2026-01-04")) == day("2026-01-10"))
        #expect(calendar.workedWeekendDays == [day("2026-01-10")])
    }
}
