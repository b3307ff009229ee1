import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Liberia: the Patriotic and Cultural Observances Law")
struct LiberiaTests {
    let lr = RegionRegistry.region(code: "LR")!

    @Test("2024 exactly: an inauguration year")
    func year2024() {
        #expect(lr.lines(year: 2024) == [
            "2024-01-01 Inauguration Day",
            "2024-01-01 New Year's Day",
            "2024-02-11 Armed Forces Day",
            "2024-03-13 Decoration Day",
            "2024-03-15 J. J. Roberts Memorial Birthday",
            "2024-04-12 Fasting and Prayer Day",
            "2024-05-14 National Unification and Integration Day",
            "2024-07-26 Independence Day",
            "2024-08-24 National Flag Day",
            "2024-11-07 Thanksgiving Day",
            "2024-11-29 Tubman Administration Goodwill Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Inauguration Day only in the years a President took office")
    func inauguration() {
        #expect(lr.dates(of: "Inauguration Day", year: 2018) == ["2018-01-01"])
        #expect(lr.dates(of: "Inauguration Day", year: 2006) == ["2006-01-02"])
        #expect(lr.dates(of: "Inauguration Day", year: 2025).isEmpty)
    }

    @Test("Unification Day from 1960; no weekend substitutes")
    func history() {
        #expect(lr.names(on: "1959-05-14").isEmpty)
        #expect(lr.names(on: "1960-05-14") == ["National Unification and Integration Day"])
        #expect(lr.names(on: "2021-07-26").isEmpty == false)
        #expect(lr.names(on: "2020-07-27").isEmpty)  // Independence Day 2020, a Sunday
    }

    @Test("Saturday-Sunday weekend; known from 1957")
    func weekendAndKnown() {
        #expect(lr.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(lr.holidays(year: 1956).isEmpty)
        #expect(lr.names(on: "1957-07-26") == ["Independence Day"])
    }
}
