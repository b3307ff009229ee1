import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Guatemala: the Labour Code's holidays and the Monday moves of Decreto 19-2018")
struct GuatemalaTests {
    let gt = RegionRegistry.region(code: "GT")!

    @Test("2026 exactly: Army Day (a Tuesday) on the Monday before")
    func year2026() {
        #expect(gt.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-05-01 Labour Day",
            "2026-06-29 Army Day",
            "2026-08-15 Assumption Day",
            "2026-09-15 Independence Day",
            "2026-10-20 Revolution Day",
            "2026-11-01 All Saints' Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(gt.holiday("Army Day", on: "2026-06-29")?.localName == "Día del Ejército")
        #expect(gt.firstWeekday == .sunday)
        #expect(gt.weekend == .saturdaySunday)
    }

    @Test("Army Day moves from 2019 (the decree came in October 2018), Revolution Day in 2018 and 2019 only")
    func moves() {
        // 30 June 2018, a Saturday, before the decree: kept.
        #expect(gt.dates(of: "Army Day", year: 2018) == ["2018-06-30"])
        // 30 June 2019, a Sunday: the Monday.
        #expect(gt.dates(of: "Army Day", year: 2019) == ["2019-07-01"])
        // 30 June 2022, a Thursday: the Monday after.
        #expect(gt.dates(of: "Army Day", year: 2022) == ["2022-07-04"])
        // 20 October 2018 (Saturday) and 2019 (Sunday) moved; 2020 (Tuesday) no more.
        #expect(gt.dates(of: "Revolution Day", year: 2018) == ["2018-10-22"])
        #expect(gt.dates(of: "Revolution Day", year: 2019) == ["2019-10-21"])
        #expect(gt.dates(of: "Revolution Day", year: 2020) == ["2020-10-20"])
        // Labour Day 2019, a Wednesday: the Monday before; 2024, a Wednesday: kept.
        #expect(gt.dates(of: "Labour Day", year: 2019) == ["2019-04-29"])
        #expect(gt.dates(of: "Labour Day", year: 2024) == ["2024-05-01"])
    }
}
