import HolidayKit
import Testing

@Suite("Date rules")
struct DateRuleTests {
    @Test("Fixed dates, February 29 only in leap years")
    func fixed() {
        #expect(DateRule.fixed(month: 7, day: 4).date(in: 2026) == day("2026-07-04"))
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2024) == day("2024-02-29"))
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2026) == nil)
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2100) == nil)
    }

    @Test("n-th and last weekday of a month", arguments: [
        (DateRule.nth(1, .monday, of: 9), 2026, "2026-09-07"),
        (DateRule.nth(3, .monday, of: 1), 2026, "2026-01-19"),
        (DateRule.nth(4, .thursday, of: 11), 2026, "2026-11-26"),
        (DateRule.nth(4, .thursday, of: 11), 2024, "2024-11-28"),
        (DateRule.nth(2, .monday, of: 6), 2025, "2025-06-09"),
        (DateRule.nth(1, .monday, of: 8), 2026, "2026-08-03"),
        (DateRule.last(.monday, of: 5), 2026, "2026-05-25"),
        (DateRule.last(.monday, of: 5), 2021, "2021-05-31"),
        (DateRule.last(.friday, of: 2), 2024, "2024-02-23"),
        (DateRule.last(.thursday, of: 2), 2024, "2024-02-29"),
        (DateRule.nth(5, .thursday, of: 2), 2024, "2024-02-29"),
    ])
    func weekdayOfMonth(rule: DateRule, year: Int, expected: String) {
        #expect(rule.date(in: year) == day(expected))
    }

    @Test("A fifth weekday that does not exist gives no date")
    func missingFifth() {
        #expect(DateRule.nth(5, .monday, of: 2).date(in: 2026) == nil)
    }

    @Test("One-off dates only in their year")
    func oneOff() {
        let rule = DateRule.oneOff(day("2022-09-22"))
        #expect(rule.date(in: 2022) == day("2022-09-22"))
        #expect(rule.date(in: 2023) == nil)
    }
}
