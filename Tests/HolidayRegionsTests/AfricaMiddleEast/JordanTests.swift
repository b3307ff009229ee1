import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Jordan: official holidays on Umm al-Qura and the weekend of 2000")
struct JordanTests {
    let jo = RegionRegistry.region(code: "JO")!

    @Test("2025 exactly; the Islamic days forecast")
    func year2025() throws {
        #expect(jo.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-05-01 Labour Day",
            "2025-05-25 Independence Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-08 Eid al-Adha Holiday",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-12-25 Christmas Day",
        ])
        #expect(try #require(jo.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(jo.holiday("Independence Day", on: "2025-05-25")?.localName == "عيد الاستقلال")
    }

    @Test("Thursday-Friday until 5 January 2000, Friday-Saturday from the 6th")
    func weekendHistory() {
        let weekend = Country.jordan.weekend
        #expect(weekend.mask(on: day("2000-01-05")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2000-01-06")).days == [.friday, .saturday])
    }

    @Test("Known from 1950")
    func known() {
        #expect(jo.holidays(year: 1949).isEmpty)
        #expect(jo.dates(of: "Independence Day", year: 1950) == ["1950-05-25"])
    }
}
