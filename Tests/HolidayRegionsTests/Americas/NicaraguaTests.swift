import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Nicaragua: national holidays and Managua's Saint Dominic")
struct NicaraguaTests {
    let ni = RegionRegistry.region(code: "NI")!

    @Test("2026 exactly")
    func year2026() {
        #expect(ni.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-05-30 Mother's Day",
            "2026-07-19 Revolution Day",
            "2026-09-14 Battle of San Jacinto Day",
            "2026-09-15 Independence Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        #expect(ni.firstWeekday == .sunday)
    }

    @Test("Revolution Day from 1979, Mother's Day from 2022")
    func history() {
        #expect(ni.dates(of: "Revolution Day", year: 1978).isEmpty)
        #expect(ni.dates(of: "Revolution Day", year: 1979) == ["1979-07-19"])
        #expect(ni.dates(of: "Mother's Day", year: 2021).isEmpty)
        #expect(ni.dates(of: "Mother's Day", year: 2022) == ["2022-05-30"])
    }

    @Test("Managua adds the descent and ascent of Saint Dominic; the other 16 keep the national days")
    func subdivisions() throws {
        let managua = try #require(RegionRegistry.region(code: "NI-MN"))
        #expect(managua.names(on: "2026-08-01") == ["Descent of Saint Dominic"])
        #expect(managua.names(on: "2026-08-10") == ["Ascent of Saint Dominic"])
        let parts = RegionRegistry.all.filter { $0.country.code == "NI" && $0.subdivision != nil }
        #expect(parts.count == 17)
        for part in parts where part.code != "NI-MN" {
            #expect(part.lines(year: 2026) == ni.lines(year: 2026), "\(part.code)")
        }
        #expect(try #require(RegionRegistry.region(code: "NI-AN")).localName == "Costa Caribe Norte")
    }
}
