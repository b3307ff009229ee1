import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// Israel's Independence Day: 5 Iyar of the Hebrew calendar, moved as the Independence Day
/// Law says (`HebrewCalendar.israelIndependenceDay`).
@Suite("Israel's Independence Day")
struct IsraelIndependenceDayTests {
    /// python-holidays 0.108, Israel, 1950-2100: days after 14 April.
    private static let independenceDay = YearlyDates(years: 1950...2100, month: 4, day: 14, letters:
        "gAqgwncwkDsgzpcwlFsjBpfxlcvhBshxoexlEuhAqexmaukCqhAmdxnCtkypgAmcwjCsfzpbvmEr" +
        "iCsfypbulFrhBoexkEtgArcwnesjDugzqdvmGtiCpgylcvhBsexofukEviArexnaukDqhAmdxjD")

    @Test("Yom Ha'atzmaut is kept where python-holidays keeps it in every year 1950-2100")
    func independenceDayAgreesWithPythonHolidays() {
        expectEveryYear(Self.independenceDay, "Yom Ha'atzmaut") { year in
            [HebrewCalendar.israelIndependenceDay(inGregorianYear: year)]
        }
    }

    // Wikipedia, "Yom Ha'atzmaut" (Timing): 2011-2017, and the rule's cases.
    @Test("Yom Ha'atzmaut moves off Friday, Saturday and, from 2004, Monday", arguments: [
        (2011, "2011-05-10"),  // 5 Iyar on Monday: Tuesday, 6 Iyar
        (2012, "2012-04-26"),  // Friday: Thursday, 4 Iyar
        (2013, "2013-04-16"), (2014, "2014-05-06"), (2015, "2015-04-23"),
        (2016, "2016-05-12"), (2017, "2017-05-02"),
        (2023, "2023-04-26"),  // Wednesday: not moved
        (2025, "2025-05-01"),  // Saturday: Thursday, 3 Iyar
        (2003, "2003-05-07"),  // Wednesday
        (1998, "1998-04-30"),  // Thursday 4 Iyar, 5 Iyar a Friday
        (1997, "1997-05-12"),  // Monday, before the 2004 amendment: not moved
    ])
    func independenceDay(year: Int, kept: String) {
        #expect(HebrewCalendar.israelIndependenceDay(inGregorianYear: year) == gregorian(kept))
    }
}
