import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("French Southern Territories: France's holidays, from 1956")
struct FrenchSouthernTerritoriesTests {
    let tf = RegionRegistry.region(code: "TF")!

    @Test("The same days as France, 1956-2100")
    func sameAsFrance() throws {
        let france = try #require(RegionRegistry.region(code: "FR"))
        let range = DateRange(years: 1956...2100)
        #expect(tf.holidays(in: range).map { "\($0.date) \($0.name)" }
            == france.holidays(in: range).map { "\($0.date) \($0.name)" })
        #expect(tf.lines(year: 2026).count == 11)
    }

    @Test("Known from 1956, the year after the territory was made")
    func known() {
        #expect(tf.holidays(year: 1955).isEmpty)
        #expect(tf.names(on: "1956-07-14") == ["National Day"])
    }
}
