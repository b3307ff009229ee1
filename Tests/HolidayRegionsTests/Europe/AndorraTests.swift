import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Andorra: national holidays and the parishes' days")
struct AndorraTests {
    let ad = RegionRegistry.region(code: "AD")!

    func region(_ code: String) -> Region { RegionRegistry.region(code: code)! }

    @Test("2026 exactly, with the Catalan names")
    func year2026() {
        #expect(ad.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-02-16 Carnival",
            "2026-03-14 Constitution Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-08-15 Assumption Day",
            "2026-09-08 Our Lady of Meritxell",
            "2026-11-01 All Saints' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
        ])
        #expect(ad.holiday("Our Lady of Meritxell", on: "2026-09-08")?.localName == "Nostra Senyora de Meritxell")
    }

    @Test("Constitution Day from 1994")
    func constitutionDay() {
        #expect(ad.names(on: "1993-03-14").isEmpty)
        #expect(ad.names(on: "1994-03-14") == ["Constitution Day"])
        #expect(ad.lines(year: 1950).count == 13)
    }

    @Test("Sant Julià de Lòria 2026: its patron, Canòlich, the festa major after the last Saturday of July")
    func santJulia() {
        let own = Set(region("AD-06").lines(year: 2026)).subtracting(ad.lines(year: 2026))
        #expect(own == [
            "2026-01-07 St Julian's Day",
            "2026-05-30 Our Lady of Canòlich",
            "2026-07-27 Sant Julià de Lòria Festival",
            "2026-07-28 Sant Julià de Lòria Festival",
        ])
    }

    @Test("Andorra la Vella: the festa major from the first Saturday of August")
    func andorraLaVella() {
        #expect(region("AD-07").dates(of: "Andorra la Vella Festival", year: 2026) == [
            "2026-08-01", "2026-08-02", "2026-08-03",
        ])
        #expect(region("AD-07").dates(of: "Andorra la Vella Festival", year: 2027) == [
            "2027-08-07", "2027-08-08", "2027-08-09",
        ])
    }

    @Test("The one-day parishes; Encamp keeps the national days only", arguments: [
        ("AD-02", "2026-08-16", "St Roch's Day"), ("AD-04", "2026-01-17", "St Anthony's Day"),
        ("AD-05", "2026-06-29", "St Peter's Day"),
    ])
    func oneDay(code: String, date: String, name: String) {
        #expect(region(code).names(on: date) == [name])
        #expect(ad.names(on: date).isEmpty)
        #expect(region(code).lines(year: 2026).count == ad.lines(year: 2026).count + 1)
        #expect(region("AD-03").lines(year: 2026) == ad.lines(year: 2026))
    }

    @Test("Escaldes-Engordany from 1979; the foundation day on the first Sunday from June 14 since 1997")
    func escaldesEngordany() {
        let escaldes = region("AD-08")
        #expect(escaldes.lines(year: 1978) == ad.lines(year: 1978))
        #expect(escaldes.names(on: "1979-05-07") == ["St Michael of Engolasters' Day"])
        #expect(escaldes.dates(of: "Parish Foundation Day", year: 1979) == ["1979-06-14"])
        #expect(escaldes.dates(of: "Parish Foundation Day", year: 1996) == ["1996-06-14"])
        #expect(escaldes.dates(of: "Parish Foundation Day", year: 1997) == ["1997-06-15"])
        #expect(escaldes.dates(of: "Parish Foundation Day", year: 2026) == ["2026-06-14"])
        #expect(escaldes.dates(of: "Escaldes-Engordany Festival", year: 2026) == ["2026-07-25", "2026-07-26"])
    }
}
