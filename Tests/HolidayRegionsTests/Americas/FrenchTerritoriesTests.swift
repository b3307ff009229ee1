import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The French territories of the Americas: France's holidays with their own, as France's subdivisions")
struct FrenchTerritoriesTests {
    @Test(
        "Each is the French subdivision it is, over its known years",
        arguments: [("GP", "FR-971", 1950), ("MQ", "FR-972", 1950), ("BL", "FR-BL", 2008), ("MF", "FR-MF", 2008),
                    ("PM", "FR-PM", 1950)])
    func sameAsSubdivision(code: String, subdivision: String, first: Int) throws {
        let territory = try #require(RegionRegistry.region(code: code))
        let part = try #require(RegionRegistry.region(code: subdivision))
        let range = DateRange(years: first...2100)
        #expect(territory.holidays(in: range).map { "\($0.date) \($0.name)" }
            == part.holidays(in: range).map { "\($0.date) \($0.name)" })
        #expect(territory.holidays(year: first - 1).isEmpty)
        #expect(!territory.holidays(year: first).isEmpty)
        #expect(territory.firstWeekday == .monday)
    }

    @Test("Guadeloupe: Mid-Lent, Good Friday; the abolition of slavery and Schœlcher's day from 1984")
    func guadeloupe() throws {
        let gp = try #require(RegionRegistry.region(code: "GP"))
        #expect(gp.lines(year: 2026).count == 15)
        #expect(gp.holiday("Mid-Lent", on: "2026-03-12")?.localName == "Mi-Carême")
        #expect(gp.dates(of: "Abolition of Slavery", year: 1983).isEmpty)
        #expect(gp.dates(of: "Abolition of Slavery", year: 1984) == ["1984-05-27"])
        #expect(gp.dates(of: "Victor Schoelcher Day", year: 1983).isEmpty)
    }

    @Test("Martinique: Good Friday; 22 May from 1984")
    func martinique() throws {
        let mq = try #require(RegionRegistry.region(code: "MQ"))
        #expect(mq.lines(year: 2026).count == 14)
        #expect(mq.dates(of: "Abolition of Slavery", year: 1983).isEmpty)
        #expect(mq.dates(of: "Abolition of Slavery", year: 1984) == ["1984-05-22"])
    }

    @Test("Saint Barthélemy: 9 October from 2012 (décret n° 2012-553)")
    func saintBarthelemy() throws {
        let bl = try #require(RegionRegistry.region(code: "BL"))
        #expect(bl.lines(year: 2026).count == 12)
        #expect(bl.dates(of: "Abolition of Slavery", year: 2011).isEmpty)
        #expect(bl.dates(of: "Abolition of Slavery", year: 2012) == ["2012-10-09"])
        #expect(bl.localName == "Saint-Barthélemy")
    }

    @Test("Saint Martin: 28 May and Schœlcher's day from 2012")
    func saintMartin() throws {
        let mf = try #require(RegionRegistry.region(code: "MF"))
        #expect(mf.dates(of: "Abolition of Slavery", year: 2011).isEmpty)
        #expect(mf.dates(of: "Abolition of Slavery", year: 2012) == ["2012-05-28"])
        #expect(mf.dates(of: "Victor Schoelcher Day", year: 2012) == ["2012-07-21"])
    }

    @Test("Saint Pierre and Miquelon: France's days only")
    func saintPierreAndMiquelon() throws {
        let pm = try #require(RegionRegistry.region(code: "PM"))
        let fr = try #require(RegionRegistry.region(code: "FR"))
        #expect(pm.lines(year: 2026) == fr.lines(year: 2026))
        #expect(pm.lines(year: 2026).count == 11)
    }
}
