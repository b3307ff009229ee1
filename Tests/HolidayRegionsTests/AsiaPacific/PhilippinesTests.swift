import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Philippines: regular and special days, the proclamations' moves, special working days")
struct PhilippinesTests {
    let ph = RegionRegistry.region(code: "PH")!

    @Test("2025 exactly, special working days as observances")
    func year2025() {
        #expect(ph.lines(year: 2025, kinds: [.public, .observance]) == [
            "2025-01-01 New Year's Day", "2025-01-29 Chinese New Year", "2025-02-25 EDSA People Power Revolution Anniversary",
            "2025-04-01 Eid'l Fitr", "2025-04-09 Day of Valor", "2025-04-17 Maundy Thursday", "2025-04-18 Good Friday",
            "2025-04-19 Black Saturday", "2025-05-01 Labor Day", "2025-05-12 Elections special (non-working) day",
            "2025-06-06 Eid'l Adha", "2025-06-12 Independence Day", "2025-07-27 Additional special (non-working) day",
            "2025-08-21 Ninoy Aquino Day", "2025-08-25 National Heroes Day",
            "2025-09-08 Feast of the Nativity of the Blessed Virgin Mary", "2025-10-31 All Saints' Day Eve",
            "2025-11-01 All Saints' Day", "2025-11-07 Sheikh Karim'ul Makhdum Day", "2025-11-30 Bonifacio Day",
            "2025-12-08 Feast of the Immaculate Conception of Mary", "2025-12-24 Christmas Eve", "2025-12-25 Christmas Day",
            "2025-12-30 Rizal Day", "2025-12-31 Last Day of the Year",
        ])
        #expect(ph.holiday("Sheikh Karim'ul Makhdum Day", on: "2025-11-07")?.kind == .observance)
        #expect(ph.dates(of: "Founding Anniversary of Iglesia ni Cristo", year: 2025).isEmpty)
    }

    @Test("Moved by proclamation, and the eras of the Code's amendments")
    func history() {
        #expect(ph.dates(of: "Day of Valor", year: 2023) == ["2023-04-10"])
        #expect(ph.dates(of: "Ninoy Aquino Day", year: 2024) == ["2024-08-23"])
        #expect(ph.dates(of: "National Heroes Day", year: 2006) == ["2006-08-27"])
        #expect(ph.dates(of: "National Heroes Day", year: 2007) == ["2007-08-27"])
        #expect(ph.dates(of: "Eid'l Fitr", year: 2001).isEmpty)
        #expect(ph.dates(of: "Eid'l Adha", year: 2009).isEmpty)
        #expect(ph.dates(of: "Chinese New Year", year: 2023).isEmpty)
        #expect(ph.dates(of: "Last Day of the Year", year: 2021).isEmpty)
        #expect(ph.holidays(year: 1987).isEmpty)
    }
}
