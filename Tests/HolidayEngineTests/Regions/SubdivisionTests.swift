import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// A subdivision has its country's holidays (or its parent subdivision's), plus its own,
/// minus those it does not keep; a rule of its own that says it replaces an inherited rule
/// takes its place, and only such a rule.
@Suite("Subdivisions")
struct SubdivisionTests {
    static let country = Country(
        "XC", "Testland", local: "Testimaa", languages: ["et", "en"], known: .from(1990),
        observedSuffix: ["en": " (observed)", "": " (vaba päev)"], sources: "tests",
        rules: {
            [
                HolidayRule("New Year's Day", local: "Uusaasta", on: .fixed(month: 1, day: 1)),
                HolidayRule("Labour Day", local: "Tööpäev", on: .fixed(month: 5, day: 1)),
                HolidayRule(
                    "Christmas Day", local: "Jõulud", on: .fixed(month: 12, day: 25),
                    observed: [.adding(.always, [.sunday: .next(.monday)])]),
            ]
        },
        subdivisions: [
            Country.Subdivision(
                "AA", "Alpha", local: "Alfa", drops: ["Labour Day"],
                rules: { [HolidayRule("Alpha Day", local: "Alfapäev", on: .fixed(month: 3, day: 3))] }),
            Country.Subdivision(
                "BB", "Beta", languages: ["en"], known: .from(2000),
                rules: { [HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), replaces: "Christmas Day")] }),
            // A city within Alpha: Alpha's list, less Christmas, plus a day of its own.
            Country.Subdivision(
                "ALPHACITY", "Alpha City", within: "AA", drops: ["Christmas Day"],
                rules: { [HolidayRule("City Day", on: .fixed(month: 8, day: 8))] }),
            // Same English name as a national rule, but not said to replace it: both stay.
            Country.Subdivision(
                "GG", "Gamma",
                rules: { [HolidayRule("Labour Day", on: .fixed(month: 5, day: 2), key: "Gamma's Labour Day")] }),
            // Rests on Friday and Saturday: its substitute days skip those.
            Country.Subdivision(
                "DD", "Delta", weekend: WeekendHistory(.fridaySaturday),
                rules: { [HolidayRule("Delta Day", on: .fixed(month: 4, day: 3), observed: [.substitute(.always, on: [.friday])])] }),
        ])

    let nation = Region(country: country)
    let alpha = Region(country: country, subdivision: country.subdivisions[0])
    let beta = Region(country: country, subdivision: country.subdivisions[1])
    let city = Region(country: country, subdivision: country.subdivisions[2])
    let gamma = Region(country: country, subdivision: country.subdivisions[3])
    let delta = Region(country: country, subdivision: country.subdivisions[4])

    @Test("Kinds read before compiling leave out what a subdivision drops or replaces, as compiling does")
    func kindsOfWhatIsKept() {
        let country = Country(
            "XK", "Kindland", languages: ["en"], known: .from(1990), sources: "tests",
            rules: {
                [
                    HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
                    HolidayRule("Bank Day", on: .fixed(month: 8, day: 1), kind: .bank),
                ]
            },
            subdivisions: [
                Country.Subdivision("DR", "Dropping", drops: ["Bank Day"]),
                Country.Subdivision(
                    "RE", "Replacing",
                    rules: { [HolidayRule("Bank Day", on: .fixed(month: 8, day: 1), kind: .halfDay, replaces: "Bank Day")] }),
                Country.Subdivision("IN", "Inside", within: "DR"),
            ])
        let expected: [String: [HolidayKind]] = [
            "XK": [.public, .bank], "XK-DR": [.public], "XK-RE": [.public, .halfDay], "XK-IN": [.public],
        ]
        for region in [Region(country: country)] + country.subdivisions.map({ Region(country: country, subdivision: $0) }) {
            #expect(region.kinds == expected[region.code], "\(region.code) before compiling")
            _ = region.holidays(year: 2026)
            #expect(region.kinds == expected[region.code], "\(region.code) compiled")
        }
    }

    @Test("Codes and names follow ISO 3166-2: country code, dash, subdivision code")
    func naming() {
        #expect(alpha.code == "XC-AA")
        #expect(alpha.name == "Testland, Alpha")
        #expect(alpha.localName == "Alfa")
        #expect(nation.localName == "Testimaa")
    }

    @Test("Own holidays added, dropped ones gone, the rest inherited")
    func inheritance() {
        #expect(alpha.lines(year: 2026) == ["2026-01-01 New Year's Day", "2026-03-03 Alpha Day", "2026-12-25 Christmas Day"])
        #expect(nation.lines(year: 2026) == ["2026-01-01 New Year's Day", "2026-05-01 Labour Day", "2026-12-25 Christmas Day"])
    }

    @Test("A city within a subdivision builds on its list: Alpha's days, less what it drops, plus its own")
    func within() {
        #expect(city.lines(year: 2026) == ["2026-01-01 New Year's Day", "2026-03-03 Alpha Day", "2026-08-08 City Day"])
        #expect(city.languages == alpha.languages)
        #expect(Self.country.parents(of: Self.country.subdivisions[2]).map(\.code) == ["AA"])
    }

    @Test("A rule replaces only the rule it names: a name alone replaces nothing")
    func onlyNamedReplacement() {
        #expect(gamma.lines(year: 2026) == [
            "2026-01-01 New Year's Day", "2026-05-01 Labour Day", "2026-05-02 Labour Day", "2026-12-25 Christmas Day",
        ])
    }

    @Test("A rule that says it replaces a national one takes its place: Beta's Christmas has no substitute Monday")
    func replacement() {
        // 2022-12-25 is a Sunday.
        #expect(nation.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-26"])
        #expect(beta.dates(of: "Christmas Day (observed)", year: 2022).isEmpty)
        #expect(beta.dates(of: "Christmas Day", year: 2022) == ["2022-12-25"])
    }

    @Test("Languages and known years: the subdivision's own where it has them")
    func overrides() {
        #expect(beta.languages == ["en"])
        #expect(alpha.languages == ["et", "en"])
        #expect(beta.holidays(year: 1999).isEmpty)
        #expect(!alpha.holidays(year: 1999).isEmpty)
        #expect(nation.holidays(year: 1989).isEmpty)
    }

    @Test("Local names in the chosen language, else the main one; observed names in each")
    func languages() throws {
        let main = try #require(nation.holidays(on: day("2022-12-26")).first)
        #expect(main.name == "Christmas Day (observed)")
        #expect(main.localName == "Jõulud (vaba päev)")
        let english = try #require(nation.holidays(in: DateRange(day: day("2022-12-26")), language: "en").first)
        #expect(english.localName == "Christmas Day (observed)")
        let unknown = try #require(nation.holidays(in: DateRange(day: day("2026-01-01")), language: "fr").first)
        #expect(unknown.localName == "Uusaasta")
    }

    @Test("Validity: a note for ranges outside the known years, none inside")
    func validity() {
        #expect(nation.validityNote(for: DateRange(years: 1989...1991)) == "Testland's holidays are known from 1990")
        #expect(nation.validityNote(for: DateRange(years: 1990...2100)) == nil)
        #expect(beta.validityNote(for: DateRange(years: 1999...1999)) == "Testland, Beta's holidays are known from 2000")
    }

    @Test("A subdivision's own weekend: its substitute days skip it; the country keeps its own")
    func ownWeekend() {
        #expect(delta.weekend.mask(on: day("2026-04-03")).days == [.friday, .saturday])
        #expect(nation.weekend.mask(on: day("2026-04-03")).days == [.saturday, .sunday])
        #expect(city.weekend.mask(on: day("2026-04-03")).days == [.saturday, .sunday])
        // 3 April 2026 is a Friday: the next day off Delta's weekend is Sunday the 5th.
        #expect(delta.dates(of: "Delta Day (observed)", year: 2026) == ["2026-04-05"])
    }
}
