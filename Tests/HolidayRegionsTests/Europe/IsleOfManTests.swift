import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Isle of Man: bank holidays")
struct IsleOfManTests {
    let im = RegionRegistry.region(code: "IM")!

    @Test("2026 exactly: England's days, the TT and Tynwald Day")
    func year2026() {
        #expect(im.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Early May Bank Holiday",
            "2026-05-25 Spring Bank Holiday",
            "2026-06-05 TT Bank Holiday",
            "2026-07-06 Tynwald Day",
            "2026-08-31 Summer Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
    }

    @Test("Tynwald Day moves to the Monday from 1992, not before")
    func tynwaldDay() {
        // 5 July was a Sunday in 1987 and 1992.
        #expect(im.dates(of: "Tynwald Day", year: 1987) == ["1987-07-05"])
        #expect(im.dates(of: "Tynwald Day", year: 1992) == ["1992-07-06"])
        #expect(im.names(on: "1992-07-05").isEmpty)
    }

    @Test("New Year's Day from 1975, with its substitute day")
    func newYearsDay() {
        #expect(im.names(on: "1974-01-01").isEmpty)
        #expect(im.names(on: "1975-01-01") == ["New Year's Day"])
        #expect(im.names(on: "2022-01-03") == ["New Year's Day (substitute day)"])
    }
}
