import HolidayEngine
import HolidayTestSupport
import Testing

/// The day the Sun reaches a longitude at a fixed UTC offset, and a rule's kind varied.
@Suite("Sun longitude rules and kind variants")
struct SunLongitudeRuleTests {
    @Test("The June solstice of 2025 (02:42 UTC, June 21) is June 20 at UTC-4 and June 21 at UTC")
    func offsetDecidesTheDay() {
        #expect(DateRule.sun(reaching: 90, utcOffsetHours: -4).dates(in: 2025) == [day("2025-06-20")])
        #expect(DateRule.sun(reaching: 90, utcOffsetHours: 0).dates(in: 2025) == [day("2025-06-21")])
        // 2023: 14:57 UTC, June 21, the same day on both sides.
        #expect(DateRule.sun(reaching: 90, utcOffsetHours: -4).dates(in: 2023) == [day("2023-06-21")])
    }

    @Test("Equinoxes and the December solstice: March 2024 (03:06 UTC, the 20th) is the 19th at UTC-4")
    func otherLongitudes() {
        #expect(DateRule.sun(reaching: 0, utcOffsetHours: -4).dates(in: 2024) == [day("2024-03-19")])
        #expect(DateRule.sun(reaching: 0, utcOffsetHours: 9).dates(in: 2024) == [day("2024-03-20")])
        // September 2024: 12:44 UTC on the 22nd; December 2024: 09:20 UTC on the 21st.
        #expect(DateRule.sun(reaching: 180, utcOffsetHours: 9).dates(in: 2024) == [day("2024-09-22")])
        #expect(DateRule.sun(reaching: 270, utcOffsetHours: -4).dates(in: 2024) == [day("2024-12-21")])
    }

    @Test("ofKind changes the kind only")
    func ofKind() {
        let rule = HolidayRule("Remembrance Day", on: .fixed(month: 11, day: 11), years: .from(1931))
        let optional = rule.ofKind(.optional)
        #expect(optional.kind == .optional)
        #expect(rule.kind == .public)
        #expect(optional.key == rule.key && optional.years == rule.years && optional.date == rule.date)
    }
}
