import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Slovakia: state holidays and days of rest")
struct SlovakiaTests {
    let sk = RegionRegistry.region(code: "SK")!

    @Test("2026 exactly: the days of rest, and the state holidays worked that year")
    func year2026() {
        #expect(sk.lines(year: 2026) == [
            "2026-01-01 Day of the Establishment of the Slovak Republic",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-07-05 Saints Cyril and Methodius Day",
            "2026-08-29 Slovak National Uprising Anniversary",
            "2026-11-01 All Saints' Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(sk.lines(year: 2026, kinds: [.observance]) == [
            "2026-05-08 Day of Victory over Fascism",
            "2026-09-01 Constitution Day",
            "2026-09-15 Our Lady of Seven Sorrows",
            "2026-10-28 Day of the Establishment of the Independent Czecho-Slovak State",
            "2026-11-17 Struggle for Freedom and Democracy Day",
        ])
        #expect(sk.holidays(year: 2026).allSatisfy { $0.kind != .workday })
        #expect(sk.holiday("Epiphany", on: "2026-01-06")?.localName
            == "Zjavenie Pána (Traja králi a vianočný sviatok pravoslávnych kresťanov)")
    }

    @Test("Known from 1993; May 8 a day of rest from 1997; November 17 from 2001 to 2024")
    func history() {
        #expect(sk.holidays(year: 1992).isEmpty)
        #expect(sk.names(on: "1993-01-01") == ["Day of the Establishment of the Slovak Republic"])
        #expect(sk.names(on: "1996-05-08").isEmpty)
        #expect(sk.names(on: "1997-05-08") == ["Day of Victory over Fascism"])
        #expect(sk.names(on: "2000-11-17").isEmpty)
        #expect(sk.holiday("Struggle for Freedom and Democracy Day", on: "2001-11-17")?.kind == .public)
        #expect(sk.holiday("Struggle for Freedom and Democracy Day", on: "2024-11-17")?.kind == .public)
        #expect(sk.holiday("Struggle for Freedom and Democracy Day", on: "2025-11-17")?.kind == .observance)
    }

    @Test("Worked state holidays: Constitution Day from 2024, May 8 and September 15 in 2026 only")
    func worked() {
        #expect(sk.holiday("Constitution Day", on: "2023-09-01")?.kind == .public)
        #expect(sk.holiday("Constitution Day", on: "2024-09-01")?.kind == .observance)
        #expect(sk.holiday("Day of Victory over Fascism", on: "2025-05-08")?.kind == .public)
        #expect(sk.holiday("Day of Victory over Fascism", on: "2027-05-08")?.kind == .public)
        #expect(sk.holiday("Our Lady of Seven Sorrows", on: "2025-09-15")?.kind == .public)
        #expect(sk.holiday("Our Lady of Seven Sorrows", on: "2027-09-15")?.kind == .public)
        #expect(sk.names(on: "2020-10-28").isEmpty)
        #expect(sk.holiday("Day of the Establishment of the Independent Czecho-Slovak State", on: "2021-10-28")?.kind
            == .observance)
    }

    @Test("October 30, 2018 a state holiday once (§ 4a)")
    func declaration() {
        #expect(sk.names(on: "2018-10-30") == ["100th Anniversary of the Declaration of the Slovak Nation"])
        #expect(sk.names(on: "2019-10-30").isEmpty)
    }

    // Judged divergence: python-holidays 0.108 files the worked state holidays under its
    // "workday" category. They are working days that fall on weekdays and weekends alike; as
    // holical's workday kind, Sunday 1 September 2024 would count as a business day.
    @Test("A worked state holiday on a weekend is no business day; on a weekday it is one")
    func businessDays() {
        let calendar = BusinessCalendar(region: sk, years: 2024...2026)
        #expect(!calendar.isBusinessDay(day("2024-09-01")))  // Sunday
        #expect(calendar.isBusinessDay(day("2024-10-28")))  // Monday
        #expect(calendar.isBusinessDay(day("2026-05-08")))  // Friday
        #expect(!calendar.isBusinessDay(day("2025-05-08")))  // Thursday, a day of rest
        #expect(calendar.workedWeekendDays.isEmpty)
    }
}
