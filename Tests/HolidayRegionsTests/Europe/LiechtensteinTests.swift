import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Liechtenstein: public and bank holidays")
struct LiechtensteinTests {
    let liechtenstein = RegionRegistry.region(code: "LI")!

    @Test("2026 exactly: public and bank holidays")
    func year2026() {
        #expect(liechtenstein.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 St Berchtold's Day",
            "2026-01-06 Epiphany",
            "2026-02-02 Candlemas",
            "2026-02-17 Shrove Tuesday",
            "2026-03-19 St Joseph's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-08-15 National Day",
            "2026-09-08 Nativity of Mary",
            "2026-11-01 All Saints' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(liechtenstein.lines(year: 2026, kinds: [.bank]) == [
            "2026-01-02 St Berchtold's Day", "2026-02-17 Shrove Tuesday", "2026-04-03 Good Friday",
            "2026-12-24 Christmas Eve", "2026-12-31 New Year's Eve",
        ])
        #expect(liechtenstein.holiday("National Day", on: "2026-08-15")?.localName == "Staatsfeiertag")
    }

    @Test("Known from 1950; Shrove Tuesday follows Easter")
    func known() {
        #expect(liechtenstein.holidays(year: 1949).isEmpty)
        #expect(liechtenstein.dates(of: "Shrove Tuesday", year: 1950) == ["1950-02-21"])
        #expect(liechtenstein.dates(of: "Shrove Tuesday", year: 2100) == ["2100-02-09"])
    }
}
