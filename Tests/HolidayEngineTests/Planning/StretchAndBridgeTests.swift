import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Stretches of days off and bridge days")
struct StretchAndBridgeTests {
    func date(_ text: String) -> CivilDate { CivilDate.parse(text)! }

    func range(_ from: String, _ to: String) -> DateRange { DateRange(date(from), date(to)) }

    /// The stretches holding a holiday or of 3 days or more, as `holical bridges` lists them.
    func listed(_ days: DaysOff) -> [DateRange] {
        days.stretches.filter { !$0.holidays.isEmpty || $0.days >= 3 }.map(\.dates)
    }

    @Test("Germany 2026: New Year alone on Thursday, Easter, Ascension, Christmas Friday to Sunday")
    func germany() {
        let days = DaysOff(region: RegionRegistry.region(code: "DE")!, year: 2026)
        #expect(listed(days) == [
            range("2026-01-01", "2026-01-01"), range("2026-04-03", "2026-04-06"),
            range("2026-05-01", "2026-05-03"), range("2026-05-14", "2026-05-14"),
            range("2026-05-23", "2026-05-25"), range("2026-10-03", "2026-10-04"),
            range("2026-12-25", "2026-12-27"),
        ])
        let easter = days.stretches.first { $0.dates.contains(date("2026-04-04")) }
        #expect(easter?.holidays.map(\.date) == [date("2026-04-03"), date("2026-04-06")])
        // Only the Friday after New Year's Day and the one after Ascension Day bridge a gap
        // of at most two working days; both buy four days.
        let bridges = days.bridges()
        #expect(bridges.map(\.leave) == [[date("2026-01-02")], [date("2026-05-15")]])
        #expect(bridges.map(\.joined) == [range("2026-01-01", "2026-01-04"), range("2026-05-14", "2026-05-17")])
        #expect(bridges.map(\.daysOff) == [4, 4])
    }

    @Test("Estonia 2026: the Monday before Victory Day and Midsummer buys five days, ranked first")
    func estonia() {
        let days = DaysOff(region: .estonia, year: 2026)
        #expect(listed(days).contains(range("2026-12-24", "2026-12-27")))
        #expect(listed(days).contains(range("2026-06-23", "2026-06-24")))
        let bridges = days.bridges()
        #expect(bridges.first == Bridge(leave: [date("2026-06-22")], joined: range("2026-06-20", "2026-06-24")))
        // Four days for one: New Year, Independence Day, Restoration Day; in date order.
        #expect(bridges.dropFirst().prefix(3).map(\.leave) == [
            [date("2026-01-02")], [date("2026-02-23")], [date("2026-08-21")],
        ])
        // Two days of leave after Midsummer: six days, three per day of leave, after the
        // one-day bridges.
        let twoDays = Bridge(leave: [date("2026-06-25"), date("2026-06-26")], joined: range("2026-06-23", "2026-06-28"))
        #expect(bridges.contains(twoDays))
        #expect(bridges.firstIndex(of: twoDays)! > bridges.lastIndex { $0.leave.count == 1 && $0.daysOff >= 4 }!)
    }

    @Test("United States 2026: Thanksgiving's Friday; Veterans Day on a Wednesday takes two days either side")
    func unitedStates() {
        let bridges = DaysOff(region: .unitedStates, year: 2026).bridges()
        #expect(bridges.contains(Bridge(leave: [date("2026-11-27")], joined: range("2026-11-26", "2026-11-29"))))
        let veterans = bridges.filter { $0.joined.contains(date("2026-11-11")) }
        #expect(veterans == [
            Bridge(leave: [date("2026-11-09"), date("2026-11-10")], joined: range("2026-11-07", "2026-11-11")),
            Bridge(leave: [date("2026-11-12"), date("2026-11-13")], joined: range("2026-11-11", "2026-11-15")),
        ])
        #expect(veterans.map(\.daysOffPerLeaveDay) == [2.5, 2.5])
    }

    @Test("Belarus 2026: Saturday 25 April is worked for Monday 20 April off")
    func workedWeekendDay() {
        let days = DaysOff(region: RegionRegistry.region(code: "BY")!, year: 2026)
        let all = days.stretches.map(\.dates)
        #expect(all.contains(range("2026-04-18", "2026-04-21")))
        #expect(all.contains(range("2026-04-26", "2026-04-26")))
        #expect(!all.contains { $0.contains(date("2026-04-25")) })
    }

    @Test("Over New Year: the days held reach into the next year, leave only in this one")
    func newYear() {
        // Estonia 2026 ends on a working Thursday; 1-3 January 2027 are days off.
        let days = DaysOff(region: .estonia, year: 2026)
        #expect(days.last == date("2027-01-03"))
        #expect(days.stretches.last?.dates == range("2026-12-24", "2026-12-27"))
        #expect(days.plan(leave: 366).leave.allSatisfy { $0.year == 2026 })
        // Four days from 28 to 31 December join Christmas to New Year: 11 days.
        let christmas = Bridge(
            leave: (28...31).map { date("2026-12-\($0)") }, joined: range("2026-12-24", "2027-01-03"))
        #expect(days.bridges(maxLeave: 4).contains(christmas))
        #expect(!days.bridges().contains(christmas))
    }
}
