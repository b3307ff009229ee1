import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Argentina: movable holidays, bridge days by decree, the provinces' days")
struct ArgentinaTests {
    let argentina = RegionRegistry.region(code: "AR")!

    func province(_ code: String) -> Region { RegionRegistry.region(code: "AR-\(code)")! }

    @Test("2026 exactly (Resolución 164/2025's bridge days; Güemes and Sovereignty Day moved to Mondays)")
    func year2026() {
        #expect(argentina.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-03-23 Bridge Public Holiday",
            "2026-03-24 National Day of Remembrance for Truth and Justice",
            "2026-04-02 Maundy Thursday",
            "2026-04-02 Veteran's Day and the Fallen in the Malvinas War",
            "2026-04-03 Good Friday",
            "2026-05-01 Labor Day",
            "2026-05-25 May Revolution Day",
            "2026-06-15 Pass to the Immortality of General Don Martín Miguel de Güemes",
            "2026-06-20 Pass to the Immortality of General Don Manuel Belgrano",
            "2026-07-09 Independence Day",
            "2026-07-10 Bridge Public Holiday",
            "2026-08-17 Pass to the Immortality of General Don José de San Martín",
            "2026-10-12 Respect for Cultural Diversity Day",
            "2026-11-06 Bankers' Day",
            "2026-11-09 Visit of His Holiness Pope Leo XIV",
            "2026-11-10 Visit of His Holiness Pope Leo XIV",
            "2026-11-23 National Sovereignty Day",
            "2026-12-07 Bridge Public Holiday",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        #expect(argentina.holiday("Bankers' Day", on: "2026-11-06")?.kind == .bank)
        #expect(argentina.holiday("National Sovereignty Day", on: "2026-11-23")?.observedOf == day("2026-11-20"))
        #expect(argentina.holiday("Bridge Public Holiday", on: "2026-03-23")?.localName == "Feriado con fines turísticos")
        #expect(argentina.known == .from(1957))
        #expect(argentina.validityNote(for: DateRange(day("1956-01-01"), day("1957-12-31"))) != nil)
    }

    @Test("Law 27.399's nearest Monday: back from a Tuesday or Wednesday, on from a Thursday or Friday")
    func nearestMonday() {
        // San Martín: 2027-08-17 a Tuesday -> 16th; 2028-08-17 a Thursday -> 21st; 2025 a Sunday stays.
        let sanMartin = "Pass to the Immortality of General Don José de San Martín"
        #expect(argentina.dates(of: sanMartin, year: 2027) == ["2027-08-16"])
        #expect(argentina.dates(of: sanMartin, year: 2028) == ["2028-08-21"])
        #expect(argentina.dates(of: sanMartin, year: 2025) == ["2025-08-17"])
        // Güemes on a Friday stays (2022-06-17), on a Thursday goes on (2027-06-17 -> 21st).
        let guemes = "Pass to the Immortality of General Don Martín Miguel de Güemes"
        #expect(argentina.dates(of: guemes, year: 2022) == ["2022-06-17"])
        #expect(argentina.dates(of: guemes, year: 2027) == ["2027-06-21"])
        #expect(argentina.dates(of: guemes, year: 2015).isEmpty)
    }

    @Test("The eras of Belgrano's, San Martín's and Columbus Day")
    func eras() {
        let belgrano = "Pass to the Immortality of General Don Manuel Belgrano"
        #expect(argentina.dates(of: belgrano, year: 1987) == ["1987-06-20"])  // Saturday, not yet movable
        #expect(argentina.dates(of: belgrano, year: 1990) == ["1990-06-18"])  // Wednesday -> Monday before
        #expect(argentina.dates(of: belgrano, year: 1993) == ["1993-06-20"])  // fixed again (Ley 24.023)
        #expect(argentina.dates(of: belgrano, year: 1995) == ["1995-06-19"])  // third Monday (Ley 24.445)
        #expect(argentina.dates(of: belgrano, year: 2011) == ["2011-06-20"])
        let sanMartin = "Pass to the Immortality of General Don José de San Martín"
        #expect(argentina.dates(of: sanMartin, year: 2011) == ["2011-08-22"])  // Decreto 521/2011
        #expect(argentina.dates(of: sanMartin, year: 2016) == ["2016-08-15"])
        #expect(argentina.dates(of: "Columbus Day", year: 2001) == ["2001-10-08"])
        #expect(argentina.dates(of: "Columbus Day", year: 1980).isEmpty)
        #expect(argentina.dates(of: "Respect for Cultural Diversity Day", year: 2010) == ["2010-10-11"])
        #expect(argentina.dates(of: "National Sovereignty Day", year: 2015) == ["2015-11-27"])
        #expect(argentina.dates(of: "Veteran's Day and the Fallen in the Malvinas War", year: 2020) == ["2020-03-31"])
    }

    @Test("Decreto-Ley 2446's days until Ley 21.329; Carnival back in 2011; Good Friday from 1977")
    func history() {
        #expect(argentina.dates(of: "Epiphany", year: 1976) == ["1976-01-06"])
        #expect(argentina.dates(of: "Epiphany", year: 1977).isEmpty)
        #expect(argentina.dates(of: "Carnival Monday", year: 2010).isEmpty)
        #expect(argentina.dates(of: "Carnival Monday", year: 2011) == ["2011-03-07"])
        #expect(argentina.dates(of: "Good Friday", year: 1976).isEmpty)
        #expect(argentina.dates(of: "Good Friday", year: 1977) == ["1977-04-08"])
        #expect(argentina.dates(of: "Immaculate Conception", year: 1994).isEmpty)
        #expect(argentina.dates(of: "Immaculate Conception", year: 1995) == ["1995-12-08"])
    }

    @Test("Bridge days year by year; none in 2017, none decreed after 2026")
    func bridgeDays() {
        func bridges(_ year: Int) -> [String] { argentina.dates(of: "Bridge Public Holiday", year: year) }
        #expect(bridges(2011) == ["2011-03-25", "2011-12-09"])
        #expect(bridges(2017).isEmpty)
        #expect(bridges(2018) == ["2018-04-30", "2018-12-24", "2018-12-31"])
        #expect(bridges(2025) == ["2025-05-02", "2025-08-15", "2025-11-21"])
        #expect(bridges(2027).isEmpty)
    }

    @Test("Provinces: Jujuy keeps Carnival from 1984, Catamarca the Immaculate Conception from 1989")
    func provinces() {
        #expect(province("Y").dates(of: "Carnival Monday", year: 1990) == ["1990-02-26"])
        #expect(argentina.dates(of: "Carnival Monday", year: 1990).isEmpty)
        #expect(province("K").dates(of: "Immaculate Conception", year: 1989) == ["1989-12-08"])
        #expect(province("K").dates(of: "Immaculate Conception", year: 1988).isEmpty)
        #expect(province("T").names(on: "2026-09-24") == ["Anniversary of the Battle of Tucumán"])
        #expect(province("A").dates(of: "Feasts of the Lord and the Virgin of Miracle", year: 2026)
            == ["2026-09-13", "2026-09-14", "2026-09-15"])
        #expect(province("C").names(on: "2018-11-30") == ["G20 Leaders' Summit"])
        #expect(province("G").lines(year: 2026) == argentina.lines(year: 2026))
        #expect(RegionRegistry.all.filter { $0.code.hasPrefix("AR-") }.count == 24)
    }
}
