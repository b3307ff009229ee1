import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Pacific territories that keep another country's days, or none")
struct PacificTerritoriesTests {
    let newCaledonia = RegionRegistry.region(code: "NC")!
    let polynesia = RegionRegistry.region(code: "PF")!
    let wallis = RegionRegistry.region(code: "WF")!

    @Test("New Caledonia, French Polynesia and Wallis and Futuna keep their French regions' lists")
    func frenchCollectivities() {
        for (country, region) in [("NC", "FR-NC"), ("PF", "FR-PF"), ("WF", "FR-WF")] {
            let own = RegionRegistry.region(code: country)!
            let french = RegionRegistry.region(code: region)!
            for year in [1990, 2024, 2026] {
                #expect(own.lines(year: year) == french.lines(year: year))
            }
        }
        #expect(newCaledonia.dates(of: "Citizenship Day", year: 2026) == ["2026-09-24"])
        #expect(polynesia.dates(of: "Matāri'i", year: 2025) == ["2025-11-20"])
        // Wallis and Futuna from 1962, the year of its statute.
        #expect(wallis.lines(year: 1961).isEmpty)
        #expect(wallis.dates(of: "Territory Day", year: 1962) == ["1962-07-29"])
    }

    @Test("Heard and McDonald Islands and the British Indian Ocean Territory: no holidays")
    func uninhabited() {
        for code in ["HM", "IO"] {
            let region = RegionRegistry.region(code: code)!
            #expect(region.holidays(in: DateRange(years: 1950...2100)).isEmpty)
        }
    }
}
