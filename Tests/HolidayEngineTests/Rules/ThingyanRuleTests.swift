import HolidayEngine
import HolidayTestSupport
import Testing

/// The days of Thingyan as a date rule: a span counted from the Akya day, ending at the Atat
/// day or at a fixed number of days after the Akya day.
@Suite("Thingyan rules")
struct ThingyanRuleTests {
    // 2024: Akya day 14 April, Atat day 16 April (BurmeseCalendarTests pins both).
    @Test("From the eve through the Atat day: 13-16 April 2024")
    func eveThroughAtat() {
        #expect(DateRule.thingyan(from: -1, through: nil).dates(in: 2024)
            == ["2024-04-13", "2024-04-14", "2024-04-15", "2024-04-16"].map(day))
    }

    @Test("A fixed length after the Akya day: 2024's nine days, 13-21 April")
    func fixedLength() {
        let days = DateRule.thingyan(from: -1, through: 7).dates(in: 2024)
        #expect(days.count == 9)
        #expect(days.first == day("2024-04-13") && days.last == day("2024-04-21"))
    }

    @Test("Four days more before the eve: 9-16 April 2024")
    func earlierStart() {
        #expect(DateRule.thingyan(from: -5, through: nil).dates(in: 2024).first == day("2024-04-09"))
    }

    @Test("No dates outside the Burmese calendar's years, none for an empty span")
    func outside() {
        #expect(DateRule.thingyan(from: -1, through: nil).dates(in: 1900).isEmpty)
        #expect(DateRule.thingyan(from: 2, through: 1).dates(in: 2024).isEmpty)
    }
}
