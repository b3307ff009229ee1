import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cook Islands public holidays")
struct CookIslandsTests {
    let ck = RegionRegistry.region(code: "CK")!

    @Test("2026 exactly")
    func year2026CK() {
        #expect(ck.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Day after New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-06-01 Sovereign's Birthday",
            "2026-07-03 Ra o te Ui Ariki",
            "2026-08-04 Constitution Day",
            "2026-10-26 Cook Islands Gospel Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("The islands' Gospel Days until 2011; Ra o te Ui Ariki from 2012")
    func history() {
        #expect(ck.dates(of: "Rarotonga Gospel Day", year: 2011) == ["2011-07-25"])
        #expect(ck.dates(of: "Rarotonga Gospel Day", year: 2012).isEmpty)
        #expect(ck.dates(of: "Ra o te Ui Ariki", year: 2011).isEmpty)
        #expect(ck.dates(of: "Ra o te Ui Ariki", year: 2012) == ["2012-06-06"])
        #expect(ck.dates(of: "Ra o te Ui Ariki", year: 2013) == ["2013-07-05"])
        // Mauke's day on Saturday 23 July 2011: the Tuesday, Rarotonga's day holding Monday.
        #expect(ck.names(on: "2011-07-26") == ["Mauke Gospel Day (observed)"])
        #expect(ck.lines(year: 1999).isEmpty)
    }
}
