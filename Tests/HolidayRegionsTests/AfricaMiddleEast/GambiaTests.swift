import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Gambia: weekend holidays giving the Monday from 2021, two-day Eids")
struct GambiaTests {
    let gm = RegionRegistry.region(code: "GM")!

    @Test("2024 exactly: Independence Day, Lailat-ul-Qadr and Africa Liberation Day on weekends")
    func year2024() {
        #expect(gm.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-02-18 Independence Day",
            "2024-02-19 Independence Day (observed)",
            "2024-03-29 Good Friday",
            "2024-04-01 Easter Monday",
            "2024-04-06 Lailat-ul-Qadr",
            "2024-04-08 Lailat-ul-Qadr (observed)",
            "2024-04-10 Koriteh",
            "2024-04-11 Koriteh",
            "2024-05-01 Labour Day",
            "2024-05-25 Africa Liberation Day",
            "2024-05-27 Africa Liberation Day (observed)",
            "2024-06-16 Tobaski",
            "2024-06-17 Tobaski",
            "2024-07-16 Yawmul Ashura",
            "2024-07-22 July 22 Revolution Day",
            "2024-08-15 Feast of the Assumption",
            "2024-09-16 Mawlid Nabi",
            "2024-12-25 Christmas Day",
            "2024-12-26 Boxing Day",
        ])
    }

    @Test("Weekend substitutes from 2021, none in 2020; none for Christmas")
    func substitutes() throws {
        #expect(gm.names(on: "2020-07-22") == ["July 22 Revolution Day"])
        #expect(gm.names(on: "2020-05-25") == ["Africa Liberation Day"])  // a Monday
        #expect(gm.names(on: "2020-08-17").isEmpty)  // the Assumption of 2020, a Saturday
        let observed = try #require(gm.holiday("Feast of the Assumption (observed)", on: "2021-08-16"))
        #expect(observed.observedOf == day("2021-08-15"))
        #expect(gm.names(on: "2022-12-26") == ["Boxing Day"])  // Christmas 2022, a Sunday: nothing added
    }

    @Test("The Eids' second days from 2021")
    func secondDays() {
        #expect(gm.dates(of: "Koriteh", year: 2020).count == 1)
        #expect(gm.dates(of: "Koriteh", year: 2021).count == 2)
        #expect(gm.dates(of: "Tobaski", year: 2020).count == 1)
        #expect(gm.dates(of: "Tobaski", year: 2021).count == 2)
    }

    @Test("Observed dates: Yawmul Ashura of 2021 a day after Umm al-Qura, confirmed")
    func observedCalendar() throws {
        #expect(try !#require(gm.holiday("Yawmul Ashura", on: "2021-08-19")).isEstimated)
        #expect(try #require(gm.holidays(year: 2027).first { $0.name == "Mawlid Nabi" }).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1966")
    func weekendAndKnown() {
        #expect(gm.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(gm.holidays(year: 1965).isEmpty)
        #expect(gm.names(on: "1966-02-18") == ["Independence Day"])
    }
}
