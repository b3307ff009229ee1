import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Chad: a civil holiday on a Sunday kept on the Monday; the Islamic days as observed")
struct ChadTests {
    let td = RegionRegistry.region(code: "TD")!

    @Test("2025 exactly")
    func year2025() {
        #expect(td.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-08 International Women's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-08-11 Independence Day",
            "2025-09-04 Prophet's Birthday",
            "2025-11-01 All Saints' Day",
            "2025-11-28 Republic Day",
            "2025-12-01 Freedom and Democracy Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("A civil day on a Sunday gives the Monday; Christmas does not")
    func sundays() {
        #expect(td.names(on: "2023-01-02") == ["New Year's Day (observed)"])
        #expect(td.names(on: "2022-12-26").isEmpty)
    }

    @Test("Women's Day from 2019, Freedom and Democracy Day from 1991, the funeral of 2021")
    func history() {
        #expect(td.names(on: "2018-03-08").isEmpty)
        #expect(td.names(on: "2019-03-08") == ["International Women's Day"])
        #expect(td.names(on: "1990-12-01").isEmpty)
        #expect(td.names(on: "1991-12-01") == ["Freedom and Democracy Day"])
        #expect(td.names(on: "2021-04-23") == ["Funeral of Idriss Déby Itno"])
        #expect(td.holidays(year: 1960).isEmpty)
    }

    @Test("The Prophet's Birthday 2016 as Chad observed it; later years estimated")
    func islamic() throws {
        #expect(td.dates(of: "Prophet's Birthday", year: 2016) == ["2016-12-12"])
        #expect(try !#require(td.holiday("Eid al-Adha", on: "2016-09-13")).isEstimated)
        #expect(try #require(td.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(td.holiday("Eid al-Fitr", on: "2025-03-30")?.localName == "Aïd El Fitir")
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(td.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
