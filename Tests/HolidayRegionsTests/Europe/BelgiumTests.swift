import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Belgium: legal and bank holidays, the Communities' feast days")
struct BelgiumTests {
    let be = RegionRegistry.region(code: "BE")!

    func region(_ code: String) -> Region { RegionRegistry.region(code: code)! }

    @Test("2026 exactly: the legal holidays and the bank closing days")
    func year2026() {
        #expect(be.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-15 Friday after Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-07-21 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Bank Holiday",
        ])
        #expect(be.lines(year: 2026, kinds: [.bank]) == [
            "2026-04-03 Good Friday", "2026-05-15 Friday after Ascension Day", "2026-12-26 Bank Holiday",
        ])
        #expect(be.kinds == [.public, .bank])
    }

    @Test("Names in Dutch (the main language), French and German")
    func names() {
        let whitMonday = DateRange(day: day("2026-05-25"))
        #expect(be.holidays(in: whitMonday).map(\.localName) == ["Pinkstermaandag"])
        #expect(be.holidays(in: whitMonday, language: "fr").map(\.localName) == ["Lundi de Pentecôte"])
        #expect(be.holidays(in: whitMonday, language: "de").map(\.localName) == ["Pfingstmontag"])
        #expect(be.holidays(in: DateRange(day: day("2026-08-15")), language: "nl").map(\.localName) == [
            "Onze-Lieve-Vrouw-Hemelvaart"
        ])
    }

    @Test("The same days from 1950; no substitute for a Sunday or Saturday")
    func history() {
        #expect(be.holidays(year: 1949).isEmpty)
        #expect(be.lines(year: 1950).count == 15)
        // 2027: Christmas on a Saturday, Dec 26 on a Sunday: nothing on Monday the 27th.
        #expect(be.names(on: "2027-12-27").isEmpty)
        #expect(be.holidays(in: DateRange(day("1950-01-01"), day("2100-12-31"))).allSatisfy { $0.observedOf == nil })
    }

    @Test("The three Communities keep the national days, each in its own language")
    func communities() {
        #expect(Country.belgium.subdivisions.map(\.code) == ["FLEMISH", "FRENCH", "GERMAN"])
        for code in ["BE-FLEMISH", "BE-FRENCH", "BE-GERMAN"] {
            #expect(region(code).lines(year: 2026) == be.lines(year: 2026))
        }
        #expect(region("BE-FRENCH").holiday("National Day", on: "2026-07-21")?.localName == "Fête nationale")
        #expect(region("BE-GERMAN").holiday("National Day", on: "2026-07-21")?.localName == "Nationalfeiertag")
        #expect(region("be-flemish").holiday("National Day", on: "2026-07-21")?.localName == "Nationale feestdag")
    }

    @Test("Each Community's feast day, a day to mark, from its decree", arguments: [
        ("BE-FLEMISH", "Day of the Flemish Community", "07-11", 1973, "Feestdag van de Vlaamse Gemeenschap"),
        ("BE-FRENCH", "Day of the French Community", "09-27", 1991, "Fête de la Communauté française"),
        ("BE-GERMAN", "Day of the German-speaking Community", "11-15", 1990, "Tag der Deutschsprachigen Gemeinschaft"),
    ])
    func feastDays(code: String, name: String, monthDay: String, first: Int, local: String) {
        let community = region(code)
        #expect(community.names(on: "\(first - 1)-\(monthDay)").isEmpty)
        let feast = community.holiday(name, on: "\(first)-\(monthDay)")
        #expect(feast?.kind == .observance)
        #expect(feast?.localName == local)
        #expect(be.names(on: "2026-\(monthDay)").isEmpty)
    }
}
