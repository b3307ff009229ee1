import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Tibetan festivals")
struct TibetanFestivalTests {
    // Losar as Bhutan's Ministry of Home and Cultural Affairs listed it.
    @Test("Bhutan's Losar", arguments: ["2023-02-21", "2024-02-10", "2025-02-28"])
    func losar(expected: String) {
        let day = gregorian(expected)
        #expect(TibetanFestival.losar.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    /// holidays.calendars.tibetan, python-holidays 0.108, 1901-2100.
    private static let tables: [TibetanFestival: YearlyDates] = [
        .losar: YearlyDates(years: 1901...2100, month: 2, day: 1, letters:
            "siBqexmcujCsgyodvlathApewmcvjCrgyndwlEtiApexmcujBqgzndwlDshApexnbujCqgzodwlDshAq" +
            "exmbtiBrgzodvkDshAqfxmFuiBrhyncvkDsiApexlEujBrgzncvlDsiBpexmEujCqfyncvlEshApdwmF" +
            "ujCrfynGvlDsgzpewmFuiBqgynGwkDshzpexmFuj"),
        .dayOfOffering: YearlyDates(years: 1901...2100, month: 1, day: 1, letters:
            "ujCrfyodvlEthApfxmcvjBqgyodwkDshzpfymbujBqgzodwlCshApexmatjCqgzocvkDshAqexmFtiCr" +
            "gzodukDthApewlEujCrgyncvkDtiApexlEujBqfyncvlDshAodwmEujCqfynGvlEshzpdxmFtiBqfynH" +
            "vkDsgzpewmFuiBqgynGvjCrhzpexlEtiAqgznGvk"),
        .deathOfZhabdrung: YearlyDates(years: 1901...2100, month: 4, day: 11, letters:
            "rgzoewmatiBpfyncujCrgzpdwlEshAqfyncujCrgzpevkDthBqfxmbujCrhzodwkDtiAqfymbukCrhzn" +
            "dvlDtiBpexmEukDrgzocvlEtiApexmFujCrfyodvlEthApfxmFvjBrgyodwkDsizpfymFujBqgzoHwlD" +
            "shApfynEtjCqgzoGvkDshAqexmFtjCrgzoGvkDti"),
        .buddhaParinirvana: YearlyDates(years: 1901...2100, month: 5, day: 17, letters:
            "qfymbukCshzndwlatiBpexnbukDrgzodwlbtiAqexncujCrgyoewlEthApfxncvjCrgyoewlDsiApfym" +
            "bujBrgzodwlDsiBpfynbujCrgzocvkDsiBqexmFtjCsgzodvkDtiAqfwmFujCrgyndwkDtiApexmFukC" +
            "rgzndwlDshAoexnFujCqfyoGwlEshApexnFtjBrg"),
        .birthOfGuruRinpoche: YearlyDates(years: 1901...2100, month: 6, day: 12, letters:
            "odwkatjBqfymbukCshzndwmatiBpexncvkDrgzodwmbtiAqexncukCrgyoewlathApfxncvjCrgyoexl" +
            "DsiApfymbujBrgzodwlDsiBpfynbujCrgzodvlDsiBqexmbtjCsgzodvkDtiAqfwmFujCrgyndwkDtiA" +
            "pexmFukCrgzndwlDsiAoexnFujCqfyodwlEshApf"),
        .buddhaFirstSermon: YearlyDates(years: 1901...2100, month: 7, day: 6, letters:
            "ndwkatiApexmbukCrgzndwlatiApexnbujCqfyodwlEshApexncujBrfyoevkDshApfxmbuiBrgyodwk" +
            "DsiApfymbtjBrgzncvkCsiBpexmEtjCrgzocvkDsiApewmFtjCrfyndvkDthApewmFujBrgxndwkDshz" +
            "oexmFujBqfynGwlDshAoexmEtiBqfyoGvkDrhzpf"),
        .thimphuDrubchen: YearlyDates(years: 1901...2100, month: 9, day: 6, letters:
            "ncujCrhzodwkatiAqfymbukCrhAodwlDtiBqfxnbukDrgzocvlEtiBqexmcukDsgyodvlEthApfxmcvj" +
            "CrgyodwlEtiApfymFukBrgzodwlDshApfynFujCqgzpdwlDshAqfxmFtjCrgzodvkDthAqfxmFujCrhy" +
            "nGvkDtiApexlEukCrgznGvlDtiBpexmEukCqfyoH"),
        .thimphuTshechu: YearlyDates(years: 1901...2100, month: 9, day: 10, letters:
            "ncvjCrhzoewlatiAqfymbujBrhAodwlDsiBqfynbujCrhzocvlEsiBqexmcujCsgzodvlEtiApfwmcvj" +
            "CrgyndwlEtiApexmFvkCrgzndwmDshApexnFujCqgzodwlEshAqexnFtjBrgzodvkDshAqfxmFuiBrhz" +
            "oGwkDsiApfxlEujBrgznGvlDsiBpexmEujCrgyoG"),
        .descendingDayOfLordBuddha: YearlyDates(years: 1901...2100, month: 10, day: 23, letters:
            "katiBqfxmbujCshzodwkatjApexmbukCrgzndwlatiBpexnbukCqgzodwlEshApexncujCrfyoewlEth" +
            "ApfxncuiBrgyodwkDsiApfymbujBrgzodvlCsiBpexmEtjCrgzocvkDsiBqexmFtjCrgyndvkDthApew" +
            "mFujCrgyndwkDtizpexmFujBqfynGwlDshAoexnG"),
    ]

    @Test("the tables agree with python-holidays 0.108 in every year of 1901-2100")
    func tablesAgreeWithPythonHolidays() {
        #expect(Set(Self.tables.keys) == Set(TibetanFestival.allCases))
        for (festival, dates) in Self.tables.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            #expect(festival.knownYears == 1901...2100)
            expectEveryYear(dates, "\(festival)") { festival.dayNumbers(inGregorianYear: $0) }
        }
        #expect(TibetanFestival.losar.dayNumbers(inGregorianYear: 2101) == [])
    }
}
