import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Djibouti: the Government's holidays, Friday-Saturday weekend")
struct DjiboutiTests {
    let dj = RegionRegistry.region(code: "DJ")!

    @Test("2025 exactly: two days of Independence and of each Eid, Arafah, Isra and Mi'raj")
    func year2025() {
        #expect(dj.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-05-01 Labour Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-26 Islamic New Year",
            "2025-06-27 Independence Day",
            "2025-06-28 Independence Day Holiday",
            "2025-09-04 Prophet's Birthday",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("No table of Djibouti's own sighting: the Islamic days are estimated; French names first")
    func islamicAndNames() throws {
        let eid = try #require(dj.holiday("Eid al-Fitr", on: "2025-03-30"))
        #expect(eid.isEstimated)
        #expect(try #require(dj.holiday("Independence Day", on: "2025-06-27")).localName == "Fête de l'indépendance")
    }

    @Test("Friday-Saturday weekend, Saturday first; known from 1978")
    func weekendAndKnown() {
        #expect(dj.weekend.current == .fridaySaturday)
        #expect(dj.firstWeekday == .saturday)
        #expect(dj.holidays(year: 1977).isEmpty)
        #expect(dj.names(on: "1978-06-27") == ["Independence Day"])
    }
}
