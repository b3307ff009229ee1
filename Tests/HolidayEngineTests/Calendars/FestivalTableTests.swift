import HolidayEngine
import HolidayTestSupport
import Testing

/// `FestivalTable`: a festival's dates by year, and a country's own list preferred over the
/// almanac where it dates a year (docs/calendars.md, "Hindu festivals"). The countries' real
/// lists are HolidayRegions' and tested there; these tests keep a small list of their own.
@Suite("Festival tables")
struct FestivalTableTests {
    /// A list of Holi of the tests' own: 2024 in its years but undated, 21 March 2025 (the
    /// almanac says 14 March), 2026 undated, 21 March 2027.
    static let holi = FestivalTable(firstYear: 2024, days: [0, 80, 0, 80])

    @Test("a table's years, dated years and second dates")
    func table() {
        let twice = FestivalTable(firstYear: 2016, days: [5, 0, 10], secondDays: [2018_360])
        #expect(twice.years == 2016...2018)
        #expect(twice.hasDate(in: 2016) && !twice.hasDate(in: 2017) && !twice.hasDate(in: 2019))
        #expect(twice.dayNumbers(inGregorianYear: 2016) == [gregorian("2016-01-05")])
        #expect(twice.dayNumbers(inGregorianYear: 2017) == [])
        #expect(twice.dayNumbers(inGregorianYear: 2018) == [gregorian("2018-01-10"), gregorian("2018-12-26")])
        #expect(twice.dayNumbers(inGregorianYear: 2015) == [])
        // Equal tables are one list, whoever wrote them.
        #expect(twice == FestivalTable(firstYear: 2016, days: [5, 0, 10], secondDays: [2018_360]))
        #expect(twice != FestivalTable(firstYear: 2016, days: [5, 0, 10]))
    }

    @Test("a list is preferred in the years it dates; in the others the almanac's date stands, estimated")
    func preferring() {
        let listed = HinduFestival.holi.dayNumbers(inGregorianYear: 2025, preferring: Self.holi)
        #expect(listed.dayNumbers == [gregorian("2025-03-21")])
        #expect(!listed.isEstimated)
        // Undated in the list (2024, 2026) or outside it (2023, 2028): the almanac's, a forecast.
        for year in [2023, 2024, 2026, 2028] {
            let found = HinduFestival.holi.dayNumbers(inGregorianYear: year, preferring: Self.holi)
            #expect(found.dayNumbers == HinduFestival.holi.dayNumbers(inGregorianYear: year), "\(year)")
            #expect(found.dayNumbers.count == 1 && found.isEstimated, "\(year)")
        }
        // Without a list the almanac's date is no estimate.
        let plain = HinduFestival.holi.dayNumbers(inGregorianYear: 2024, preferring: nil)
        #expect(plain.dayNumbers == [gregorian("2024-03-25")] && !plain.isEstimated)
        // Past the almanac (2001-2035) there is no date to stand in.
        #expect(HinduFestival.holi.dayNumbers(inGregorianYear: 2040, preferring: Self.holi).dayNumbers == [])
        // The Buddhist and Tibetan festivals prefer a list the same way.
        let vesak = FestivalTable(firstYear: 2025, days: [130])
        #expect(BuddhistFestival.vesak.dayNumbers(inGregorianYear: 2025, preferring: vesak) == ([gregorian("2025-05-10")], false))
        #expect(BuddhistFestival.vesak.dayNumbers(inGregorianYear: 2026, preferring: vesak)
                == (BuddhistFestival.vesak.dayNumbers(inGregorianYear: 2026), true))
        #expect(TibetanFestival.losar.dayNumbers(inGregorianYear: 2025, preferring: vesak) == ([gregorian("2025-05-10")], false))
        #expect(TibetanFestival.losar.dayNumbers(inGregorianYear: 2024, preferring: vesak)
                == (TibetanFestival.losar.dayNumbers(inGregorianYear: 2024), true))
    }
}
