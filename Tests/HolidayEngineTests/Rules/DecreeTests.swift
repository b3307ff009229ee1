import HolidayEngine
import HolidayTestSupport
import Testing

/// Days a decree gives in place of holidays (docs/rule-model.md, "Decrees"): each says which
/// holiday it stands in for, and is named as the list or the country names it.
@Suite("Decreed substitute days")
struct DecreeTests {
    static let labourDay = HolidayName("Labour Day", local: "Праздник Весны и Труда")
    static let suffix = ["en": " (observed)", "": " (выходной)"]

    func region(_ rules: [HolidayRule]) -> Region {
        Region(code: "XX", name: "Test", languages: ["ru"], rules: rules)
    }

    @Test("A year's list: each day on its date, standing in for its holiday, under one name")
    func oneName() throws {
        let dayOff = HolidayName("Day off (transferred)", local: "Перенесённый выходной")
        let rules = HolidayRule.decreedSubstitutes(2013, [(for: (1, 5), on: (5, 2)), (for: (2, 23), on: (5, 10))], name: dayOff)
        let test = region(rules)
        #expect(test.lines(year: 2013) == ["2013-05-02 Day off (transferred)", "2013-05-10 Day off (transferred)"])
        let first = try #require(test.holiday("Day off (transferred)", on: "2013-05-02"))
        #expect(first.observedOf == day("2013-01-05"))
        #expect(first.localName == "Перенесённый выходной")
        #expect(try #require(test.holiday("Day off (transferred)", on: "2013-05-10")).observedOf == day("2013-02-23"))
        #expect(test.lines(year: 2014).isEmpty)
    }

    @Test("Named after each holiday with the country's suffix, in English and the main language")
    func namedAfterHoliday() throws {
        let rules = HolidayRule.decreedSubstitutes(
            1992, [(Self.labourDay, for: (5, 2), on: (5, 4))], suffix: Self.suffix)
        let substitute = try #require(region(rules).holiday("Labour Day (observed)", on: "1992-05-04"))
        #expect(substitute.localName == "Праздник Весны и Труда (выходной)")
        #expect(substitute.observedOf == day("1992-05-02"))
    }

    @Test("An observed name: the English suffix in English, each language's own, else the main one's")
    func observedName() {
        let name = HolidayName("Christmas", ["de": "Weihnachten", "fr": "Noël"], years: .from(2000))
        let observed = name.observed(["en": " (observed)", "de": " (Ersatz)", "": " (observé)"])
        #expect(observed.english == "Christmas (observed)")
        #expect(observed.local == ["de": "Weihnachten (Ersatz)", "fr": "Noël (observé)"])
        #expect(observed.years == .from(2000))
        #expect(HolidayName("Day").observed(["en": " (substitute)"]).english == "Day (substitute)")
    }
}
