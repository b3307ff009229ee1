import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("El Salvador: the Labour Code's holidays from 1973 and San Salvador's August feast")
struct ElSalvadorTests {
    let sv = RegionRegistry.region(code: "SV")!

    @Test("2026 exactly; known from 1973")
    func year2026() {
        #expect(sv.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-05-01 Labour Day",
            "2026-05-10 Mother's Day",
            "2026-06-17 Father's Day",
            "2026-08-06 Feast of the Divine Saviour of the World",
            "2026-09-15 Independence Day",
            "2026-11-02 All Souls' Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(sv.holidays(year: 1972).isEmpty)
        #expect(sv.dates(of: "Christmas Day", year: 1973) == ["1973-12-25"])
    }

    @Test("Father's Day from 2013, Mother's Day from 2016")
    func history() {
        #expect(sv.dates(of: "Father's Day", year: 2012).isEmpty)
        #expect(sv.dates(of: "Father's Day", year: 2013) == ["2013-06-17"])
        #expect(sv.dates(of: "Mother's Day", year: 2015).isEmpty)
        #expect(sv.dates(of: "Mother's Day", year: 2016) == ["2016-05-10"])
    }

    @Test("San Salvador keeps 3 and 5 August as well; the other 13 departments the national days")
    func subdivisions() throws {
        let capital = try #require(RegionRegistry.region(code: "SV-SS"))
        #expect(capital.dates(of: "Feast of San Salvador", year: 2026) == ["2026-08-03", "2026-08-05"])
        let parts = RegionRegistry.all.filter { $0.country.code == "SV" && $0.subdivision != nil }
        #expect(parts.count == 14)
        for part in parts where part.code != "SV-SS" {
            #expect(part.lines(year: 2026) == sv.lines(year: 2026), "\(part.code)")
        }
    }
}
