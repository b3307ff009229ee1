import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Belize: the Holidays Act from 1982, its Monday moves and the 2021 amendments")
struct BelizeTests {
    let bz = RegionRegistry.region(code: "BZ")!

    @Test("2026 exactly; known from 1982, the first year after independence")
    func year2026() {
        #expect(bz.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-15 George Price Day",
            "2026-03-09 National Heroes and Benefactors Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-08-01 Emancipation Day",
            "2026-09-10 Saint George's Caye Day",
            "2026-09-21 Independence Day",
            "2026-10-12 Indigenous Peoples' Resistance Day",
            "2026-11-19 Garifuna Settlement Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(bz.holidays(year: 1981).isEmpty)
        #expect(bz.firstWeekday == .sunday)
    }

    @Test("A Sunday holiday moves to the Monday; four move to the nearest Monday, Saturday excepted")
    func moves() {
        // 2023: New Year's Day and George Price Day on Sundays.
        #expect(bz.dates(of: "New Year's Day", year: 2023) == ["2023-01-02"])
        #expect(bz.dates(of: "George Price Day", year: 2023) == ["2023-01-16"])
        // 9 March 2023, a Thursday: the Monday before; 2022, a Wednesday: the Monday before.
        #expect(bz.dates(of: "National Heroes and Benefactors Day", year: 2023) == ["2023-03-06"])
        #expect(bz.dates(of: "National Heroes and Benefactors Day", year: 2022) == ["2022-03-07"])
        // 12 October 2024, a Saturday: stays; 2025, a Sunday: the Monday after.
        #expect(bz.dates(of: "Indigenous Peoples' Resistance Day", year: 2024) == ["2024-10-12"])
        #expect(bz.dates(of: "Indigenous Peoples' Resistance Day", year: 2025) == ["2025-10-13"])
        // Christmas on a Sunday stays; Boxing Day on a Sunday moves.
        #expect(bz.dates(of: "Christmas Day", year: 2022) == ["2022-12-25"])
        #expect(bz.dates(of: "Boxing Day", year: 2021) == ["2021-12-27"])
    }

    @Test("2021: George Price Day and Emancipation Day added, Commonwealth Day's last year, 12 October renamed")
    func amendments2021() {
        #expect(bz.dates(of: "George Price Day", year: 2020).isEmpty)
        #expect(bz.dates(of: "Emancipation Day", year: 2020).isEmpty)
        #expect(bz.dates(of: "Emancipation Day", year: 2021) == ["2021-08-02"])
        #expect(bz.dates(of: "Commonwealth Day", year: 2021) == ["2021-05-24"])
        #expect(bz.dates(of: "Commonwealth Day", year: 2022).isEmpty)
        #expect(bz.dates(of: "Pan American Day", year: 2020) == ["2020-10-12"])
        #expect(bz.dates(of: "Indigenous Peoples' Resistance Day", year: 2021) == ["2021-10-11"])
    }
}
