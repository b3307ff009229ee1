import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("US federal holidays")
struct UnitedStatesTests {
    let us = Region.unitedStates

    @Test("2026 exactly")
    func year2026() {
        #expect(us.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-16 Washington's Birthday",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-10-12 Columbus Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("1950 exactly: fixed-date era, Armistice Day, no observed day for a Sunday yet")
    func year1950() {
        #expect(us.lines(year: 1950) == [
            "1950-01-01 New Year's Day",
            "1950-02-22 Washington's Birthday",
            "1950-05-30 Memorial Day",
            "1950-07-04 Independence Day",
            "1950-09-04 Labor Day",
            "1950-10-12 Columbus Day",
            "1950-11-11 Armistice Day",
            "1950-11-23 Thanksgiving Day",
            "1950-12-25 Christmas Day",
        ])
    }

    @Test("New Year's Day 2028 is observed on Friday 2027-12-31, in 2027's list")
    func newYearAcrossYears() throws {
        let observed = try #require(us.holiday("New Year's Day (observed)", on: "2027-12-31"))
        #expect(observed.observedOf == day("2028-01-01"))
        #expect(observed.kind == .public)
        #expect(observed.region == "US")
        #expect(us.holidays(year: 2027).last?.date == day("2027-12-31"))
        #expect(us.dates(of: "New Year's Day (observed)", year: 2028).isEmpty)
        #expect(us.dates(of: "New Year's Day", year: 2028) == ["2028-01-01"])
        // A range that ends on December 31 still holds it.
        let december = us.holidays(in: DateRange(day("2027-12-01"), day("2027-12-31")))
        #expect(december.map(\.name) == [
            "Christmas Day (observed)", "Christmas Day", "New Year's Day (observed)",
        ])
    }

    @Test("Sunday holidays observed on Monday from the first year the rule moved them")
    func sundayObservance() {
        // Each holiday's first Sunday after the 1953 rule; the reference's start years.
        #expect(us.dates(of: "Independence Day (observed)", year: 1954) == ["1954-07-05"])
        #expect(us.dates(of: "Christmas Day (observed)", year: 1955) == ["1955-12-26"])
        #expect(us.dates(of: "New Year's Day (observed)", year: 1956) == ["1956-01-02"])
        #expect(us.dates(of: "Veterans Day (observed)", year: 1956) == ["1956-11-12"])
        // Before it: 1950-01-01 was a Sunday and Monday was a working day.
        #expect(us.names(on: "1950-01-02").isEmpty)
    }

    @Test("Saturday holidays observed on Friday from the first year the rule moved them")
    func saturdayObservance() {
        #expect(us.dates(of: "Independence Day (observed)", year: 1970) == ["1970-07-03"])
        #expect(us.dates(of: "Christmas Day (observed)", year: 1971) == ["1971-12-24"])
        #expect(us.dates(of: "New Year's Day (observed)", year: 1971) == ["1971-12-31"])
        #expect(us.dates(of: "Veterans Day (observed)", year: 1967) == ["1967-11-10"])
        // New Year's Day 1966 was a Saturday before Public Law 89-554: no Friday.
        #expect(us.names(on: "1965-12-31").isEmpty)
        // Christmas 1954 and New Year's Day 1955 fell on Saturdays too early for the rule.
        #expect(us.names(on: "1954-12-24").isEmpty)
        #expect(us.names(on: "1954-12-31").isEmpty)
    }

    @Test("Monday holidays from 1971: Washington's Birthday, Memorial Day, Columbus Day")
    func uniformMondayHolidayAct() {
        #expect(us.dates(of: "Washington's Birthday", year: 1970) == ["1970-02-22"])
        #expect(us.dates(of: "Washington's Birthday", year: 1971) == ["1971-02-15"])
        #expect(us.dates(of: "Memorial Day", year: 1970) == ["1970-05-30"])
        #expect(us.dates(of: "Memorial Day", year: 1971) == ["1971-05-31"])
        #expect(us.dates(of: "Columbus Day", year: 1970) == ["1970-10-12"])
        #expect(us.dates(of: "Columbus Day", year: 1971) == ["1971-10-11"])
        // No observed day for the pre-1971 fixed dates (Memorial Day 1970 was a Saturday).
        #expect(us.names(on: "1970-05-29").isEmpty)
    }

    @Test("Veterans Day: Armistice Day until 1953, October 1971-1977, November 11 again")
    func veteransDay() {
        #expect(us.dates(of: "Armistice Day", year: 1953) == ["1953-11-11"])
        #expect(us.dates(of: "Veterans Day", year: 1953).isEmpty)
        #expect(us.dates(of: "Veterans Day", year: 1954) == ["1954-11-11"])
        #expect(us.dates(of: "Veterans Day", year: 1970) == ["1970-11-11"])
        #expect(us.dates(of: "Veterans Day", year: 1971) == ["1971-10-25"])
        #expect(us.dates(of: "Veterans Day", year: 1977) == ["1977-10-24"])
        #expect(us.dates(of: "Veterans Day", year: 1978) == ["1978-11-11"])
        // 1978-11-11 was a Saturday.
        #expect(us.dates(of: "Veterans Day (observed)", year: 1978) == ["1978-11-10"])
        // In the October years November 11 is an ordinary day.
        #expect(us.names(on: "1975-11-11").isEmpty)
    }

    @Test("Martin Luther King Jr. Day from 1986, Juneteenth from 2021")
    func newerHolidays() {
        #expect(us.dates(of: "Martin Luther King Jr. Day", year: 1985).isEmpty)
        #expect(us.dates(of: "Martin Luther King Jr. Day", year: 1986) == ["1986-01-20"])
        #expect(us.dates(of: "Juneteenth National Independence Day", year: 2020).isEmpty)
        #expect(us.dates(of: "Juneteenth National Independence Day", year: 2021) == ["2021-06-19"])
        #expect(
            us.dates(of: "Juneteenth National Independence Day (observed)", year: 2021)
                == ["2021-06-18"])
        #expect(
            us.dates(of: "Juneteenth National Independence Day (observed)", year: 2022)
                == ["2022-06-20"])
    }

    @Test("Pinned years far apart", arguments: [
        (1960, ["1960-01-01", "1960-02-22", "1960-05-30", "1960-07-04", "1960-09-05",
                "1960-10-12", "1960-11-11", "1960-11-24", "1960-12-25", "1960-12-26"]),
        (1999, ["1999-01-01", "1999-01-18", "1999-02-15", "1999-05-31", "1999-07-04",
                "1999-07-05", "1999-09-06", "1999-10-11", "1999-11-11", "1999-11-25",
                "1999-12-24", "1999-12-25", "1999-12-31"]),
        (2100, ["2100-01-01", "2100-01-18", "2100-02-15", "2100-05-31", "2100-06-18",
                "2100-06-19", "2100-07-04", "2100-07-05", "2100-09-06", "2100-10-11",
                "2100-11-11", "2100-11-25", "2100-12-24", "2100-12-25", "2100-12-31"]),
    ])
    func pinnedYears(year: Int, dates: [String]) {
        #expect(us.holidays(year: year).map { "\($0.date)" } == dates)
    }

    @Test("Every year 1950-2100 has its eleven-or-so holidays, in display order")
    func everyYear() {
        for year in 1950...2100 {
            let list = us.holidays(year: year)
            #expect(list == list.sorted(by: Holiday.displayOrder))
            #expect(list.allSatisfy { $0.date.year == year && $0.region == "US" })
            #expect(list.filter { $0.observedOf == nil }.count >= 9)
            #expect(list.allSatisfy { ($0.observedOf == nil) != $0.name.hasSuffix("(observed)") })
        }
    }
}
