import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Easter computus")
struct ComputusTests {
    /// The "Anonymous Gregorian algorithm" (Meeus/Jones/Butcher), a different derivation
    /// from the engine's (Oudin's), so one cannot share the other's mistake.
    static func meeusGregorian(_ year: Int) -> CivilDate {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDate(year: year, month: month, day: day)!
    }

    @Test("Gregorian Easter agrees with Meeus/Jones/Butcher for every year 1583-4099")
    func everyYear() {
        var mismatches: [Int] = []
        for year in 1583...4099 where Computus.gregorian.easter(in: year) != Self.meeusGregorian(year) {
            mismatches.append(year)
        }
        #expect(mismatches.isEmpty)
    }

    @Test("Gregorian Easter is always a Sunday from March 22 to April 25")
    func bounds() {
        for year in 1583...4099 {
            let easter = Computus.gregorian.easter(in: year)
            #expect(easter.weekday == .sunday)
            #expect(easter >= CivilDate(year: year, month: 3, day: 22)!)
            #expect(easter <= CivilDate(year: year, month: 4, day: 25)!)
        }
    }

    @Test("Known Western Easter dates", arguments: [
        "1583-04-10", "1600-04-02", "1700-04-11", "1800-04-13", "1818-03-22", "1886-04-25",
        "1900-04-15", "1943-04-25", "1954-04-18", "1961-04-02", "2000-04-23", "2008-03-23",
        "2011-04-24", "2019-04-21", "2024-03-31", "2025-04-20", "2026-04-05", "2027-03-28",
        "2038-04-25", "2049-04-18", "2100-03-28", "2285-03-22", "3000-04-13", "4099-04-19",
    ])
    func knownGregorian(date: String) {
        let expected = day(date)
        #expect(Computus.gregorian.easter(in: expected.year) == expected)
    }

    @Test("Known Orthodox Easter dates, on the Gregorian calendar", arguments: [
        "1950-04-09", "2010-04-04", "2019-04-28", "2020-04-19", "2021-05-02", "2022-04-24",
        "2023-04-16", "2024-05-05", "2025-04-20", "2026-04-12", "2027-05-02", "2100-05-02",
    ])
    func knownJulian(date: String) {
        let expected = day(date)
        #expect(Computus.julian.easter(in: expected.year) == expected)
    }

    @Test("Orthodox Easter is a Sunday, never before Western Easter")
    func julianBounds() {
        for year in 1900...2100 {
            let orthodox = Computus.julian.easter(in: year)
            #expect(orthodox.weekday == .sunday)
            #expect(orthodox >= Computus.gregorian.easter(in: year))
        }
    }

    @Test("Easter-relative rules")
    func relativeRules() {
        #expect(DateRule.easter(-47).date(in: 2026) == day("2026-02-17"))
        #expect(DateRule.easter(-46).date(in: 2026) == day("2026-02-18"))
        #expect(DateRule.easter(-2).date(in: 2026) == day("2026-04-03"))
        #expect(DateRule.easter(39).date(in: 2026) == day("2026-05-14"))
        #expect(DateRule.easter(49).date(in: 2026) == day("2026-05-24"))
        #expect(DateRule.orthodoxEaster(-2).date(in: 2024) == day("2024-05-03"))
    }
}
