import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Burmese calendar")
struct BurmeseCalendarTests {
    private typealias Date = BurmeseCalendar.Date

    // The holidays of the Burmese calendar in Myanmar's 2024 public holiday list (Ministry
    // of Home Affairs notification for 2024): the full moons of Tabaung, Kason, Waso,
    // Thadingyut and Tazaungmon, and National Day, ten days after the full moon of
    // Tazaungmon.
    @Test("Myanmar's 2024 holidays", arguments: [
        (BurmeseCalendar.Month.tabaung, 15, "2024-03-24"), (.kason, 15, "2024-05-22"),
        (.waso, 15, "2024-07-20"), (.thadingyut, 15, "2024-10-17"),
        (.tazaungmon, 15, "2024-11-15"), (.tazaungmon, 25, "2024-11-25"),
    ])
    func published2024(month: BurmeseCalendar.Month, day: Int, expected: String) {
        #expect(BurmeseCalendar.dayNumbers(month: month, day: day, inGregorianYear: 2024) == [gregorian(expected)])
    }

    // Myanmar's 2024 list gives Thingyan from its eve (Akyo day, 13 April) to the new year.
    @Test("Thingyan 2024: Akya day 14 April, Atat day 16 April, new year 17 April")
    func thingyan2024() throws {
        let thingyan = try #require(BurmeseCalendar.thingyan(inGregorianYear: 2024))
        #expect(thingyan.akya == gregorian("2024-04-14"))
        #expect(thingyan.atat == gregorian("2024-04-16"))
        // The new year, 1 of ME 1386, is the day after the Atat day, in Tagu.
        #expect(BurmeseCalendar.date(dayNumber: thingyan.atat + 1)?.year == 1386)
    }

    /// By the Gregorian year the Burmese year begins in (1 Tagu, March or April): "c" common,
    /// "l" little watat, "b" big watat. python-holidays 0.108's watat tables, 1939-2100.
    private static let yearTypes =
        "lccbccbcclcbccbclcclccbccbclccbcclclccbccbclccbcclccbclccbcclcbcclccbccbclccbccl" +
        "clccbccbcclcbcclccbclccbcclccbclccbcclcbcclccbccbclccbcclclccbccbcclcbcclccbclcc" +
        "bc"

    @Test("watat years are python-holidays' in every year of 1939-2100")
    func yearTypesAgreeWithPythonHolidays() {
        let wrong = zip(1939...2100, Self.yearTypes).compactMap { year, letter -> Int? in
            let expected: BurmeseCalendar.YearType =
                letter == "l" ? .littleWatat : letter == "b" ? .bigWatat : .common
            return BurmeseCalendar.yearType(year - 638) == expected ? nil : year
        }
        #expect(Self.yearTypes.count == 162)
        #expect(wrong.isEmpty, "years whose type differs: \(wrong)")
    }

    @Test("the calendar committee's decisions override the arithmetic")
    func exceptions() {
        // ME 1344 (1982) was made a watat year and 1345 not; ME 1377 (2015) is a big watat
        // whose Second Waso full moon is a day later than the mean (Yan Naing Aye, section 4).
        #expect(BurmeseCalendar.yearType(1344) == .littleWatat)
        #expect(BurmeseCalendar.yearType(1345) == .common)
        #expect(BurmeseCalendar.yearType(1377) == .bigWatat)
        #expect(BurmeseCalendar.dayNumbers(month: .waso, day: 15, inGregorianYear: 2015) == [gregorian("2015-07-31")])
        #expect(BurmeseCalendar.dayNumbers(month: .firstWaso, day: 15, inGregorianYear: 2015) == [gregorian("2015-07-01")])
        // A common year has no First Waso; a big watat gives Nayon a 30th day.
        #expect(BurmeseCalendar.dayNumbers(month: .firstWaso, day: 1, inGregorianYear: 2016) == [])
        #expect(BurmeseCalendar.dayNumber(of: Date(year: 1377, month: .nayon, day: 30)) != nil)
        #expect(BurmeseCalendar.dayNumber(of: Date(year: 1378, month: .nayon, day: 30)) == nil)
    }

    // holidays.calendars.burmese, python-holidays 0.108, by the Gregorian year its Burmese
    // year begins in; "." where python-holidays needs the next year's start, which it lacks.
    private static let kasonFullMoon = YearlyDates(years: 1939...2100, month: 4, day: 22, letters:
        "kCrgAodxmatiCqfzoGvkDrgApdxmFtiCrfynGujDsgApIwlFuiBqfynGvjDshzoIxlEtiBqfznGvkDsh" +
        "AoHwlEtiCqfynGvkDrgApHwlFtiBqeynGujDsgzoIwlEthBqfynGvjDshzoHwkEtiBqfymGvkCrgAoHw" +
        "lF")
    /// The full moon of Waso; Thadingyut, Tazaungmon and Pyatho follow at fixed distances.
    private static let wasoFullMoon = YearlyDates(years: 1939...2100, month: 7, day: 2, letters:
        "CqfzocwlashBqeynGujCrfzodwlEthBqfxmFuiCrgzoHwkEtiApeymFujCrgznHwlDshBpeynFujDrgz" +
        "oGvkEshBqexmGujCrfzoHvkEthApexmFuiCrgynHwkDshApeymFujCrgznGvkDshBpexmFujCqfzoGvk" +
        "E.")

