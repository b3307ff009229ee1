import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bouvet Island: uninhabited, no holidays")
struct BouvetIslandTests {
    let bv = RegionRegistry.region(code: "BV")!

    @Test("No holiday in any year, and a Saturday-Sunday weekend")
    func empty() {
        #expect(bv.holidays(in: DateRange(years: 1950...2100)).isEmpty)
        #expect(bv.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(bv.localName == "Bouvetøya")
    }
}
