import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Spain: the national holidays and the communities' yearly choices")
struct SpainTests {
    let spain = RegionRegistry.region(code: "ES")!

    func community(_ code: String) -> Region { RegionRegistry.region(code: "ES-\(code)")! }

    @Test("2026 nationally, exactly: All Saints' Day and Constitution Day fall on Sundays and are lost")
    func year2026() {
        #expect(spain.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-08-15 Assumption Day",
            "2026-10-12 National Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        #expect(spain.holiday("National Day", on: "2026-10-12")?.localName == "Fiesta Nacional de España")
    }

    @Test("Madrid 2026, exactly: the two Sunday holidays move to the Monday")
    func madrid2026() {
        let madrid = community("MD")
        #expect(madrid.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-05-02 Madrid Day",
            "2026-08-15 Assumption Day",
            "2026-10-12 National Day",
            "2026-11-02 All Saints' Day",
            "2026-12-07 Constitution Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        #expect(madrid.holiday("All Saints' Day", on: "2026-11-02")?.observedOf == day("2026-11-01"))
        #expect(madrid.names(on: "2026-11-01").isEmpty)
    }

    @Test("Catalonia: names in Catalan first, Spanish too")
    func catalonia() {
        let catalonia = community("CT")
        #expect(catalonia.languages == ["ca", "es"])
        #expect(catalonia.holiday("National Day of Catalonia", on: "2026-09-11")?.localName
            == "Diada Nacional de Catalunya")
        let epiphany = DateRange(day: day("2026-01-06"))
        #expect(catalonia.holidays(in: epiphany, language: "es").map(\.localName) == ["Epifanía del Señor"])
        #expect(catalonia.holidays(on: day("2026-01-06")).map(\.localName) == ["Reis"])
        // Catalonia keeps Saint Stephen; Madrid does not.
        #expect(catalonia.names(on: "2026-12-26") == ["Saint Stephen's Day"])
        #expect(community("MD").names(on: "2026-12-26").isEmpty)
    }

    @Test("A moved day only in the years a resolution moves it")
    func mondaysByYear() {
        // Cantabria moved Constitution Day in 2009 and from 2026, not in 2015 or 2020.
        let cantabria = community("CB")
        #expect(cantabria.names(on: "2009-12-07") == ["Constitution Day"])
        #expect(cantabria.names(on: "2015-12-07").isEmpty)
        #expect(cantabria.names(on: "2020-12-07").isEmpty)
        #expect(cantabria.names(on: "2026-12-07") == ["Constitution Day"])
        // Ceuta moved Christmas until 2016, not in 2022.
        #expect(community("CE").names(on: "2016-12-26") == ["Christmas Day"])
        #expect(community("CE").names(on: "2022-12-26").isEmpty)
    }

    @Test("A regional day in the years the resolutions list it")
    func daysByYear() {
        let galicia = community("GA")
        #expect(galicia.names(on: "2021-03-19") == ["Saint Joseph's Day"])
        #expect(galicia.names(on: "2022-03-19").isEmpty)
        #expect(galicia.names(on: "2026-03-19") == ["Saint Joseph's Day"])
        #expect(galicia.names(on: "2027-03-19").isEmpty)
        #expect(galicia.names(on: "2015-03-20") == ["Day following Saint Joseph's Day"])
        // Madrid kept Saint Joseph in 2017, on a Sunday: moved to the Monday.
        let madrid = community("MD")
        #expect(madrid.names(on: "2017-03-20") == ["Saint Joseph's Day"])
        #expect(madrid.names(on: "2018-03-19").isEmpty)
        // Murcia Day except 2013 and 2024.
        let murcia = community("MC")
        #expect(murcia.names(on: "2012-06-09") == ["Murcia Day"])
        #expect(murcia.names(on: "2013-06-10").isEmpty)
        #expect(murcia.names(on: "2013-06-09").isEmpty)
        #expect(murcia.names(on: "2014-06-09") == ["Murcia Day"])
        #expect(murcia.names(on: "2024-06-10").isEmpty)
        #expect(murcia.names(on: "2025-06-09") == ["Murcia Day"])
        // The Basque Country's own day, 2011-2014.
        let basque = community("PV")
        #expect(basque.names(on: "2010-10-25").isEmpty)
        #expect(basque.names(on: "2011-10-25") == ["Basque Country Day"])
        #expect(basque.names(on: "2014-10-25") == ["Basque Country Day"])
        #expect(basque.names(on: "2015-10-25").isEmpty)
    }

    @Test("From 2027, a forecast: the day a community gives when one it keeps falls on a Sunday")
    func forecastYears() {
        // Catalonia and Valencia: Labour Day on a Sunday in 2033, not in 2034.
        #expect(community("CT").dates(of: "Whit Monday", year: 2033) == ["2033-06-06"])
        #expect(community("CT").dates(of: "Whit Monday", year: 2034).isEmpty)
        #expect(community("VC").dates(of: "Maundy Thursday", year: 2033) == ["2033-04-14"])
        #expect(community("VC").dates(of: "Maundy Thursday", year: 2034).isEmpty)
        // Madrid: New Year's Day on a Sunday gives Saint Joseph, itself moved from a Sunday in
        // 2034, on its day in the leap year 2040; not in 2029 (New Year's Day a Monday).
        let madrid = community("MD")
        #expect(madrid.dates(of: "Saint Joseph's Day", year: 2034) == ["2034-03-20"])
        #expect(madrid.dates(of: "Saint Joseph's Day", year: 2040) == ["2040-03-19"])
        #expect(madrid.dates(of: "Saint Joseph's Day", year: 2029).isEmpty)
        // Assumption Day on a Sunday (2027); Labour Day on a Sunday gives Saint James (2033).
        #expect(madrid.dates(of: "Saint Joseph's Day", year: 2027) == ["2027-03-19"])
        #expect(madrid.dates(of: "Saint James' Day", year: 2033) == ["2033-07-25"])
        #expect(madrid.dates(of: "Saint James' Day", year: 2034).isEmpty)
        // The Basque Country: Epiphany on a Sunday in 2030; in the leap year 2052 Saint Joseph
        // falls on the same Tuesday as in 2030 but Epiphany on a Saturday.
        let basque = community("PV")
        #expect(basque.dates(of: "Saint Joseph's Day", year: 2030) == ["2030-03-19"])
        #expect(basque.dates(of: "Saint Joseph's Day", year: 2052).isEmpty)
        #expect(basque.dates(of: "Saint Joseph's Day", year: 2037) == ["2037-03-19"])  // All Saints
        // Cantabria: its days of July 28 and September 15 on Sundays in 2030, not in 2031.
        let cantabria = community("CB")
        #expect(cantabria.dates(of: "Easter Monday", year: 2030) == ["2030-04-22"])
        #expect(cantabria.dates(of: "Saint James' Day", year: 2030) == ["2030-07-25"])
        #expect(cantabria.dates(of: "Easter Monday", year: 2031).isEmpty)
        #expect(cantabria.dates(of: "Saint James' Day", year: 2031).isEmpty)
    }

    @Test("Ceuta and Melilla: the Islamic feasts each city decreed, then estimated")
    func islamicFeasts() {
        #expect(community("CE").dates(of: "Eid al-Adha", year: 2012) == ["2012-10-27"])
        #expect(community("ML").dates(of: "Eid al-Adha", year: 2012) == ["2012-10-26"])
        #expect(community("CE").dates(of: "Eid al-Fitr", year: 2021).isEmpty)
        #expect(community("CE").dates(of: "Eid al-Fitr", year: 2022) == ["2022-05-03"])
        #expect(community("CE").holiday("Eid al-Fitr", on: "2026-03-20")?.isEstimated == false)
        let estimated = community("ML").holiday("Eid al-Fitr", on: "2027-03-09")
        #expect(estimated?.isEstimated == true)
        #expect(spain.dates(of: "Eid al-Fitr", year: 2027).isEmpty)
    }

    @Test("Barcelona: Catalonia's days and the city's two")
    func barcelona() {
        let barcelona = community("BARCELONA")
        #expect(barcelona.dates(of: "Whit Monday", year: 2014) == ["2014-06-09"])
        // A week after Whit Monday in 2015 and 2023.
        #expect(barcelona.dates(of: "Whit Monday", year: 2015) == ["2015-06-01"])
        #expect(barcelona.dates(of: "Whit Monday", year: 2023) == ["2023-06-05"])
        #expect(barcelona.names(on: "2022-09-24") == ["Our Lady of Mercy"])
        #expect(barcelona.names(on: "2022-09-26") == ["Our Lady of Mercy (observed)"])
        #expect(barcelona.names(on: "2024-09-24") == ["Our Lady of Mercy"])
        // Catalonia keeps Whit Monday only when Labour Day falls on a Sunday (2022).
        #expect(community("CT").dates(of: "Whit Monday", year: 2022) == ["2022-06-06"])
        #expect(community("CT").dates(of: "Whit Monday", year: 2024).isEmpty)
        // Barcelona builds on Catalonia's list; its Whit Monday takes the place of Catalonia's,
        // so that 2022 and the forecast years (2033: Labour Day on a Sunday) have one.
        #expect(barcelona.subdivision?.within == "CT")
        #expect(barcelona.dates(of: "Whit Monday", year: 2022) == ["2022-06-06"])
        #expect(barcelona.dates(of: "Whit Monday", year: 2033) == ["2033-06-06"])
        #expect(barcelona.names(on: "2026-09-11") == ["National Day of Catalonia"])
    }

    @Test("Known from 2008, the first resolution read for every community")
    func known() {
        #expect(spain.holidays(year: 2007).isEmpty)
        #expect(community("AN").holidays(year: 2007).isEmpty)
        #expect(spain.dates(of: "Epiphany", year: 2008).isEmpty)  // a Sunday
        #expect(community("AN").dates(of: "Epiphany", year: 2008) == ["2008-01-07"])
    }
}
