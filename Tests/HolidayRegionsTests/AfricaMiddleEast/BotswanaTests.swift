import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Botswana: the Public Holidays Act, its two-day holidays and substitute days")
struct BotswanaTests {
    let bw = RegionRegistry.region(code: "BW")!

    @Test("2022 exactly: Christmas on a Sunday gives the Tuesday, its Monday being Boxing Day")
    func year2022() {
        #expect(bw.lines(year: 2022) == [
            "2022-01-01 New Year's Day",
            "2022-01-02 New Year's Day Holiday",
            "2022-01-03 New Year's Day Holiday (observed)",
            "2022-04-15 Good Friday",
            "2022-04-16 Holy Saturday",
            "2022-04-18 Easter Monday",
            "2022-05-01 Labour Day",
            "2022-05-02 Labour Day (observed)",
            "2022-05-26 Ascension Day",
            "2022-07-01 Sir Seretse Khama Day",
            "2022-07-18 President's Day",
            "2022-07-19 President's Day Holiday",
            "2022-09-30 Botswana Day",
            "2022-10-01 Botswana Day Holiday",
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-27 Christmas Day (observed)",
        ])
    }

    @Test("Sunday substitutes from 1995 only; 1 January on a Sunday gives the Tuesday")
    func sundayRule() {
        #expect(bw.names(on: "1989-01-03").isEmpty)
        #expect(bw.names(on: "1995-01-03") == ["New Year's Day (observed)"])
        #expect(bw.names(on: "2023-01-03") == ["New Year's Day (observed)"])
    }

    @Test("From 2016 a Saturday Labour Day or Boxing Day gives the Monday, under its own name")
    func saturdayRule() {
        #expect(bw.names(on: "2010-05-03").isEmpty)
        #expect(bw.names(on: "2021-05-03") == ["Labour Day Holiday"])
        #expect(bw.names(on: "2020-12-28") == ["Boxing Day Holiday"])
        #expect(bw.dates(of: "Labour Day Holiday", year: 2022).isEmpty)
    }

    @Test("Declared days; Saturday-Sunday weekend, Sunday first; Setswana names; known from 1966")
    func declaredAndWeekend() {
        #expect(bw.names(on: "2024-10-31") == ["Public Holiday"])
        #expect(bw.names(on: "2019-07-02") == ["Public Holiday"])
        #expect(bw.weekend.current == .saturdaySunday)
        #expect(bw.firstWeekday == .sunday)
        #expect(bw.holidays(year: 1965).isEmpty)
        #expect(bw.holidays(in: DateRange(day: day("2025-09-30")), language: "tn").map(\.localName) == ["Letsatsi la Boipuso"])
    }
}
