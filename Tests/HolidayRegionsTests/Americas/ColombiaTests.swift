import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Colombia: the Código Sustantivo del Trabajo's holidays and the Ley Emiliani")
struct ColombiaTests {
    let colombia = RegionRegistry.region(code: "CO")!

    @Test("2026 exactly: the movable days on Mondays, Chiquinquirá's first year")
    func year2026() {
        #expect(colombia.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-01-12 Epiphany",
            "2026-03-23 Saint Joseph's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labor Day",
            "2026-05-18 Ascension Day",
            "2026-06-08 Corpus Christi",
            "2026-06-15 Sacred Heart",
            "2026-06-29 Saint Peter and Saint Paul's Day",
            "2026-07-13 Day of Our Lady of the Rosary of Chiquinquirá",
            "2026-07-20 Independence Day",
            "2026-08-07 Battle of Boyacá",
            "2026-08-17 Assumption Day",
            "2026-10-12 Columbus Day",
            "2026-11-02 All Saints' Day",
            "2026-11-16 Independence of Cartagena",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        let epiphany = colombia.holiday("Epiphany", on: "2026-01-12")
        #expect(epiphany?.observedOf == day("2026-01-06"))
        #expect(epiphany?.localName == "Día de los Reyes Magos")
        #expect(colombia.names(on: "2026-01-06").isEmpty)
        // A day that falls on a Monday stays, and is not a moved day.
        #expect(colombia.holiday("Saint Peter and Saint Paul's Day", on: "2026-06-29")?.observedOf == nil)
        #expect(colombia.firstWeekday == .sunday)
        #expect(colombia.known == .from(1950))
    }

    @Test("1950: the civic days of Ley 35 de 1939 only; the religious days from 1951")
    func year1950() {
        #expect(colombia.lines(year: 1950) == [
            "1950-01-01 New Year's Day",
            "1950-05-01 Labor Day",
            "1950-07-20 Independence Day",
            "1950-08-07 Battle of Boyacá",
            "1950-10-12 Columbus Day",
            "1950-11-11 Independence of Cartagena",
            "1950-12-25 Christmas Day",
        ])
        #expect(colombia.dates(of: "Epiphany", year: 1951) == ["1951-01-06"])
        #expect(colombia.dates(of: "Immaculate Conception", year: 1951) == ["1951-12-08"])
    }

    @Test("Ley 51 de 1983: fixed dates in 1983, the following Monday from 1984; the Sacred Heart from 1984")
    func emiliani() {
        // 1983-01-06 was a Thursday, 1984-01-06 a Friday.
        #expect(colombia.dates(of: "Epiphany", year: 1983) == ["1983-01-06"])
        #expect(colombia.dates(of: "Epiphany", year: 1984) == ["1984-01-09"])
        #expect(colombia.dates(of: "Ascension Day", year: 1983) == ["1983-05-12"])
        #expect(colombia.dates(of: "Ascension Day", year: 1984) == ["1984-06-04"])
        #expect(colombia.dates(of: "Sacred Heart", year: 1983).isEmpty)
        #expect(colombia.dates(of: "Sacred Heart", year: 1984) == ["1984-07-02"])
        // A Sunday moves too: Independence of Cartagena 2029 is a Sunday.
        #expect(colombia.dates(of: "Independence of Cartagena", year: 2029) == ["2029-11-12"])
        // The fixed days do not move: Independence Day 2024 on a Saturday.
        #expect(colombia.dates(of: "Independence Day", year: 2024) == ["2024-07-20"])
        // Two moved days on one Monday (2025-06-30).
        #expect(colombia.names(on: "2025-06-30") == ["Sacred Heart", "Saint Peter and Saint Paul's Day"])
    }

    @Test("Ley 2578 de 2026: Our Lady of Chiquinquirá from 2026")
    func chiquinquira() {
        #expect(colombia.dates(of: "Day of Our Lady of the Rosary of Chiquinquirá", year: 2025).isEmpty)
        #expect(colombia.dates(of: "Day of Our Lady of the Rosary of Chiquinquirá", year: 2030) == ["2030-07-15"])
    }

    @Test("Weekend Saturday and Sunday: a Saturday holiday gives no day")
    func weekend() {
        let calendar = BusinessCalendar(region: colombia, years: 2026...2026)
        // 2026-01-05 .. 2026-01-16: ten weekdays less Epiphany on Monday the 12th.
        #expect(calendar.count(from: day("2026-01-05"), to: day("2026-01-16"), includeStart: true, includeEnd: true) == 9)
    }
}
