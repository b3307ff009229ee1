import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tokelau public holidays")
struct TokelauTests {
    let tk = RegionRegistry.region(code: "TK")!

    @Test("2026 exactly")
    func year2026TK() {
        #expect(tk.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-09-03 Tokehega Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    @Test("Sunday is the only weekend day; known from 2003; Tokelauan names")
    func weekendAndNames() {
        #expect(tk.weekend.mask(on: day("2026-01-03")) == .sundayOnly)
        #expect(tk.lines(year: 2002).isEmpty)
        #expect(tk.holiday("Tokehega Day", on: "2026-09-03")?.localName == "Aho o te Tokehega")
    }
}
