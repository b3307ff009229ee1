import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mexico: the Ley Federal del Trabajo's days of rest")
struct MexicoTests {
    let mexico = RegionRegistry.region(code: "MX")!

    @Test("2024 exactly: the Mondays, and the presidency handed over on October 1")
    func year2024() {
        #expect(mexico.lines(year: 2024, kinds: Set(HolidayKind.allCases)) == [
            "2024-01-01 New Year's Day",
            "2024-02-05 Constitution Day",
            "2024-03-18 Benito Juárez's birthday",
            "2024-05-01 Labor Day",
            "2024-09-16 Independence Day",
            "2024-10-01 Change of Federal Government",
            "2024-11-18 Revolution Day",
            "2024-12-25 Christmas Day",
        ])
        #expect(mexico.holiday("Revolution Day", on: "2024-11-18")?.localName == "Día de la Revolución")
        #expect(mexico.name == "Mexico")
        #expect(mexico.firstWeekday == .sunday)
    }

    @Test("The 2006 reform: Mondays from 2006, Juárez's March 21 kept in 2006 and moved from 2007")
    func mondays() {
        #expect(mexico.dates(of: "Constitution Day", year: 2005) == ["2005-02-05"])
        #expect(mexico.dates(of: "Constitution Day", year: 2006) == ["2006-02-06"])
        #expect(mexico.dates(of: "Revolution Day", year: 2005) == ["2005-11-20"])
        #expect(mexico.dates(of: "Revolution Day", year: 2006) == ["2006-11-20"])
        #expect(mexico.dates(of: "Revolution Day", year: 2007) == ["2007-11-19"])
        #expect(mexico.dates(of: "Benito Juárez's birthday", year: 2006) == ["2006-03-21"])
        #expect(mexico.dates(of: "Benito Juárez's birthday", year: 2007) == ["2007-03-19"])
    }

    @Test("The change of government: December 1 every six years from 1970 to 2018, October 1 from 2024")
    func changeOfGovernment() {
        let name = "Change of Federal Government"
        #expect(mexico.dates(of: name, year: 1964).isEmpty)
        #expect(mexico.dates(of: name, year: 1970) == ["1970-12-01"])
        #expect(mexico.dates(of: name, year: 1971).isEmpty)
        #expect(mexico.dates(of: name, year: 2018) == ["2018-12-01"])
        #expect(mexico.dates(of: name, year: 2023).isEmpty)
        #expect(mexico.dates(of: name, year: 2030) == ["2030-10-01"])
        #expect(mexico.names(on: "2030-12-01").isEmpty)
    }

    @Test("1950 exactly: fixed dates, no change of government yet")
    func year1950() {
        #expect(mexico.lines(year: 1950) == [
            "1950-01-01 New Year's Day",
            "1950-02-05 Constitution Day",
            "1950-03-21 Benito Juárez's birthday",
            "1950-05-01 Labor Day",
            "1950-09-16 Independence Day",
            "1950-11-20 Revolution Day",
            "1950-12-25 Christmas Day",
        ])
    }
}
