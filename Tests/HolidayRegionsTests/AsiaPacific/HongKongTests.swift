import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Hong Kong: statutory holidays (Employment Ordinance) and general holidays (Cap. 149)")
struct HongKongTests {
    let hk = RegionRegistry.region(code: "HK")!

    @Test("2026 exactly: Easter Monday statutory, Good Friday still a general holiday")
    func year2026() {
        #expect(hk.lines(year: 2026, kinds: [.public, .optional]) == [
            "2026-01-01 New Year's Day",
            "2026-02-17 Chinese New Year",
            "2026-02-18 The second day of Chinese New Year",
            "2026-02-19 The third day of Chinese New Year",
            "2026-04-03 Good Friday",
            "2026-04-04 The day following Good Friday",
            "2026-04-05 Tomb-Sweeping Day",
            "2026-04-06 Easter Monday",
            "2026-04-06 The day following Tomb-Sweeping Day",
            "2026-04-07 Tomb-Sweeping Day (observed)",
            "2026-04-07 The day following Easter Monday",
            "2026-05-01 Labor Day",
            "2026-05-24 The Buddha's Birthday",
            "2026-05-25 The Buddha's Birthday (observed)",
            "2026-05-25 The day following the Buddha's Birthday",
            "2026-06-19 Dragon Boat Festival",
            "2026-07-01 Hong Kong S.A.R. Establishment Day",
            "2026-09-26 The day following Mid-Autumn Festival",
            "2026-10-01 National Day",
            "2026-10-18 Double Ninth Festival",
            "2026-10-19 Double Ninth Festival (observed)",
            "2026-10-19 The day following Double Ninth Festival",
            "2026-12-25 Christmas Day",
            "2026-12-26 The first weekday after Christmas Day",
        ])
        #expect(hk.holiday("Good Friday", on: "2026-04-03")?.kind == .optional)
        #expect(hk.holiday("Easter Monday", on: "2026-04-06")?.kind == .public)
        #expect(hk.holiday("Chinese New Year", on: "2026-02-17")?.localName == "農曆年初一")
    }

    @Test("The 2021 amendment: Easter Monday from 2026, Good Friday 2028, the day after it 2030, December 26 from 2024")
    func amendment2021() {
        #expect(hk.holiday("Easter Monday", on: "2025-04-21")?.kind == .optional)
        #expect(hk.holiday("Good Friday", on: "2027-03-26")?.kind == .optional)
        #expect(hk.holiday("Good Friday", on: "2028-04-14")?.kind == .public)
        #expect(hk.holiday("The day following Good Friday", on: "2029-03-31")?.kind == .optional)
        #expect(hk.holiday("The day following Good Friday", on: "2030-04-20")?.kind == .public)
        #expect(hk.holiday("The first weekday after Christmas Day", on: "2023-12-26")?.kind == .optional)
        #expect(hk.holiday("The first weekday after Christmas Day", on: "2024-12-26")?.kind == .public)
        // Christmas on a Sunday (2022): the first and second weekdays after it.
        #expect(hk.names(on: "2022-12-26") == ["Christmas Day (observed)", "The first weekday after Christmas Day"])
        #expect(hk.names(on: "2022-12-27") == ["The second weekday after Christmas Day"])
    }

    @Test("The Lunar New Year from 1983: the Eve (until 2011) or the fourth day (from 2012) for a Sunday")
    func lunarNewYear() {
        // 1982: the first day on Monday January 25; 1983-style rules not yet.
        #expect(hk.dates(of: "Chinese New Year's Eve", year: 1982).isEmpty)
        // 2010: the first day on Sunday February 14: the Eve, the second and third days.
        #expect(hk.lines(year: 2010, kinds: [.public]).prefix(4) == [
            "2010-01-01 New Year's Day",
            "2010-02-13 Chinese New Year's Eve",
            "2010-02-15 The second day of Chinese New Year",
            "2010-02-16 The third day of Chinese New Year",
        ])
        // 2012: Monday January 23, no extra day; 2013: Sunday February 10, the fourth day.
        #expect(hk.dates(of: "The fourth day of Chinese New Year", year: 2012).isEmpty)
        #expect(hk.dates(of: "The fourth day of Chinese New Year", year: 2013) == ["2013-02-13"])
        #expect(hk.dates(of: "Chinese New Year", year: 2013).isEmpty)
    }

    @Test("The Mid-Autumn Festival's eras: the festival, the day after, and what a Sunday gives")
    func midAutumn() {
        // Until 1967 the festival itself; on a Sunday (1964) the day following it.
        #expect(hk.dates(of: "Mid-Autumn Festival", year: 1967) == ["1967-09-18"])
        #expect(hk.dates(of: "The day following Mid-Autumn Festival", year: 1964) == ["1964-09-21"])
        // From 1968 the day after the festival.
        #expect(hk.dates(of: "The day following Mid-Autumn Festival", year: 1968) == ["1968-10-07"])
        // The day after on a Sunday: the festival on the Saturday in 1995 (1983-2010), the
        // second day after it on the Monday in 2022.
        #expect(hk.names(on: "1995-09-09") == ["Mid-Autumn Festival"])
        #expect(hk.dates(of: "The day following Mid-Autumn Festival", year: 2022).isEmpty)
        #expect(hk.names(on: "2022-09-12") == ["The second day following Mid-Autumn Festival"])
    }

    @Test("National Day on the day after the Mid-Autumn Festival (2012): a substitute and a general holiday")
    func nationalDayOnAnotherHoliday() {
        #expect(hk.names(on: "2012-10-02") == ["National Day (observed)", "The day following National Day"])
        #expect(hk.names(on: "1998-10-02").contains("The day following National Day"))
        #expect(hk.names(on: "1999-10-02").isEmpty)
    }

    @Test("Before the statutory holidays (1963): general holidays only; the colony's days until 1996")
    func colony() {
        #expect(hk.lines(year: 1962, kinds: [.public]).isEmpty)
        #expect(hk.holiday("Christmas Day", on: "1962-12-25")?.kind == .optional)
        #expect(hk.holiday("Christmas Day", on: "1963-12-25")?.kind == .public)
        #expect(hk.dates(of: "Queen's Birthday", year: 1996) == ["1996-06-08", "1996-06-10"])
        #expect(hk.dates(of: "Queen's Birthday", year: 1998).isEmpty)
        #expect(hk.dates(of: "Monday after Pentecost", year: 1968).isEmpty)
    }

    @Test("Judged divergences: the Observatory's Double Ninth 2057 and Qingming 2100")
    func divergences() {
        // python-holidays: Sunday October 7, 2057 (a new moon ten seconds before midnight).
        #expect(hk.dates(of: "Double Ninth Festival", year: 2057) == ["2057-10-06"])
        // python-holidays: Sunday April 4, 2100 (its modulo-4 rule, estimated).
        #expect(hk.dates(of: "Tomb-Sweeping Day", year: 2100) == ["2100-04-05"])
    }

    @Test("The weekend is Sunday alone; Sunday is the first column")
    func weekend() {
        #expect(hk.weekend.mask(on: day("2026-01-03")) == .sundayOnly)
        #expect(hk.firstWeekday == .sunday)
        #expect(!hk.holidays(in: DateRange(years: 1950...1950)).isEmpty)
    }
}
