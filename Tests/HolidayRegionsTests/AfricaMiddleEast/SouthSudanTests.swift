import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("South Sudan: the Government's annual holiday calendars")
struct SouthSudanTests {
    let ss = RegionRegistry.region(code: "SS")!

    @Test("2025 exactly: Easter's four days, Christmas's three, the first day of each Eid")
    func year2025() {
        #expect(ss.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-09 Peace Agreement Day",
            "2025-03-31 Eid al-Fitr",
            "2025-04-18 Good Friday",
            "2025-04-19 Holy Saturday",
            "2025-04-20 Easter Sunday",
            "2025-04-21 Easter Monday",
            "2025-05-01 International Labour Day",
            "2025-05-16 SPLA Day",
            "2025-06-06 Eid al-Adha",
            "2025-07-09 Independence Day",
            "2025-07-30 Martyrs' Day",
            "2025-12-24 Christmas Eve",
            "2025-12-25 Christmas Day",
            "2025-12-26 Second Day of Christmas",
        ])
    }

    @Test("The Eids of the published calendars, and the years between them estimated", arguments: [
        ("Eid al-Fitr", "2018-06-14", false),  // a day before Umm al-Qura
        ("Eid al-Fitr", "2019-06-04", true),  // no calendar published for 2019
        ("Eid al-Fitr", "2020-05-22", false),  // two days before Umm al-Qura
        ("Eid al-Adha", "2021-07-18", false),  // two days before Umm al-Qura
        ("Eid al-Fitr", "2022-05-03", false),  // a day after Umm al-Qura
        ("Eid al-Adha", "2023-06-28", true),
        ("Eid al-Adha", "2024-06-16", true),
        ("Eid al-Fitr", "2025-03-31", false),  // a day after Umm al-Qura
        ("Eid al-Fitr", "2026-03-20", true),
    ])
    func eids(name: String, date: String, estimated: Bool) throws {
        let holiday = try #require(ss.holiday(name, on: date))
        #expect(holiday.isEstimated == estimated)
    }

    @Test("Saturday-Sunday weekend; known from 2012, the first whole year of independence")
    func weekendAndKnown() {
        #expect(ss.weekend.current == .saturdaySunday)
        #expect(ss.holidays(year: 2011).isEmpty)
        #expect(ss.names(on: "2012-07-09") == ["Independence Day"])
    }
}
