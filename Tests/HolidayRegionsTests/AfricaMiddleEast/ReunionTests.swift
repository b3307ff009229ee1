import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Réunion: France's holidays with the abolition of slavery, as FR-974")
struct ReunionTests {
    let re = RegionRegistry.region(code: "RE")!

    @Test("2026 exactly, with the abolition of slavery on 20 December")
    func year2026() {
        #expect(re.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-07-14 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-20 Abolition of Slavery",
            "2026-12-25 Christmas Day",
        ])
        #expect(re.localName == "La Réunion")
    }

    @Test("The same days as FR-974, 1950-2100; the abolition of slavery from 1983")
    func sameAsDepartment() throws {
        let department = try #require(RegionRegistry.region(code: "FR-974"))
        let range = DateRange(years: 1950...2100)
        #expect(re.holidays(in: range).map { "\($0.date) \($0.name)" }
            == department.holidays(in: range).map { "\($0.date) \($0.name)" })
        #expect(re.dates(of: "Abolition of Slavery", year: 1982).isEmpty)
        #expect(re.dates(of: "Abolition of Slavery", year: 1983) == ["1983-12-20"])
    }

    @Test("Known from 1950, as France's rules")
    func known() {
        #expect(re.holidays(year: 1949).isEmpty)
        #expect(re.names(on: "1950-07-14") == ["National Day"])
    }
}
