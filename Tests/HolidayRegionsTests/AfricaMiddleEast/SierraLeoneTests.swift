import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Sierra Leone: weekend holidays giving the next working day")
struct SierraLeoneTests {
    let sl = RegionRegistry.region(code: "SL")!

    @Test("2024 exactly: four holidays on Saturdays and Sundays")
    func year2024() {
        #expect(sl.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-02-18 Armed Forces Day",
            "2024-02-19 Armed Forces Day (observed)",
            "2024-03-08 International Women's Day",
            "2024-03-29 Good Friday",
            "2024-04-01 Easter Monday",
            "2024-04-10 Eid al-Fitr",
            "2024-04-27 Independence Day",
            "2024-04-29 Independence Day (observed)",
            "2024-05-01 International Workers' Day",
            "2024-06-16 Eid al-Adha",
            "2024-06-17 Eid al-Adha (observed)",
            "2024-09-15 Prophet's Birthday",
            "2024-09-16 Prophet's Birthday (observed)",
            "2024-12-25 Christmas Day",
            "2024-12-26 Boxing Day",
        ])
    }

    @Test("Christmas and Boxing Day on a weekend chain to Monday and Tuesday")
    func chained() {
        #expect(sl.names(on: "2021-12-27") == ["Christmas Day (observed)"])
        #expect(sl.names(on: "2021-12-28") == ["Boxing Day (observed)"])
    }

    @Test("Eid al-Adha of 31 December 2006 gives no day in January 2007, as python-holidays 0.108 has it")
    func eid2006() {
        #expect(sl.names(on: "2006-12-31") == ["Eid al-Adha"])
        #expect(sl.names(on: "2007-01-02").isEmpty)
    }

    @Test("Armed Forces Day from 2002, Women's Day from 2018")
    func laterDays() {
        #expect(sl.names(on: "2001-02-18").isEmpty)
        #expect(sl.names(on: "2002-02-18") == ["Armed Forces Day"])
        #expect(sl.names(on: "2017-03-08").isEmpty)
        #expect(sl.names(on: "2018-03-08") == ["International Women's Day"])
    }

    @Test("Observed dates: Eid al-Fitr 2019 a day after Umm al-Qura, confirmed")
    func observedCalendar() throws {
        #expect(try !#require(sl.holiday("Eid al-Fitr", on: "2019-06-05")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1962")
    func weekendAndKnown() {
        #expect(sl.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(sl.holidays(year: 1961).isEmpty)
        #expect(sl.names(on: "1962-04-27") == ["Independence Day"])
    }
}
