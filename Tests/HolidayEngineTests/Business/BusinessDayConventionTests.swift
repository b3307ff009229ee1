import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Rolling a date to a business day by each convention, and adding from the rolled date:
/// figures worked out by hand at month ends and around holidays, then the engine against
/// the definitions walked day by day.
@Suite("Business day conventions")
struct BusinessDayConventionTests {
    let nsw = BusinessCalendar(region: .newSouthWales, years: 2020...2030)
    let nswWithBank = BusinessCalendar(region: .newSouthWales, kinds: [.public, .bank], years: 2020...2030)
    let us = BusinessCalendar(region: RegionRegistry.region(code: "US")!, years: 2020...2030)

    func roll(_ calendar: BusinessCalendar, _ date: String, _ convention: BusinessDayConvention) -> String {
        "\(calendar.roll(day(date), convention))"
    }

    @Test("A business day stays where it is under every convention")
    func businessDayStays() {
        for convention in BusinessDayConvention.allCases {
            #expect(roll(nsw, "2026-12-24", convention) == "2026-12-24")
            #expect(roll(nsw, "2026-01-30", convention) == "2026-01-30")
        }
    }

    @Test("Christmas 2026 in NSW: Fri 25 to Mon 28 off, Thu 24 and Tue 29 open")
    func christmas() {
        // Fri 25 Christmas; Sat 26, Sun 27; Mon 28 Boxing Day (additional day).
        #expect(roll(nsw, "2026-12-25", .following) == "2026-12-29")
        #expect(roll(nsw, "2026-12-25", .preceding) == "2026-12-24")
        #expect(roll(nsw, "2026-12-25", .modifiedFollowing) == "2026-12-29")
        #expect(roll(nsw, "2026-12-25", .modifiedPreceding) == "2026-12-24")
        // Nearest: 1 day back against 4 forward; from Mon 28, 4 back against 1 forward.
        #expect(roll(nsw, "2026-12-25", .nearest) == "2026-12-24")
        #expect(roll(nsw, "2026-12-26", .nearest) == "2026-12-24")
        #expect(roll(nsw, "2026-12-27", .nearest) == "2026-12-29")
        #expect(roll(nsw, "2026-12-28", .nearest) == "2026-12-29")
    }

    @Test("Month ends: modified conventions turn back at the month's edge")
    func monthEnds() {
        // Sat 31 Jan 2026: the next business day is Mon 2 Feb, in the next month.
        #expect(roll(nsw, "2026-01-31", .following) == "2026-02-02")
        #expect(roll(nsw, "2026-01-31", .modifiedFollowing) == "2026-01-30")
        #expect(roll(nsw, "2026-01-31", .preceding) == "2026-01-30")
        #expect(roll(nsw, "2026-01-31", .modifiedPreceding) == "2026-01-30")
        #expect(roll(nsw, "2026-01-31", .nearest) == "2026-01-30")
        // Sun 31 May 2026: Mon 1 June is one day on, Fri 29 two back.
        #expect(roll(nsw, "2026-05-31", .modifiedFollowing) == "2026-05-29")
        #expect(roll(nsw, "2026-05-31", .nearest) == "2026-06-01")
        // Sat 1 Aug 2026: the previous business day is Fri 31 July, in the previous month;
        // with bank holidays Mon 3 Aug (NSW Bank Holiday) is off too.
        #expect(roll(nsw, "2026-08-01", .preceding) == "2026-07-31")
        #expect(roll(nsw, "2026-08-01", .modifiedPreceding) == "2026-08-03")
        #expect(roll(nswWithBank, "2026-08-01", .modifiedPreceding) == "2026-08-04")
        #expect(roll(nswWithBank, "2026-08-01", .following) == "2026-08-04")
    }

    @Test("A holiday on the month's last day: New Year's Day 2022 observed on Fri 31 Dec 2021 (US)")
    func holidayAtMonthEnd() {
        #expect(!us.isBusinessDay(day("2021-12-31")))
        #expect(roll(us, "2021-12-31", .following) == "2022-01-03")
        #expect(roll(us, "2021-12-31", .modifiedFollowing) == "2021-12-30")
        #expect(roll(us, "2022-01-01", .preceding) == "2021-12-30")
        #expect(roll(us, "2022-01-01", .modifiedPreceding) == "2022-01-03")
        // From Sat 1 Jan: Thu 30 Dec is 2 back, Mon 3 Jan 2 on: a tie goes forward.
        #expect(roll(us, "2022-01-01", .nearest) == "2022-01-03")
    }

    @Test("Nearest: a tie goes forward (Independence Day 2029, a Wednesday)")
    func nearestTie() {
        #expect(roll(us, "2029-07-04", .nearest) == "2029-07-05")
        #expect(roll(us, "2029-07-04", .preceding) == "2029-07-03")
    }

