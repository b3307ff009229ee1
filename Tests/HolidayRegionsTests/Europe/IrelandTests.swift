import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Ireland: public holidays and Good Friday")
struct IrelandTests {
    let ie = RegionRegistry.region(code: "IE")!

    @Test("2026 exactly; Good Friday optional, not public")
    func year2026() {
        #expect(ie.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-02 St Brigid's Day",
            "2026-03-17 St Patrick's Day",
            "2026-04-06 Easter Monday",
            "2026-05-04 May Bank Holiday",
            "2026-06-01 June Bank Holiday",
            "2026-08-03 August Bank Holiday",
            "2026-10-26 October Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
        ])
        #expect(ie.lines(year: 2026, kinds: [.optional]) == ["2026-04-03 Good Friday"])
    }

    @Test("Names in Irish, the first language")
    func names() {
        #expect(ie.holiday("St Patrick's Day", on: "2026-03-17")?.localName == "Lá Fhéile Pádraig")
        let day = DateRange(day: day("2026-03-17"))
        #expect(ie.holidays(in: day, language: "en").map(\.localName) == ["St Patrick's Day"])
    }

    @Test("St Brigid's Day from 2023: the first Monday of February, or 1 February on a Friday")
    func stBrigidsDay() {
        #expect(ie.dates(of: "St Brigid's Day", year: 2022).isEmpty)
        #expect(ie.dates(of: "St Brigid's Day", year: 2023) == ["2023-02-06"])
        // 1 February 2030 is a Friday; 1 February 2027 a Monday.
        #expect(ie.dates(of: "St Brigid's Day", year: 2030) == ["2030-02-01"])
        #expect(ie.dates(of: "St Brigid's Day", year: 2027) == ["2027-02-01"])
    }

    @Test("History: June for Whit Monday 1973, New Year's Day 1975, October 1977, May 1994")
    func history() {
        #expect(ie.dates(of: "Whit Monday", year: 1972) == ["1972-05-22"])
        #expect(ie.dates(of: "Whit Monday", year: 1973).isEmpty)
        #expect(ie.dates(of: "June Bank Holiday", year: 1973) == ["1973-06-04"])
        #expect(ie.names(on: "1974-01-01").isEmpty)
        #expect(ie.names(on: "1975-01-01") == ["New Year's Day"])
        #expect(ie.dates(of: "October Bank Holiday", year: 1976).isEmpty)
        #expect(ie.dates(of: "October Bank Holiday", year: 1977) == ["1977-10-31"])
        #expect(ie.dates(of: "May Bank Holiday", year: 1993).isEmpty)
        #expect(ie.dates(of: "May Bank Holiday", year: 1994) == ["1994-05-02"])
        #expect(ie.dates(of: "May Bank Holiday", year: 1995) == ["1995-05-08"])
    }

    // Judged divergence: python-holidays 0.108 dates the National Day of Mourning
    // 2011-09-14; the Government declared it for Friday 14 September 2001.
    @Test("The National Day of Mourning of 2001")
    func dayOfMourning() {
        #expect(ie.names(on: "2001-09-14") == ["National Day of Mourning"])
        #expect(ie.names(on: "2011-09-14").isEmpty)
    }

    @Test("No substitute days: a Sunday holiday stays on the Sunday")
    func noSubstitutes() {
        // 17 March 2024 was a Sunday.
        #expect(ie.names(on: "2024-03-18").isEmpty)
    }
}
