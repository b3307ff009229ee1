import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Business days across many years and many calendars: counts and moves beyond the held
/// years are made a few decades at a time (docs/business-days.md, "Performance"), and a
/// joint calendar is found from its members' exceptions alone; both answer as a calendar
/// holding every year, and as the members asked day by day, would.
@Suite("Business days across long spans")
struct LongSpanBusinessDaysTests {
    static let codes = ["US", "AZ", "AL", "EE", "AU-NSW"]

    func calendar(_ code: String, years: ClosedRange<Int>) -> BusinessCalendar {
        BusinessCalendar(region: RegionRegistry.region(code: code)!, years: years)
    }

    @Test("A count across centuries from a calendar of one year is the count of one holding them all")
    func countByPieces() throws {
        let whole = 1700...2300
        for code in Self.codes {
            let held = calendar(code, years: whole)
            let small = calendar(code, years: 1990...1990)
            for (from, to) in [("1700-01-01", "2300-12-31"), ("2300-12-31", "1700-01-01"), ("1815-06-18", "2199-03-03")] {
                #expect(
                    small.count(from: day(from), to: day(to), includeStart: true) == held.count(from: day(from), to: day(to), includeStart: true),
                    "\(code) \(from) \(to)")
            }
        }
        for rule in JointCalendarRule.allCases {
            let held = try BusinessCalendar(joining: Self.codes.map { calendar($0, years: whole) }, rule: rule)
            let small = try BusinessCalendar(joining: Self.codes.map { calendar($0, years: 2026...2026) }, rule: rule)
            #expect(small.count(from: day("1700-01-01"), to: day("2300-12-31")) == held.count(from: day("1700-01-01"), to: day("2300-12-31")), "\(rule)")
        }
    }

    @Test("A move of thousands of business days from a calendar of one year lands where one holding them all does")
    func addByPieces() throws {
        let whole = 1800...2300
        let joint = try BusinessCalendar(joining: ["US", "EE", "AZ"].map { calendar($0, years: whole) }, rule: .all)
        let smallJoint = try BusinessCalendar(joining: ["US", "EE", "AZ"].map { calendar($0, years: 2026...2026) }, rule: .all)
        let cases = Self.codes.map { (calendar($0, years: 2026...2026), calendar($0, years: whole)) } + [(smallJoint, joint)]
        for (small, held) in cases {
            for n in [60_000, -40_000, 9_000, -9_001, 25_000] {
                let start = day("2026-03-14")
                let result = small.add(n, to: start)
                #expect(result == held.add(n, to: start), "\(n)")
                #expect(held.count(from: start, to: result, includeEnd: true) == n)
            }
        }
    }

    @Test(
        "A joint calendar of members with other weekends, worked days and holidays answers as they do day by day",
        arguments: JointCalendarRule.allCases)
    func mixedMembers(_ rule: JointCalendarRule) throws {
        var random = SeededGenerator(seed: rule == .all ? 3 : 5)
        let first = day("2026-01-01").dayNumber
        let weekends: [WeekendHistory] = [
            .saturdaySunday, WeekendHistory(.fridaySaturday), WeekendHistory(.sundayOnly),
            WeekendHistory(.fridaySaturday, changes: [(from: day("2026-07-01"), mask: .saturdaySunday)]),
        ]
        // Members from lists: holidays on any day, worked weekend days, some on the same days.
        let members = (0..<9).map { index in
            let holidays = (0..<40).map { _ in CivilDate(dayNumber: first + Int.random(in: 0..<365, using: &random)) }
            let worked = (0..<20).map { _ in CivilDate(dayNumber: first + Int.random(in: 0..<365, using: &random)) }
            return BusinessCalendar(holidays: holidays, workedDays: worked, weekend: weekends[index % weekends.count])
        }
        let joint = try BusinessCalendar(joining: members, rule: rule)
        var wrong: [CivilDate] = []
        for dayNumber in first..<(first + 365) {
            let expected = rule == .all
                ? members.allSatisfy { $0.isBusinessDay(CivilDate(dayNumber: dayNumber)) }
                : members.contains { $0.isBusinessDay(CivilDate(dayNumber: dayNumber)) }
            if joint.isBusinessDay(CivilDate(dayNumber: dayNumber)) != expected { wrong.append(CivilDate(dayNumber: dayNumber)) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
