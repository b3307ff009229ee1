import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Burundi: décret n° 100/150, a Sunday's holiday on the Monday, observed Eids")
struct BurundiTests {
    let bi = RegionRegistry.region(code: "BI")!

    @Test("2025 exactly, with two Sunday holidays kept on the Monday")
    func year2025() {
        #expect(bi.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-02-05 Unity Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr (observed)",
            "2025-04-06 President Ntaryamira Day",
            "2025-04-07 President Ntaryamira Day (observed)",
            "2025-05-01 Labour Day",
            "2025-05-29 Ascension Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-08 National Day of Patriotism",
            "2025-06-09 National Day of Patriotism (observed)",
            "2025-07-01 Independence Day",
            "2025-08-15 Assumption Day",
            "2025-10-13 Prince Louis Rwagasore Day",
            "2025-10-21 President Ndadaye Day",
            "2025-11-01 All Saints' Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Days added over the years", arguments: [
        ("1991-02-05", false), ("1992-02-05", true), ("1993-10-21", false), ("1994-10-21", true),
        ("1994-04-06", false), ("1995-04-06", true), ("2021-06-08", false), ("2022-06-08", true),
    ])
    func history(date: String, kept: Bool) {
        #expect(bi.names(on: date).isEmpty != kept)
    }

    @Test("The Eids as Burundi observed them: Eid al-Adha 2016 two days after Umm al-Qura")
    func eids() throws {
        #expect(bi.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-13"])
        #expect(try !#require(bi.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(try #require(bi.holiday("Eid al-Fitr", on: "2030-02-04")).isEstimated)
    }

    @Test("Known from 1962, the year of independence")
    func known() {
        #expect(bi.holidays(year: 1961).isEmpty)
        #expect(bi.names(on: "1962-07-01") == ["Independence Day"])
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(bi.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
