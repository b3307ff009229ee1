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

/// A weekday near a date, and rules shifted from others.
@Suite("Date rules: weekdays near a date, shifts")
struct WeekdayNearTests {
    @Test("Sweden's Midsummer Eve: the Friday from June 19 to 25", arguments: [
        (2024, "2024-06-21"), (2025, "2025-06-20"), (2026, "2026-06-19"), (2027, "2027-06-25"),
    ])
    func midsummer(year: Int, expected: String) {
        #expect(DateRule.weekday(.friday, onOrAfter: 6, 19).date(in: year) == day(expected))
    }

    @Test("Canada's Victoria Day: the Monday before May 25", arguments: [
        (2026, "2026-05-18"), (2027, "2027-05-24"), (2021, "2021-05-24"), (2020, "2020-05-18"),
    ])
    func victoria(year: Int, expected: String) {
        // 2020-05-25 and 2026-05-25 are Mondays: strictly before means the week before.
        #expect(DateRule.weekday(.monday, before: 5, 25).date(in: year) == day(expected))
    }

    @Test("On or before, and strictly after")
    func directions() {
        // 2026-11-01 is a Sunday.
        #expect(DateRule.weekday(.sunday, onOrBefore: 11, 1).date(in: 2026) == day("2026-11-01"))
        #expect(DateRule.weekday(.saturday, onOrBefore: 11, 1).date(in: 2026) == day("2026-10-31"))
        #expect(DateRule.weekday(.sunday, after: 11, 1).date(in: 2026) == day("2026-11-08"))
        #expect(DateRule.weekday(.monday, after: 11, 1).date(in: 2026) == day("2026-11-02"))
    }

    @Test("Shifted rules: US Election Day, the Tuesday after the first Monday of November")
    func shifted() {
        let election = DateRule.nth(1, .monday, of: 11).shifted(1)
        #expect(election.date(in: 2024) == day("2024-11-05"))
        #expect(election.date(in: 2026) == day("2026-11-03"))
        #expect(DateRule.easter(0).shifted(-2).date(in: 2026) == DateRule.easter(-2).date(in: 2026))
        #expect(DateRule.fixed(month: 2, day: 29).shifted(1).dates(in: 2026).isEmpty)
    }
}
