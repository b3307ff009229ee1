import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Georgia: the Labour Code's holidays on the Julian and Orthodox dates")
struct GeorgiaTests {
    let ge = RegionRegistry.region(code: "GE")!

    @Test("2026 exactly")
    func year2026() {
        #expect(ge.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 New Year's Day",
            "2026-01-07 Christmas Day",
            "2026-01-19 Epiphany",
            "2026-03-03 Mother's Day",
            "2026-03-08 International Women's Day",
            "2026-04-09 National Unity Day",
            "2026-04-10 Good Friday",
            "2026-04-11 Holy Saturday",
            "2026-04-12 Easter Sunday",
            "2026-04-13 Easter Monday",
            "2026-05-09 Victory Day",
            "2026-05-12 St Andrew the First-Called's Day",
            "2026-05-17 Day of Family Sanctity and Respect for Parents",
            "2026-05-26 Independence Day",
            "2026-08-28 Dormition of the Mother of God",
            "2026-10-14 Svetitskhovloba (Mtskhetoba)",
            "2026-11-23 St George's Day",
        ])
        #expect(ge.holiday("St George's Day", on: "2026-11-23")?.localName == "გიორგობა")
    }

    @Test("Julian dates move a day later from 2101: Christmas on January 8")
    func julianDates() {
        #expect(ge.dates(of: "Christmas Day", year: 2100) == ["2100-01-07"])
        #expect(ge.dates(of: "Christmas Day", year: 2101) == ["2101-01-08"])
        #expect(ge.dates(of: "Dormition of the Mother of God", year: 2101) == ["2101-08-29"])
    }

    @Test("Family Day from 2025; the decreed days off of 2024 and 2025; nothing before 1991")
    func history() {
        #expect(ge.dates(of: "Day of Family Sanctity and Respect for Parents", year: 2024).isEmpty)
        #expect(ge.dates(of: "Day of Family Sanctity and Respect for Parents", year: 2025) == ["2025-05-17"])
        #expect(ge.names(on: "2024-05-17") == ["Day off"])
        #expect(ge.names(on: "2025-08-29") == ["Day off"])
        #expect(ge.names(on: "2026-08-29").isEmpty)
        #expect(ge.lines(year: 1990).isEmpty)
        #expect(ge.lines(year: 1991).count == 17)
    }
}
