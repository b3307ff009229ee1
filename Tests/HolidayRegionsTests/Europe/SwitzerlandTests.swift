import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Switzerland: the federal holiday and the 26 cantons")
struct SwitzerlandTests {
    let switzerland = RegionRegistry.region(code: "CH")!

    func canton(_ code: String) -> Region { RegionRegistry.region(code: "CH-\(code)")! }

    @Test("2026 nationally, exactly, in the three languages")
    func year2026() {
        #expect(switzerland.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-05-14 Ascension Day",
            "2026-08-01 National Day",
            "2026-12-25 Christmas Day",
        ])
        let range = DateRange(day("2026-08-01"), day("2026-08-01"))
        #expect(switzerland.holidays(in: range).map(\.localName) == ["Bundesfeiertag"])
        #expect(switzerland.holidays(in: range, language: "fr").map(\.localName) == ["Fête nationale"])
        #expect(switzerland.holidays(in: range, language: "it").map(\.localName) == ["Festa nazionale"])
    }

    /// Divergence (scripts/divergences.toml): python-holidays lists August 1 in every year;
    /// it is a federal holiday from 1994 (BV Art. 110 Abs. 3, SR 116.1).
    @Test("August 1 is the federal holiday from 1994")
    func nationalDay() {
        #expect(switzerland.names(on: "1993-08-01").isEmpty)
        #expect(switzerland.names(on: "1994-08-01") == ["National Day"])
        #expect(switzerland.lines(year: 1950) == [
            "1950-01-01 New Year's Day", "1950-05-18 Ascension Day", "1950-12-25 Christmas Day",
        ])
    }

    @Test("Zurich 2026 exactly; the cantons are known from 1994")
    func zurich() {
        let zurich = canton("ZH")
        #expect(zurich.localName == "Zürich")
        #expect(zurich.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-08-01 National Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
        ])
        #expect(zurich.holidays(year: 1993).isEmpty)
        #expect(zurich.dates(of: "National Day", year: 1994) == ["1994-08-01"])
        #expect(canton("JU").holidays(year: 1993).isEmpty)
    }

    @Test("Geneva: the Jeûne genevois and the Restoration, in French")
    func geneva() {
        let geneva = canton("GE")
        #expect(geneva.languages == ["fr"])
        #expect(geneva.holiday("Geneva Fast", on: "2026-09-10")?.localName == "Jeûne genevois")
        // The Thursday after the first Sunday of September: 1 September 2024 was a Sunday.
        #expect(geneva.dates(of: "Geneva Fast", year: 2024) == ["2024-09-05"])
        #expect(geneva.holiday("Restoration of the Republic", on: "2026-12-31")?.localName
            == "Restauration de la République")
    }

    @Test("Vaud: the Monday after the Federal Fast")
    func vaud() {
        #expect(canton("VD").dates(of: "Federal Fast Monday", year: 2026) == ["2026-09-21"])
        #expect(canton("VD").dates(of: "Federal Fast Monday", year: 2024) == ["2024-09-16"])
    }

    @Test("Neuchâtel: 2 January and 26 December only on a Monday")
    func neuchatel() {
        let neuchatel = canton("NE")
        #expect(neuchatel.names(on: "2023-01-02") == ["St Berchtold's Day"])
        #expect(neuchatel.names(on: "2026-01-02").isEmpty)
        #expect(neuchatel.names(on: "2022-12-26") == ["St Stephen's Day"])
        #expect(neuchatel.names(on: "2025-12-26").isEmpty)
        #expect(neuchatel.names(on: "2026-03-01") == ["Republic Day"])
    }

    @Test("Appenzell and Uri: no St Stephen's Day on a Tuesday or a Saturday")
    func shortStephensDay() {
        for code in ["AI", "AR", "UR"] {
            #expect(canton(code).names(on: "2023-12-26").isEmpty, "CH-\(code)")  // Tuesday
            #expect(canton(code).names(on: "2026-12-26").isEmpty, "CH-\(code)")  // Saturday
            #expect(canton(code).names(on: "2024-12-26") == ["St Stephen's Day"], "CH-\(code)")
            #expect(canton(code).names(on: "2025-12-26") == ["St Stephen's Day"], "CH-\(code)")
        }
        // Elsewhere it stays on a Saturday.
        #expect(canton("ZH").names(on: "2026-12-26") == ["St Stephen's Day"])
    }

    @Test("Optional days and Solothurn's half day")
    func kinds() {
        #expect(canton("SO").holiday("Labour Day", on: "2026-05-01")?.kind == .halfDay)
        #expect(canton("SO").holiday("St Berchtold's Day", on: "2026-01-02")?.kind == .optional)
        #expect(canton("SO").holiday("Good Friday", on: "2026-04-03")?.kind == .public)
        #expect(canton("BE").holiday("St Berchtold's Day", on: "2026-01-02")?.kind == .public)
        #expect(canton("GR").holiday("Good Friday", on: "2026-04-03")?.kind == .optional)
        for code in ["FR", "NW", "OW", "VS", "ZG"] {
            let optional = canton(code).holidays(year: 2026).filter { $0.kind == .optional }
            #expect(optional.map(\.name) == [
                "St Berchtold's Day", "Easter Monday", "Whit Monday", "St Stephen's Day",
            ], "CH-\(code)")
        }
        #expect(switzerland.kinds == [.public])
    }

    @Test("Cantonal days: Ticino, Jura, Obwalden, Glarus, in their languages")
    func cantonalDays() {
        let ticino = canton("TI")
        #expect(ticino.holiday("Sts Peter and Paul", on: "2026-06-29")?.localName == "Santi Pietro e Paolo")
        #expect(ticino.holiday("New Year's Day", on: "2026-01-01")?.localName == "Capodanno")
        #expect(ticino.names(on: "2026-04-03").isEmpty)  // no Good Friday
        #expect(canton("JU").holiday("Independence Day", on: "2026-06-23")?.localName
            == "Commémoration du plébiscite")
        #expect(canton("OW").holiday("St Nicholas of Flüe", on: "2026-09-25")?.localName == "Bruder Klaus")
        // The first Thursday of April (2025: not in Holy Week).
        #expect(canton("GL").dates(of: "Näfelser Fahrt", year: 2025) == ["2025-04-03"])
        // The first Thursday of April 2023 and 2026 is Maundy Thursday: a week later.
        #expect(canton("GL").dates(of: "Näfelser Fahrt", year: 2023) == ["2023-04-13"])
        #expect(canton("GL").dates(of: "Näfelser Fahrt", year: 2026) == ["2026-04-09"])
        let fribourg = canton("FR")
        #expect(fribourg.holidays(in: DateRange(day("2026-04-03"), day("2026-04-03")), language: "de")
            .map(\.localName) == ["Karfreitag"])
        #expect(fribourg.holidays(on: day("2026-04-03")).map(\.localName) == ["Vendredi saint"])
    }

    @Test("City of Zürich 2026 exactly: the canton's days, 2 January and Knabenschiessen")
    func zurichCity() {
        let city = canton("STADTZURICH")
        #expect(city.localName == "Stadt Zürich")
        #expect(RegionRegistry.region(code: "ch_stadtzurich")?.code == "CH-STADTZURICH")
        // The canton's days (pinned in `zurich()`), built on rather than copied, and the city's own.
        #expect(city.subdivision?.within == "ZH")
        let cantonDays = canton("ZH").lines(year: 2026)
        let cityDays = city.lines(year: 2026)
        #expect(Set(cantonDays).isSubset(of: cityDays))
        #expect(cityDays.filter { !cantonDays.contains($0) } == [
            "2026-01-02 St Berchtold's Day",
            "2026-09-12 Knabenschiessen",
            "2026-09-13 Knabenschiessen",
        ])
        #expect(city.lines(year: 2026, kinds: [.halfDay]) == [
            "2026-04-02 Day before Good Friday",
            "2026-04-20 Sechseläuten",
            "2026-05-13 Day before Ascension Day",
            "2026-09-14 Knabenschiessen Monday",
            "2026-12-24 Christmas Eve",
            "2026-12-31 New Year's Eve",
        ])
        // Sechseläuten is in both lists: a half day and an optional day.
        #expect(city.holidays(on: day("2026-04-20")).map { "\($0.kind) \($0.localName)" }
            == ["halfDay Sechseläuten", "optional Sechseläuten"])
        #expect(city.holidays(year: 1993).isEmpty)
        // 1 September 2024 was a Sunday: the second weekend is 7-8 September.
        #expect(city.dates(of: "Knabenschiessen", year: 2024) == ["2024-09-07", "2024-09-08"])
    }

    @Test("Sechseläuten: the third Monday of April, a week later on Easter Monday")
    func sechselauten() {
        let city = canton("STADTZURICH")
        #expect(city.dates(of: "Sechseläuten", year: 2024) == ["2024-04-15", "2024-04-15"])
        // Easter Monday 21 April 2025 and 18 April 2022.
        #expect(city.dates(of: "Sechseläuten", year: 2025) == ["2025-04-28", "2025-04-28"])
        #expect(city.dates(of: "Sechseläuten", year: 2022) == ["2022-04-25", "2022-04-25"])
    }

    @Test("City of Zürich: bridge days on the working days of 27-30 December, the Knabenschiessen Monday when Christmas is on a weekday")
    func zurichCityBridgeDays() {
        let city = canton("STADTZURICH")
        func optional(_ year: Int) -> [String] { city.lines(year: year, kinds: [.optional]) }
        // Christmas on a Friday: three bridge days and the Knabenschiessen Monday.
        #expect(optional(2026) == [
            "2026-04-02 Day before Good Friday",
            "2026-04-20 Sechseläuten",
            "2026-09-14 Knabenschiessen Monday",
            "2026-12-24 Christmas Eve",
            "2026-12-28 Bridge Day",
            "2026-12-29 Bridge Day",
            "2026-12-30 Bridge Day",
            "2026-12-31 New Year's Eve",
        ])
        // Christmas on a Sunday (2022) or a Saturday (2021): four bridge days, no Monday.
        #expect(city.dates(of: "Bridge Day", year: 2022)
            == ["2022-12-27", "2022-12-28", "2022-12-29", "2022-12-30"])
        #expect(!optional(2022).contains("2022-09-12 Knabenschiessen Monday"))
        #expect(!optional(2021).contains("2021-09-13 Knabenschiessen Monday"))
        #expect(city.names(on: "2021-09-13") == ["Knabenschiessen Monday"])  // the half day
        // Christmas on a Wednesday (2024): the Monday 9 September; 28-29 December a weekend.
        #expect(optional(2024).contains("2024-09-09 Knabenschiessen Monday"))
        // and, with only two of them, the Friday after Ascension too.
        #expect(city.dates(of: "Bridge Day", year: 2024) == ["2024-05-10", "2024-12-27", "2024-12-30"])
        #expect(!city.dates(of: "Bridge Day", year: 2026).contains("2026-05-15"))
    }
}

