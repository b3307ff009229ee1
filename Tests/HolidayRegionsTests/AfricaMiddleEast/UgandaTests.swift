import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Uganda: the Public Holidays Act, its added days, the Eids and the 2026 election days")
struct UgandaTests {
    let ug = RegionRegistry.region(code: "UG")!

    @Test("2026 exactly: the election days, no substitute for Women's Day on a Sunday")
    func year2026() {
        #expect(ug.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-15 General Elections",
            "2026-01-16 General Elections",
            "2026-01-26 NRM Liberation Day",
            "2026-02-16 Archbishop Janani Luwum Day",
            "2026-03-08 Women's Day",
            "2026-03-20 Eid al-Fitr",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-27 Eid al-Adha",
            "2026-06-03 Uganda Martyrs' Day",
            "2026-06-09 National Heroes' Day",
            "2026-10-09 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    @Test("The added days' first years: Liberation Day 1987, Heroes' Day 2001, Janani Luwum Day 2016")
    func addedDays() {
        #expect(ug.names(on: "1986-01-26").isEmpty)
        #expect(ug.names(on: "1987-01-26") == ["NRM Liberation Day"])
        #expect(ug.names(on: "2000-06-09").isEmpty)
        #expect(ug.names(on: "2001-06-09") == ["National Heroes' Day"])
        #expect(ug.names(on: "2015-02-16").isEmpty)
        #expect(ug.names(on: "2016-02-16") == ["Archbishop Janani Luwum Day"])
    }

    @Test("No sighting table: the Eids are estimated; Saturday-Sunday weekend; known from 1963")
    func eidsAndWeekend() throws {
        #expect(try #require(ug.holiday("Eid al-Adha", on: "2026-05-27")).isEstimated)
        #expect(ug.weekend.current == .saturdaySunday)
        #expect(ug.firstWeekday == .monday)
        #expect(ug.holidays(year: 1962).isEmpty)
        #expect(ug.names(on: "1963-10-09") == ["Independence Day"])
        #expect(ug.holidays(in: DateRange(day: day("2026-06-03")), language: "sw").map(\.localName) == ["Siku ya Mashahidi wa Uganda"])
    }
}
