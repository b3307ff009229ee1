import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Angola: the Sunday rule of 1996, the bridge days of 2018")
struct AngolaTests {
    let ao = RegionRegistry.region(code: "AO")!

    @Test("2025 exactly, with its bridge days")
    func year2025() {
        #expect(ao.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-02-03 Liberation War Day (bridge day)",
            "2025-02-04 Liberation War Day",
            "2025-03-03 Carnival Day (bridge day)",
            "2025-03-04 Carnival Day",
            "2025-03-08 International Women's Day",
            "2025-03-23 Southern Africa Liberation Day",
            "2025-04-04 Peace and National Reconciliation Day",
            "2025-04-18 Good Friday",
            "2025-05-01 International Workers' Day",
            "2025-05-02 International Workers' Day (bridge day)",
            "2025-09-17 National Heroes' Day",
            "2025-11-02 All Souls' Day",
            "2025-11-10 Independence Day (bridge day)",
            "2025-11-11 Independence Day",
            "2025-12-25 Christmas and Family Day",
            "2025-12-26 Christmas and Family Day (bridge day)",
        ])
    }

    @Test("Sunday to Monday from 27 September 1996 until 10 September 2018", arguments: [
        ("1996-02-05", false), ("2006-01-02", true), ("2018-02-05", true), ("2018-11-12", false),
    ])
    func sundays(date: String, kept: Bool) {
        #expect(ao.names(on: date).isEmpty != kept)
    }

    @Test("No Monday for New Year, All Souls' and Christmas 2011-2017; bridge days from 2018")
    func interrupted() {
        #expect(ao.names(on: "2012-01-02").isEmpty)
        #expect(ao.names(on: "2018-12-24") == ["Christmas and Family Day (bridge day)"])
        #expect(ao.names(on: "2018-12-31") == ["New Year's Day (bridge day)"])
    }

    @Test("Names and days over the years")
    func history() {
        #expect(ao.names(on: "1995-12-25") == ["Family Day"])
        #expect(ao.names(on: "2000-12-25") == ["Christmas Day"])
        #expect(ao.names(on: "1991-12-10") == ["MPLA Foundation Day"])
        #expect(ao.names(on: "1992-12-10").isEmpty)
        #expect(ao.names(on: "2010-05-25") == ["Africa Day"])
        #expect(ao.names(on: "2011-05-25").isEmpty)
        #expect(ao.names(on: "2017-08-23") == ["General Election Day"])
        #expect(ao.holidays(year: 1974).isEmpty)
        #expect(ao.holiday("Independence Day", on: "2025-11-11")?.localName == "Dia da Independência Nacional")
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(ao.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
