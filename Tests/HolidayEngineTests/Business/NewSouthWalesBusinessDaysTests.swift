import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The NSW business-day calculator (docs/business-days.md): NSW public holidays, both ends excluded. Every figure below was
/// counted by hand from the calendar; the days in between are listed beside it.
@Suite("Business days in NSW, counted by hand")
struct NewSouthWalesBusinessDaysTests {
    let nsw = BusinessCalendar(region: .newSouthWales, years: 2020...2028)

    func count(_ from: String, _ to: String, start: Bool = false, end: Bool = false) -> Int {
        nsw.count(from: day(from), to: day(to), includeStart: start, includeEnd: end)
    }

    @Test("A plain week: Mon 2 Mar to Mon 9 Mar 2026 has 4 between, 5 or 6 with ends")
    func plainWeek() {
        // Tue 3, Wed 4, Thu 5, Fri 6.
        #expect(count("2026-03-02", "2026-03-09") == 4)
        #expect(count("2026-03-02", "2026-03-09", start: true) == 5)
        #expect(count("2026-03-02", "2026-03-09", end: true) == 5)
        #expect(count("2026-03-02", "2026-03-09", start: true, end: true) == 6)
        // Backwards: the same four days, negative.
        #expect(count("2026-03-09", "2026-03-02") == -4)
        // Next door and the same day: nothing between them.
        #expect(count("2026-03-02", "2026-03-03") == 0)
        #expect(count("2026-03-02", "2026-03-02") == 0)
        #expect(count("2026-03-02", "2026-03-02", start: true) == 0)
        #expect(count("2026-03-02", "2026-03-02", start: true, end: true) == 1)
        #expect(count("2026-03-07", "2026-03-07", start: true, end: true) == 0)
    }

    @Test("Christmas 2026: Boxing Day on a Saturday gives Monday 28 December")
    func christmas2026() {
        // Fri 25 Christmas, Sat 26, Sun 27, Mon 28 Boxing Day (additional), Tue 29, Wed 30.
        #expect(count("2026-12-24", "2026-12-31") == 2)
        #expect(!nsw.isBusinessDay(day("2026-12-28")))
        #expect(nsw.isBusinessDay(day("2026-12-29")))
    }

    @Test("Christmas 2021 (Sat) and Boxing Day (Sun): Monday 27 and Tuesday 28 off")
    func christmas2021() {
        // Sat 25, Sun 26, Mon 27 and Tue 28 additional days, Wed 29, Thu 30.
        #expect(count("2021-12-24", "2021-12-31") == 2)
        #expect(nsw.add(1, to: day("2021-12-24")) == day("2021-12-29"))
    }

    @Test("Christmas 2022 (Sun): Boxing Day Monday, Tuesday 27 additional")
    func christmas2022() {
        // Sat 24, Sun 25, Mon 26 Boxing Day, Tue 27 additional, Wed 28, Thu 29.
        #expect(count("2022-12-23", "2022-12-30") == 2)
    }

    @Test("Anzac Day 2026 (Sat) and 2027 (Sun): the trial's additional Mondays")
    func anzacTrial() {
        // 2026: Sat 25, Sun 26, Mon 27 additional, Tue 28, Wed 29, Thu 30.
        #expect(count("2026-04-24", "2026-05-01") == 3)
        // 2027: Sat 24, Sun 25, Mon 26 additional, Tue 27, Wed 28, Thu 29.
        #expect(count("2027-04-23", "2027-04-30") == 3)
        // 2021 (Sunday, before the trial): no additional day. Sat 24, Sun 25, Mon 26 ... Thu 29.
        #expect(count("2021-04-23", "2021-04-30") == 4)
    }

    @Test("Easter 2026: Good Friday and Easter Monday; the weekend between counts once")
    func easter2026() {
        // Thu 2 to Tue 7 April: Fri 3 Good Friday, Sat 4, Sun 5 (both holidays on a
        // weekend), Mon 6 Easter Monday: nothing left.
        #expect(count("2026-04-02", "2026-04-07") == 0)
        #expect(count("2026-04-02", "2026-04-07", start: true, end: true) == 2)
    }

    @Test("Australia Day 2025 moved to Monday 27 January")
    func australiaDay2025() {
        // Sat 25, Sun 26, Mon 27 (moved), Tue 28, Wed 29, Thu 30.
        #expect(count("2025-01-24", "2025-01-31") == 3)
        #expect(nsw.isBusinessDay(day("2025-01-24")))
    }

    @Test("The whole of 2026: 261 weekdays, 9 public holidays on them, 1 bank holiday")
    func year2026() {
        // 2026 starts on a Thursday and has 365 days: 52 weeks and a Thursday, 261 weekdays.
        // Holidays on weekdays: Jan 1, Jan 26, Apr 3, Apr 6, Apr 27, Jun 8, Oct 5, Dec 25,
        // Dec 28. On weekends: Apr 4, Apr 5, Apr 25, Dec 26.
        #expect(count("2025-12-31", "2027-01-01") == 252)
        #expect(nsw.workingDayHolidays.filter { $0.year == 2026 }.count == 9)
        let withBank = BusinessCalendar(region: .newSouthWales, kinds: [.public, .bank], years: 2026...2026)
        // The bank holiday is Monday 3 August.
        #expect(withBank.count(from: day("2025-12-31"), to: day("2027-01-01")) == 251)
        #expect(withBank.isBusinessDay(day("2026-08-03")) == false)
        #expect(nsw.isBusinessDay(day("2026-08-03")))
    }

    @Test("Two holidays on one date take one day: Anzac Day on Easter Monday 2011")
    func sharedDate() {
        let calendar = BusinessCalendar(region: .newSouthWales, years: 2011...2011)
        #expect(calendar.workingDayHolidays.filter { $0 == day("2011-04-25") }.count == 1)
        // Fri 22 Good Friday ... Mon 25 both, Tue 26, Wed 27: Tue and Wed.
        #expect(calendar.count(from: day("2011-04-21"), to: day("2011-04-28")) == 2)
    }

    @Test("add: forwards over Christmas, backwards, and zero")
    func adding() {
        // After Thu 24 Dec 2026: Fri 25, Mon 28 off; Tue 29 is the first business day.
        #expect(nsw.add(1, to: day("2026-12-24")) == day("2026-12-29"))
        #expect(nsw.add(-1, to: day("2026-12-29")) == day("2026-12-24"))
        #expect(nsw.add(4, to: day("2026-03-02")) == day("2026-03-06"))
        #expect(nsw.add(5, to: day("2026-03-02")) == day("2026-03-09"))
        #expect(nsw.add(-5, to: day("2026-03-09")) == day("2026-03-02"))
        // From a Saturday, one day on is the Monday, one day back the Friday.
        #expect(nsw.add(1, to: day("2026-03-07")) == day("2026-03-09"))
        #expect(nsw.add(-1, to: day("2026-03-07")) == day("2026-03-06"))
        // Zero: the date itself, even on a holiday.
        #expect(nsw.add(0, to: day("2026-12-25")) == day("2026-12-25"))
    }
}
