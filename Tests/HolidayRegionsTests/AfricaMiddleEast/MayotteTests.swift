import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mayotte: France's holidays with the abolition of slavery, as FR-976")
struct MayotteTests {
    let yt = RegionRegistry.region(code: "YT")!

    @Test("2026 exactly, with the abolition of slavery on 27 April")
    func year2026() {
        #expect(yt.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-06 Easter Monday",
            "2026-04-27 Abolition of Slavery",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-07-14 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Armistice Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("The same days as FR-976, 1950-2100; the abolition of slavery from 1984")
    func sameAsDepartment() throws {
        let department = try #require(RegionRegistry.region(code: "FR-976"))
        let range = DateRange(years: 1950...2100)
        #expect(yt.holidays(in: range).map { "\($0.date) \($0.name)" }
            == department.holidays(in: range).map { "\($0.date) \($0.name)" })
        #expect(yt.dates(of: "Abolition of Slavery", year: 1983).isEmpty)
        #expect(yt.dates(of: "Abolition of Slavery", year: 1984) == ["1984-04-27"])
    }
}
