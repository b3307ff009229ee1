import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("France: jours fériés, Alsace-Moselle and overseas")
struct FranceTests {
    let fr = RegionRegistry.region(code: "FR")!

    func region(_ code: String) -> Region { RegionRegistry.region(code: code)! }

    @Test("2026 exactly, with the French names")
    func year2026() {
        #expect(fr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-07-14 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(fr.holidays(year: 2026).map(\.localName) == [
            "Jour de l'an", "Lundi de Pâques", "Fête du Travail", "Fête de la Victoire", "Ascension",
            "Lundi de Pentecôte", "Fête nationale", "Assomption", "Toussaint", "Armistice", "Noël",
        ])
    }

    @Test("May 8: a holiday 1953-1959, none 1960-1981, again from 1982")
    func victoryDay() {
        #expect(fr.names(on: "1952-05-08").isEmpty)
        #expect(fr.names(on: "1953-05-08") == ["Victory Day"])
        #expect(fr.names(on: "1959-05-08") == ["Victory Day"])
        #expect(fr.names(on: "1960-05-08").isEmpty)
        #expect(fr.names(on: "1981-05-08").isEmpty)
        #expect(fr.names(on: "1982-05-08") == ["Victory Day"])
    }

    @Test("Whit Monday was the worked solidarity day 2005-2007")
    func whitMonday() {
        #expect(fr.dates(of: "Whit Monday", year: 2004) == ["2004-05-31"])
        #expect(fr.dates(of: "Whit Monday", year: 2005).isEmpty)
        #expect(fr.dates(of: "Whit Monday", year: 2007).isEmpty)
        #expect(fr.dates(of: "Whit Monday", year: 2008) == ["2008-05-12"])
    }

    @Test("No substitute days: Christmas 2027 on a Saturday gives no Monday")
    func noSubstitutes() {
        #expect(fr.names(on: "2027-12-25") == ["Christmas Day"])
        #expect(fr.names(on: "2027-12-27").isEmpty)
        #expect(fr.holidays(in: DateRange(day("1950-01-01"), day("2100-12-31"))).allSatisfy { $0.observedOf == nil })
    }

    @Test("Nothing before 1950, the first year known")
    func known() {
        #expect(fr.holidays(year: 1949).isEmpty)
        #expect(fr.lines(year: 1950).count == 10)  // no May 8 yet
    }

    @Test("Alsace and Moselle add Good Friday and St Stephen's Day")
    func alsaceMoselle() {
        for code in ["FR-57", "FR-6AE"] {
            let lines = region(code).lines(year: 2026)
            #expect(lines.count == 13)
            #expect(lines.contains("2026-04-03 Good Friday"))
            #expect(lines.contains("2026-12-26 St Stephen's Day"))
            #expect(lines.contains("2026-07-14 National Day"))
        }
        #expect(region("FR-6AE").holiday("St Stephen's Day", on: "1950-12-26")?.localName == "Saint-Étienne")
        #expect(fr.names(on: "2026-12-26").isEmpty)
    }

    @Test("Guadeloupe 2026 exactly: Mid-Lent, Good Friday, May 27, Schoelcher")
    func guadeloupe2026() {
        #expect(region("FR-971").lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-12 Mid-Lent",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-05-27 Abolition of Slavery",
            "2026-07-14 National Day",
            "2026-07-21 Victor Schoelcher Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("The abolition of slavery: each place's date, from the year of its decree", arguments: [
        ("FR-971", "05-27", 1984), ("FR-972", "05-22", 1984), ("FR-973", "06-10", 1984),
        ("FR-974", "12-20", 1983), ("FR-976", "04-27", 1984), ("FR-BL", "10-09", 2012),
        ("FR-MF", "05-28", 2012),
    ])
    func abolition(code: String, monthDay: String, first: Int) {
        let place = region(code)
        #expect(place.dates(of: "Abolition of Slavery", year: first) == ["\(first)-\(monthDay)"])
        #expect(place.dates(of: "Abolition of Slavery", year: first - 1).isEmpty)
        #expect(place.holiday("Abolition of Slavery", on: "2030-\(monthDay)")?.localName == "Abolition de l'esclavage")
    }

    @Test("Victor Schoelcher Day in Guadeloupe and Martinique from 1984, Saint Martin from 2012")
    func schoelcher() {
        for code in ["FR-971", "FR-972"] {
            #expect(region(code).names(on: "1983-07-21").isEmpty)
            #expect(region(code).names(on: "1984-07-21") == ["Victor Schoelcher Day"])
        }
        #expect(region("FR-MF").names(on: "2011-07-21").isEmpty)
        #expect(region("FR-MF").names(on: "2012-07-21") == ["Victor Schoelcher Day"])
        #expect(region("FR-973").names(on: "2026-07-21").isEmpty)
    }

    @Test("New Caledonia: September 24 from 1953, Citizenship Day from 2004")
    func newCaledonia() {
        let nc = region("FR-NC")
        #expect(nc.names(on: "1952-09-24").isEmpty)
        #expect(nc.names(on: "1953-09-24") == ["Annexation Day"])
        #expect(nc.names(on: "2003-09-24") == ["Annexation Day"])
        #expect(nc.holiday("Citizenship Day", on: "2004-09-24")?.localName == "Fête de la Citoyenneté")
    }

    @Test("French Polynesia: Missionary Day from 1978, Autonomy Day 1985-2024, Matāri'i from 2025")
    func frenchPolynesia() {
        let pf = region("FR-PF")
        #expect(pf.names(on: "1977-03-05").isEmpty)
        #expect(pf.names(on: "1978-03-05") == ["Missionary Day"])
        #expect(pf.names(on: "1984-06-29").isEmpty)
        #expect(pf.names(on: "1985-06-29") == ["Internal Autonomy Day"])
        #expect(pf.names(on: "2024-06-29") == ["Internal Autonomy Day"])
        #expect(pf.names(on: "2024-11-20").isEmpty)
        #expect(pf.names(on: "2025-06-29").isEmpty)
        #expect(pf.names(on: "2025-11-20") == ["Matāri'i"])
        #expect(pf.names(on: "2026-04-03") == ["Good Friday"])
    }

    @Test("Wallis and Futuna: three days of the territory from 1962")
    func wallisFutuna() {
        let wf = region("FR-WF")
        for date in ["04-28", "06-29", "07-29"] {
            #expect(wf.names(on: "1961-\(date)").isEmpty)
            #expect(wf.names(on: "1962-\(date)").count == 1)
        }
    }

    @Test("Saint Pierre and Miquelon and the Southern Lands keep the national days only")
    func nationalOnly() {
        for code in ["FR-PM", "FR-TF"] {
            #expect(region(code).lines(year: 2026) == fr.lines(year: 2026))
        }
        #expect(region("FR-TF").localName == "Terres australes et antarctiques françaises")
    }

    @Test("Every subdivision python-holidays 0.108 knows, by its ISO 3166-2 code")
    func subdivisions() {
        #expect(Country.france.subdivisions.map(\.code) == [
            "57", "6AE", "971", "972", "973", "974", "976", "BL", "MF", "NC", "PF", "PM", "TF", "WF",
        ])
        #expect(region("fr-974").localName == "La Réunion")
    }
}
