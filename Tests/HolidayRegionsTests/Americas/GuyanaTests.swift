import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Guyana: the Public Holidays Act and the Gazette's days, Phagwah and Deepavali, Guyana's Islamic days")
struct GuyanaTests {
    let gy = RegionRegistry.region(code: "GY")!

    @Test("2026 exactly: Deepavali on a Sunday gives the Monday, the Day after Christmas on a Saturday the Monday")
    func year2026() throws {
        #expect(gy.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-23 Republic Day",
            "2026-03-03 Phagwah",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-05 Arrival Day",
            "2026-05-26 Independence Day",
            "2026-05-28 Eid-ul-Azha",
            "2026-07-06 CARICOM Day",
            "2026-08-01 Emancipation Day",
            "2026-08-26 Youman Nabi",
            "2026-11-08 Deepavali",
            "2026-11-09 Deepavali (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Day after Christmas",
            "2026-12-28 Day after Christmas (observed)",
        ])
        #expect(gy.firstWeekday == .monday)
        #expect(gy.holidays(year: 1967).isEmpty)
    }

    @Test("Islamic days: Guyana's listed dates are confirmed; later ones a day after Umm al-Qura, estimated")
    func islamic() throws {
        // 2015: two Youman Nabis, as Guyana listed them (3 January is Umm al-Qura's own date).
        #expect(gy.dates(of: "Youman Nabi", year: 2015) == ["2015-01-03", "2015-12-24"])
        #expect(gy.holiday("Youman Nabi", on: "2015-01-03")?.isEstimated == false)
        // 2026: Umm al-Qura has 10 Dhu al-Hijjah on 27 May; Guyana's sighting a day later.
        let eid = try #require(gy.holiday("Eid-ul-Azha", on: "2026-05-28"))
        #expect(eid.isEstimated)
        let youmanNabi = try #require(gy.holiday("Youman Nabi", on: "2026-08-26"))
        #expect(youmanNabi.isEstimated)
    }

    @Test("Christmas on a Saturday gives the Monday, the Day after on a Sunday the Tuesday")
    func christmas() {
        #expect(gy.names(on: "2027-12-27") == ["Christmas Day (observed)"])
        #expect(gy.names(on: "2027-12-28") == ["Day after Christmas (observed)"])
        // Christmas on a Sunday (2022): the Tuesday; the Day after, a Monday, stays.
        #expect(gy.names(on: "2022-12-27") == ["Christmas Day (observed)"])
    }

    @Test("History: Independence Day until 1969 and from 2016, Republic Day from 1970, the Gazette's days from 2016 and 2019")
    func history() {
        #expect(gy.dates(of: "Independence Day", year: 1969) == ["1969-05-26"])
        #expect(gy.dates(of: "Independence Day", year: 1970).isEmpty)
        #expect(gy.dates(of: "Republic Day", year: 1970) == ["1970-02-23"])
        #expect(gy.dates(of: "Independence Day", year: 2016) == ["2016-05-26"])
        #expect(gy.dates(of: "Commonwealth Day", year: 2015) == ["2015-08-03"])
        #expect(gy.dates(of: "Commonwealth Day", year: 2016).isEmpty)
        #expect(gy.dates(of: "CARICOM Day", year: 2016) == ["2016-07-04"])
        #expect(gy.dates(of: "Arrival Day", year: 2018).isEmpty)
        #expect(gy.dates(of: "Arrival Day", year: 2019) == ["2019-05-05"])
        #expect(gy.names(on: "2019-05-06") == ["Arrival Day (observed)"])
        #expect(gy.names(on: "2020-03-02") == ["Public Holiday"])
    }
}
