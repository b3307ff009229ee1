import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Sinhala poya days")
struct SinhalaPoyaTests {
    // Sri Lanka's 2024 and 2025 poya days (Ministry of Public Administration lists).
    @Test("Sri Lanka's poya days, 2024 and 2025", arguments: [
        (SinhalaPoya.duruthu, "2024-01-25"), (.vesak, "2024-05-23"), (.poson, "2024-06-21"),
        (.esala, "2024-07-20"), (.unduvap, "2024-12-14"),
        (.duruthu, "2025-01-13"), (.vesak, "2025-05-12"), (.poson, "2025-06-10"),
    ])
    func published(poya: SinhalaPoya, expected: String) {
        let day = gregorian(expected)
        #expect(poya.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    /// holidays.calendars.sinhala, python-holidays 0.108, 2003-2026 (Duruthu apart).
    private static let tables: [SinhalaPoya: YearlyDates] = [
        .nawam: YearlyDates(years: 2003...2026, month: 1, day: 29, letters:
            "shzodwlatjBqfymcvkCshzod"),
        .medin: YearlyDates(years: 2003...2026, month: 2, day: 28, letters:
            "shzodwkatiAqfxmbukCrgznc"),
        .bak: YearlyDates(years: 2003...2026, month: 3, day: 29, letters:
            "shzpevlatiBqfxmcvjCshzod"),
        .vesak: YearlyDates(years: 2003...2026, month: 4, day: 29, letters:
            "qfyncujCsgzpewlatiBqgync"),
        .poson: YearlyDates(years: 2003...2026, month: 6, day: 2, letters:
            "matjCqfxncvkargzodwmbtiB"),
        .esala: YearlyDates(years: 2003...2026, month: 7, day: 2, letters:
            "latiBpexmbukDrgzocvlEsiB"),
        .nikini: YearlyDates(years: 2003...2026, month: 8, day: 1, letters:
            "kCsiBpexmatjCqgyncvkDshA"),
        .binara: YearlyDates(years: 2003...2026, month: 9, day: 1, letters:
            "jBqgzndvkCshApexmatjCqgz"),
        .vap: YearlyDates(years: 2003...2026, month: 10, day: 3, letters:
            "gyodwlatiApfymcvkBrgzodw"),
        .il: YearlyDates(years: 2003...2026, month: 11, day: 2, letters:
            "gyndwkatizpexmbukBqfyndw"),
        .unduvap: YearlyDates(years: 2003...2026, month: 12, day: 1, letters:
            "hzodwlatjApfxmcvkCrgzndw"),
    ]

    @Test("the tables agree with python-holidays 0.108 in every year of 2003-2026")
    func tablesAgreeWithPythonHolidays() {
        #expect(Set(Self.tables.keys).union([.duruthu]) == Set(SinhalaPoya.allCases))
        for (poya, dates) in Self.tables.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            #expect(poya.knownYears == 2003...2026)
            expectEveryYear(dates, "\(poya)") { poya.dayNumbers(inGregorianYear: $0) }
        }
    }

    // python-holidays 0.108: Duruthu Poya fell on 31 December 2009, so 2009 has two and
    // 2010 none.
    @Test("Duruthu Poya, twice in 2009 and not in 2010")
    func duruthu() {
        let expected = [
            "2003-01-17", "2004-01-07", "2005-01-24", "2006-01-13", "2007-01-03", "2008-01-22",
            "2009-01-10", "2009-12-31", "2011-01-19", "2012-01-08", "2013-01-26", "2014-01-15",
            "2015-01-04", "2016-01-23", "2017-01-12", "2018-01-01", "2019-01-20", "2020-01-10",
            "2021-01-28", "2022-01-17", "2023-01-06", "2024-01-25", "2025-01-13", "2026-01-03",
        ]
        #expect(SinhalaPoya.duruthu.knownYears == 2003...2026)
        #expect(SinhalaPoya.duruthu.knownYears.flatMap { SinhalaPoya.duruthu.dayNumbers(inGregorianYear: $0) }
                == expected.map(gregorian))
        #expect(SinhalaPoya.duruthu.dayNumbers(inGregorianYear: 2010) == [])
        #expect(SinhalaPoya.vesak.dayNumbers(inGregorianYear: 2027) == [])
    }
}
