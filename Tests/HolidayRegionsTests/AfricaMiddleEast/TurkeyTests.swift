import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Turkey: national and general holidays, Bayram eves as half days")
struct TurkeyTests {
    let tr = RegionRegistry.region(code: "TR")!

    @Test("2026 exactly, with the half days")
    func year2026() {
        #expect(tr.lines(year: 2026, kinds: [.public, .halfDay]) == [
            "2026-01-01 New Year's Day",
            "2026-03-19 Eid al-Fitr Eve",
            "2026-03-20 Eid al-Fitr",
            "2026-03-21 Eid al-Fitr",
            "2026-03-22 Eid al-Fitr",
            "2026-04-23 National Sovereignty and Children's Day",
            "2026-05-01 Labour and Solidarity Day",
            "2026-05-19 Commemoration of Atatürk, Youth and Sports Day",
            "2026-05-26 Eid al-Adha Eve",
            "2026-05-27 Eid al-Adha",
            "2026-05-28 Eid al-Adha",
            "2026-05-29 Eid al-Adha",
            "2026-05-30 Eid al-Adha",
            "2026-07-15 Democracy and National Unity Day",
            "2026-08-30 Victory Day",
            "2026-10-28 Republic Day Eve",
            "2026-10-29 Republic Day",
        ])
        #expect(tr.holiday("Eid al-Adha Eve", on: "2026-05-26")?.kind == .halfDay)
        #expect(tr.holiday("Victory Day", on: "2026-08-30")?.localName == "Zafer Bayramı")
    }

    @Test("Law 2739 until 1980, Law 2429 from 1981")
    func lawsOf1935And1981() {
        #expect(tr.names(on: "1980-04-23") == ["National Sovereignty Day"])
        #expect(tr.names(on: "1981-04-23") == ["National Sovereignty and Children's Day"])
        #expect(tr.names(on: "1980-05-01") == ["Spring Day"])
        #expect(tr.names(on: "1981-05-01").isEmpty)
        #expect(tr.names(on: "2008-05-01").isEmpty)
        #expect(tr.names(on: "2009-05-01") == ["Labour and Solidarity Day"])
        #expect(tr.names(on: "1962-05-27").isEmpty)
        #expect(tr.names(on: "1963-05-27") == ["Freedom and Constitution Day"])
        #expect(tr.names(on: "1980-05-27") == ["Freedom and Constitution Day"])
        #expect(tr.names(on: "1981-05-27").isEmpty)
        #expect(tr.names(on: "1980-10-30") == ["Republic Day"])
        #expect(tr.names(on: "1981-10-30").isEmpty)
        #expect(tr.names(on: "2016-07-15").isEmpty)
        #expect(tr.names(on: "2017-07-15") == ["Democracy and National Unity Day"])
        #expect(tr.names(on: "1999-12-31") == ["Public Holiday"])
        #expect(tr.holidays(year: 1949).isEmpty)
    }

    @Test("Diyanet's Bayram dates, not Umm al-Qura's, and forecasts after 2032")
    func diyanet() throws {
        // Umm al-Qura has Eid al-Fitr 2016 on 6 July; Diyanet began it on the 5th.
        #expect(tr.dates(of: "Eid al-Fitr", year: 2016) == ["2016-07-05", "2016-07-06", "2016-07-07"])
        #expect(tr.dates(of: "Eid al-Fitr Eve", year: 2016) == ["2016-07-04"])
        let confirmed = try #require(tr.holiday("Eid al-Adha", on: "2032-03-22"))
        #expect(!confirmed.isEstimated)
        let forecast = try #require(tr.holiday("Eid al-Fitr", on: "2033-01-02"))
        #expect(forecast.isEstimated)
    }

    // python-holidays 0.108 adds a Bayram's eve only when the Bayram falls in the same
    // Gregorian year; Ramazan Bayramı 1968 began on 1 January, so its eve was 31 December
    // 1967 (scripts/divergences.toml).
    @Test("An eve across the new year: 31 December 1967")
    func eveAcrossTheYear() {
        #expect(tr.names(on: "1967-12-31") == ["Eid al-Fitr Eve"])
        #expect(tr.names(on: "1968-01-01") == ["Eid al-Fitr", "New Year's Day"])
    }

    @Test("Weekend Saturday and Sunday")
    func weekend() {
        #expect(Country.turkey.weekend == .saturdaySunday)
    }
}
