import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("South Africa: the Public Holidays Act 36 of 1994, its Sunday rule and declared days, and the older laws")
struct SouthAfricaTests {
    let za = RegionRegistry.region(code: "ZA")!

    @Test("2022 exactly: a Sunday Workers' Day gives the Monday; 27 December declared")
    func year2022() {
        #expect(za.lines(year: 2022) == [
            "2022-01-01 New Year's Day",
            "2022-03-21 Human Rights Day",
            "2022-04-15 Good Friday",
            "2022-04-18 Family Day",
            "2022-04-27 Freedom Day",
            "2022-05-01 Workers' Day",
            "2022-05-02 Workers' Day (observed)",
            "2022-06-16 Youth Day",
            "2022-08-09 National Women's Day",
            "2022-09-24 Heritage Day",
            "2022-12-16 Day of Reconciliation",
            "2022-12-25 Christmas Day",
            "2022-12-26 Day of Goodwill",
            "2022-12-27 Public Holiday by Presidential Decree",
        ])
    }

    @Test("The Sunday rule from 1995 only: Day of the Vow on a Sunday in 1990 gives no Monday, Heritage Day in 1995 does")
    func sundayRuleFrom1995() {
        #expect(za.names(on: "1990-12-17").isEmpty)
        #expect(za.names(on: "1995-09-25") == ["Heritage Day (observed)"])
    }

    @Test("Declared days: elections, the Y2K changeover with its Monday, the 2023 Rugby World Cup day")
    func declaredDays() {
        #expect(za.names(on: "2024-05-29") == ["National and Provincial Government Elections"])
        #expect(za.names(on: "2026-11-04") == ["Local Government Elections"])
        #expect(za.names(on: "1999-12-31") == ["Y2K Changeover"])
        #expect(za.names(on: "2000-01-03") == ["Y2K Changeover (observed)"])
        #expect(za.names(on: "2023-12-15") == ["Public Holiday by Presidential Decree"])
    }

    @Test("The older laws: the Union's days to 1951, the 1952 Act, the Republic's, Workers' Day 1987-1989")
    func history() {
        #expect(za.names(on: "1951-05-24") == ["Empire Day"])
        #expect(za.names(on: "1952-05-24").isEmpty)
        #expect(za.names(on: "1960-05-31") == ["Union Day"])
        #expect(za.names(on: "1961-05-31") == ["Republic Day"])
        #expect(za.names(on: "1993-05-31") == ["Republic Day"])
        #expect(za.names(on: "1994-05-31").isEmpty)
        #expect(za.dates(of: "Van Riebeeck's Day", year: 1973) == ["1973-04-06"])
        #expect(za.names(on: "1974-04-06").isEmpty)
        #expect(za.dates(of: "Founder's Day", year: 1980) == ["1980-04-06"])
        #expect(za.names(on: "1979-04-16") == ["Easter Monday"])
        #expect(za.names(on: "1980-04-07") == ["Family Day"])
        #expect(za.dates(of: "Workers' Day", year: 1987) == ["1987-05-01"])
        #expect(za.dates(of: "Workers' Day", year: 1990).isEmpty)
        #expect(za.names(on: "1951-12-16") == ["Dingaan's Day"])
        #expect(za.names(on: "1979-12-16") == ["Day of the Covenant"])
        #expect(za.names(on: "1994-12-16") == ["Day of the Vow"])
    }

    @Test("Saturday-Sunday weekend, Sunday first; Afrikaans names")
    func weekendAndNames() throws {
        #expect(za.weekend.current == .saturdaySunday)
        #expect(za.firstWeekday == .sunday)
        #expect(za.holidays(in: DateRange(day: day("2025-09-24")), language: "af").map(\.localName) == ["Erfenisdag"])
    }
}
