import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Chile: the laws of the feriados, the moved days and the regions")
struct ChileTests {
    let chile = RegionRegistry.region(code: "CL")!

    func region(_ code: String) -> Region { RegionRegistry.region(code: "CL-\(code)")! }

    @Test("2026 exactly, with the banks' December 31")
    func year2026() {
        #expect(chile.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-05-01 Labor Day",
            "2026-05-21 Navy Day",
            "2026-06-21 National Indigenous Peoples Day",
            "2026-06-29 Saint Peter and Saint Paul's Day",
            "2026-07-16 Our Lady of Mount Carmel",
            "2026-08-15 Assumption Day",
            "2026-09-18 Independence Day",
            "2026-09-19 Army Day",
            "2026-10-12 Meeting of Two Worlds' Day",
            "2026-10-31 Reformation Day",
            "2026-11-01 All Saints' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
            "2026-12-31 Bank Holiday",
        ])
        #expect(chile.holiday("Bank Holiday", on: "2026-12-31")?.kind == .bank)
        #expect(chile.holiday("Navy Day", on: "2026-05-21")?.localName == "Día de las Glorias Navales")
    }

    @Test("Ley 19.668: Saint Peter and Saint Paul and October 12 on the nearest Monday from 2000")
    func nearestMonday() {
        // 1999-06-29 was a Tuesday and stayed; 2000-06-29 a Thursday, kept on Monday the 26th.
        #expect(chile.dates(of: "Saint Peter and Saint Paul's Day", year: 1999) == ["1999-06-29"])
        #expect(chile.dates(of: "Saint Peter and Saint Paul's Day", year: 2000) == ["2000-06-26"])
        #expect(chile.holiday("Saint Peter and Saint Paul's Day", on: "2000-06-26")?.observedOf == day("2000-06-29"))
        // A Friday goes to the Monday after: 2027-10-12 is a Tuesday, 2029-10-12 a Friday.
        #expect(chile.dates(of: "Meeting of Two Worlds' Day", year: 2027) == ["2027-10-11"])
        #expect(chile.dates(of: "Meeting of Two Worlds' Day", year: 2029) == ["2029-10-15"])
        // Not a holiday 1968-1985; none in 1973 for Columbus Day.
        #expect(chile.dates(of: "Saint Peter and Saint Paul's Day", year: 1985).isEmpty)
        #expect(chile.dates(of: "Columbus Day", year: 1973).isEmpty)
        #expect(chile.dates(of: "Columbus Day", year: 1999) == ["1999-10-12"])
    }

    @Test("Fiestas Patrias: September 17 on a Monday (2007-), or a Friday (2017-); September 20 on a Friday (2008-)")
    func fiestasPatrias() {
        #expect(chile.names(on: "2007-09-17") == ["National Holiday"])   // Monday
        #expect(chile.names(on: "2015-09-17").isEmpty)                   // Thursday
        #expect(chile.names(on: "2021-09-17") == ["National Holiday"])   // Friday, Ley 20.983
        #expect(chile.names(on: "2027-09-17") == ["National Holiday"])   // Friday
        #expect(chile.names(on: "2013-09-20") == ["National Holiday"])   // Friday
        #expect(chile.names(on: "2028-09-20").isEmpty)                   // Wednesday
        // The days given once: 2010's two, 2022's September 16.
        #expect(chile.names(on: "2010-09-17") == ["National Holiday"])
        #expect(chile.names(on: "2010-09-20") == ["National Holiday"])
        #expect(chile.names(on: "2022-09-16") == ["National Holiday"])
    }

    @Test("January 2 when a Monday, from 2017; Reformation Day to a Friday from a Tuesday or Wednesday")
    func mondaysAndFridays() {
        #expect(chile.names(on: "2017-01-02") == ["National Holiday"])
        #expect(chile.names(on: "2023-01-02") == ["National Holiday"])
        #expect(chile.names(on: "2024-01-02").isEmpty)
        #expect(chile.names(on: "2006-01-02").isEmpty)  // a Monday, before the law
        // 2023-10-31 was a Tuesday: Friday the 27th. 2018-10-31 a Wednesday: Friday November 2.
        #expect(chile.dates(of: "Reformation Day", year: 2023) == ["2023-10-27"])
        #expect(chile.dates(of: "Reformation Day", year: 2018) == ["2018-11-02"])
        #expect(chile.dates(of: "Reformation Day", year: 2007).isEmpty)
    }

    @Test("History: Christmas Eve until 1988, Ascension until 1967, Corpus Christi's Monday 2000-2006")
    func history() {
        #expect(chile.names(on: "1988-12-24") == ["Christmas Eve"])
        #expect(chile.names(on: "1989-12-24").isEmpty)
        #expect(chile.dates(of: "Ascension Day", year: 1967) == ["1967-05-04"])
        #expect(chile.dates(of: "Ascension Day", year: 1968).isEmpty)
        #expect(chile.dates(of: "Corpus Christi", year: 1999) == ["1999-06-03"])
        #expect(chile.dates(of: "Corpus Christi", year: 2000) == ["2000-06-19"])
        #expect(chile.dates(of: "Corpus Christi", year: 2007).isEmpty)
        #expect(chile.names(on: "1998-09-11") == ["National Liberation Day"])
        #expect(chile.dates(of: "National Unity Day", year: 2001) == ["2001-09-03"])
        #expect(chile.dates(of: "National Unity Day", year: 2002).isEmpty)
        // Banks: June 30 1957-1975; no December 31 in 1997.
        #expect(chile.holiday("Bank Holiday", on: "1975-06-30")?.kind == .bank)
        #expect(chile.names(on: "1976-06-30").isEmpty)
        #expect(chile.names(on: "1997-12-31").isEmpty)
    }

    @Test("The Indigenous Peoples' day on the June solstice in Chile's time (UTC-4)")
    func solstice() {
        #expect(chile.dates(of: "National Indigenous Peoples Day", year: 2021) == ["2021-06-21"])
        #expect(chile.dates(of: "National Indigenous Peoples Day", year: 2024) == ["2024-06-20"])
        // 2025's solstice, 02:42 UTC on June 21, is June 20 in Chile.
        #expect(chile.dates(of: "National Indigenous Peoples Day", year: 2025) == ["2025-06-20"])
        // Judged divergence (scripts/divergences.toml): the solstice of 2100 is about 01:30 on
        // June 21 in Chile; python-holidays' rule by the year modulo 4 gives June 20.
        #expect(chile.dates(of: "National Indigenous Peoples Day", year: 2100) == ["2100-06-21"])
    }

    @Test("Regions: Arica's day from 2013, Ñuble's from its creation in 2018; the others from 1974")
    func regions() {
        let arica = region("AP")
        #expect(arica.names(on: "2013-06-07") == ["Assault and Capture of Cape Arica"])
        #expect(chile.names(on: "2013-06-07").isEmpty)
        #expect(arica.known == .from(2007))
        let nuble = region("NB")
        #expect(nuble.known == .from(2018))
        #expect(nuble.dates(of: "Nativity of Bernardo O'Higgins (Chillán and Chillán Viejo communes)", year: 2026) == ["2026-08-20"])
        #expect(region("BI").names(on: "2026-08-20").isEmpty)
        #expect(region("RM").known == .from(1974))
        #expect(region("RM").lines(year: 2026) == chile.lines(year: 2026))
        #expect(RegionRegistry.all.filter { $0.code.hasPrefix("CL-") }.count == 16)
    }
}
