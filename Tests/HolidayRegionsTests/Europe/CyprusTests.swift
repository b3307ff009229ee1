import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cyprus: public, bank and optional holidays")
struct CyprusTests {
    let cy = RegionRegistry.region(code: "CY")!

    @Test("2026 exactly: Orthodox Easter on 12 April")
    func year2026() {
        #expect(cy.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-02-23 Green Monday",
            "2026-03-25 Greek Independence Day",
            "2026-04-01 Cyprus National Day",
            "2026-04-10 Good Friday",
            "2026-04-12 Easter Sunday",
            "2026-04-13 Easter Monday",
            "2026-04-14 Easter Tuesday",
            "2026-05-01 Labour Day",
            "2026-06-01 Whit Monday",
            "2026-08-15 Dormition of the Mother of God",
            "2026-10-01 Cyprus Independence Day",
            "2026-10-28 Ohi Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Day After Christmas",
        ])
        #expect(cy.lines(year: 2026, kinds: [.bank]) == ["2026-04-14 Easter Tuesday"])
        #expect(cy.lines(year: 2026, kinds: [.optional]) == [
            "2026-04-11 Holy Saturday", "2026-12-24 Christmas Eve",
        ])
    }

    @Test("Orthodox Easter differs from Western Easter")
    func orthodoxEaster() {
        // Western Easter 2024 was 31 March, Orthodox Easter 5 May.
        #expect(cy.dates(of: "Easter Monday", year: 2024) == ["2024-05-06"])
        #expect(cy.dates(of: "Green Monday", year: 2024) == ["2024-03-18"])
        #expect(cy.holiday("Easter Monday", on: "2024-05-06")?.localName == "Δευτέρα της Διακαινησίμου")
    }

    @Test("Known from 1961; Independence Day from 1979")
    func history() {
        #expect(cy.holidays(year: 1960).isEmpty)
        #expect(cy.names(on: "1978-10-01").isEmpty)
        #expect(cy.names(on: "1979-10-01") == ["Cyprus Independence Day"])
    }
}