    @Test("The region's own weekend and its worked weekend days")
    func regionWeekendAndWorkedDays() {
        // Friday-Saturday weekend; Saturday 2026-01-10 worked, Thursday 2026-01-01 off.
        let region = Region(
            code: "XX", name: "Test", weekend: WeekendHistory(.fridaySaturday),
            rules: [
                .oneOff("New Year", on: day("2026-01-01")),
                .oneOff("Working day", on: day("2026-01-10"), kind: .workday),
            ])
        let calendar = BusinessCalendar(region: region, years: 2025...2027)
        // Fri 9 Jan is a weekend day; Sat 10 is worked; Sun 11 is a working day.
        #expect(roll(calendar, "2026-01-09", .following) == "2026-01-10")
        #expect(roll(calendar, "2026-01-09", .preceding) == "2026-01-08")
        #expect(roll(calendar, "2026-01-10", .preceding) == "2026-01-10")
        // Fri 2 and Sat 3 Jan off, and Thu 1: back to Wed 31 Dec (the previous month).
        #expect(roll(calendar, "2026-01-02", .preceding) == "2025-12-31")
        #expect(roll(calendar, "2026-01-02", .modifiedPreceding) == "2026-01-04")
        #expect(roll(calendar, "2026-01-03", .nearest) == "2026-01-04")
        #expect(calendar.add(1, to: day("2026-01-09"), rolling: .following) == day("2026-01-11"))
        #expect(calendar.add(1, to: day("2026-01-09"), rolling: .preceding) == day("2026-01-10"))
    }

    @Test("add from a rolled date: roll first, then move N; N = 0 gives the rolled date")
    func addRolling() {
        let christmas = day("2026-12-25")
        #expect(nsw.add(0, to: christmas, rolling: .following) == day("2026-12-29"))
        #expect(nsw.add(0, to: christmas, rolling: .preceding) == day("2026-12-24"))
        #expect(nsw.add(1, to: christmas, rolling: .following) == day("2026-12-30"))
        #expect(nsw.add(1, to: christmas, rolling: .preceding) == day("2026-12-29"))
        #expect(nsw.add(-1, to: christmas, rolling: .following) == day("2026-12-24"))
        #expect(nsw.add(-1, to: christmas, rolling: .preceding) == day("2026-12-23"))
        // Without a convention DATE is never one of the N.
        #expect(nsw.add(1, to: christmas) == day("2026-12-29"))
        #expect(nsw.add(2, to: day("2026-01-31"), rolling: .modifiedFollowing) == day("2026-02-03"))
    }

    @Test("Each convention by name; numpy's forward and backward too")
    func names() {
        #expect(BusinessDayConvention(name: "modified-following") == .modifiedFollowing)
        #expect(BusinessDayConvention(name: "ModifiedPreceding") == .modifiedPreceding)
        #expect(BusinessDayConvention(name: "modified_following") == .modifiedFollowing)
        #expect(BusinessDayConvention(name: "forward") == .following)
        #expect(BusinessDayConvention(name: "backward") == .preceding)
        #expect(BusinessDayConvention(name: " Nearest ") == .nearest)
        #expect(BusinessDayConvention(name: "modified") == nil)
        for convention in BusinessDayConvention.allCases {
            #expect(BusinessDayConvention(name: convention.rawValue) == convention)
        }
    }

    @Test("roll and add --convention equal the definitions walked day by day", arguments: BusinessDayConvention.allCases)
    func againstLoop(_ convention: BusinessDayConvention) {
        let region = RegionRegistry.region(code: "AU-NSW")!
        let naive = NaiveBusinessDays(region: region, kinds: [.public, .bank], weekend: [.saturday, .sunday], years: 2019...2031)
        var random = SeededGenerator(seed: 0xC0DE ^ UInt64(convention.rawValue.count))
        let first = day("2020-01-01").dayNumber
        let last = day("2030-12-31").dayNumber
        var failures: [String] = []
        for _ in 0..<2_000 {
            let date = CivilDate(dayNumber: Int.random(in: first...last, using: &random))
            let rolled = naive.roll(date, convention)
            if nswWithBank.roll(date, convention) != rolled {
                failures.append("roll \(date): \(nswWithBank.roll(date, convention)), expected \(rolled)")
            }
            let n = Int.random(in: -40...40, using: &random)
            let added = nswWithBank.add(n, to: date, rolling: convention)
            if added != naive.add(n, to: rolled) {
                failures.append("add \(n) to \(date): \(added), expected \(naive.add(n, to: rolled))")
            }
            if nswWithBank.count(from: rolled, to: added, includeEnd: true) != n {
                failures.append("count from \(rolled) to \(added) is not \(n)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
