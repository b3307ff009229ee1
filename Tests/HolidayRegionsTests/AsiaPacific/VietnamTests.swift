import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Vietnam: Tết by the Vietnamese calendar, the Labour Code's substitute days, the decided transfers")
struct VietnamTests {
    let vn = RegionRegistry.region(code: "VN")!

    @Test("2026 exactly: Tết's five days, the Hùng Kings' Sunday, the second National Day, Cultural Day, a transfer")
    func year2026() {
        #expect(vn.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Lunar New Year's Eve",
            "2026-02-17 Lunar New Year",
            "2026-02-18 Second Day of Lunar New Year",
            "2026-02-19 Third Day of Lunar New Year",
            "2026-02-20 Fourth Day of Lunar New Year",
            "2026-04-26 Hung Kings' Commemoration Day",
            "2026-04-27 Hung Kings' Commemoration Day (observed)",
            "2026-04-30 Liberation Day/Reunification Day",
            "2026-05-01 International Labor Day",
            "2026-08-31 Day off (transferred)",
            "2026-09-01 National Day",
            "2026-09-02 National Day",
            "2026-11-24 Vietnam Cultural Day",
        ])
        // The Saturday worked for 31 August counts as a working day.
        #expect(vn.holidays(year: 2026).filter { $0.kind == .workday }.map { "\($0.date)" } == ["2026-08-22"])
    }

    @Test("Tết on a weekend: from 2014 a Saturday gives the working day before, a Sunday the one after; until 2013 both after")
    func tetOnWeekends() {
        #expect(vn.names(on: "2023-01-20") == ["Lunar New Year's Eve (observed)"])
        #expect(vn.names(on: "2023-01-26") == ["Lunar New Year (observed)"])
        #expect(vn.names(on: "2013-02-14") == ["Lunar New Year's Eve (observed)"])
        #expect(vn.names(on: "2013-02-15") == ["Lunar New Year (observed)"])
        // Four days from 2013, three before.
        #expect(vn.dates(of: "Fourth Day of Lunar New Year", year: 2012).isEmpty)
        #expect(vn.dates(of: "Fourth Day of Lunar New Year", year: 2013) == ["2013-02-13"])
        // No substitutes before 1995; from 1995 a Sunday 30 April gives Tuesday 2 May, Monday
        // being Labour Day.
        #expect(vn.names(on: "1994-05-02").isEmpty)
        #expect(vn.names(on: "1994-05-03").isEmpty)
        #expect(vn.names(on: "1995-05-02") == ["Liberation Day/Reunification Day (observed)"])
    }

    @Test("National Day's second day from 2021: the day beside it that joins it to the weekend")
    func nationalDay() {
        #expect(vn.names(on: "2020-09-03").isEmpty)
        // Friday 3 September 2021 after a Thursday National Day.
        #expect(vn.names(on: "2021-09-03") == ["National Day"])
        // A Saturday National Day (2023): Friday 1 September, and the Monday for the Saturday.
        #expect(vn.names(on: "2023-09-01") == ["National Day"])
        #expect(vn.names(on: "2023-09-04") == ["National Day (observed)"])
    }

    @Test("Hùng Kings' day from 2007; known from 1976; Vietnamese names")
    func history() {
        #expect(vn.dates(of: "Hung Kings' Commemoration Day", year: 2006).isEmpty)
        #expect(vn.dates(of: "Hung Kings' Commemoration Day", year: 2007) == ["2007-04-26"])
        #expect(vn.holidays(year: 1975).isEmpty)
        #expect(vn.holidays(in: DateRange(day: day("2026-02-17")), language: "vi").map(\.localName) == ["Tết Nguyên Đán"])
        #expect(vn.weekend.current == .saturdaySunday)
    }
}
