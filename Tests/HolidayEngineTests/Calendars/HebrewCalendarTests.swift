import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Hebrew calendar")
struct HebrewCalendarTests {
    private typealias Date = HebrewCalendar.Date

    @Test("the Hebrew dates of Calendrical Calculations' sample days")
    func referenceDays() {
        // The book numbers months from Nisan; its month 12 of a leap year is Adar I, its 13
        // is Adar II (`adar` here).
        CalendricalCalculations.expect(HebrewCalendar.self, [
            Date(year: 3174, month: .av, day: 10), Date(year: 3831, month: .tishrei, day: 3),
            Date(year: 5320, month: .adarI, day: 27), Date(year: 5408, month: .sivan, day: 20),
            Date(year: 5663, month: .nisan, day: 22), Date(year: 5689, month: .av, day: 19),
            Date(year: 5702, month: .tishrei, day: 8), Date(year: 5703, month: .nisan, day: 14),
            Date(year: 5704, month: .tishrei, day: 8), Date(year: 5752, month: .adarII, day: 12),
            Date(year: 5756, month: .adar, day: 5), Date(year: 5799, month: .heshvan, day: 12),
            Date(year: 5854, month: .av, day: 5),
        ])
    }

    @Test("dates everyone knows")
    func knownDates() {
        // Israel's Declaration of Independence, Friday 14 May 1948, was 5 Iyar 5708.
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5708, month: .iyar, day: 5)) == gregorian("1948-05-14"))
        // The Yom Kippur War began on Yom Kippur 5734, Saturday 6 October 1973.
        #expect(HebrewCalendar.date(dayNumber: gregorian("1973-10-06")) == Date(year: 5734, month: .tishrei, day: 10))
        // Rosh Hashanah 5785 began at sundown on 2 October 2024.
        #expect(HebrewCalendar.dayNumbers(month: .tishrei, day: 1, inGregorianYear: 2024) == [gregorian("2024-10-03")])
        // The epoch: 1 Tishrei of year 1 is Monday 7 October 3761 BC (Julian), R.D. -1,373,427.
        #expect(HebrewCalendar.dayNumber(of: Date(year: 1, month: .tishrei, day: 1))
            == JulianCalendar.dayNumber(of: JulianCalendar.Date(year: -3760, month: 10, day: 7)))
        #expect(HebrewCalendar.dayNumber(of: Date(year: 1, month: .tishrei, day: 1))
            == CalendricalCalculations.dayNumber(rd: -1_373_427))
    }

    @Test("leap years are years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle")
    func leapYears() {
        for year in 5701...5800 {
            #expect(HebrewCalendar.isLeapYear(year) == [3, 6, 8, 11, 14, 17, 0].contains(year % 19),
                    "\(year)")
        }
        #expect(HebrewCalendar.isLeapYear(5784))
        #expect(!HebrewCalendar.isLeapYear(5785))
    }

    @Test("years have 353-355 days, 383-385 in a leap year; the new year is never on Sunday, Wednesday or Friday")
    func yearShapes() {
        for year in 5600...6000 {
            let length = HebrewCalendar.daysInYear(year)
            let expected = HebrewCalendar.isLeapYear(year) ? [383, 384, 385] : [353, 354, 355]
            #expect(expected.contains(length), "\(year): \(length) days")
            let newYear = HebrewCalendar.dayNumber(of: Date(year: year, month: .tishrei, day: 1))!
            #expect(![.sunday, .wednesday, .friday].contains(CivilDate(dayNumber: newYear).weekday), "\(year)")
            // Lo BaDU Pesach: Passover never begins on Monday, Wednesday or Friday.
            let passover = HebrewCalendar.dayNumber(of: Date(year: year, month: .nisan, day: 15))!
            #expect(![.monday, .wednesday, .friday].contains(CivilDate(dayNumber: passover).weekday), "\(year)")
        }
        // 5784 (2023-24) had 383 days, 5785 355, 5786 354 (the years' published lengths).
        #expect(HebrewCalendar.daysInYear(5784) == 383)
        #expect(HebrewCalendar.daysInYear(5785) == 355)
        #expect(HebrewCalendar.daysInYear(5786) == 354)
    }

    @Test("Heshvan has 30 days only in a complete year, Kislev 29 only in a deficient one")
    func variableMonths() {
        #expect(HebrewCalendar.daysInMonth(.heshvan, year: 5785) == 30)  // 355 days
        #expect(HebrewCalendar.daysInMonth(.kislev, year: 5785) == 30)
        #expect(HebrewCalendar.daysInMonth(.heshvan, year: 5784) == 29)  // 383 days
        #expect(HebrewCalendar.daysInMonth(.kislev, year: 5784) == 29)
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5784, month: .heshvan, day: 30)) == nil)
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5785, month: .heshvan, day: 30)) != nil)
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5785, month: .tevet, day: 30)) == nil)
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5785, month: .tevet, day: 0)) == nil)
    }

    @Test("Purim is in Adar, which a leap year calls Adar II; Adar I exists only in a leap year")
    func adar() {
        // 5784 was a leap year: Purim on 24 March 2024, Purim Katan (14 Adar I) on 23 February.
        #expect(HebrewCalendar.dayNumbers(month: .adar, day: 14, inGregorianYear: 2024) == [gregorian("2024-03-24")])
        #expect(HebrewCalendar.dayNumbers(month: .adarII, day: 14, inGregorianYear: 2024) == [gregorian("2024-03-24")])
        #expect(HebrewCalendar.dayNumbers(month: .adarI, day: 14, inGregorianYear: 2024) == [gregorian("2024-02-23")])
        #expect(HebrewCalendar.date(dayNumber: gregorian("2024-03-24")) == Date(year: 5784, month: .adarII, day: 14))
        #expect(HebrewCalendar.date(dayNumber: gregorian("2024-02-23")) == Date(year: 5784, month: .adarI, day: 14))
        #expect(HebrewCalendar.daysInMonth(.adarI, year: 5784) == 30)
        #expect(HebrewCalendar.daysInMonth(.adar, year: 5784) == 29)
        // 5785 was a common year: one Adar, Purim on 14 March 2025.
        #expect(HebrewCalendar.dayNumbers(month: .adar, day: 14, inGregorianYear: 2025) == [gregorian("2025-03-14")])
        #expect(HebrewCalendar.dayNumbers(month: .adarI, day: 14, inGregorianYear: 2025) == [])
        #expect(HebrewCalendar.dayNumber(of: Date(year: 5785, month: .adarI, day: 1)) == nil)
        #expect(HebrewCalendar.daysInMonth(.adarI, year: 5785) == nil)
    }

    @Test("Hanukkah's eight days end on 2 Tevet, or on 3 Tevet when Kislev has 29 days")
    func hanukkahsEightDays() {
        // python-holidays 0.108, Israel (school holidays): 8-15 December 2023 (5784, Kislev
        // of 29 days) and 26 December 2024 - 2 January 2025 (5785, Kislev of 30).
        let first5784 = HebrewCalendar.dayNumbers(month: .kislev, day: 25, inGregorianYear: 2023)
        #expect(first5784 == [gregorian("2023-12-08")])
        #expect(HebrewCalendar.date(dayNumber: gregorian("2023-12-15")) == Date(year: 5784, month: .tevet, day: 3))
        let first5785 = HebrewCalendar.dayNumbers(month: .kislev, day: 25, inGregorianYear: 2024)
        #expect(first5785 == [gregorian("2024-12-26")])
        #expect(HebrewCalendar.date(dayNumber: gregorian("2025-01-02")) == Date(year: 5785, month: .tevet, day: 2))
    }

    @Test("a date of Tevet can fall twice in one Gregorian year")
    func twiceInOneYear() {
        // The fast of 10 Tevet: 10 January 2025 (5785) and 30 December 2025 (5786).
        #expect(HebrewCalendar.dayNumbers(month: .tevet, day: 10, inGregorianYear: 2025)
            == [gregorian("2025-01-10"), gregorian("2025-12-30")])
    }

    // MARK: - python-holidays 0.108, Israel, 1950-2100

    /// One date a year, days after the first date of each series; python-holidays gives eight
    /// holidays the same letters, each a fixed number of days before the next Rosh Hashanah.
    private static let roshHashanahFamily = YearlyDates(years: 1950...2100, month: 9, day: 5, letters:
        "hApfxmbvkCrgyocwkEsiApewmbuiBrgyndwlDthzpexlbujBqgzncwlDsizoeymaujCqfzocvlCs" +
        "hBqfxnbtjDrfzodvkErhAqdwmctiCsgyodukEtgApfwlbtiBrfxndvjDtizpewlauiBqgymcwkD")
    private static let hanukkah = YearlyDates(years: 1950...2100, month: 11, day: 28, letters:
        "gApewmbujCqfyncvkDshzpdwlbthBrfxndvkDsgzoewlauiAqgymcwkCshyoexlatjBpfznbvkCr" +
        "hBpexmatjCqfyocukDrgApcwmbsiCrfyncukDsgzpevlathBqexncujDshzodwkatiAqfxmcvjD")
    private static let purim = YearlyDates(years: 1950...2100, month: 2, day: 24, letters:
        "hAqfxmcvkCsgyodwkEtiApfwmbviBrhyndxlDtizpeylbukBqgAncwmDsiAoeynaujDqfzpcvlDs" +
        "hBrfxnctjDsfzoevkEshAqewmcuiCshyodvkEthApfxlbtjBrfyndvkDtiApewmauiCqgyncwkD")

    @Test("holidays fall on python-holidays' dates in every year 1950-2100", arguments: [
        ("Rosh Hashanah", HebrewCalendar.Month.tishrei, 1, roshHashanahFamily),
        ("Yom Kippur", .tishrei, 10, roshHashanahFamily.from(month: 9, day: 14)),
        ("Sukkot", .tishrei, 15, roshHashanahFamily.from(month: 9, day: 19)),
        ("Shemini Atzeret", .tishrei, 22, roshHashanahFamily.from(month: 9, day: 26)),
        ("Hanukkah", .kislev, 25, hanukkah),
        ("Purim", .adar, 14, purim),
        ("Passover", .nisan, 15, roshHashanahFamily.from(month: 3, day: 26)),
        ("Lag BaOmer", .iyar, 18, roshHashanahFamily.from(month: 4, day: 28)),
        ("Shavuot", .sivan, 6, roshHashanahFamily.from(month: 5, day: 15)),
        ("Tisha B'Av", .av, 9, roshHashanahFamily.from(month: 7, day: 16)),
    ])
    func pythonHolidays(name: String, month: HebrewCalendar.Month, day: Int, expected: YearlyDates) {
        expectEveryYear(expected, name) { year in
            HebrewCalendar.dayNumbers(month: month, day: day, inGregorianYear: year)
        }
    }

    @Test("every day of 1900-2100 converts there and back")
    func roundTrips() {
        expectRoundTrips(HebrewCalendar.self, over: twoCenturies)
    }
}
