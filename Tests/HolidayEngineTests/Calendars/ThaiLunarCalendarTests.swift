import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Thai lunar calendar")
struct ThaiLunarCalendarTests {
    private typealias Date = ThaiLunarCalendar.Date

    // Thailand's Buddhist holidays as the Cabinet announced them for 2024, 2025 and 2026
    // (2026 is an athikamat year: Makha Bucha and Visakha Bucha a month later, Asarnha
    // Bucha in the second eighth month).
    @Test("Thailand's announced Buddhist holidays, 2024-2026", arguments: [
        (ThaiLunarCalendar.Festival.makhaBucha, "2024-02-24"), (.visakhaBucha, "2024-05-22"),
        (.asarnhaBucha, "2024-07-20"), (.khaoPhansa, "2024-07-21"), (.okPhansa, "2024-10-17"),
        (.loyKrathong, "2024-11-15"),
        (.makhaBucha, "2025-02-12"), (.visakhaBucha, "2025-05-11"), (.asarnhaBucha, "2025-07-10"),
        (.khaoPhansa, "2025-07-11"),
        (.makhaBucha, "2026-03-03"), (.visakhaBucha, "2026-05-31"), (.asarnhaBucha, "2026-07-29"),
        (.khaoPhansa, "2026-07-30"),
    ])
    func thailand(festival: ThaiLunarCalendar.Festival, expected: String) {
        let day = gregorian(expected)
        #expect(ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: CivilDate(dayNumber: day).year) == day)
    }

    // Cambodia's 2025 public holidays (Royal Government sub-decree): Meak Bochea, Visak
    // Bochea, the Royal Ploughing Ceremony, Pchum Ben's main day, Bon Om Touk's full moon.
    @Test("Cambodia's 2025 holidays", arguments: [
        (ThaiLunarCalendar.Festival.makhaBucha, "2025-02-12"), (.visakhaBucha, "2025-05-11"),
        (.preahNeangkoal, "2025-05-15"), (.pchumBen, "2025-09-22"), (.loyKrathong, "2025-11-05"),
    ])
    func cambodia(festival: ThaiLunarCalendar.Festival, expected: String) {
        #expect(ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: 2025, tradition: .khmer) == gregorian(expected))
    }

    /// Makha Bucha in Thailand (the fourth month in an athikamat year).
    private static let thaiMakhaBucha = YearlyDates(years: 1914...2157, month: 1, day: 24, letters:
        "qJznGwODsKAoHxPEuMCqJzoGwOEsKASHxPFtMCrJzoGvOEtKApIxPFuLBrJyoGwNDsLApHxOEtMBqJzQ" +
        "GvNCsKApHxPEtMCqJzRGvNDsKApHxPFtMCrIyQGvNDtKApHwmEuLBrJyQGvNDsLApIymEuMBTJzQGvOD" +
        "VLASIxPEWMCTJzRGvNDsKASHxPFXNCVKzRHvlatiAqIxnFvjCsKzoHxlDtLAqIynFvkBrhzoGwmDtLBp" +
        "IynE")
    /// Visakha Bucha in Thailand; Atthami Bucha is 8 days later.
    private static let thaiVisakhaBucha = YearlyDates(years: 1914...2157, month: 4, day: 22, letters:
        "qKynHwODsLzoIxPEuNBqKznHwPDsLASHxQEtNCqKzoGvPEsLApIxQFtMBrJyoHvODsLApIwPEtMBqKyR" +
        "GvNCsLzpIxPEtNBqKzRGvOCsLAoIxQEtNCqJyRFvODsLApHwmFtMBrJyRGuODsLApJxmFuMBUJyRGvOD" +
        "WLzTIxPEXMBUJzRGvOCsLASHxQFYNCVKzSGvlatiBqIxnGujDsKzoIwlEtLAqJxnGvjCrhzoHwlEtMAp" +
        "JymF")
    /// Meak Bochea in Cambodia and Laos (always the third month).
    private static let khmerMakhaBucha = YearlyDates(years: 1914...2157, month: 1, day: 14, letters:
        "AqJxnGvNCrKyoHwOEtMAqJynGvOCrKzRHwPDtMBqJynFvODrKzpHwPEsLBqIynGuNCsKzoHvODtLAqJx" +
        "QFuMCrKzoHwODtMAqJyQFuNCrKzoHwPDtMBpIxQFuNDrKzoGwlEsLBqIxQFuNCsKzpIwlEtLATJxQFvN" +
        "CVKzSHwODWMATJyQFuNCrKzRHwPEXMCUJyRFvkashApHxmFtjCrJyoHvkDsKApIxmFuiBrgynGwkDsLz" +
        "pIxl")
    /// Visak Bochea in Cambodia and Laos; Preah Neangkoal and Atthami Bucha 4 and 8 days later.
    private static let khmerVisakhaBucha = YearlyDates(years: 1914...2157, month: 4, day: 11, letters:
        "BrJyoHvODsKzpIwPFuMBrKyoHwODsLzSIxPEuNBrKznGwPDsLApIxQEtMCqJzoGvODsLApHwPEtMBrJy" +
        "RGuNDsKApIwPEuMBrKyRGvNDsLzpIxPEuNBqJyQGvODsLAoHxmEtMCqJyRFvODsLAqIxmFtMBUJyRGvO" +
        "DWKATIwPEXMBUKyRGvNDsLzSIxQFYNCVKzRGwlatiBpIynFukDrKzpHwlEsLBqIynGujCsgzoHwlEtLA" +
        "qJxm")
    /// Asarnha Bucha; the festivals of the eighth to twelfth months at fixed distances.
    private static let asarnhaBucha = YearlyDates(years: 1914...2157, month: 6, day: 21, letters:
        "qJxnGvNCrKyoHwOEtMAqJynGvOCrKzRHwPDtMBqJynFvODrKzpHwPEsLBqIynGuNCsKzoHvODtLAqJxQ" +
        "FuMCrKzoHwODtMAqJyQFuNCrKzoHwPDtMBpIxQFuNDrKzoGwlEsLBqIxQFuNCsKzpIwlEtLATJxQFvNC" +
        "VKzSHwODWMATJyQFuNCrKzRHwPEXMCUJyRFvkashApHxmFtjCrJyoHvkDsKApIxmFuiBrgynGwkDsLzp" +
        "IxlE")

