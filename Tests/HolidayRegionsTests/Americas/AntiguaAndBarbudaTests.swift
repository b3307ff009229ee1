import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Antigua and Barbuda: the Public Holidays Act from independence, as amended 2005")
struct AntiguaAndBarbudaTests {
    let ag = RegionRegistry.region(code: "AG")!

    @Test("2026 exactly; known from 1981")
    func year2026() {
        #expect(ag.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-08-03 Carnival Monday",
            "2026-08-04 Carnival Tuesday",
            "2026-11-01 Independence Day",
            "2026-11-02 Independence Day (observed)",
            "2026-12-09 Sir Vere Cornwall Bird Snr. Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(ag.holidays(year: 1980).isEmpty)
        #expect(!ag.holidays(year: 1981).isEmpty)
        #expect(ag.firstWeekday == .sunday)
    }

    @Test("2005: CARICOM Day's last year, Carnival Tuesday from 2006, National Heroes Day (renamed 2014; proclaimed dates 2006 and 2012)")
    func amendments() {
        #expect(ag.dates(of: "Caribbean Community (CARICOM) Day", year: 2005) == ["2005-07-04"])
        #expect(ag.dates(of: "Caribbean Community (CARICOM) Day", year: 2006) == [])
        #expect(ag.dates(of: "Carnival Tuesday", year: 2005) == [])
        #expect(ag.dates(of: "Carnival Tuesday", year: 2006) == ["2006-08-08"])
        #expect(ag.dates(of: "National Heroes Day", year: 2004) == [])
        #expect(ag.dates(of: "National Heroes Day", year: 2005) == ["2005-12-09"])
        #expect(ag.dates(of: "National Heroes Day", year: 2006) == ["2006-12-11"])
        #expect(ag.dates(of: "National Heroes Day", year: 2012) == ["2012-12-10"])
        #expect(ag.dates(of: "Sir Vere Cornwall Bird Snr. Day", year: 2014) == ["2014-12-09"])
        // 9 December 2023, a Saturday: also the Monday, from 2020; Independence Day on a Sunday from 2005 (2009).
        #expect(ag.dates(of: "Sir Vere Cornwall Bird Snr. Day (observed)", year: 2023) == ["2023-12-11"])
        #expect(ag.dates(of: "Independence Day (observed)", year: 2009) == ["2009-11-02"])
        #expect(ag.dates(of: "Independence Day (observed)", year: 2003) == [])
    }
}
