import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Palau legal holidays")
struct PalauTests {
    let pw = RegionRegistry.region(code: "PW")!

    @Test("2026 exactly: Youth Day on Sunday gives Monday, UN Day on Saturday gives Friday")
    func year2026PW() {
        #expect(pw.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-15 Youth Day",
            "2026-03-16 Youth Day (observed)",
            "2026-05-05 Senior Citizens Day",
            "2026-06-01 President's Day",
            "2026-07-09 Constitution Day",
            "2026-09-07 Labor Day",
            "2026-10-01 Independence Day",
            "2026-10-23 United Nations Day (observed)",
            "2026-10-24 United Nations Day",
            "2026-11-26 Thanksgiving Day",
            "2026-11-27 Family Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("Family Day from 2017, President's and Independence Day from 2018, the 2019 half day")
    func history() {
        #expect(pw.dates(of: "Family Day", year: 2016).isEmpty)
        #expect(pw.dates(of: "Family Day", year: 2017) == ["2017-11-24"])
        #expect(pw.dates(of: "Independence Day", year: 2017).isEmpty)
        #expect(pw.dates(of: "Independence Day", year: 2018) == ["2018-10-01"])
        #expect(pw.dates(of: "Memorial Day", year: 2011) == ["2011-05-30"])
        #expect(pw.dates(of: "Memorial Day", year: 2013).isEmpty)
        #expect(pw.holiday("Preparation for the 25th Independence Day of the Republic of Palau", on: "2019-09-30")?.kind == .halfDay)
    }
}
