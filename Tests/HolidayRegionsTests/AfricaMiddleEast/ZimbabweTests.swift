import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Zimbabwe: the Public Holidays and Prohibition of Business Act and its Sunday rule")
struct ZimbabweTests {
    let zw = RegionRegistry.region(code: "ZW")!

    @Test("2022 exactly: Workers' Day on a Sunday gives the Monday, Christmas Day the Tuesday")
    func year2022() {
        #expect(zw.lines(year: 2022) == [
            "2022-01-01 New Year's Day",
            "2022-02-21 Robert Gabriel Mugabe National Youth Day",
            "2022-04-15 Good Friday",
            "2022-04-16 Easter Saturday",
            "2022-04-18 Easter Monday",
            "2022-04-18 Independence Day",
            "2022-05-01 Workers' Day",
            "2022-05-02 Workers' Day (observed)",
            "2022-05-25 Africa Day",
            "2022-08-08 Zimbabwe Heroes' Day",
            "2022-08-09 Defense Forces Day",
            "2022-12-22 Unity Day",
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-27 Christmas Day (observed)",
        ])
    }

    @Test("Independence Day on Easter Sunday (2049) gives the Tuesday after Easter Monday")
    func independenceOnEaster() {
        #expect(zw.names(on: "2049-04-20") == ["Independence Day (observed)"])
    }

    @Test("Youth Day from 2018; Saturday-Sunday weekend, Sunday first; known from 1988")
    func historyAndWeekend() {
        #expect(zw.names(on: "2017-02-21").isEmpty)
        #expect(zw.names(on: "2018-02-21") == ["Robert Gabriel Mugabe National Youth Day"])
        #expect(zw.weekend.current == .saturdaySunday)
        #expect(zw.firstWeekday == .sunday)
        #expect(zw.holidays(year: 1987).isEmpty)
        #expect(zw.names(on: "1988-12-22") == ["Unity Day"])
    }
}
