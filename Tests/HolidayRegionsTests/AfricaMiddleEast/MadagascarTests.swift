import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Madagascar: the public holidays, Mother's Day kept off Pentecost, Republic Day from 2011")
struct MadagascarTests {
    let mg = RegionRegistry.region(code: "MG")!

    @Test("2024 exactly")
    func year2024() {
        #expect(mg.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-03-08 Women's Day",
            "2024-03-29 Martyrs' Day",
            "2024-03-31 Easter Sunday",
            "2024-04-01 Easter Monday",
            "2024-05-01 Labor Day",
            "2024-05-09 Ascension Day",
            "2024-05-19 Pentecost",
            "2024-05-20 Pentecost Monday",
            "2024-05-26 Mother's Day",
            "2024-06-16 Father's Day",
            "2024-06-26 Independence Day",
            "2024-08-15 Assumption Day",
            "2024-11-01 All Saints' Day",
            "2024-12-11 Republic Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Mother's Day a week later when the last Sunday of May is Pentecost (2023: 28 May)")
    func mothersDay() {
        #expect(mg.names(on: "2023-05-28") == ["Pentecost"])
        #expect(mg.dates(of: "Mother's Day", year: 2023) == ["2023-06-04"])
        #expect(mg.dates(of: "Mother's Day", year: 2022) == ["2022-05-29"])
    }

    @Test("Republic Day from 2011; known from 1960; Malagasy names")
    func history() {
        #expect(mg.names(on: "2010-12-11").isEmpty)
        #expect(mg.names(on: "2011-12-11") == ["Republic Day"])
        #expect(mg.holidays(year: 1959).isEmpty)
        #expect(mg.names(on: "1960-06-26") == ["Independence Day"])
        #expect(mg.holidays(in: DateRange(day: day("2024-06-26")), language: "mg").map(\.localName) == ["Fetin'ny fahaleovantena"])
    }
}
