import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Buddhist festivals")
struct BuddhistFestivalTests {
    // holidays.calendars.buddhist, python-holidays 0.108, 1901-2100.
    private static let vesak = YearlyDates(years: 1901...2100, month: 5, day: 5, letters:
        "BrgyndvjCsiApexlEtjBrgzncvkCsiApewmEtjCqfyncvkDshApdwmFtjCrfyndvkDsgzoewmbuiBqfx" +
        "ndwkDshzoexmEujAqfyncvkCrhAoexmatiBqfyocvkCrhApewlEsiBrfyncujCshApewlEtiBrgyncvj" +
        "CshzodwlatjBqfymcvkCshAodwmatjBpfxncvkDs")
    private static let vesakInMay = YearlyDates(years: 1901...2100, month: 5, day: 1, letters:
        "cvkCrhzndwmatiBpexncvkDrgzodwmbtiAqexndujCrgzoewlathAqfxncvjCrhzoewkasiAqfymbujB" +
        "rhAodwlDsiBqfynbujCrgzocvlasiBqexmcujCsgzodvlatiApfwmcvjCrgyndwlatiApexmcvkCrgzn" +
        "dwlashApexnbujCqgzodwlashAqexnctjBrgzodw")

    @Test("the tables agree with python-holidays 0.108 in every year of 1901-2100")
    func tablesAgreeWithPythonHolidays() {
        expectEveryYear(Self.vesak, "Vesak") { BuddhistFestival.vesak.dayNumbers(inGregorianYear: $0) }
        expectEveryYear(Self.vesakInMay, "Vesak in May") { BuddhistFestival.vesakInMay.dayNumbers(inGregorianYear: $0) }
        #expect(BuddhistFestival.vesak.knownYears == 1901...2100)
        #expect(BuddhistFestival.vesakInMay.dayNumbers(inGregorianYear: 2101) == [])
        // The two agree but when Vesak falls in June, or May has two full moons.
        let apart = (1901...2100).filter {
            BuddhistFestival.vesak.dayNumbers(inGregorianYear: $0) != BuddhistFestival.vesakInMay.dayNumbers(inGregorianYear: $0)
        }
        #expect(apart.count == 37)
    }
}
