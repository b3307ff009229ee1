import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bahrain: official holidays, Ashura's moved days, the weekend of 2006")
struct BahrainTests {
    let bh = RegionRegistry.region(code: "BH")!

    @Test("2025 exactly")
    func year2025() {
        #expect(bh.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-07-04 Ashura",
            "2025-07-05 Ashura",
            "2025-09-04 Prophet's Birthday",
            "2025-12-16 National Day",
            "2025-12-17 National Day",
        ])
    }

    @Test("Ashura a day after Umm al-Qura in 2019 and 2023, Islamic New Year not")
    func movedAshura() {
        #expect(bh.dates(of: "Islamic New Year", year: 2019) == ["2019-08-31"])
        #expect(bh.dates(of: "Ashura", year: 2019) == ["2019-09-09", "2019-09-10"])
        #expect(bh.dates(of: "Ashura", year: 2023) == ["2023-07-28", "2023-07-29"])
        #expect(bh.holidays(year: 1971).isEmpty)
    }

    @Test("Thursday-Friday until 31 August 2006, Friday-Saturday from 1 September")
    func weekendHistory() {
        let weekend = Country.bahrain.weekend
        #expect(weekend.mask(on: day("2006-08-31")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2006-09-01")).days == [.friday, .saturday])
    }

    @Test("Known from 1972; the Central Bank's years confirmed, later ones forecast")
    func knownAndConfirmed() throws {
        #expect(bh.dates(of: "National Day", year: 1972) == ["1972-12-16", "1972-12-17"])
        #expect(try #require(bh.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated == false)
        #expect(try #require(bh.holiday("National Day", on: "2030-12-16")).isEstimated == false)
        #expect(bh.holidays(year: 2030).contains { $0.name == "Eid al-Fitr" && $0.isEstimated })
    }
}
