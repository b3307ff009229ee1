import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Greenland: holy days and optional days")
struct GreenlandTests {
    let gl = RegionRegistry.region(code: "GL")!

    @Test("2026 exactly")
    func year2026() {
        #expect(gl.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Great Prayer Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(gl.lines(year: 2026, kinds: [.optional]) == [
            "2026-01-06 Epiphany",
            "2026-05-01 Workers' Day",
            "2026-06-21 National Day",
            "2026-12-24 Christmas Eve",
            "2026-12-31 New Year's Eve",
        ])
    }

    @Test("Known from 1979, home rule; the National Day from 1983")
    func history() {
        #expect(gl.holidays(year: 1978).isEmpty)
        #expect(gl.dates(of: "New Year's Day", year: 1979) == ["1979-01-01"])
        #expect(gl.dates(of: "National Day", year: 1982).isEmpty)
        #expect(gl.dates(of: "National Day", year: 1983) == ["1983-06-21"])
        #expect(gl.dates(of: "Great Prayer Day", year: 2024) == ["2024-04-26"])
    }

    @Test("Greenlandic and Danish names")
    func names() {
        let nationalDay = DateRange(day: day("2026-06-21"))
        #expect(gl.holidays(in: nationalDay).map(\.localName) == ["Ullortuneq"])
        #expect(gl.holidays(in: nationalDay, language: "da").map(\.localName) == ["Nationaldag"])
        #expect(gl.localName == "Kalaallit Nunaat")
    }
}
