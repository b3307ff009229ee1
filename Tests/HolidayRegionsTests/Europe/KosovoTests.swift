import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kosovo: official holidays and the next working day for a weekend")
struct KosovoTests {
    let xk = RegionRegistry.region(code: "XK")!

    @Test("2026 exactly: both Easters and Europe Day give their Mondays")
    func year2026() throws {
        #expect(xk.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Second day of New Year",
            "2026-01-07 Orthodox Christmas Day",
            "2026-02-17 Independence Day",
            "2026-03-20 Eid al-Fitr",
            "2026-04-05 Catholic Easter",
            "2026-04-06 Catholic Easter (observed)",
            "2026-04-09 Constitution Day",
            "2026-04-12 Orthodox Easter",
            "2026-04-13 Orthodox Easter (observed)",
            "2026-05-01 International Labour Day",
            "2026-05-09 Europe Day",
            "2026-05-11 Europe Day (observed)",
            "2026-05-27 Eid al-Adha",
            "2026-12-25 Catholic Christmas Day",
        ])
        let monday = try #require(xk.holiday("Europe Day (observed)", on: "2026-05-11"))
        #expect(monday.localName == "Dita e Evropës (ditë pushimi e shtyrë)")
        #expect(xk.holiday("Eid al-Fitr", on: "2026-03-20")?.isEstimated == true)
    }

    @Test("New Year on a weekend: both days chained to Monday and Tuesday")
    func newYearChain() {
        // 2022-01-01 and -02 are a Saturday and a Sunday.
        #expect(xk.names(on: "2022-01-03") == ["New Year's Day (observed)"])
        #expect(xk.names(on: "2022-01-04") == ["Second day of New Year (observed)"])
    }

    @Test("Holidays on one Sunday share one day off: Constitution Day on Easter Sunday 2023")
    func oneDayForOneDate() {
        #expect(xk.names(on: "2023-04-09").count == 2)
        #expect(xk.names(on: "2023-04-10").count == 1)
        #expect(xk.names(on: "2023-04-11").isEmpty)
    }

    @Test("Known from 2009")
    func known() {
        #expect(xk.holidays(year: 2008).isEmpty)
        #expect(xk.dates(of: "Independence Day", year: 2009) == ["2009-02-17"])
    }
}
