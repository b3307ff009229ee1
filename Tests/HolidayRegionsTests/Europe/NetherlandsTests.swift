import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Netherlands: official holidays, Queen's and King's Day, Liberation Day")
struct NetherlandsTests {
    let nl = RegionRegistry.region(code: "NL")!

    @Test("2026 exactly")
    func year2026() {
        #expect(nl.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-27 King's Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(nl.lines(year: 2026, kinds: [.optional]) == ["2026-05-05 Liberation Day"])
    }

    @Test("Names in Dutch and West Frisian")
    func names() {
        let kingsDay = DateRange(day: day("2026-04-27"))
        #expect(nl.holidays(in: kingsDay).map(\.localName) == ["Koningsdag"])
        #expect(nl.holidays(in: kingsDay, language: "fy").map(\.localName) == ["Keningsdei"])
        #expect(nl.holiday("Second Day of Christmas", on: "2026-12-26")?.localName == "Tweede kerstdag")
    }

    @Test("Known from 1966, the first whole year of the Algemene termijnenwet")
    func known() {
        #expect(nl.holidays(year: 1965).isEmpty)
        #expect(nl.dates(of: "New Year's Day", year: 1966) == ["1966-01-01"])
    }

    @Test("Queen's Day: a Sunday moved it to Monday until 1979, to Saturday from 1980")
    func queensDay() throws {
        // April 30, 1967 and 1978 were Sundays.
        let moved = try #require(nl.holiday("Queen's Day", on: "1967-05-01"))
        #expect(moved.observedOf == day("1967-04-30"))
        #expect(nl.names(on: "1967-04-30").isEmpty)
        #expect(nl.dates(of: "Queen's Day", year: 1978) == ["1978-05-01"])
        // 1989 and 2006: to Saturday the 29th.
        #expect(nl.dates(of: "Queen's Day", year: 1989) == ["1989-04-29"])
        #expect(nl.dates(of: "Queen's Day", year: 2006) == ["2006-04-29"])
        #expect(nl.dates(of: "Queen's Day", year: 2013) == ["2013-04-30"])
        #expect(nl.dates(of: "Queen's Day", year: 2014).isEmpty)
    }

    @Test("King's Day from 2014 on April 27, a Sunday moving it to Saturday the 26th")
    func kingsDay() {
        #expect(nl.dates(of: "King's Day", year: 2013).isEmpty)
        #expect(nl.dates(of: "King's Day", year: 2014) == ["2014-04-26"])
        #expect(nl.dates(of: "King's Day", year: 2025) == ["2025-04-26"])
        #expect(nl.dates(of: "King's Day", year: 2027) == ["2027-04-27"])
    }

    @Test("Liberation Day: an optional day from 1982, a public holiday every fifth year from 1970")
    func liberationDay() {
        #expect(nl.names(on: "1981-05-05").isEmpty)
        #expect(nl.holidays(on: day("1975-05-05")).map(\.kind) == [.public])
        #expect(nl.holidays(on: day("2025-05-05")).map(\.kind) == [.public, .optional])
        #expect(nl.holidays(on: day("2026-05-05")).map(\.kind) == [.optional])
        #expect(nl.holiday("Liberation Day", on: "1982-05-05")?.kind == .optional)
        #expect(nl.holiday("Liberation Day", on: "2026-05-05")?.localName == "Bevrijdingsdag")
    }
}
