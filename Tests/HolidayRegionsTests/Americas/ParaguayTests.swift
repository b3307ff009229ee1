import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Paraguay: the holidays of Ley 8/1990, the decrees that moved them, a Sunday weekend")
struct ParaguayTests {
    let py = RegionRegistry.region(code: "PY")!

    @Test("2026 exactly: the Constitution Oath Day, new, moved to Monday 22 June")
    func year2026() {
        #expect(py.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-01 Heroes' Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-05-01 Workers' Day",
            "2026-05-14 National Holiday",
            "2026-05-15 Independence Day",
            "2026-06-12 Chaco Armistice Day",
            "2026-06-22 Constitution Oath Day",
            "2026-08-15 Founding of Asunción",
            "2026-09-29 Battle of Boquerón",
            "2026-12-08 Virgin of Caacupé Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(py.dates(of: "Constitution Oath Day", year: 2025).isEmpty)
        #expect(py.dates(of: "Constitution Oath Day", year: 2027) == ["2027-06-20"])
    }

    @Test("Known from 1991; the Battle of Boquerón from 1995; 14 May from 2012")
    func history() {
        #expect(py.holidays(year: 1990).isEmpty)
        #expect(py.dates(of: "Battle of Boquerón", year: 1994).isEmpty)
        #expect(py.dates(of: "Battle of Boquerón", year: 1995) == ["1995-09-29"])
        #expect(py.dates(of: "National Holiday", year: 2011).isEmpty)
        #expect(py.dates(of: "National Holiday", year: 2012) == ["2012-05-14"])
    }

    @Test("The years decrees moved a holiday: the day itself moves, nothing stays on the date")
    func moved() {
        #expect(py.dates(of: "Heroes' Day", year: 2016) == ["2016-02-29"])
        #expect(py.dates(of: "Heroes' Day", year: 2024) == ["2024-03-01"])
        #expect(py.dates(of: "Chaco Armistice Day", year: 2025) == ["2025-06-16"])
        #expect(py.dates(of: "Founding of Asunción", year: 2017) == ["2017-08-14"])
        #expect(py.dates(of: "Battle of Boquerón", year: 2016) == ["2016-10-03"])
        #expect(py.names(on: "2016-09-29").isEmpty)
    }

    @Test("The Executive's extra days off, and the weekend: Sunday alone, Saturday a business day")
    func decreedAndWeekend() {
        #expect(py.names(on: "2015-07-10") == ["Additional Day Off"])
        #expect(py.names(on: "2015-07-11") == ["Additional Day Off"])
        #expect(py.weekend == WeekendHistory(.sundayOnly))
        let calendar = BusinessCalendar(region: py, years: 2026...2026)
        // Saturday 7 and Monday 9 March 2026 are business days; Sunday 8 is not.
        #expect(calendar.count(from: day("2026-03-06"), to: day("2026-03-10")) == 2)
    }
}
