import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Gabon: décrets de 1976 et 1992, Liberation Day and the decreed days off")
struct GabonTests {
    let ga = RegionRegistry.region(code: "GA")!

    @Test("2025 exactly, with the elections days off")
    func year2025() {
        #expect(ga.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-11 Public Holiday",
            "2025-04-12 Public Holiday",
            "2025-04-17 Women's Rights Day",
            "2025-04-20 Easter Sunday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-02 Public Holiday",
            "2025-05-29 Ascension Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-08 Whit Sunday",
            "2025-06-09 Whit Monday",
            "2025-08-15 Assumption Day",
            "2025-08-16 Independence Eve",
            "2025-08-17 Independence Day",
            "2025-08-30 Liberation Day",
            "2025-09-27 Public Holiday",
            "2025-11-01 All Saints' Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("The one-party days until 1991-1992", arguments: [
        ("1991-05-12", true), ("1992-05-10", false), ("1991-08-18", true), ("1992-08-18", false),
        ("1992-03-12", true), ("1993-03-12", false),
    ])
    func oneParty(date: String, kept: Bool) {
        #expect(ga.names(on: date).isEmpty != kept)
    }

    @Test("Women's Rights Day from 2015, Ascension from 2018, Liberation Day from 2024")
    func added() {
        #expect(ga.names(on: "2014-04-17").isEmpty)
        #expect(ga.names(on: "2015-04-17") == ["Women's Rights Day"])
        #expect(ga.dates(of: "Ascension Day", year: 2017).isEmpty)
        #expect(ga.dates(of: "Ascension Day", year: 2018) == ["2018-05-10"])
        #expect(ga.names(on: "2023-08-30").isEmpty)
        #expect(ga.names(on: "2024-11-15") == ["Public Holiday"])
        #expect(ga.holidays(year: 1976).isEmpty)
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(ga.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
