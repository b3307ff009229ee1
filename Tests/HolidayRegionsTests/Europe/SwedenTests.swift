import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Sweden: allmänna helgdagar, bank closing days, optional days")
struct SwedenTests {
    let se = RegionRegistry.region(code: "SE")!

    @Test("2026 exactly: public holidays")
    func year2026() {
        #expect(se.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 May Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-06-06 National Day",
            "2026-06-20 Midsummer Day",
            "2026-10-31 All Saints' Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
    }

    @Test("2026 exactly: the banks' closing days and the optional days")
    func bankAndOptional2026() {
        #expect(se.lines(year: 2026, kinds: [.bank]) == [
            "2026-01-05 Twelfth Night (from 2 pm)",
            "2026-04-02 Maundy Thursday (from 2 pm)",
            "2026-04-30 Walpurgis Night (from 2 pm)",
            "2026-05-13 Day before Ascension Day (from 2 pm)",
            "2026-05-22 Day before Whitsun Eve (from 2 pm)",
            "2026-06-18 Day before Midsummer Eve (from 2 pm)",
            "2026-06-19 Midsummer Eve",
            "2026-10-30 All Saints' Eve (from 2 pm)",
            "2026-12-23 Day before Christmas Eve (from 2 pm)",
            "2026-12-24 Christmas Eve",
            "2026-12-30 Day before New Year's Eve (from 2 pm)",
            "2026-12-31 New Year's Eve",
        ])
        #expect(se.lines(year: 2026, kinds: [.optional]) == [
            "2026-01-05 Twelfth Night (from 2 pm)",
            "2026-04-02 Maundy Thursday (from 2 pm)",
            "2026-04-04 Holy Saturday",
            "2026-04-30 Walpurgis Night (from 2 pm)",
            "2026-05-15 Squeeze Day",
            "2026-05-23 Whitsun Eve",
            "2026-10-30 All Saints' Eve (from 2 pm)",
        ])
        // The shared afternoons are one day of each kind.
        #expect(se.holidays(on: day("2026-01-05")).map(\.kind) == [.bank, .optional])
    }

    @Test("Swedish names")
    func names() {
        #expect(se.holiday("Midsummer Day", on: "2026-06-20")?.localName == "Midsommardagen")
        #expect(se.holiday("Midsummer Eve", on: "2026-06-19")?.localName == "Midsommarafton")
        #expect(se.holidays(on: day("2026-04-30")).map(\.localName) == [
            "Valborgsmässoafton (från kl. 14.00)", "Valborgsmässoafton (från kl. 14.00)",
        ])
    }

    @Test("Known from 1953, the first year of lag (1952:48)")
    func known() {
        #expect(se.holidays(year: 1952).isEmpty)
        #expect(se.dates(of: "New Year's Day", year: 1953) == ["1953-01-01"])
    }

    @Test("SFS 2004:1320: National Day in and Whit Monday out from 2005")
    func nationalDay() {
        #expect(se.dates(of: "Whit Monday", year: 2004) == ["2004-05-31"])
        #expect(se.dates(of: "Whit Monday", year: 2005).isEmpty)
        #expect(se.dates(of: "National Day", year: 2004).isEmpty)
        #expect(se.dates(of: "National Day", year: 2005) == ["2005-06-06"])
    }

    @Test("The Annunciation: a Sunday of March 22-28 until 1989, before Palm Sunday when it would be Palm Sunday or Easter Day")
    func annunciation() {
        // Easter 1985 fell on April 7: the Sunday of March 22-28 was neither.
        #expect(se.dates(of: "Annunciation Day", year: 1985) == ["1985-03-24"])
        // Easter 1970 on March 29: March 22 was Palm Sunday, so March 15.
        #expect(se.dates(of: "Annunciation Day", year: 1970) == ["1970-03-15"])
        // Easter 1989 on March 26, the Sunday of March 22-28 itself: March 12.
        #expect(se.dates(of: "Annunciation Day", year: 1989) == ["1989-03-12"])
        #expect(se.dates(of: "Annunciation Day", year: 1990).isEmpty)
    }

    @Test("Midsummer and All Saints' Day on Saturdays, both ends of their weeks")
    func saturdays() {
        #expect(se.dates(of: "Midsummer Day", year: 2026) == ["2026-06-20"])
        #expect(se.dates(of: "Midsummer Day", year: 2021) == ["2021-06-26"])
        #expect(se.dates(of: "Midsummer Eve", year: 2021) == ["2021-06-25"])
        #expect(se.dates(of: "Day before Midsummer Eve (from 2 pm)", year: 2021) == ["2021-06-24"])
        #expect(se.dates(of: "All Saints' Day", year: 2026) == ["2026-10-31"])
        #expect(se.dates(of: "All Saints' Day", year: 2021) == ["2021-11-06"])
        #expect(se.dates(of: "All Saints' Eve (from 2 pm)", year: 2021) == ["2021-11-05", "2021-11-05"])
    }

    @Test("No substitute days")
    func noObserved() {
        let all = se.holidays(in: DateRange(day("1953-01-01"), day("2100-12-31")))
        #expect(all.allSatisfy { $0.observedOf == nil })
    }
}
