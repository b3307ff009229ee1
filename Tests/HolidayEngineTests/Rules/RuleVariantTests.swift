import HolidayEngine
import HolidayTestSupport
import Testing

/// The variants of a rule (docs/rule-model.md, "Variants of a rule"): the same holiday in
/// other years, observed otherwise, of another kind, worked in some years, or replacing an
/// inherited rule.
@Suite("Rule variants")
struct RuleVariantTests {
    /// A day lost on a Sunday, as Spain's national days are.
    static let lostOnSunday = HolidayRule(
        "Test Day", local: "Testipäev", on: .fixed(month: 1, day: 1), observed: [.dropping(.always, on: [.sunday])])

    func region(_ rules: HolidayRule...) -> Region {
        Region(code: "XX", name: "Test", languages: ["en"], rules: rules)
    }

    @Test("during: the same day in the years given, with holes")
    func during() {
        let rule = Self.lostOnSunday.during(.from(2020).except(2022))
        let test = region(rule)
        // 2021-01-01 is a Friday, 2022-01-01 a Saturday, 2024-01-01 a Monday.
        #expect(test.lines(year: 2019).isEmpty)
        #expect(test.lines(year: 2021) == ["2021-01-01 Test Day"])
        #expect(test.lines(year: 2022).isEmpty)
        #expect(test.lines(year: 2024) == ["2024-01-01 Test Day"])
        #expect(rule.observances == Self.lostOnSunday.observances)
    }

    @Test("observed(first:): its policies in their years, the rule's own in the others")
    func observedFirst() throws {
        let test = region(Self.lostOnSunday.observed(first: .sundayToMonday(.only(2012))))
        // January 1 is a Sunday in 2012 and in 2017.
        #expect(test.lines(year: 2012) == ["2012-01-02 Test Day"])
        #expect(try #require(test.holiday("Test Day", on: "2012-01-02")).observedOf == day("2012-01-01"))
        #expect(test.lines(year: 2017).isEmpty)
        #expect(test.lines(year: 2018) == ["2018-01-01 Test Day"])
    }

    @Test("sundayToMonday moves the day itself from a Sunday only")
    func sundayToMonday() {
        let test = region(Self.lostOnSunday.observed([.sundayToMonday(.always)]))
        // 2011-01-01 is a Saturday: the day stays.
        #expect(test.lines(year: 2011) == ["2011-01-01 Test Day"])
        #expect(test.lines(year: 2017) == ["2017-01-02 Test Day"])
    }

    @Test("ofKind: the same day as another kind")
    func ofKind() {
        let rule = Self.lostOnSunday.ofKind(.halfDay)
        #expect(rule.kind == .halfDay)
        #expect(rule.key == Self.lostOnSunday.key)
        #expect(region(rule).lines(year: 2024, kinds: [.halfDay]) == ["2024-01-01 Test Day"])
        #expect(region(rule).lines(year: 2024).isEmpty)
    }

    @Test("worked(in:): a day off, then a marked working day without substitute days")
    func worked() throws {
        let rule = HolidayRule(
            "Test Day", on: .fixed(month: 1, day: 1), years: .from(2000),
            observed: [.substitute(.always, on: [.saturday, .sunday])])
        let parts = rule.worked(in: .from(2022))
        #expect(parts.count == 2)
        let test = region(parts[0], parts[1])
        let all = Set(HolidayKind.allCases)
        // 2017-01-01 and 2023-01-01 are Sundays.
        #expect(test.lines(year: 2017, kinds: all) == ["2017-01-01 Test Day", "2017-01-02 Test Day (observed)"])
        #expect(test.lines(year: 2023, kinds: all) == ["2023-01-01 Test Day"])
        #expect(try #require(test.holiday("Test Day", on: "2023-01-01")).kind == .observance)
        #expect(try #require(test.holiday("Test Day", on: "2021-01-01")).kind == .public)
        #expect(test.lines(year: 1999, kinds: all).isEmpty)
        #expect(parts[1].key == "Test Day (worked)")
        // A rule that ended before the years worked stays one rule.
        #expect(rule.during(YearSet(2000, 2010)).worked(in: .from(2022)).count == 1)
    }

    @Test("replacing: its own key without one, the key given with one")
    func replacing() {
        #expect(Self.lostOnSunday.replacing().replaces == "Test Day")
        #expect(Self.lostOnSunday.replacing("Other Day").replaces == "Other Day")
        #expect(Self.lostOnSunday.keyed("Second").replacing().replaces == "Second")
        #expect(Self.lostOnSunday.replaces == nil)
    }

    @Test("named(local:): the main language's name in every era, the English names and key kept")
    func namedLocal() throws {
        let rule = HolidayRule(
            names: [HolidayName("Old Day", years: .through(1999)), HolidayName("New Day", years: .from(2000))],
            on: .fixed(month: 1, day: 1))
        let named = rule.named(local: "Día")
        let test = Region(code: "XX", name: "Test", languages: ["es"], rules: [named])
        #expect(try #require(test.holiday("Old Day", on: "1990-01-01")).localName == "Día")
        #expect(try #require(test.holiday("New Day", on: "2024-01-01")).localName == "Día")
        #expect(named.key == rule.key)
        #expect(named.names.map(\.years) == rule.names.map(\.years))
    }

    @Test("A name's era: the same name in the years given only")
    func nameDuring() {
        let name = HolidayName("Test Day", local: "Testipäev")
        let era = name.during(.from(2005))
        #expect(era.years == .from(2005))
        #expect(era.english == name.english && era.local == name.local)
        let test = region(HolidayRule(names: [era], on: .fixed(month: 1, day: 1)))
        #expect(test.lines(year: 2004).isEmpty)
        #expect(test.lines(year: 2005) == ["2005-01-01 Test Day"])
    }

    @Test("A date written in data is the date of its parts")
    func dataDate() {
        #expect(CivilDate(2024, 2, 29) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(2013, 3, 18).description == "2013-03-18")
    }

    @Test("An impossible date in data stops the program")
    func impossibleDataDate() async {
        await #expect(processExitsWith: .failure) {
            _ = CivilDate(2023, 2, 29)
        }
    }
}
