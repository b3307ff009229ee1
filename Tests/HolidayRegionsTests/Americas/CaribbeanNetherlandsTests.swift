import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Caribbean Netherlands: the BES holidays from 2011 and each island's days")
struct CaribbeanNetherlandsTests {
    let bq = RegionRegistry.region(code: "BQ")!

    @Test("2026 exactly; known from 2011")
    func year2026() {
        #expect(bq.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-27 King's Day",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(bq.holidays(year: 2010).isEmpty)
        #expect(!bq.holidays(year: 2011).isEmpty)
        #expect(bq.firstWeekday == .monday)
    }

    @Test("Each island adds its own days")
    func islands() {
        let bon = RegionRegistry.region(code: "BQ-BON")!
        let sab = RegionRegistry.region(code: "BQ-SAB")!
        let sta = RegionRegistry.region(code: "BQ-STA")!
        #expect(bon.dates(of: "Rincon Day", year: 2019).isEmpty)
        #expect(bon.dates(of: "Rincon Day", year: 2020) == ["2020-04-30"])
        #expect(bon.dates(of: "Bridge Day", year: 2025) == ["2025-05-02"])
        #expect(bon.dates(of: "Bonaire Day", year: 2026) == ["2026-09-06"])
        #expect(sab.dates(of: "Carnival Monday", year: 2026) == ["2026-07-27"])
        #expect(sab.dates(of: "Saba Day", year: 2026) == ["2026-12-04"])
        #expect(sta.dates(of: "Emancipation Day", year: 2021).isEmpty)
        #expect(sta.dates(of: "Emancipation Day", year: 2022) == ["2022-07-01"])
        #expect(sta.dates(of: "Statia Day", year: 2026) == ["2026-11-16"])
        #expect(bq.dates(of: "Statia Day", year: 2026).isEmpty)
        #expect(sab.lines(year: 2026).count == bq.lines(year: 2026).count + 2)
    }

    @Test("The monarch's day moves from a Sunday to the Saturday")
    func kingsDay() {
        #expect(bq.dates(of: "Queen's Day", year: 2013) == ["2013-04-30"])
        #expect(bq.dates(of: "King's Day", year: 2014) == ["2014-04-26"])
        #expect(bq.dates(of: "King's Day", year: 2025) == ["2025-04-26"])
    }
}