    @Test("every festival agrees with python-holidays 0.108 in every year of 1914-2157")
    func festivalsAgreeWithPythonHolidays() {
        typealias Festival = ThaiLunarCalendar.Festival
        let expected: [(Festival, ThaiLunarCalendar.Tradition, YearlyDates)] = [
            (.makhaBucha, .thai, Self.thaiMakhaBucha),
            (.visakhaBucha, .thai, Self.thaiVisakhaBucha),
            (.atthamiBucha, .thai, Self.thaiVisakhaBucha.from(month: 4, day: 30)),
            (.makhaBucha, .khmer, Self.khmerMakhaBucha),
            (.visakhaBucha, .khmer, Self.khmerVisakhaBucha),
            (.preahNeangkoal, .khmer, Self.khmerVisakhaBucha.from(month: 4, day: 15)),
            (.atthamiBucha, .khmer, Self.khmerVisakhaBucha.from(month: 4, day: 19)),
            (.asarnhaBucha, .thai, Self.asarnhaBucha),
            (.khaoPhansa, .thai, Self.asarnhaBucha.from(month: 6, day: 22)),
            (.bounHawKhaoPadapdin, .thai, Self.asarnhaBucha.from(month: 8, day: 4)),
            (.bounHawKhaoSalark, .thai, Self.asarnhaBucha.from(month: 8, day: 19)),
            (.pchumBen, .thai, Self.asarnhaBucha.from(month: 9, day: 3)),
            (.okPhansa, .thai, Self.asarnhaBucha.from(month: 9, day: 18)),
            (.bounSuangHeua, .thai, Self.asarnhaBucha.from(month: 9, day: 19)),
            (.loyKrathong, .thai, Self.asarnhaBucha.from(month: 10, day: 17)),
        ]
        for (festival, tradition, dates) in expected {
            expectEveryYear(dates, "\(festival), \(tradition)") { year in
                [ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: year, tradition: tradition)]
                    .compactMap { $0 }
            }
        }
        // The festivals after Visakha Bucha do not depend on the tradition.
        for festival in Festival.allCases.dropFirst(4) {
            let thai = ThaiLunarCalendar.knownYears.map {
                ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: $0, tradition: .thai)
            }
            let khmer = ThaiLunarCalendar.knownYears.map {
                ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: $0, tradition: .khmer)
            }
            #expect(thai == khmer, "\(festival)")
        }
    }

    @Test("the three year types")
    func yearTypes() {
        // 2024 pakatimat, 2025 athikawan (the seventh month has 30 days), 2026 athikamat.
        #expect(ThaiLunarCalendar.yearType(2024) == .pakatimat)
        #expect(ThaiLunarCalendar.yearType(2025) == .athikawan)
        #expect(ThaiLunarCalendar.yearType(2026) == .athikamat)
        #expect(ThaiLunarCalendar.dayNumber(of: Date(year: 2025, month: .seventh, day: 30)) != nil)
        #expect(ThaiLunarCalendar.dayNumber(of: Date(year: 2024, month: .seventh, day: 30)) == nil)
        #expect(ThaiLunarCalendar.dayNumber(of: Date(year: 2025, month: .secondEighth, day: 1)) == nil)
        // The second eighth month follows the eighth: 1 of 8/8 2026 is 30 days after 1 of 8.
        let eighth = ThaiLunarCalendar.dayNumber(of: Date(year: 2026, month: .eighth, day: 1))
        let secondEighth = ThaiLunarCalendar.dayNumber(of: Date(year: 2026, month: .secondEighth, day: 1))
        #expect(eighth.map { $0 + 30 } == secondEighth)
        // A year's length is the distance between its first days.
        for year in [2024, 2025, 2026] {
            let first = ThaiLunarCalendar.dayNumber(of: Date(year: year, month: .first, day: 1))!
            let next = ThaiLunarCalendar.dayNumber(of: Date(year: year + 1, month: .first, day: 1))!
            #expect(next - first == ThaiLunarCalendar.yearType(year)!.length)
        }
        // 1 Month 1 of 2025 was 1 December 2024.
        #expect(ThaiLunarCalendar.date(dayNumber: gregorian("2024-12-01")) == Date(year: 2025, month: .first, day: 1))
    }

    @Test("a date of the second month can fall twice in a Gregorian year")
    func twiceInAYear() {
        // The second month of 2025 began on 30 December 2024; that of 2026 on 20 December 2025.
        #expect(ThaiLunarCalendar.dayNumbers(month: .second, day: 10, inGregorianYear: 2025)
            == [gregorian("2025-01-08"), gregorian("2025-12-29")])
        #expect(ThaiLunarCalendar.dayNumbers(month: .secondEighth, day: 15, inGregorianYear: 2025) == [])
    }

    // python-holidays 0.108's Buddhist sabbaths: Thailand's weekend from October 1956 to
    // October 1957 was Sunday and these days.
    @Test("the uposatha days", arguments: [
        (1956, 50, "1956-01-05", "1956-12-31"), (1957, 49, "1957-01-08", "1957-12-29"),
        (2024, 50, "2024-01-04", "2024-12-29"),
    ])
    func uposatha(year: Int, count: Int, first: String, last: String) {
        let days = ThaiLunarCalendar.uposathaDays(inGregorianYear: year)
        #expect(days.count == count)
        #expect(days.first == gregorian(first))
        #expect(days.last == gregorian(last))
        #expect(days == days.sorted())
        // Every one is a full moon, a half moon, or the new moon that ends a month.
        for day in days {
            let date = ThaiLunarCalendar.date(dayNumber: day)!
            let next = ThaiLunarCalendar.date(dayNumber: day + 1)!
            #expect([8, 15, 23].contains(date.day) || next.day == 1, "\(CivilDate(dayNumber: day))")
        }
    }

    @Test("the new moon days of 2024's first months end months of 29 and 30 days")
    func uposathaNewMoons() {
        // python-holidays 0.108: 2024 began on 13 December 2023, so its first month (29 days)
        // ended on 10 January and its second (30 days) on 9 February.
        let days = ThaiLunarCalendar.uposathaDays(inGregorianYear: 2024)
        #expect(Array(days.prefix(6)) == ["2024-01-04", "2024-01-10", "2024-01-18", "2024-01-25",
                                          "2024-02-02", "2024-02-09"].map(gregorian))
    }

    @Test("outside the years it knows, the calendar answers nothing")
    func knownYears() {
        #expect(ThaiLunarCalendar.knownYears == 1914...2157)
        #expect(ThaiLunarCalendar.date(dayNumber: gregorian("1913-11-28")) == Date(year: 1914, month: .first, day: 1))
        #expect(ThaiLunarCalendar.date(dayNumber: gregorian("1913-11-27")) == nil)
        #expect(ThaiLunarCalendar.date(dayNumber: gregorian("2157-12-01")) == Date(year: 2157, month: .twelfth, day: 30))
        #expect(ThaiLunarCalendar.date(dayNumber: gregorian("2157-12-02")) == nil)
        #expect(ThaiLunarCalendar.dayNumber(of: .makhaBucha, inGregorianYear: 1913) == nil)
        #expect(ThaiLunarCalendar.dayNumber(of: .loyKrathong, inGregorianYear: 2158) == nil)
        #expect(ThaiLunarCalendar.uposathaDays(inGregorianYear: 1900) == [])
    }

    @Test("every day of 1914-2157 converts there and back")
    func roundTrips() {
        expectRoundTrips(ThaiLunarCalendar.self, over: gregorian("1914-01-01")...gregorian("2157-12-01"))
    }
}
