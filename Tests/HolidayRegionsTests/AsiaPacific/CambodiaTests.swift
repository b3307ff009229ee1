import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cambodia: the sub-decrees on official holidays, on the lunar calendar's Khmer tradition")
struct CambodiaTests {
    let kh = RegionRegistry.region(code: "KH")!

    @Test("2025 exactly")
    func year2025() {
        #expect(kh.lines(year: 2025) == [
            "2025-01-01 International New Year's Day",
            "2025-01-07 Day of Victory over the Genocidal Regime",
            "2025-03-08 International Women's Day",
            "2025-04-14 Khmer New Year",
            "2025-04-15 Khmer New Year",
            "2025-04-16 Khmer New Year",
            "2025-05-01 International Labour Day",
            "2025-05-11 Visak Bochea",
            "2025-05-14 King Norodom Sihamoni's Birthday",
            "2025-05-15 Royal Ploughing Ceremony",
            "2025-06-18 Queen Mother Norodom Monineath Sihanouk's Birthday",
            "2025-09-21 Pchum Ben",
            "2025-09-22 Pchum Ben",
            "2025-09-23 Pchum Ben",
            "2025-09-24 Constitution Day",
            "2025-10-15 Mourning Day of the Late King Father Norodom Sihanouk",
            "2025-10-29 Coronation Day of King Norodom Sihamoni",
            "2025-11-04 Water Festival",
            "2025-11-05 Water Festival",
            "2025-11-06 Water Festival",
            "2025-11-09 Independence Day",
            "2025-12-29 Peace Day in Cambodia",
        ])
        #expect(kh.holiday("Independence Day", on: "2025-11-09")?.localName == "ពិធីបុណ្យឯករាជ្យជាតិ")
    }

    @Test("Khmer New Year from 13 or 14 April, four days in 2024, postponed to August in 2020")
    func khmerNewYear() {
        #expect(kh.dates(of: "Khmer New Year", year: 2019) == ["2019-04-13", "2019-04-14", "2019-04-15"])
        #expect(kh.dates(of: "Khmer New Year", year: 2024) == ["2024-04-13", "2024-04-14", "2024-04-15", "2024-04-16"])
        #expect(kh.dates(of: "Khmer New Year", year: 2020).isEmpty)
        #expect(kh.dates(of: "Khmer New Year (replacement)", year: 2020).count == 5)
        #expect(kh.dates(of: "Khmer New Year", year: 2032) == ["2032-04-13", "2032-04-14", "2032-04-15"])
    }

    @Test("The sub-decree of 2020 ended five days; the King's birthday one day from 2020; Pchum Ben's third day from 2017")
    func history() {
        for name in ["Meak Bochea", "International Children's Day", "Paris Peace Agreements Day", "International Human Rights Day"] {
            #expect(kh.dates(of: name, year: 2019).count == 1, "\(name)")
            #expect(kh.dates(of: name, year: 2020).isEmpty, "\(name)")
        }
        #expect(kh.dates(of: "King Norodom Sihamoni's Birthday", year: 2004).isEmpty)
        #expect(kh.dates(of: "King Norodom Sihamoni's Birthday", year: 2019).count == 3)
        #expect(kh.dates(of: "King Norodom Sihamoni's Birthday", year: 2020) == ["2020-05-14"])
        #expect(kh.dates(of: "Pchum Ben", year: 2016).count == 2)
        #expect(kh.dates(of: "Pchum Ben", year: 2017).count == 3)
        #expect(kh.dates(of: "National Day of Remembrance", year: 2017).isEmpty)
        #expect(kh.dates(of: "Peace Day in Cambodia", year: 2023).isEmpty)
        #expect(kh.dates(of: "Peace Day in Cambodia", year: 2024) == ["2024-12-29"])
    }

    @Test("A Monday decreed for a Sunday holiday carries the Sunday's date")
    func decreedSubstitute() throws {
        let monday = try #require(kh.holiday("Special Public Holiday", on: "2019-09-30"))
        #expect(monday.observedOf == day("2019-09-29"))
    }

    @Test("Known from 1993, weekend Saturday-Sunday")
    func calendarFacts() {
        #expect(kh.holidays(year: 1992).isEmpty)
        #expect(kh.dates(of: "Constitution Day", year: 1993) == ["1993-09-24"])
        #expect(Country.cambodia.weekend.current.days == [.saturday, .sunday])
    }
}
