import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("São Tomé and Príncipe: weekend holidays on the nearest weekday from 2020, Príncipe's days")
struct SaoTomeAndPrincipeTests {
    let st = RegionRegistry.region(code: "ST")!

    @Test("2025 exactly")
    func year2025() {
        #expect(st.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-03 King Amador Day (observed)",
            "2025-01-04 King Amador Day",
            "2025-02-03 Martyrs' Day",
            "2025-05-01 Labour Day",
            "2025-07-11 Independence Day (observed)",
            "2025-07-12 Independence Day",
            "2025-09-05 Armed Forces Day (observed)",
            "2025-09-06 Armed Forces Day",
            "2025-09-30 Agrarian Reform Day",
            "2025-12-21 Saint Thomas Day",
            "2025-12-22 Saint Thomas Day (observed)",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("No weekday for a weekend holiday before 2020; the Friday or Monday from 2020")
    func observed() {
        #expect(st.names(on: "2019-02-04").isEmpty)
        #expect(st.names(on: "2020-01-03") == ["King Amador Day (observed)"])
        #expect(st.names(on: "2021-12-31") == ["New Year's Day (observed)"])
    }

    @Test("Saint Thomas Day from 2019; known from 2014")
    func history() {
        #expect(st.names(on: "2018-12-21").isEmpty)
        #expect(st.names(on: "2019-12-21") == ["Saint Thomas Day"])
        #expect(st.holidays(year: 2013).isEmpty)
    }

    @Test("Príncipe adds three days; Água Grande none")
    func principe() throws {
        let p = try #require(RegionRegistry.region(code: "ST-P"))
        let agua = try #require(RegionRegistry.region(code: "ST-01"))
        #expect(p.names(on: "2025-04-29") == ["Príncipe Autonomy Day"])
        #expect(p.lines(year: 2025).count == st.lines(year: 2025).count + 3)
        #expect(agua.lines(year: 2025) == st.lines(year: 2025))
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(st.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
