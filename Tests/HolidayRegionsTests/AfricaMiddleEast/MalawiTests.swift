import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Malawi: the Public Holidays Act with its Saturday and Sunday substitutes")
struct MalawiTests {
    let mw = RegionRegistry.region(code: "MW")!

    @Test("2022 exactly: weekend holidays give the Monday; a Sunday Christmas gives the Tuesday")
    func year2022() {
        #expect(mw.lines(year: 2022) == [
            "2022-01-01 New Year's Day",
            "2022-01-03 New Year's Day (observed)",
            "2022-01-15 John Chilembwe Day",
            "2022-01-17 John Chilembwe Day (observed)",
            "2022-03-03 Martyrs Day",
            "2022-04-15 Good Friday",
            "2022-04-18 Easter Monday",
            "2022-05-01 Labour Day",
            "2022-05-02 Labour Day (observed)",
            "2022-05-14 Kamuzu Day",
            "2022-05-16 Kamuzu Day (observed)",
            "2022-07-06 Independence Day",
            "2022-10-15 Mother's Day",
            "2022-10-17 Mother's Day (observed)",
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-27 Christmas Day (observed)",
        ])
    }

    @Test("Christmas on a Saturday: the Monday for it and the Tuesday for Boxing Day on the Sunday")
    func christmasOnSaturday() {
        #expect(mw.names(on: "2021-12-27") == ["Christmas Day (observed)"])
        #expect(mw.names(on: "2021-12-28") == ["Boxing Day (observed)"])
    }

    @Test("Known from 2000; Saturday-Sunday weekend")
    func validity() {
        #expect(mw.holidays(year: 1999).isEmpty)
        #expect(mw.names(on: "2000-07-06") == ["Independence Day"])
        #expect(mw.weekend.current == .saturdaySunday)
    }
}
