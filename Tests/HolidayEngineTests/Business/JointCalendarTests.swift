import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Several regions' business days as one calendar: in all of them, or in any.
@Suite("Joint business calendars")
struct JointCalendarTests {
    static let us = BusinessCalendar(region: RegionRegistry.region(code: "US")!, years: 2024...2028)
    static let estonia = BusinessCalendar(region: RegionRegistry.region(code: "EE")!, years: 2024...2028)

    func joint(_ rule: JointCalendarRule) throws -> BusinessCalendar {
        try BusinessCalendar(joining: [Self.us, Self.estonia], rule: rule)
    }

    @Test("all: a day off in either region is off; any: only a day off in both")
    func usAndEstonia() throws {
        let all = try joint(.all)
        let any = try joint(.any)
        // Mon 19 Jan 2026, Martin Luther King Jr. Day: Estonia works.
        #expect(!all.isBusinessDay(day("2026-01-19")))
        #expect(any.isBusinessDay(day("2026-01-19")))
        // Tue 24 Feb 2026, Estonia's Independence Day: the US works.
        #expect(!all.isBusinessDay(day("2026-02-24")))
        #expect(any.isBusinessDay(day("2026-02-24")))
        // Fri 25 Dec 2026: off in both.
        #expect(!any.isBusinessDay(day("2026-12-25")))
        // January 2026: 22 weekdays (Thu 1 to Sat 31); off in the US Thu 1 and Mon 19, in Estonia Thu 1.
        #expect(all.count(from: day("2025-12-31"), to: day("2026-02-01")) == 20)
        #expect(any.count(from: day("2025-12-31"), to: day("2026-02-01")) == 21)
        #expect(all.roll(day("2026-02-24"), .following) == day("2026-02-25"))
        #expect(all.roll(day("2026-01-19"), .preceding) == day("2026-01-16"))
        #expect(any.roll(day("2026-01-19"), .preceding) == day("2026-01-19"))
        #expect(all.add(1, to: day("2026-02-23")) == day("2026-02-25"))
    }

    @Test("The weekends join too: Fri-Sat with Sat-Sun is Fri-Sun under all, Sat under any")
    func weekends() throws {
        let fridaySaturday = BusinessCalendar(holidays: [], weekend: .fridaySaturday)
        let saturdaySunday = BusinessCalendar(holidays: [], weekend: .saturdaySunday)
        let all = try BusinessCalendar(joining: [fridaySaturday, saturdaySunday], rule: .all)
        let any = try BusinessCalendar(joining: [fridaySaturday, saturdaySunday], rule: .any)
        #expect(all.weekend == WeekendHistory(WeekendMask([.friday, .saturday, .sunday])!))
        #expect(any.weekend == WeekendHistory(WeekendMask([.saturday])!))
        // Thu 8 Jan 2026: the next day all work is Mon 12, the next any works Fri 9.
        #expect(all.roll(day("2026-01-09"), .following) == day("2026-01-12"))
        #expect(any.roll(day("2026-01-10"), .following) == day("2026-01-11"))
        #expect(all.count(from: day("2026-01-05"), to: day("2026-01-12")) == 3)
        #expect(any.count(from: day("2026-01-05"), to: day("2026-01-12")) == 5)
    }

    @Test("A worked weekend day is a business day of a member, and so of any; of all only if all work")
    func workedDays() throws {
        let worked = BusinessCalendar(holidays: [], workedDays: [day("2026-01-10")])
        let plain = BusinessCalendar(holidays: [], weekend: .saturdaySunday)
        #expect(try BusinessCalendar(joining: [worked, plain], rule: .any).isBusinessDay(day("2026-01-10")))
        #expect(try !BusinessCalendar(joining: [worked, plain], rule: .all).isBusinessDay(day("2026-01-10")))
        #expect(try BusinessCalendar(joining: [worked, worked], rule: .all).isBusinessDay(day("2026-01-10")))
    }

    @Test("Weekends that leave no common working day are refused under all")
    func noCommonWorkday() {
        let sixDays = BusinessCalendar(holidays: [], weekend: WeekendMask([.monday, .tuesday, .wednesday, .thursday, .friday, .saturday])!)
        let sunday = BusinessCalendar(holidays: [], weekend: .sundayOnly)
        #expect(throws: JointCalendarError.self) { try BusinessCalendar(joining: [sixDays, sunday], rule: .all) }
        #expect((try? BusinessCalendar(joining: [sixDays, sunday], rule: .any)) != nil)
        #expect(throws: JointCalendarError.noCalendars) { try BusinessCalendar(joining: [], rule: .any) }
    }

    @Test("Joint answers equal the members' asked day by day, beyond the years first held", arguments: JointCalendarRule.allCases)
    func againstMembers(_ rule: JointCalendarRule) throws {
        let members = ["US", "EE", "AU-NSW"].map { BusinessCalendar(region: RegionRegistry.region(code: $0)!, years: 2026...2026) }
        // Made for 2026 only: questions in 2020-2032 make it grow, as a batch's does.
        let joint = try BusinessCalendar(joining: members, rule: rule)
        func isBusiness(_ date: CivilDate) -> Bool {
            rule == .all ? members.allSatisfy { $0.isBusinessDay(date) } : members.contains { $0.isBusinessDay(date) }
        }
        let grown = joint.extended(toCover: 2020...2032)
        var failures: [String] = []
        for dayNumber in day("2020-01-01").dayNumber...day("2032-12-31").dayNumber {
            let date = CivilDate(dayNumber: dayNumber)
            if grown.isBusinessDay(date) != isBusiness(date) { failures.append("isBusinessDay \(date)") }
        }
        var random = SeededGenerator(seed: rule == .all ? 7 : 11)
        for index in 0..<300 {
            let date = CivilDate(dayNumber: Int.random(in: day("2021-01-01").dayNumber...day("2031-12-31").dayNumber, using: &random))
            for convention in BusinessDayConvention.allCases {
                let expected = NaiveBusinessDays.roll(date, convention, isBusinessDay: isBusiness)
                // A few questions of the calendar as made, outside its year; the rest of the grown one.
                let calendar = index < 10 ? joint : grown
                if calendar.roll(date, convention) != expected { failures.append("roll \(date) \(convention)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
