import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bermuda: the Public Holidays Act 1947 as amended")
struct BermudaTests {
    let bm = RegionRegistry.region(code: "BM")!

    @Test("2026 exactly; known from 1950")
    func year2026() {
        #expect(bm.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-05-22 Bermuda Day",
            "2026-06-15 National Heroes Day",
            "2026-07-30 Emancipation Day",
            "2026-07-31 Mary Prince Day",
            "2026-09-07 Labour Day",
            "2026-11-11 Remembrance Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(bm.holidays(year: 1949).isEmpty)
        #expect(!bm.holidays(year: 1950).isEmpty)
        #expect(bm.firstWeekday == .monday)
    }

    @Test("Bermuda Day's dates, the Queen's Birthday until 2008, National Heroes Day from 2008, Cup Match renamed")
    func history() {
        #expect(bm.dates(of: "Bermuda Day", year: 2017) == ["2017-05-24"])
        #expect(bm.dates(of: "Bermuda Day", year: 2018) == ["2018-05-25"])
        #expect(bm.dates(of: "Bermuda Day", year: 2019) == ["2019-05-24"])
        #expect(bm.dates(of: "Bermuda Day", year: 2020) == ["2020-05-29"])
        #expect(bm.dates(of: "Bermuda Day", year: 2021) == ["2021-05-28"])
        #expect(bm.dates(of: "Queen's Birthday", year: 1999) == ["1999-06-21"])
        #expect(bm.dates(of: "Queen's Birthday", year: 2000) == ["2000-06-12"])
        #expect(bm.dates(of: "Queen's Birthday", year: 2009) == [])
        #expect(bm.dates(of: "National Heroes Day", year: 2008) == ["2008-10-13"])
        #expect(bm.dates(of: "National Heroes Day", year: 2009) == ["2009-06-15"])
        #expect(bm.dates(of: "Cup Match Day", year: 1999) == ["1999-07-29"])
        #expect(bm.dates(of: "Emancipation Day", year: 2000) == ["2000-08-03"])
        #expect(bm.dates(of: "Somers Day", year: 2019) == ["2019-08-02"])
        #expect(bm.dates(of: "Mary Prince Day", year: 2020) == ["2020-07-31"])
    }
}
