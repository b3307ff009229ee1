import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Thousands of one-off days of one's own, as a holidays file gives them (a date, the rule
/// in force every year): each is a day in its own year only, a search walks only the years
/// that can hold a match, and evaluating any years gives what a rule-by-rule look gives.
@Suite("Many days of one's own")
struct ManyOwnDaysTests {
    let estonia = RegionRegistry.region(code: "EE")!

    /// `count` one-off days named "Day N", in `years` in turn, as holidays.toml writes them.
    func oneOffs(_ count: Int, years: [Int]) -> [HolidayRule] {
        (0..<count).map { index in
            let date = CivilDate(year: years[index % years.count], month: 1 + index % 12, day: 1 + index % 28)!
            return HolidayRule("Day \(index)", on: .oneOff(date), kind: .custom, key: "custom: Day \(index)")
        }
    }

    @Test("a one-off day is a day in its own year only, whatever years its rule is in force")
    func oneOffYear() {
        let region = estonia.including(oneOffs(3, years: [2026, 1, 2030]))
        let days = region.holidays(in: DateRange(years: 1583...9999)).filter { $0.kind == .custom }
        #expect(days.map(\.name) == ["Day 0", "Day 2"])
        #expect(days.map(\.date) == [day("2026-01-01"), day("2030-03-03")])
        // A one-off day outside the years its rule names gives no day.
        let bounded = estonia.including([
            HolidayRule("Late", on: .oneOff(day("2026-05-05")), kind: .custom, years: .from(2027), key: "custom: Late"),
        ])
        #expect(bounded.holidays(in: DateRange(years: 2020...2030)).allSatisfy { $0.name != "Late" })
    }

    @Test("thousands of one-off days in every year: each year's days are its own, in order")
    func yearIndex() {
        let years = Array(2020...2029)
        let rules = oneOffs(2_000, years: years)
        let region = estonia.including(rules)
        for year in years {
            let range = DateRange(years: year...year)
            let days = region.holidays(in: range)
            // The built-in days as they were, and this year's own days, by date then name.
            #expect(days.filter { $0.kind != .custom } == estonia.holidays(in: range))
            let own = rules.compactMap { rule -> (CivilDate, String)? in
                guard case .oneOff(let date) = rule.date, date.year == year else { return nil }
                return (date, rule.names[0].english)
            }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            #expect(days.filter { $0.kind == .custom }.map(\.name) == own.map(\.1))
            #expect(days.map(\.date) == days.map(\.date).sorted())
        }
    }

    @Test("a search for what only days outside the calendar's years hold finds nothing, wrapping round")
    func searchNeverMatching() {
        let region = estonia.including(oneOffs(15_000, years: [1]))
        #expect(region.firstMatch(of: HolidaySearch(region: "EE", text: "day 1", from: day("2026-02-16"))) == nil)
    }

    @Test("a search finds a one-off day among thousands, forward, back and by wrapping round")
    func searchFinds() throws {
        var rules = oneOffs(5_000, years: [1])
        rules.append(HolidayRule("Jubilee", on: .oneOff(day("1995-06-01")), kind: .custom, key: "custom: Jubilee"))
        rules.append(HolidayRule("Jubilee", on: .oneOff(day("2031-06-01")), kind: .custom, key: "custom: Jubilee 2"))
        let region = estonia.including(rules)
        let forward = try #require(region.firstMatch(of: HolidaySearch(region: "EE", text: "jubilee", from: day("2026-02-16"))))
        #expect(forward.holiday.date == day("2031-06-01"))
        #expect(!forward.wrapped)
        let back = try #require(region.firstMatch(
            of: HolidaySearch(region: "EE", text: "jubilee", from: day("2026-02-16"), direction: .backward)))
        #expect(back.holiday.date == day("1995-06-01"))
        let wrapped = try #require(region.firstMatch(of: HolidaySearch(region: "EE", text: "jubilee", from: day("2031-06-01"))))
        #expect(wrapped.holiday.date == day("1995-06-01"))
        #expect(wrapped.wrapped)
    }

    @Test("business days over a century and more with yearly days of one's own: the count a day-by-day look gives")
    func countOverCenturies() {
        let yearly = (0..<300).map { index in
            HolidayRule("Yearly \(index)", on: .fixed(month: 1 + index % 12, day: 1 + index % 28), kind: .custom,
                        key: "custom: Yearly \(index)")
        }
        let region = estonia.including(yearly)
        let calendar = BusinessCalendar(region: region, years: 1900...2100)
        let first = day("1991-03-01")
        let last = day("2077-10-15")
        var off = Set<Int>()
        for holiday in region.holidays(in: DateRange(first, last)) where [.public, .custom].contains(holiday.kind) {
            off.insert(holiday.date.dayNumber)
        }
        var expected = 0
        for number in (first.dayNumber + 1)..<last.dayNumber
        where !region.weekend.containsDay(number) && !off.contains(number) {
            expected += 1
        }
        #expect(calendar.count(from: first, to: last) == expected)
    }
}
