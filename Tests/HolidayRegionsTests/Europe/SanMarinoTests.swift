import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("San Marino: public and bank holidays")
struct SanMarinoTests {
    let sanMarino = RegionRegistry.region(code: "SM")!

    @Test("2026 exactly: the public holidays and the two bank days")
    func year2026() {
        #expect(sanMarino.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-02-05 Anniversary of the Liberation of the Republic and Feast of Saint Agatha",
            "2026-03-25 Anniversary of the Arengo",
            "2026-04-01 Investiture of the Captains Regent",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Workers' Day",
            "2026-06-04 Corpus Christi",
            "2026-07-28 Anniversary of the Fall of Fascism and Freedom Day",
            "2026-08-15 Assumption Day",
            "2026-09-03 Saint Marinus' Day, Anniversary of the Founding of the Republic",
            "2026-10-01 Investiture of the Captains Regent",
            "2026-11-01 All Saints' Day",
            "2026-11-02 Commemoration of the Dead",
            "2026-12-08 Immaculate Conception",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Saint Stephen's Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(sanMarino.lines(year: 2026, kinds: [.bank]) == [
            "2026-12-24 Christmas Eve", "2026-12-31 New Year's Eve",
        ])
        #expect(sanMarino.holiday("Workers' Day", on: "2026-05-01")?.localName == "Festa dei lavoratori")
    }

    @Test("Known from 1962, the first year of Legge n. 7 of 1961")
    func known() {
        #expect(sanMarino.holidays(year: 1961).isEmpty)
        #expect(sanMarino.names(on: "1962-09-03") == [
            "Saint Marinus' Day, Anniversary of the Founding of the Republic",
        ])
    }
}
