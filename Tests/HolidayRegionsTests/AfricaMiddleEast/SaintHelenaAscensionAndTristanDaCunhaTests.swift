import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Saint Helena, Ascension and Tristan da Cunha: the shared days and each island's own")
struct SaintHelenaAscensionAndTristanDaCunhaTests {
    let sh = RegionRegistry.region(code: "SH")!
    let hl = RegionRegistry.region(code: "SH-HL")!
    let ac = RegionRegistry.region(code: "SH-AC")!
    let ta = RegionRegistry.region(code: "SH-TA")!

    @Test("2022 on Saint Helena exactly: Saint Helena Day on a Saturday gives the Friday")
    func saintHelena2022() {
        #expect(hl.lines(year: 2022) == [
            "2022-04-15 Good Friday",
            "2022-04-18 Easter Monday",
            "2022-05-20 Saint Helena Day (observed)",
            "2022-05-21 Saint Helena Day",
            "2022-06-03 Queen Elizabeth II's Platinum Jubilee",
            "2022-06-13 Queen's Birthday",
            "2022-09-19 Queen Elizabeth II's State Funeral",
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-27 Christmas Day (observed)",
        ])
    }

    @Test("Each island adds its own days to the shared ones")
    func islands() {
        #expect(sh.names(on: "2022-05-26").isEmpty)
        #expect(ac.names(on: "2022-05-26") == ["Ascension Day"])
        #expect(ta.names(on: "2022-05-26") == ["Ascension Day"])
        #expect(hl.names(on: "2022-05-26").isEmpty)
        #expect(ta.names(on: "2022-08-14") == ["Anniversary Day"])
        #expect(ac.names(on: "2022-08-14").isEmpty)
        #expect(ta.names(on: "2025-05-30") == ["Ratting Day"])
        #expect(ta.dates(of: "Ratting Day", year: 2024).isEmpty)
        #expect(sh.names(on: "2022-05-21").isEmpty)
    }

    @Test("The Sovereign's Birthday: third Monday of June to 2019, second 2020-2022, 19 June 2023, November from 2024")
    func sovereignsBirthday() {
        #expect(sh.dates(of: "Queen's Birthday", year: 2019) == ["2019-06-17"])
        #expect(sh.dates(of: "Queen's Birthday", year: 2020) == ["2020-06-08"])
        #expect(sh.dates(of: "King's Birthday", year: 2023) == ["2023-06-19"])
        #expect(sh.dates(of: "King's Birthday", year: 2024) == ["2024-11-15"])
        #expect(sh.dates(of: "King's Birthday", year: 2025) == ["2025-11-14"])
        #expect(sh.holidays(year: 2014).isEmpty)
    }
}
