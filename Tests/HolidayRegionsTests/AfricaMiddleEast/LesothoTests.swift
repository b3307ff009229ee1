import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Lesotho: the Public Holidays Act 1995, Heroes' Day moved to Africa Day, the King's Birthday")
struct LesothoTests {
    let ls = RegionRegistry.region(code: "LS")!

    @Test("2025 exactly: no substitute days")
    func year2025() {
        #expect(ls.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-11 Moshoeshoe's Day",
            "2025-04-18 Good Friday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Workers' Day",
            "2025-05-25 Africa/Heroes Day",
            "2025-05-29 Ascension Day",
            "2025-07-17 King's Birthday",
            "2025-10-04 Independence Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("History: the King's Birthday on 2 May until 1997 and 17 July from 1998; Heroes Day until 2002")
    func history() {
        #expect(ls.names(on: "1997-05-02") == ["King's Birthday"])
        #expect(ls.names(on: "1997-07-17").isEmpty)
        #expect(ls.names(on: "1998-05-02").isEmpty)
        #expect(ls.names(on: "1998-07-17") == ["King's Birthday"])
        #expect(ls.names(on: "2002-04-04") == ["Heroes Day"])
        #expect(ls.names(on: "2002-05-25") == ["Africa Day"])
        #expect(ls.names(on: "2003-04-04").isEmpty)
        #expect(ls.names(on: "2003-05-25") == ["Africa/Heroes Day"])
        #expect(ls.holidays(year: 1995).isEmpty)
        #expect(ls.names(on: "2022-12-27").isEmpty)
    }
}
