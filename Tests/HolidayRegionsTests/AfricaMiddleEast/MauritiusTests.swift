import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mauritius: the Public Holidays Act, its festivals and the 2015 alternation of Assumption and All Saints' Day")
struct MauritiusTests {
    let mu = RegionRegistry.region(code: "MU")!

    @Test("2024 exactly: the Hindu, Chinese and Islamic festivals, Assumption in an even year")
    func year2024() {
        #expect(mu.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-01-02 Day after New Year's Day",
            "2024-01-25 Thaipoosam Cavadee",
            "2024-02-01 Abolition of Slavery",
            "2024-02-10 Chinese Spring Festival",
            "2024-03-08 Maha Shivaratree",
            "2024-03-12 Independence and Republic Day",
            "2024-04-09 Ougadi",
            "2024-04-11 Eid-ul-Fitr",
            "2024-05-01 Labour Day",
            "2024-08-15 Assumption of the Blessed Virgin Mary",
            "2024-09-08 Ganesh Chaturthi",
            "2024-10-31 Divali",
            "2024-11-02 Arrival of Indentured Labourers",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Assumption and All Saints' Day alternate from 2016; All Saints' Day every year before")
    func alternation() {
        #expect(mu.names(on: "2015-11-01") == ["All Saints' Day"])
        #expect(mu.names(on: "2015-08-15").isEmpty)
        #expect(mu.names(on: "2016-11-01").isEmpty)
        #expect(mu.names(on: "2016-08-15") == ["Assumption of the Blessed Virgin Mary"])
        #expect(mu.names(on: "2017-11-01") == ["All Saints' Day"])
        #expect(mu.names(on: "2017-08-15").isEmpty)
        #expect(mu.names(on: "2099-11-01") == ["All Saints' Day"])
        #expect(mu.names(on: "2100-08-15") == ["Assumption of the Blessed Virgin Mary"])
    }

    @Test("Eid-ul-Fitr: the notices' dates, a day after Umm al-Qura otherwise; the 2019 days; no substitutes")
    func eidAndDeclared() throws {
        #expect(try !#require(mu.holiday("Eid-ul-Fitr", on: "2025-04-01")).isEstimated)
        #expect(try #require(mu.holiday("Eid-ul-Fitr", on: "2026-03-21")).isEstimated)
        #expect(mu.names(on: "2019-07-29") == ["Public Holiday"])
        #expect(mu.names(on: "2019-09-09") == ["Public Holiday"])
        // Labour Day 2022 on a Sunday: no Monday.
        #expect(mu.names(on: "2022-05-02").isEmpty)
    }

    @Test("Known from 1988; weekend; the Hindu almanac's festivals stop after 2035, Thaipoosam does not")
    func validity() {
        #expect(mu.holidays(year: 1987).isEmpty)
        #expect(mu.names(on: "1988-01-01") == ["New Year's Day"])
        #expect(mu.weekend.current == .saturdaySunday)
        #expect(mu.dates(of: "Divali", year: 2036).isEmpty)
        #expect(mu.dates(of: "Thaipoosam Cavadee", year: 2036) == ["2036-02-11"])
    }
}
