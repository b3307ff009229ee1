import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Iceland: frídagar and the afternoons off")
struct IcelandTests {
    let `is` = RegionRegistry.region(code: "IS")!

    @Test("2026 exactly")
    func year2026() {
        #expect(`is`.lines(year: 2026, kinds: [.public, .halfDay]) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-23 First Day of Summer",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-06-17 National Day",
            "2026-08-03 Commerce Day",
            "2026-12-24 Christmas Eve (from 1 pm)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
            "2026-12-31 New Year's Eve (from 1 pm)",
        ])
        #expect(`is`.holiday("Christmas Eve (from 1 pm)", on: "2026-12-24")?.kind == .halfDay)
        #expect(`is`.holiday("National Day", on: "2026-06-17")?.localName == "Þjóðhátíðardagurinn")
    }

    @Test("The First Day of Summer: the Thursday of April 19-25")
    func firstDayOfSummer() {
        #expect(`is`.dates(of: "First Day of Summer", year: 2018) == ["2018-04-19"])
        #expect(`is`.dates(of: "First Day of Summer", year: 2024) == ["2024-04-25"])
    }

    @Test("Commerce Day from 1983")
    func commerceDay() {
        #expect(`is`.dates(of: "Commerce Day", year: 1982).isEmpty)
        #expect(`is`.dates(of: "Commerce Day", year: 1983) == ["1983-08-01"])
        #expect(`is`.holidays(year: 1949).isEmpty)
    }
}
