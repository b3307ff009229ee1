import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Panama: national holidays with the Monday for a Sunday, and the bank days")
struct PanamaTests {
    let pa = RegionRegistry.region(code: "PA")!

    @Test("2026 exactly: the mourning day on a Sunday gives the Monday")
    func year2026() throws {
        #expect(pa.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-09 Martyrs' Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-11-03 Separation Day",
            "2026-11-04 National Symbols Day",
            "2026-11-05 Colón Day",
            "2026-11-10 Los Santos Uprising Day",
            "2026-11-28 Independence Day",
            "2026-12-08 Mother's Day",
            "2026-12-20 National Mourning Day",
            "2026-12-21 National Mourning Day (observed)",
            "2026-12-25 Christmas Day",
        ])
        #expect(pa.holidays(on: day("2026-02-16")).map(\.kind) == [.bank])
        let monday = try #require(pa.holiday("National Mourning Day (observed)", on: "2026-12-21"))
        #expect(monday.localName == "Día de Duelo Nacional (puente)")
        #expect(pa.firstWeekday == .sunday)
    }

    @Test("Constitution Day until 1971, Martyrs' Day and the Sunday rule from 1972")
    func from1972() {
        #expect(pa.dates(of: "Constitution Day", year: 1971) == ["1971-03-01"])
        #expect(pa.dates(of: "Martyrs' Day", year: 1971).isEmpty)
        // 9 January 1972, a Sunday.
        #expect(pa.names(on: "1972-01-10") == ["Martyrs' Day (observed)"])
        // 28 November 1971, a Sunday: no Monday yet.
        #expect(pa.names(on: "1971-11-29").isEmpty)
    }

    @Test("Colón Day from 2002, the mourning day from 2022, the inaugurations of 2014, 2019 and 2024")
    func laterDays() {
        #expect(pa.dates(of: "Colón Day", year: 2001).isEmpty)
        #expect(pa.dates(of: "Colón Day", year: 2002) == ["2002-11-05"])
        #expect(pa.dates(of: "National Mourning Day", year: 2021).isEmpty)
        #expect(pa.dates(of: "National Mourning Day", year: 2022) == ["2022-12-20"])
        for year in [2014, 2019, 2024] {
            #expect(pa.dates(of: "Presidential Inauguration Day", year: year) == ["\(year)-07-01"])
        }
        #expect(pa.dates(of: "Presidential Inauguration Day", year: 2029).isEmpty)
    }
}
