import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Malta: national and public holidays")
struct MaltaTests {
    let mt = RegionRegistry.region(code: "MT")!

    @Test("2026 exactly, in English and Maltese")
    func year2026() {
        #expect(mt.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-10 Feast of St Paul's Shipwreck",
            "2026-03-19 Feast of St Joseph",
            "2026-03-31 Freedom Day",
            "2026-04-03 Good Friday",
            "2026-05-01 Workers' Day",
            "2026-06-07 Sette Giugno",
            "2026-06-29 Feast of St Peter and St Paul",
            "2026-08-15 Feast of the Assumption",
            "2026-09-08 Victory Day",
            "2026-09-21 Independence Day",
            "2026-12-08 Feast of the Immaculate Conception",
            "2026-12-13 Republic Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(mt.holiday("Christmas Day", on: "2026-12-25")?.localName == "Il-Milied")
    }

    @Test("Known from 1980; the feasts of Act LX of 1987; Sette Giugno from 1989")
    func history() {
        #expect(mt.holidays(year: 1979).isEmpty)
        #expect(mt.names(on: "1986-09-21").isEmpty)
        #expect(mt.names(on: "1987-09-21") == ["Independence Day"])
        #expect(mt.names(on: "1988-06-07").isEmpty)
        #expect(mt.names(on: "1989-06-07") == ["Sette Giugno"])
    }

    @Test("Freedom Day: not a holiday in 1987 and 1988")
    func freedomDay() {
        #expect(mt.names(on: "1986-03-31") == ["Freedom Day"])
        #expect(mt.names(on: "1987-03-31").isEmpty)
        #expect(mt.names(on: "1988-03-31").isEmpty)
        #expect(mt.names(on: "1989-03-31") == ["Freedom Day"])
    }

    @Test("No substitute days")
    func noSubstitutes() {
        // Sette Giugno 2026 is a Sunday.
        #expect(mt.names(on: "2026-06-08").isEmpty)
    }
}
