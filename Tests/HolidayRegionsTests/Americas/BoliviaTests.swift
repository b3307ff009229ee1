import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bolivia: the supreme decrees' holidays, the Monday for a Sunday, the departments' days")
struct BoliviaTests {
    let bo = RegionRegistry.region(code: "BO")!

    @Test("2026 exactly: the Andean-Amazonian New Year on a Sunday gives the Monday")
    func year2026() throws {
        #expect(bo.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-22 Plurinational State Foundation Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-06-04 Corpus Christi",
            "2026-06-21 Andean-Amazonian New Year",
            "2026-06-22 Andean-Amazonian New Year (observed)",
            "2026-08-06 Independence Day",
            "2026-10-17 National Dignity Day",
            "2026-11-02 All Souls' Day",
            "2026-12-25 Christmas Day",
        ])
        let monday = try #require(bo.holiday("Andean-Amazonian New Year (observed)", on: "2026-06-22"))
        #expect(monday.localName == "Año Nuevo Aymara Amazónico (observado)")
        #expect(bo.firstWeekday == .monday)
    }

    @Test("The Sunday rule from 1977; All Saints' 1985-1988, All Souls' from 1989 with its Monday until 2015")
    func history() {
        // 6 August 1972 and 1 May 1977, Sundays: the Monday from 1977 only.
        #expect(bo.names(on: "1972-08-07").isEmpty)
        #expect(bo.names(on: "1977-05-02") == ["Labour Day (observed)"])
        #expect(bo.dates(of: "All Saints' Day", year: 1984).isEmpty)
        #expect(bo.dates(of: "All Saints' Day", year: 1985) == ["1985-11-01"])
        #expect(bo.dates(of: "All Saints' Day", year: 1988) == ["1988-11-01"])
        #expect(bo.dates(of: "All Saints' Day", year: 1989).isEmpty)
        #expect(bo.dates(of: "All Souls' Day", year: 1989) == ["1989-11-02"])
        // 2 November 2014 and 2025, Sundays: a Monday only in 2014.
        #expect(bo.names(on: "2014-11-03") == ["All Souls' Day (observed)"])
        #expect(bo.names(on: "2025-11-03").isEmpty)
        #expect(bo.dates(of: "Plurinational State Foundation Day", year: 2009).isEmpty)
        #expect(bo.dates(of: "National Dignity Day", year: 2019).isEmpty)
        #expect(bo.dates(of: "National Dignity Day", year: 2020) == ["2020-10-17"])
    }

    @Test("Labour Day 2012-2015 on a Tuesday or Thursday gives the Monday before or the Friday after")
    func labourDay() {
        #expect(bo.names(on: "2014-05-02") == ["Labour Day (observed)"])
        #expect(bo.names(on: "2012-04-30") == ["Labour Day (observed)"])
        // 2018 and 2019, a Tuesday and a Wednesday: nothing more.
        #expect(bo.dates(of: "Labour Day (observed)", year: 2018).isEmpty)
        #expect(bo.dates(of: "Labour Day (observed)", year: 2013).isEmpty)
    }

    @Test("Each department adds its day; Oruro the Friday before Carnival")
    func departments() throws {
        let oruro = try #require(RegionRegistry.region(code: "BO-O"))
        #expect(oruro.dates(of: "Oruro Carnival", year: 2026) == ["2026-02-13"])
        let laPaz = try #require(RegionRegistry.region(code: "BO-L"))
        #expect(laPaz.names(on: "2026-07-16") == ["La Paz Day"])
        #expect(laPaz.holiday("La Paz Day", on: "2026-07-16")?.localName == "Día del departamento de La Paz")
        let parts = RegionRegistry.all.filter { $0.country.code == "BO" && $0.subdivision != nil }
        #expect(parts.count == 9)
        for part in parts {
            #expect(part.lines(year: 2026).count == bo.lines(year: 2026).count + 1, "\(part.code)")
        }
    }
}
