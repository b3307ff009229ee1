import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Equatorial Guinea: Decreto 9/2007, weekend holidays on the Monday, Annobón's patron")
struct EquatorialGuineaTests {
    let gq = RegionRegistry.region(code: "GQ")!

    @Test("2025 exactly")
    func year2025() {
        #expect(gq.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-08 International Women's Day",
            "2025-04-17 Maundy Thursday",
            "2025-04-18 Good Friday",
            "2025-05-01 Labour Day",
            "2025-05-25 African Liberation Day",
            "2025-06-05 President's Birthday",
            "2025-06-19 Corpus Christi",
            "2025-08-03 Armed Forces Day",
            "2025-08-04 Armed Forces Day (observed)",
            "2025-08-15 Constitution Day",
            "2025-10-12 Independence Day",
            "2025-10-13 Independence Day (observed)",
            "2025-12-08 Immaculate Conception",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Annobón adds its patron saint; Bioko Norte does not")
    func annobon() throws {
        let an = try #require(RegionRegistry.region(code: "GQ-AN"))
        let bn = try #require(RegionRegistry.region(code: "GQ-BN"))
        #expect(an.names(on: "2025-06-13") == ["Annobón Patron Saint Day"])
        #expect(bn.names(on: "2025-06-13").isEmpty)
    }

    @Test("The AFCON day of 2024; a Saturday's holiday on the Monday; known from 2007")
    func history() {
        #expect(gq.names(on: "2024-01-23") == ["AFCON Victory Day"])
        #expect(gq.names(on: "2023-10-16").isEmpty)
        #expect(gq.names(on: "2021-06-07") == ["President's Birthday (observed)"])
        #expect(gq.holidays(year: 2006).isEmpty)
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(gq.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
