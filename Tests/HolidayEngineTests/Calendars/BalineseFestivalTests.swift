import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Balinese festivals")
struct BalineseFestivalTests {
    // Nyepi in Indonesia's national holiday lists.
    @Test("Nyepi", arguments: ["2023-03-22", "2024-03-11", "2025-03-29"])
    func nyepi(expected: String) {
        let day = gregorian(expected)
        #expect(BalineseFestival.nyepi.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    /// holidays.calendars.balinese_saka, python-holidays 0.108, 1983-2050.
    private static let nyepi = YearlyDates(years: 1983...2050, month: 3, day: 3, letters:
        "mbtjCqgyocvjDsLApGwPEtiBqexncujCsgzoewlatiAqfxmcvjCrhzodwlatiAqfymcv")

    @Test("the table agrees with python-holidays 0.108 in every year of 1983-2050")
    func tableAgreesWithPythonHolidays() {
        #expect(BalineseFestival.nyepi.knownYears == 1983...2050)
        expectEveryYear(Self.nyepi, "Nyepi") { BalineseFestival.nyepi.dayNumbers(inGregorianYear: $0) }
        #expect(BalineseFestival.nyepi.dayNumbers(inGregorianYear: 1982) == [])
        #expect(BalineseFestival.nyepi.dayNumbers(inGregorianYear: 2051) == [])
    }
}
