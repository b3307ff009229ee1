import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Eswatini: the Public Holidays Act, Sunday substitutes from 2021")
struct EswatiniTests {
    let sz = RegionRegistry.region(code: "SZ")!

    @Test("2022 exactly: a Sunday gives the Monday, a Sunday Christmas the Tuesday")
    func year2022() {
        #expect(sz.lines(year: 2022) == [
            "2022-01-01 New Year's Day",
            "2022-04-15 Good Friday",
            "2022-04-18 Easter Monday",
            "2022-04-19 King's Birthday",
            "2022-04-25 National Flag Day",
            "2022-05-01 Worker's Day",
            "2022-05-02 Worker's Day (observed)",
            "2022-05-26 Ascension Day",
            "2022-07-22 Birthday of Late King Sobhuza",
            "2022-09-06 Independence Day",
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-27 Christmas Day (observed)",
        ])
    }

    @Test("Sunday substitutes from 2021 only; the King's Birthday on Easter Sunday gives the Tuesday")
    func substitutes() {
        // 2020: Independence Day on a Sunday, no Monday.
        #expect(sz.names(on: "2020-09-07").isEmpty)
        #expect(sz.names(on: "2021-09-06") == ["Independence Day"])
        #expect(sz.names(on: "2021-07-26").isEmpty)
        // Easter Sunday on 19 April (2071): the Tuesday.
        #expect(sz.names(on: "2071-04-20") == ["Easter Monday"])
        #expect(sz.names(on: "2071-04-21") == ["King's Birthday (observed)"])
        // A Sunday 19 April that is not Easter: the Monday (2026).
        #expect(sz.names(on: "2026-04-20") == ["King's Birthday (observed)"])
    }

    @Test("History: Flag Day from 1969, Sobhuza's birthday from 1983, the King's from 1987; Y2K days; known from 1968")
    func history() {
        #expect(sz.names(on: "1968-04-25").isEmpty)
        #expect(sz.names(on: "1969-04-25") == ["National Flag Day"])
        #expect(sz.names(on: "1982-07-22").isEmpty)
        #expect(sz.names(on: "1983-07-22") == ["Birthday of Late King Sobhuza"])
        #expect(sz.names(on: "1986-04-19").isEmpty)
        #expect(sz.names(on: "1987-04-19") == ["King's Birthday"])
        #expect(sz.names(on: "1999-12-31") == ["Y2K changeover"])
        #expect(sz.names(on: "2000-01-03") == ["Y2K changeover"])
        #expect(sz.holidays(year: 1967).isEmpty)
    }
}
