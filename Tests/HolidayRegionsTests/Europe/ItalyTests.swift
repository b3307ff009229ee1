import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Italy: the national holidays and the provinces' patron saints")
struct ItalyTests {
    let italy = RegionRegistry.region(code: "IT")!

    func province(_ code: String) -> Region { RegionRegistry.region(code: "IT-\(code)")! }

    @Test("2026 nationally, exactly: Saint Francis's day is new")
    func year2026() {
        #expect(italy.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Liberation Day",
            "2026-05-01 Labour Day",
            "2026-06-02 Republic Day",
            "2026-08-15 Assumption Day",
            "2026-10-04 Saint Francis of Assisi, Patron Saint of Italy",
            "2026-11-01 All Saints' Day",
            "2026-11-01 National Unity Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
            "2026-12-26 Saint Stephen's Day",
        ])
        #expect(italy.holiday("Easter Monday", on: "2026-04-06")?.localName == "Lunedì dell'Angelo")
        #expect(italy.names(on: "2025-10-04").isEmpty)
    }

    @Test("Bolzano 2026: Whit Monday, and five half days")
    func bolzano2026() {
        let bolzano = province("BZ")
        #expect(bolzano.lines(year: 2026, kinds: [.halfDay]) == [
            "2026-02-12 Fat Thursday",
            "2026-02-17 Last Day of Carnival",
            "2026-04-03 Good Friday",
            "2026-12-24 Christmas Eve",
            "2026-12-31 New Year's Eve",
        ])
        #expect(bolzano.names(on: "2026-05-25") == ["Whit Monday"])
        // Landesgesetz Nr. 36 of October 1992: the year-end half days from 1992, the rest from 1993.
        #expect(bolzano.names(on: "1992-06-08").isEmpty)
        #expect(bolzano.names(on: "1993-05-31") == ["Whit Monday"])
        #expect(bolzano.names(on: "1992-04-17").isEmpty)
        #expect(bolzano.names(on: "1993-04-09") == ["Good Friday"])
        #expect(bolzano.names(on: "1991-12-24").isEmpty)
        #expect(bolzano.names(on: "1992-12-24") == ["Christmas Eve"])
        #expect(italy.names(on: "2026-05-25").isEmpty)
    }

    @Test("A province adds its capital's patron; several capitals add several")
    func patrons() {
        let milan = province("MI")
        #expect(milan.localName == "Milano")
        #expect(milan.names(on: "2026-12-07") == ["Saint Ambrose's Day"])
        #expect(milan.holiday("Saint Ambrose's Day", on: "2026-12-07")?.localName == "Sant'Ambrogio")
        #expect(milan.holidays(year: 2026).count == italy.holidays(year: 2026).count + 1)
        #expect(italy.names(on: "2026-12-07").isEmpty)
        // Barletta-Andria-Trani: each capital's patron; Andria's is the third Sunday of September.
        let bat = province("BT")
        #expect(bat.dates(of: "Saint Richard of Andria's Day", year: 2026) == ["2026-09-20"])
        #expect(bat.names(on: "2026-05-03") == ["Saint Nicholas the Pilgrim's Day"])
        #expect(bat.names(on: "2026-12-30") == ["Saint Roger's Day"])
        #expect(province("ANDRIA").names(on: "2026-12-30").isEmpty)
        #expect(province("ANDRIA").dates(of: "Saint Richard of Andria's Day", year: 2027) == ["2027-09-19"])
        // Asti: the first Tuesday of May; South Sardinia: the Thursday after May's second Sunday.
        #expect(province("AT").dates(of: "Saint Secundus of Asti's Day", year: 2026) == ["2026-05-05"])
        #expect(province("SU").dates(of: "Saint Pontian's Day", year: 2026) == ["2026-05-14"])
    }

    @Test("Legge 54/1977: five days abolished, two moved to Sundays")
    func law54of1977() {
        #expect(italy.names(on: "1976-03-19") == ["Saint Joseph's Day"])
        #expect(italy.names(on: "1977-03-19").isEmpty)
        #expect(italy.dates(of: "Ascension Day", year: 1976) == ["1976-05-27"])
        #expect(italy.dates(of: "Ascension Day", year: 1977).isEmpty)
        #expect(italy.dates(of: "Corpus Christi", year: 1976) == ["1976-06-17"])
        #expect(italy.dates(of: "Corpus Christi", year: 1977).isEmpty)
        #expect(italy.names(on: "1976-06-29") == ["Saints Peter and Paul"])
        #expect(italy.names(on: "1977-06-29").isEmpty)
        // Rome keeps its patrons' day.
        #expect(province("RM").names(on: "1977-06-29") == ["Saints Peter and Paul's Day"])
        // Epiphany: kept in January 1977, before the law; restored by DPR 792/1985.
        #expect(italy.names(on: "1977-01-06") == ["Epiphany"])
        #expect(italy.names(on: "1978-01-06").isEmpty)
        #expect(italy.names(on: "1985-01-06").isEmpty)
        #expect(italy.names(on: "1986-01-06") == ["Epiphany"])
        // Republic Day on the first Sunday of June from 1977 until Legge 336/2000.
        #expect(italy.dates(of: "Republic Day", year: 1976) == ["1976-06-02"])
        #expect(italy.dates(of: "Republic Day", year: 1977) == ["1977-06-05"])
        #expect(italy.dates(of: "Republic Day", year: 2000) == ["2000-06-04"])
        #expect(italy.dates(of: "Republic Day", year: 2001) == ["2001-06-02"])
        // National Unity Day on the first Sunday of November from 1977.
        #expect(italy.dates(of: "National Unity Day", year: 1976) == ["1976-11-04"])
        #expect(italy.dates(of: "National Unity Day", year: 1977) == ["1977-11-06"])
    }

    @Test("Decreed once: the centenary and the 150th anniversary of unification")
    func unification() {
        #expect(italy.names(on: "1961-03-17") == ["Anniversary of the Unification of Italy"])
        #expect(italy.names(on: "2011-03-17") == ["Anniversary of the Unification of Italy"])
        #expect(italy.names(on: "2021-03-17").isEmpty)
    }

    @Test("Known from 1950")
    func known() {
        #expect(italy.holidays(year: 1949).isEmpty)
        #expect(province("MI").holidays(year: 1949).isEmpty)
        #expect(italy.dates(of: "Easter Monday", year: 1950) == ["1950-04-10"])
    }
}
