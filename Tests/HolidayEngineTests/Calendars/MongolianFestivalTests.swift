import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Mongolian festivals")
struct MongolianFestivalTests {
    // Tsagaan Sar as Mongolia's government announced it: with the Chinese new year in 2024,
    // a month after it in 2023 (21 February; Chinese 22 January) and 2025 (1 March; Chinese
    // 29 January).
    @Test("Tsagaan Sar", arguments: [
        "2019-02-05", "2020-02-24", "2021-02-12", "2022-02-02", "2023-02-21", "2024-02-10",
        "2025-03-01",
    ])
    func tsagaanSar(expected: String) {
        let day = gregorian(expected)
        #expect(MongolianFestival.tsagaanSar.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    // holidays.calendars.mongolian, python-holidays 0.108, 2004-2100.
    @Test("the tables agree with python-holidays 0.108 in every year of 2004-2100", arguments: [
        (MongolianFestival.tsagaanSar, YearlyDates(years: 2004...2100, month: 1, day: 30, letters:
            "wkatjApexmbukCrgzndwlEtiBpexnbukDrgzodwlEshApexncujCrfyoewlEthApfxncuiBrgyodwkDs" +
            "iApfymFujBrgzodwl")),
        (.buddhaDay, YearlyDates(years: 2004...2100, month: 5, day: 17, letters:
            "rgzodvkasiBqexmbtjCsgzodvkatiAqfwmbujCrgyndwkatiApexmbukCrgzndwlDshAoexnbujCqfyo" +
            "dwlEshApexncujBrg")),
        (.genghisKhanDay, YearlyDates(years: 2004...2100, month: 10, day: 31, letters:
            "ncvkCrhAoexmatiBqfyocvkDrhApewlEsiBrfyncujCshApewlEtiBrgyncvjCshzodwlEtjBqfymbvk" +
            "CshAodwmEtjBpfxnG")),
    ])
    func tablesAgreeWithPythonHolidays(festival: MongolianFestival, dates: YearlyDates) {
        #expect(festival.knownYears == 2004...2100)
        expectEveryYear(dates, "\(festival)") { festival.dayNumbers(inGregorianYear: $0) }
        #expect(festival.dayNumbers(inGregorianYear: 2003) == [])
        #expect(festival.dayNumbers(inGregorianYear: 2101) == [])
    }
}
