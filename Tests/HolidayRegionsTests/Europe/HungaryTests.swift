import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Hungary: public holidays and working-day transfers")
struct HungaryTests {
    let hu = RegionRegistry.region(code: "HU")!

    @Test("2025 exactly, with its decree's rest days and worked Saturdays (11/2024. NGM rendelet)")
    func year2025() {
        #expect(hu.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-15 National Day",
            "2025-04-18 Good Friday",
            "2025-04-20 Easter Sunday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-02 Bridge day",
            "2025-06-08 Whit Sunday",
            "2025-06-09 Whit Monday",
            "2025-08-20 State Foundation Day",
            "2025-10-23 National Day",
            "2025-10-24 Bridge day",
            "2025-11-01 All Saints' Day",
            "2025-12-24 Bridge day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Second Day of Christmas",
        ])
        #expect(hu.lines(year: 2025, kinds: [.workday]) == [
            "2025-05-17 Working day", "2025-10-18 Working day", "2025-12-13 Working day",
        ])
        #expect(hu.holiday("Working day", on: "2025-05-17")?.localName == "Munkanap")
    }

    @Test("Every worked day is a Saturday, and each year's days off and worked days pair up")
    func transfersPairUp() {
        for year in 1991...2026 {
            let worked = hu.holidays(year: year).filter { $0.kind == .workday }
            let off = hu.holidays(year: year).filter { $0.name == "Bridge day" }
            #expect(worked.count == off.count, "year \(year)")
            #expect(worked.allSatisfy { $0.date.weekday == .saturday }, "year \(year)")
        }
        #expect(hu.holidays(year: 2023).filter { $0.kind == .workday }.isEmpty)
    }

    @Test("Business days count the worked Saturday and skip the rest day")
    func businessDays() {
        let calendar = BusinessCalendar(region: hu, years: 2024...2024)
        #expect(calendar.isBusinessDay(day("2024-08-03")))  // Saturday worked
        #expect(!calendar.isBusinessDay(day("2024-08-10")))  // an ordinary Saturday
        #expect(!calendar.isBusinessDay(day("2024-08-19")))  // Monday, the rest day
        // July 29 to August 23, both ends excluded: 18 weekdays, minus August 19 and 20,
        // plus Saturday August 3.
        #expect(calendar.count(from: day("2024-07-29"), to: day("2024-08-23")) == 17)
    }

    @Test("The People's Republic's days, 1950 to 1989, and those that came back")
    func history() {
        #expect(hu.names(on: "1950-03-15") == ["National Day"])
        #expect(hu.names(on: "1951-03-15").isEmpty)
        #expect(hu.names(on: "1988-03-15").isEmpty)
        #expect(hu.names(on: "1989-03-15") == ["National Day"])
        #expect(hu.names(on: "1989-04-04") == ["Liberation Day"])
        #expect(hu.names(on: "1990-04-04").isEmpty)
        #expect(hu.names(on: "1989-08-20") == ["Bread Day"])
        #expect(hu.names(on: "1990-08-20") == ["State Foundation Day"])
        #expect(hu.names(on: "1990-10-23").isEmpty)
        #expect(hu.names(on: "1991-10-23") == ["National Day"])
        #expect(hu.names(on: "1998-11-01").isEmpty)
        #expect(hu.names(on: "1999-11-01") == ["All Saints' Day"])
        #expect(hu.dates(of: "Good Friday", year: 2016).isEmpty)
        #expect(hu.dates(of: "Good Friday", year: 2017) == ["2017-04-14"])
    }

    @Test("Whit Monday until 1952 and from 1992; May 2 from 1950 to 1953")
    func whitMondayAndMay2() {
        #expect(hu.dates(of: "Whit Monday", year: 1952) == ["1952-06-02"])
        #expect(hu.dates(of: "Whit Monday", year: 1953).isEmpty)
        #expect(hu.dates(of: "Whit Monday", year: 1991).isEmpty)
        #expect(hu.dates(of: "Whit Monday", year: 1992) == ["1992-06-08"])
        #expect(hu.dates(of: "Labour Day", year: 1953) == ["1953-05-01", "1953-05-02"])
        #expect(hu.dates(of: "Labour Day", year: 1954) == ["1954-05-01"])
    }

    @Test("1955 without Easter Monday and St Stephen's Day; November 7 not kept in 1956 and 1989")
    func gaps() {
        #expect(hu.dates(of: "Easter Monday", year: 1955).isEmpty)
        #expect(hu.dates(of: "Easter Monday", year: 1954) == ["1954-04-19"])
        #expect(hu.dates(of: "Easter Monday", year: 1956) == ["1956-04-02"])
        #expect(hu.names(on: "1955-12-26").isEmpty)
        #expect(hu.names(on: "1956-12-26") == ["Second Day of Christmas"])
        #expect(hu.names(on: "1955-11-07") == ["Great October Socialist Revolution Day"])
        #expect(hu.names(on: "1956-11-07").isEmpty)
        #expect(hu.names(on: "1957-11-07") == ["Great October Socialist Revolution Day"])
        #expect(hu.names(on: "1988-11-07") == ["Great October Socialist Revolution Day"])
        #expect(hu.names(on: "1989-11-07").isEmpty)
    }
}
