import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Substitute days on the next free working day: chained when holidays collide, on the
/// region's own weekend, added or moved (docs/rule-model.md, "Substitute days").
@Suite("Substitute days on free working days")
struct SubstituteDayTests {
    /// Christmas and Boxing Day with the United Kingdom's rule: a holiday on a weekend gets
    /// the next working day that is not already a holiday.
    static func christmas(
        weekend: WeekendHistory = .saturdaySunday, on days: [Weekday] = [.saturday, .sunday]
    ) -> Region {
        Region(
            code: "XX", name: "Test", weekend: weekend,
            rules: [
                HolidayRule(
                    "Christmas Day", on: .fixed(month: 12, day: 25),
                    observed: [.substitute(.always, on: days)]),
                HolidayRule(
                    "Boxing Day", on: .fixed(month: 12, day: 26),
                    observed: [.substitute(.always, on: days)]),
            ])
    }

    @Test("Christmas on Saturday, Boxing Day on Sunday: Monday and Tuesday (2021, 2027)")
    func saturdaySunday() {
        for year in [2021, 2027] {
            #expect(Self.christmas().lines(year: year) == [
                "\(year)-12-25 Christmas Day", "\(year)-12-26 Boxing Day",
                "\(year)-12-27 Christmas Day (observed)", "\(year)-12-28 Boxing Day (observed)",
            ])
        }
    }

    @Test("Christmas on Sunday: Boxing Day keeps Monday, Christmas takes Tuesday (2022)")
    func sunday() throws {
        let region = Self.christmas()
        #expect(region.lines(year: 2022) == [
            "2022-12-25 Christmas Day", "2022-12-26 Boxing Day", "2022-12-27 Christmas Day (observed)",
        ])
        let observed = try #require(region.holiday("Christmas Day (observed)", on: "2022-12-27"))
        #expect(observed.observedOf == day("2022-12-25"))
    }

    @Test("Boxing Day on Saturday alone: the Monday (2026)")
    func boxingSaturday() {
        #expect(Self.christmas().lines(year: 2026) == [
            "2026-12-25 Christmas Day", "2026-12-26 Boxing Day", "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("On a Friday-Saturday weekend a Saturday holiday goes to Sunday, a working day there")
    func ownWeekend() {
        let region = Self.christmas(weekend: WeekendHistory(.fridaySaturday), on: [.friday, .saturday])
        #expect(region.dates(of: "Boxing Day (observed)", year: 2026) == ["2026-12-28"])
        // 2027-12-25 is a Saturday and 12-26 a Sunday (a working day, so no substitute):
        // Christmas takes Monday 27, since Sunday 26 is Boxing Day itself.
        #expect(region.dates(of: "Christmas Day (observed)", year: 2027) == ["2027-12-27"])
        // 2026-12-25 is a Friday: Christmas takes Sunday 27 (Saturday is Boxing Day, and the
        // weekend), and Boxing Day, a Saturday, the Monday.
        #expect(region.dates(of: "Christmas Day (observed)", year: 2026) == ["2026-12-27"])
        #expect(region.dates(of: "Boxing Day (observed)", year: 2027).isEmpty)
    }

    @Test("A substitute crosses into the next year and skips its New Year's Day")
    func acrossYears() {
        let region = Region(
            code: "XX", name: "Test",
            rules: [
                HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
                HolidayRule(
                    "Year's End", on: .fixed(month: 12, day: 31),
                    observed: [.substitute(.always, on: [.saturday, .sunday])]),
            ])
        // 2022-12-31 is a Saturday; Monday 2023-01-02 is the next free working day (Sunday
        // is the weekend, and January 1 was a Sunday anyway).
        #expect(region.dates(of: "Year's End (observed)", year: 2023) == ["2023-01-02"])
        // Asked for one day alone, the answer is the same.
        #expect(region.names(on: "2023-01-02") == ["Year's End (observed)"])
    }

    @Test("Moved to the previous free working day: nothing left on the weekend")
    func movedBack() throws {
        let region = Region(
            code: "XX", name: "Test",
            rules: [
                HolidayRule("Friday Holiday", on: .fixed(month: 7, day: 3)),
                HolidayRule(
                    "Moving Day", on: .fixed(month: 7, day: 4),
                    observed: [.moving(.always, [.saturday: .previousWorkday, .sunday: .previousWorkday])]),
            ])
        // 2026-07-04 is a Saturday; Friday the 3rd is taken, so Thursday the 2nd.
        #expect(region.lines(year: 2026) == ["2026-07-02 Moving Day", "2026-07-03 Friday Holiday"])
        #expect(try #require(region.holiday("Moving Day", on: "2026-07-02")).observedOf == day("2026-07-04"))
    }

    @Test("Nearest Monday (Argentina) and following Monday (Colombia)")
    func mondays() {
        func region(_ observance: Observance) -> Region {
            Region(code: "XX", name: "Test", rules: [HolidayRule("Day", on: .fixed(month: 6, day: 17), observed: [observance])])
        }
        // June 17: Wednesday in 2026, Thursday in 2027, Saturday in 2028.
        #expect(region(.nearestMonday(.always)).dates(of: "Day", year: 2026) == ["2026-06-15"])
        #expect(region(.nearestMonday(.always)).dates(of: "Day", year: 2027) == ["2027-06-21"])
        #expect(region(.nearestMonday(.always)).dates(of: "Day", year: 2028) == ["2028-06-17"])
        #expect(region(.followingMonday(.always)).dates(of: "Day", year: 2026) == ["2026-06-22"])
        #expect(region(.followingMonday(.always)).dates(of: "Day", year: 2028) == ["2028-06-19"])
    }

    @Test("On another day off: a working weekday loses one day, a weekend day one more only for a day with no substitute")
    func onAnotherDayOff() {
        let feast = HolidayRule(
            "Feast", on: .fixed(month: 6, day: 15),
            observed: [.substitute(.always, on: [.saturday, .sunday], orOnAnotherDayOff: true)])
        func region(_ other: HolidayRule) -> Region {
            Region(code: "XX", name: "Test", rules: [feast, other])
        }
        let plain = HolidayRule("Other", on: .fixed(month: 6, day: 15))
        let substituted = HolidayRule(
            "Other", on: .fixed(month: 6, day: 15), observed: [.substitute(.always, on: [.saturday, .sunday])])
        // Monday 15 June 2026: one of the two is lost, Tuesday is the day.
        #expect(region(plain).dates(of: "Feast (observed)", year: 2026) == ["2026-06-16"])
        // Alone on a Monday: nothing.
        #expect(region(HolidayRule("Other", on: .fixed(month: 6, day: 16))).dates(of: "Feast (observed)", year: 2026).isEmpty)
        // Sunday 15 June 2025 with a day that has no substitute: two days, Monday and Tuesday.
        #expect(region(plain).lines(year: 2025) == [
            "2025-06-15 Feast", "2025-06-15 Other", "2025-06-16 Feast (observed)", "2025-06-17 Feast (observed)",
        ])
        // With a day that has its own substitute: one each.
        #expect(region(substituted).lines(year: 2025) == [
            "2025-06-15 Feast", "2025-06-15 Other", "2025-06-16 Feast (observed)", "2025-06-17 Other (observed)",
        ])
    }

    @Test("Once per date: two holidays on one Sunday share one Monday; on two days they chain")
    func oncePerDate() {
        let rule = Observance.substitute(.always, on: [.saturday, .sunday], oncePerDate: true)
        let region = Region(
            code: "XX", name: "Test",
            rules: [
                HolidayRule("Easter", on: .easter(0), observed: [rule]),
                HolidayRule("Orthodox Easter", on: .orthodoxEaster(0), observed: [rule]),
            ])
        // 2025: both Easters on Sunday 20 April: one Monday.
        #expect(region.lines(year: 2025) == [
            "2025-04-20 Easter", "2025-04-20 Orthodox Easter", "2025-04-21 Easter (observed)",
        ])
        // 2026: 5 and 12 April: a Monday each.
        #expect(region.dates(of: "Orthodox Easter (observed)", year: 2026) == ["2026-04-13"])
        #expect(region.dates(of: "Easter (observed)", year: 2026) == ["2026-04-06"])
    }
}
