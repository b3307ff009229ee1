import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Syria: official holidays from 2004")
struct SyriaTests {
    let sy = RegionRegistry.region(code: "SY")!

    @Test("2025 exactly: Liberation Day and Christmas, Eid al-Fitr as sighted")
    func year2025() {
        #expect(sy.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-08 Revolution Day",
            "2025-03-21 Mother's Day",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-02 Eid al-Fitr",
            "2025-04-17 Independence Day",
            "2025-04-20 Eastern Easter",
            "2025-04-20 Western Easter",
            "2025-05-01 Labour Day",
            "2025-05-06 Martyrs' Day",
            "2025-06-05 Eid al-Adha",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-10-06 Tishreen Liberation War Day",
            "2025-12-08 Liberation Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("Christmas from 2024, Liberation Day from 2025, known from 2004")
    func history() {
        #expect(sy.dates(of: "Christmas Day", year: 2023).isEmpty)
        #expect(sy.dates(of: "Christmas Day", year: 2024) == ["2024-12-25"])
        #expect(sy.dates(of: "Liberation Day", year: 2024).isEmpty)
        #expect(sy.holidays(year: 2003).isEmpty)
        #expect(sy.dates(of: "Prophet's Birthday", year: 2021) == ["2021-10-19"])
    }

    @Test("Weekend Friday and Saturday; Eid al-Adha from the Day of Arafah")
    func weekendAndAdha() {
        #expect(Country.syria.weekend.current.days == [.friday, .saturday])
        #expect(sy.dates(of: "Eid al-Adha", year: 2004).count == 4)
        #expect(sy.holidays(year: 2004).contains { $0.name == "New Year's Day" })
    }
}
