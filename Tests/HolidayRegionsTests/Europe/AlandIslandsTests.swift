import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Åland: Finland's holidays and the Autonomy Day, under its own code")
struct AlandIslandsTests {
    let ax = RegionRegistry.region(code: "AX")!

    @Test("The same days as the region FI-01, in Swedish first")
    func sameAsFinlandsRegion() {
        let fi01 = RegionRegistry.region(code: "FI-01")!
        for year in [1950, 1993, 2026, 2100] {
            #expect(ax.lines(year: year, kinds: [.public, .observance])
                == fi01.lines(year: year, kinds: [.public, .observance]), "\(year)")
        }
        #expect(ax.languages == ["sv", "fi"])
        #expect(ax.holiday("Autonomy Day", on: "2026-06-09")?.localName == "Ålands självstyrelsedag")
        #expect(ax.holiday("Midsummer Day", on: "2026-06-20")?.localName == "Midsommardagen")
        #expect(ax.dates(of: "Autonomy Day", year: 1992).isEmpty)
        #expect(ax.holidays(year: 1949).isEmpty)
    }
}
