import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Ecuador: holidays and the days off the 2016 law moves, from 2017")
struct EcuadorTests {
    let ec = RegionRegistry.region(code: "EC")!

    @Test("2026 exactly: the Battle of Pichincha on a Sunday gives the Monday")
    func year2026() {
        #expect(ec.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-04-03 Good Friday",
            "2026-05-01 Labour Day",
            "2026-05-24 Battle of Pichincha",
            "2026-05-25 Battle of Pichincha (observed)",
            "2026-08-10 Declaration of Independence of Quito",
            "2026-10-09 Independence of Guayaquil",
            "2026-11-02 All Souls' Day",
            "2026-11-03 Independence of Cuenca",
            "2026-12-25 Christmas Day",
        ])
        #expect(ec.firstWeekday == .monday)
    }

    @Test("2025: Thursday to Friday, Saturday to Friday, Sunday to Monday; All Souls' on a Sunday to the Tuesday")
    func year2025() {
        #expect(ec.names(on: "2025-05-02") == ["Labour Day (observed)"])
        #expect(ec.names(on: "2025-05-23") == ["Battle of Pichincha (observed)"])
        #expect(ec.names(on: "2025-08-11") == ["Declaration of Independence of Quito (observed)"])
        #expect(ec.names(on: "2025-10-10") == ["Independence of Guayaquil (observed)"])
        #expect(ec.names(on: "2025-11-04") == ["All Souls' Day (observed)"])
        // Christmas on a Thursday is not moved.
        #expect(ec.dates(of: "Christmas Day (observed)", year: 2025).isEmpty)
    }

    @Test("New Year's Day on a Saturday gives the Friday before, in the year before")
    func newYearsEve() {
        #expect(ec.names(on: "2021-12-31") == ["New Year's Day (observed)"])
        #expect(ec.holiday("New Year's Day (observed)", on: "2021-12-31")?.observedOf == day("2022-01-01"))
    }

    @Test("Nothing moved before 2017")
    func before2017() {
        // 24 May 2015, a Sunday; 10 August 2016, a Wednesday.
        #expect(ec.names(on: "2015-05-25").isEmpty)
        #expect(ec.names(on: "2016-08-12").isEmpty)
        #expect(ec.names(on: "2017-05-26") == ["Battle of Pichincha (observed)"])
    }
}
