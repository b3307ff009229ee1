import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Svalbard and Jan Mayen: Norway's holidays under its own code")
struct SvalbardAndJanMayenTests {
    let sj = RegionRegistry.region(code: "SJ")!

    @Test("The same days and names as Norway, in every year it is known")
    func norwegian() {
        let no = RegionRegistry.region(code: "NO")!
        for year in [1950, 2026, 2100] {
            #expect(sj.lines(year: year) == no.lines(year: year), "\(year)")
        }
        #expect(sj.holiday("Constitution Day", on: "2026-05-17")?.localName == "Grunnlovsdag")
        #expect(sj.name == "Svalbard and Jan Mayen")
        #expect(sj.localName == "Svalbard og Jan Mayen")
        #expect(sj.holidays(year: 1949).isEmpty)
    }
}
