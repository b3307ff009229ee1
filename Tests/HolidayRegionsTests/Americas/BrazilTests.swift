import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Brazil: national holidays, the federal optional days, the states and the city of São Paulo")
struct BrazilTests {
    let br = RegionRegistry.region(code: "BR")!

    @Test("2026 exactly: ten holidays and seven optional days; Sunday first, Saturday-Sunday weekend")
    func year2026() {
        #expect(br.lines(year: 2026) == [
            "2026-01-01 Universal Fraternization Day",
            "2026-04-03 Good Friday",
            "2026-04-21 Tiradentes' Day",
            "2026-05-01 Worker's Day",
            "2026-09-07 Independence Day",
            "2026-10-12 Our Lady of Aparecida",
            "2026-11-02 All Souls' Day",
            "2026-11-15 Republic Proclamation Day",
            "2026-11-20 National Day of Zumbi and Black Awareness",
            "2026-12-25 Christmas Day",
        ])
        #expect(br.lines(year: 2026, kinds: [.optional]) == [
            "2026-02-16 Carnival",
            "2026-02-17 Carnival",
            "2026-02-18 Ash Wednesday",
            "2026-06-04 Corpus Christi",
            "2026-10-28 Public Servant's Day",
            "2026-12-24 Christmas Eve",
            "2026-12-31 New Year's Eve",
        ])
        #expect(br.holiday("Worker's Day", on: "2026-05-01")?.localName == "Dia do Trabalhador")
        #expect(br.firstWeekday == .sunday)
        #expect(br.weekend == .saturdaySunday)
        #expect(br.holidays(year: 1949).isEmpty)
    }

    @Test("Our Lady of Aparecida from 1980; Zumbi and Black Awareness Day nationwide from 2024")
    func nationalHistory() {
        #expect(br.dates(of: "Our Lady of Aparecida", year: 1979).isEmpty)
        #expect(br.dates(of: "Our Lady of Aparecida", year: 1980) == ["1980-10-12"])
        #expect(br.dates(of: "National Day of Zumbi and Black Awareness", year: 2023).isEmpty)
        #expect(br.dates(of: "National Day of Zumbi and Black Awareness", year: 2024) == ["2024-11-20"])
    }

    @Test("A state's own days count from 1996 (Lei 9.093/1995); before, the national days only")
    func statesFrom1996() throws {
        let bahia = try #require(RegionRegistry.region(code: "BR-BA"))
        #expect(bahia.dates(of: "Bahia Independence Day", year: 1995).isEmpty)
        #expect(bahia.dates(of: "Bahia Independence Day", year: 1996) == ["1996-07-02"])
        #expect(bahia.lines(year: 1995) == br.lines(year: 1995))
        // Black Awareness Day in the states that kept it, until it became national.
        let alagoas = try #require(RegionRegistry.region(code: "BR-AL"))
        #expect(alagoas.names(on: "2023-11-20") == ["Black Awareness Day"])
        #expect(alagoas.names(on: "2024-11-20") == ["National Day of Zumbi and Black Awareness"])
    }

    @Test("Acre moves four of its days from Tuesday to Thursday to the Friday after, from 2009")
    func acre() throws {
        let acre = try #require(RegionRegistry.region(code: "BR-AC"))
        // 17 November 2008 and 2009: a Monday and a Tuesday.
        #expect(acre.dates(of: "Signing of the Petrópolis Treaty", year: 2008) == ["2008-11-17"])
        #expect(acre.dates(of: "Signing of the Petrópolis Treaty", year: 2009) == ["2009-11-20"])
        // Women's Day 2026 on a Sunday stays; Amazonia Day on a Saturday stays.
        #expect(acre.dates(of: "International Women's Day", year: 2026) == ["2026-03-08"])
        #expect(acre.dates(of: "Amazonia Day", year: 2026) == ["2026-09-05"])
        // Evangelical Day 2025, a Thursday: the Friday.
        #expect(acre.dates(of: "Evangelical Day", year: 2025) == ["2025-01-24"])
        #expect(acre.dates(of: "Founding of Acre", year: 2025) == ["2025-06-15"])
    }

    @Test("Santa Catarina's Sunday days, Pernambuco's March day, Paraná's change of 2014")
    func movedStateDays() throws {
        let sc = try #require(RegionRegistry.region(code: "BR-SC"))
        #expect(sc.dates(of: "Santa Catarina State Day", year: 2004) == ["2004-08-11"])
        #expect(sc.dates(of: "Santa Catarina State Day", year: 2005) == ["2005-08-14"])
        #expect(sc.dates(of: "Saint Catherine of Alexandria Day", year: 1998) == ["1998-11-25"])
        #expect(sc.dates(of: "Saint Catherine of Alexandria Day", year: 1999) == ["1999-11-28"])
        #expect(sc.dates(of: "Saint Catherine of Alexandria Day", year: 2004) == ["2004-11-25"])
        #expect(sc.dates(of: "Saint Catherine of Alexandria Day", year: 2005) == ["2005-11-27"])
        let pe = try #require(RegionRegistry.region(code: "BR-PE"))
        #expect(pe.dates(of: "Pernambucan Revolution of 1817", year: 2007).isEmpty)
        #expect(pe.dates(of: "Pernambucan Revolution of 1817", year: 2008) == ["2008-03-02"])
        #expect(pe.dates(of: "Pernambucan Revolution of 1817", year: 2017) == ["2017-03-05"])
        #expect(pe.dates(of: "Pernambucan Revolution of 1817", year: 2018) == ["2018-03-06"])
        let pr = try #require(RegionRegistry.region(code: "BR-PR"))
        #expect(pr.dates(of: "Political Emancipation of Paraná", year: 2013) == ["2013-12-19"])
        #expect(pr.dates(of: "Political Emancipation of Paraná", year: 2014).isEmpty)
        #expect(pr.names(on: "2014-11-15") == ["Our Lady of Rocio", "Republic Proclamation Day"])
    }

    @Test("Rio de Janeiro's Carnival Tuesday and São Paulo's Corpus Christi: optional, then days off")
    func optionalBecomesDayOff() throws {
        let rj = try #require(RegionRegistry.region(code: "BR-RJ"))
        #expect(rj.holidays(on: day("2008-02-05")).map(\.kind) == [.optional])
        #expect(rj.holidays(on: day("2009-02-24")).map(\.kind) == [.public])
        #expect(rj.holidays(on: day("2026-02-16")).map(\.kind) == [.optional])
        let city = try #require(RegionRegistry.region(code: "BR-SAOPAULOCAPITAL"))
        #expect(city.name == "Brazil, City of São Paulo")
        #expect(city.holidays(on: day("1967-05-25")).map(\.kind) == [.optional])
        #expect(city.holidays(on: day("1968-06-13")).map(\.kind) == [.public])
        #expect(city.lines(year: 2026) == [
            "2026-01-01 Universal Fraternization Day",
            "2026-01-25 São Paulo City Anniversary",
            "2026-04-03 Good Friday",
            "2026-04-21 Tiradentes' Day",
            "2026-05-01 Worker's Day",
            "2026-06-04 Corpus Christi",
            "2026-07-09 Constitutionalist Revolution",
            "2026-09-07 Independence Day",
            "2026-10-12 Our Lady of Aparecida",
            "2026-11-02 All Souls' Day",
            "2026-11-15 Republic Proclamation Day",
            "2026-11-20 National Day of Zumbi and Black Awareness",
            "2026-12-25 Christmas Day",
        ])
        // The city keeps the state's day; the state does not keep the city's.
        let state = try #require(RegionRegistry.region(code: "BR-SP"))
        #expect(state.dates(of: "São Paulo City Anniversary", year: 2026).isEmpty)
        #expect(city.dates(of: "Black Awareness Day", year: 2023) == ["2023-11-20"])
        #expect(city.dates(of: "Black Awareness Day", year: 2024).isEmpty)
    }

    @Test("The 27 federative units and the city, each with its own days")
    func subdivisions() {
        let codes = RegionRegistry.all.filter { $0.country.code == "BR" && $0.subdivision != nil }.map(\.code)
        #expect(codes.count == 28)
        for code in codes {
            let region = RegionRegistry.region(code: code)!
            #expect(region.lines(year: 2020).count > br.lines(year: 2020).count, "\(code) adds no day in 2020")
        }
    }
}
