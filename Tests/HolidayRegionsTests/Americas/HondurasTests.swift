import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Honduras: the Labour Code's holidays and the Morazán Week from 2015")
struct HondurasTests {
    let hn = RegionRegistry.region(code: "HN")!

    @Test("2026 exactly: the Morazán Week from the first Wednesday of October")
    func year2026() {
        #expect(hn.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-04-14 Day of the Americas",
            "2026-05-01 Labour Day",
            "2026-09-15 Independence Day",
            "2026-10-07 Morazán Week",
            "2026-10-08 Morazán Week",
            "2026-10-09 Morazán Week",
            "2026-12-25 Christmas Day",
        ])
        #expect(hn.holiday("Holy Saturday", on: "2026-04-04")?.localName == "Sábado de Gloria")
        #expect(hn.firstWeekday == .sunday)
    }

    @Test("The three October days until 2014; the week from 2015 (Decreto 78-2015)")
    func october() {
        #expect(hn.lines(year: 2014).filter { $0.contains("-10-") } == [
            "2014-10-03 Morazán's Day",
            "2014-10-12 Day of the Race",
            "2014-10-21 Armed Forces Day",
        ])
        #expect(hn.lines(year: 2015).filter { $0.contains("-10-") } == [
            "2015-10-07 Morazán Week",
            "2015-10-08 Morazán Week",
            "2015-10-09 Morazán Week",
        ])
        // October 2025 begins on a Wednesday.
        #expect(hn.dates(of: "Morazán Week", year: 2025) == ["2025-10-01", "2025-10-02", "2025-10-03"])
    }
}
