import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Finland: public holidays, flag days, the regions and Åland")
struct FinlandTests {
    let fi = RegionRegistry.region(code: "FI")!

    @Test("2026 exactly")
    func year2026() {
        #expect(fi.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 May Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-06-19 Midsummer Eve",
            "2026-06-20 Midsummer Day",
            "2026-10-31 All Saints' Day",
            "2026-12-06 Independence Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
        ])
    }

    @Test("Official flag days of 2026 that are working days, as observances")
    func flagDays2026() {
        #expect(fi.lines(year: 2026, kinds: [.observance]) == [
            "2026-02-28 Kalevala Day",
            "2026-05-10 Mother's Day",
            "2026-06-06 Flag Day of the Finnish Defence Forces",
            "2026-06-20 Day of the Finnish Flag",
            "2026-11-08 Father's Day",
        ])
        #expect(fi.dates(of: "Father's Day", year: 2018).isEmpty)
        #expect(fi.dates(of: "Father's Day", year: 2019) == ["2019-11-10"])
    }

    // May Day and Independence Day are flag days as well as days off (vuosilomalaki 162/2005,
    // 4 §, counts neither as a working day): one day, listed once, as the public holiday.
    // python-holidays 0.108 also files them under its flag-day category (a judged divergence).
    @Test("May Day and Independence Day: one row each, the public holiday")
    func flagDaysThatAreHolidays() {
        for date in ["1978-05-01", "1979-05-01", "2026-05-01", "1950-12-06", "2026-12-06"] {
            #expect(fi.holidays(on: day(date)).map(\.kind) == [.public], "\(date)")
        }
        #expect(fi.names(on: "2026-05-01") == ["May Day"])
        #expect(fi.names(on: "2026-12-06") == ["Independence Day"])
        let aland = RegionRegistry.region(code: "AX")!
        #expect(aland.names(on: "2026-12-06") == ["Independence Day"])
    }

    @Test("A flag day on a weekend stays a weekend day: they are working days, not days worked by decree")
    func flagDaysAreNotWorkedWeekendDays() {
        // Mother's Day is a Sunday and Kalevala Day 2026 a Saturday; with the python
        // category's kind (workday) they would be counted as business days.
        let calendar = BusinessCalendar(region: fi, years: 2026...2026)
        #expect(!calendar.isBusinessDay(day("2026-05-10")))
        #expect(!calendar.isBusinessDay(day("2026-02-28")))
        #expect(calendar.isBusinessDay(day("2026-02-27")))
        #expect(calendar.workedWeekendDays.isEmpty)
    }

    @Test("Finnish and Swedish names")
    func names() {
        let stStephen = DateRange(day: day("2026-12-26"))
        #expect(fi.holidays(in: stStephen).map(\.localName) == ["Tapaninpäivä"])
        #expect(fi.holidays(in: stStephen, language: "sv").map(\.localName) == ["Annandag jul"])
        #expect(fi.languages == ["fi", "sv"])
    }

    @Test("Epiphany and Ascension Day on Saturdays from 1973 to 1990")
    func saturdayEra() {
        #expect(fi.dates(of: "Epiphany", year: 1972) == ["1972-01-06"])  // a Thursday
        #expect(fi.dates(of: "Epiphany", year: 1974) == ["1974-01-12"])  // January 6 a Sunday
        #expect(fi.dates(of: "Epiphany", year: 1989) == ["1989-01-07"])  // January 6 a Friday
        #expect(fi.dates(of: "Epiphany", year: 1991) == ["1991-01-06"])  // a Sunday
        #expect(fi.dates(of: "Ascension Day", year: 1972) == ["1972-05-11"])
        #expect(fi.dates(of: "Ascension Day", year: 1973) == ["1973-05-26"])
        #expect(fi.dates(of: "Ascension Day", year: 1990) == ["1990-05-19"])
        #expect(fi.dates(of: "Ascension Day", year: 1991) == ["1991-05-09"])
    }

    @Test("Midsummer and All Saints' Day fixed until 1954, on Friday and Saturdays from 1955")
    func midsummer() {
        #expect(fi.dates(of: "Midsummer Eve", year: 1954) == ["1954-06-23"])
        #expect(fi.dates(of: "Midsummer Day", year: 1954) == ["1954-06-24"])
        #expect(fi.dates(of: "Day of the Finnish Flag", year: 1954) == ["1954-06-24"])
        #expect(fi.dates(of: "All Saints' Day", year: 1954) == ["1954-11-01"])
        #expect(fi.dates(of: "Midsummer Eve", year: 1955) == ["1955-06-24"])
        #expect(fi.dates(of: "Midsummer Day", year: 1955) == ["1955-06-25"])
        #expect(fi.dates(of: "Day of the Finnish Flag", year: 1955) == ["1955-06-25"])
        #expect(fi.dates(of: "All Saints' Day", year: 1955) == ["1955-11-05"])
        #expect(fi.holidays(year: 1949).isEmpty)
    }

    @Test("Every region of ISO 3166-2:FI; Åland adds its Autonomy Day from 1993")
    func regions() throws {
        #expect(Country.finland.subdivisions.map(\.code) == (1...19).map { $0 < 10 ? "0\($0)" : "\($0)" })
        let aland = try #require(RegionRegistry.region(code: "FI-01"))
        #expect(aland.languages == ["sv", "fi"])
        #expect(aland.dates(of: "Autonomy Day", year: 1992).isEmpty)
        #expect(aland.holiday("Autonomy Day", on: "1993-06-09")?.localName == "Ålands självstyrelsedag")
        #expect(aland.lines(year: 2026, kinds: [.public]) == (fi.lines(year: 2026, kinds: [.public])
            + ["2026-06-09 Autonomy Day"]).sorted())
        let lapland = try #require(RegionRegistry.region(code: "FI-10"))
        #expect(lapland.localName == "Lappi")
        #expect(lapland.lines(year: 2026, kinds: [.public, .observance]) == fi.lines(year: 2026, kinds: [.public, .observance]))
    }
}
