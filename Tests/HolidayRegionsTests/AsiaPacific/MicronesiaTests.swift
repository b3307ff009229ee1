import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Micronesia national and state holidays")
struct MicronesiaTests {
    let fm = RegionRegistry.region(code: "FM")!
    let yap = RegionRegistry.region(code: "FM-YAP")!

    @Test("2026 exactly")
    func year2026FM() {
        #expect(fm.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-31 Micronesian Culture and Tradition Day",
            "2026-05-10 Federated States of Micronesia Day",
            "2026-05-11 Federated States of Micronesia Day (observed)",
            "2026-10-23 United Nations Day (observed)",
            "2026-10-24 United Nations Day",
            "2026-11-03 Independence Day",
            "2026-11-11 FSM Veterans of Foreign Wars Day",
            "2026-11-23 Presidents Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("2026 in Yap: the nation's days, Yap Day with its Monday, and Constitution Day")
    func year2026Yap() {
        #expect(yap.lines(year: 2026) == (fm.lines(year: 2026) + [
            "2026-03-01 Yap Day",
            "2026-03-02 Yap Day (observed)",
            "2026-12-24 Yap State Constitution Day",
        ]).sorted())
    }

    @Test("Saturday to Friday: New Year's Day 2022 gives Friday 31 December 2021")
    func saturdayToFriday() {
        #expect(fm.names(on: "2021-12-31") == ["New Year's Day (observed)"])
        #expect(fm.dates(of: "Presidents Day", year: 2020).isEmpty)
        #expect(fm.dates(of: "Presidents Day", year: 2021) == ["2021-11-23"])
        let kosrae = RegionRegistry.region(code: "FM-KSA")!
        #expect(kosrae.dates(of: "Good Friday", year: 1999).isEmpty)
        #expect(kosrae.dates(of: "Good Friday", year: 2000) == ["2000-04-21"])
        #expect(fm.dates(of: "Good Friday", year: 2026).isEmpty)
    }
}
