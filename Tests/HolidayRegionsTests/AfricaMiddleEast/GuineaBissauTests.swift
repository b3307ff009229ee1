import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Guinea-Bissau: the Labour Code of 2022")
struct GuineaBissauTests {
    let gw = RegionRegistry.region(code: "GW")!

    @Test("2025 exactly")
    func year2025() {
        #expect(gw.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-20 National Heroes' Day",
            "2025-01-23 Day of the Beginning of the Armed Struggle",
            "2025-03-08 International Women's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-20 Easter Sunday",
            "2025-05-01 Workers' Day",
            "2025-06-06 Eid al-Adha",
            "2025-08-03 Pidjiguiti Day",
            "2025-09-24 Independence Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("The Eids confirmed for 2023-2025 and estimated after; no weekend substitutes")
    func islamic() throws {
        #expect(try !#require(gw.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(try #require(gw.holidays(year: 2026).first { $0.name == "Eid al-Fitr" }).isEstimated)
        #expect(gw.names(on: "2025-03-31").isEmpty)
    }

    @Test("Saturday-Sunday weekend; known from 2023, the Labour Code's first full year")
    func weekendAndKnown() {
        #expect(gw.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(gw.holidays(year: 2022).isEmpty)
        #expect(gw.names(on: "2023-09-24") == ["Independence Day"])
    }
}
