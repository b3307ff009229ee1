import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("French Guiana: France's holidays with the abolition of slavery, as FR-973")
struct FrenchGuianaTests {
    let gf = RegionRegistry.region(code: "GF")!

    @Test("2026 exactly, in French")
    func year2026() throws {
        #expect(gf.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-06-10 Abolition of Slavery",
            "2026-07-14 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(gf.holiday("Abolition of Slavery", on: "2026-06-10")?.localName == "Abolition de l'esclavage")
        #expect(gf.localName == "Guyane")
    }

    @Test("The same days as FR-973, 1950-2100; the abolition of slavery from 1984")
    func sameAsDepartment() throws {
        let department = try #require(RegionRegistry.region(code: "FR-973"))
        let range = DateRange(years: 1950...2100)
        #expect(gf.holidays(in: range).map { "\($0.date) \($0.name)" }
            == department.holidays(in: range).map { "\($0.date) \($0.name)" })
        #expect(gf.dates(of: "Abolition of Slavery", year: 1983).isEmpty)
        #expect(gf.dates(of: "Abolition of Slavery", year: 1984) == ["1984-06-10"])
    }
}