    @Test("the full moons agree with python-holidays in every year of 1939-2100")
    func fullMoonsAgreeWithPythonHolidays() {
        let series: [(YearlyDates, BurmeseCalendar.Month, Int)] = [
            (Self.kasonFullMoon, .kason, 15),
            (Self.wasoFullMoon, .waso, 15),
            (Self.wasoFullMoon.from(month: 9, day: 29), .thadingyut, 15),
            (Self.wasoFullMoon.from(month: 10, day: 14), .tazaungmon, 1),
            (Self.wasoFullMoon.from(month: 10, day: 28), .tazaungmon, 15),
        ]
        for (dates, month, day) in series {
            expectListedYears(dates, "\(month) \(day)") { year in
                BurmeseCalendar.dayNumbers(month: month, day: day, inGregorianYear: year)
            }
        }
        // Pyatho begins in December or January: by the Burmese year, not the Gregorian one.
        expectListedYears(Self.wasoFullMoon.from(month: 12, day: 12), "pyatho 1") { year in
            [BurmeseCalendar.dayNumber(of: Date(year: year - 638, month: .pyatho, day: 1))].compactMap { $0 }
        }
        // The full moon of Tabaung ends the year: by the Gregorian year it falls in, 1940-2100.
        let tabaung = YearlyDates(years: 1940...2100, month: 2, day: 23, letters: String(Self.wasoFullMoon.letters.dropLast()))
        expectListedYears(tabaung, "tabaung 15") { year in
            BurmeseCalendar.dayNumbers(month: .tabaung, day: 15, inGregorianYear: year)
        }
    }

    // Thingyan's Akya and Atat days, python-holidays 0.108, 1939-2100.
    private static let akya = YearlyDates(years: 1939...2100, month: 4, day: 13, letters:
        "baaabaaabaaabaaabaaabaaabaabbaabbaabbaabbaabbaabbaabbaabbabbbabbbabbbabbbabbbabb" +
        "babbbbbbbbbbbbbbbbbbbbbbbbbbbbbbcbbbcbbbcbbbcbbbcbbbcbbbcbbbcbbccbbccbbccbbccbbc" +
        "cc")
    private static let atat = YearlyDates(years: 1939...2100, month: 4, day: 15, letters:
        "baaabaabbaabbaabbaabbaabbaabbaabbaabbabbbabbbabbbabbbabbbabbbabbbbbbbbbbbbbbbbbb" +
        "bbbbbbbbbbbbbbbbcbbbcbbbcbbbcbbbcbbbcbbbcbbccbbccbbccbbccbbccbbccbbccbcccbcccbcc" +
        "cc")

    @Test("Thingyan agrees with python-holidays in every year of 1939-2100")
    func thingyanAgreesWithPythonHolidays() {
        expectListedYears(Self.akya, "Akya day") { year in
            [BurmeseCalendar.thingyan(inGregorianYear: year)?.akya].compactMap { $0 }
        }
        expectListedYears(Self.atat, "Atat day") { year in
            [BurmeseCalendar.thingyan(inGregorianYear: year)?.atat].compactMap { $0 }
        }
        #expect(BurmeseCalendar.thingyan(inGregorianYear: 1938) == nil)
        #expect(BurmeseCalendar.thingyan(inGregorianYear: 2101) == nil)
    }

    @Test("outside the years it knows, the calendar answers nothing")
    func knownYears() {
        #expect(BurmeseCalendar.knownYears == 1939...2100)
        #expect(BurmeseCalendar.date(dayNumber: gregorian("1939-03-20")) == Date(year: 1301, month: .tagu, day: 1))
        #expect(BurmeseCalendar.date(dayNumber: gregorian("1939-03-19")) == nil)
        #expect(BurmeseCalendar.dayNumber(of: Date(year: 1300, month: .tabaung, day: 15)) == nil)
        #expect(BurmeseCalendar.yearType(1463) == nil)
        #expect(BurmeseCalendar.dayNumbers(month: .kason, day: 15, inGregorianYear: 2101) == [])
    }

    @Test("every day of 1940-2100 converts there and back")
    func roundTrips() {
        expectRoundTrips(BurmeseCalendar.self, over: gregorian("1940-01-01")...gregorian("2100-12-31"))
    }
}
