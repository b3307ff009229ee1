@testable import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Equinoxes")
struct EquinoxTests {
    typealias Fixtures = CalendarFixtures

    /// Japan's equinox days 1950-2099 as python-holidays 0.108 lists them (the National
    /// Astronomical Observatory's announced days for the years it has announced): the day of
    /// March less 19, and the day of September less 22.
    static let march =
        "222222222212221222122212221222122212221222112211221122112211221122112211221112111211121112111211121112111211111111111111111111111111111111111101110111"
    static let september =
        "121112111211121112111211121112111111111111111111111111111111110111011101110111011101110111011100110011001100110011001100110011000100010001000100010001"

    @Test("In Japan Standard Time the equinoxes fall on Japan's equinox days, 1950-2099")
    func japan() {
        #expect(Self.march.count == 150)
        #expect(Self.september.count == 150)
        var mismatches: [String] = []
        for (i, (march, september)) in zip(Self.march, Self.september).enumerated() {
            let year = 1950 + i
            let expectedMarch = CivilDate(year: year, month: 3, day: 19 + march.wholeNumberValue!)!.dayNumber
            let expectedSeptember = CivilDate(year: year, month: 9, day: 22 + september.wholeNumberValue!)!.dayNumber
            let foundMarch = Equinox.march.dayNumber(inGregorianYear: year, utcOffsetHours: 9)
            let foundSeptember = Equinox.september.dayNumber(inGregorianYear: year, utcOffsetHours: 9)
            if foundMarch != expectedMarch { mismatches.append("March \(year): \(foundMarch.map(Fixtures.text) ?? "nil")") }
            if foundSeptember != expectedSeptember {
                mismatches.append("September \(year): \(foundSeptember.map(Fixtures.text) ?? "nil")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("The day depends on the time zone: the 2074 September equinox is minutes after midnight in Japan")
    func timeZone() {
        // About 15:03 UT on September 22, 2074: September 23 at UTC+9, September 22 at UTC+8.
        #expect(Equinox.september.dayNumber(inGregorianYear: 2074, utcOffsetHours: 9).map(Fixtures.text) == "2074-09-23")
        #expect(Equinox.september.dayNumber(inGregorianYear: 2074, utcOffsetHours: 8).map(Fixtures.text) == "2074-09-22")
        // The March equinox of 2000 came at 07:35 UT: March 20 everywhere from UTC-7 to UTC+16.
        #expect(Equinox.march.dayNumber(inGregorianYear: 2000, utcOffsetHours: 0).map(Fixtures.text) == "2000-03-20")
        #expect(Equinox.march.dayNumber(inGregorianYear: 2000, utcOffsetHours: -8).map(Fixtures.text) == "2000-03-19")
    }

    @Test("A date rule gives the equinox's day, and nothing outside the years the computation covers")
    func dateRule() {
        #expect(DateRule.equinox(.march, utcOffsetHours: 9).dates(in: 2025) == [CivilDate(year: 2025, month: 3, day: 20)!])
        #expect(DateRule.equinox(.september, utcOffsetHours: 9).dates(in: 2025) == [CivilDate(year: 2025, month: 9, day: 23)!])
        #expect(DateRule.equinox(.march, utcOffsetHours: 9).dates(in: 1899).isEmpty)
        #expect(DateRule.equinox(.september, utcOffsetHours: 9).dates(in: 2151).isEmpty)
        #expect(Equinox.march.dayNumber(inGregorianYear: 2150, utcOffsetHours: 9) != nil)
    }
}
