import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Lithuania: public holidays")
struct LithuaniaTests {
    let lt = RegionRegistry.region(code: "LT")!

    @Test("2026 exactly, with Mother's and Father's Day on their Sundays")
    func year2026() {
        #expect(lt.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Day of Restoration of the State of Lithuania",
            "2026-03-11 Day of Restoration of Independence of Lithuania",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 International Workers' Day",
            "2026-05-03 Mother's Day",
            "2026-06-07 Father's Day",
            "2026-06-24 Day of Dew and Saint John",
            "2026-07-06 Statehood Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-02 All Souls' Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(lt.holiday("Christmas Eve", on: "2026-12-24")?.localName == "Kūčių diena")
    }

    @Test("Known from 1990; Statehood Day from 1991, St John's Day from 2003, All Souls' Day from 2020")
    func history() {
        #expect(lt.holidays(year: 1989).isEmpty)
        #expect(lt.names(on: "1990-03-11") == ["Day of Restoration of Independence of Lithuania"])
        #expect(lt.names(on: "1990-07-06").isEmpty)
        #expect(lt.names(on: "1991-07-06") == ["Statehood Day"])
        #expect(lt.names(on: "2002-06-24").isEmpty)
        #expect(lt.names(on: "2003-06-24") == ["Day of Dew and Saint John"])
        #expect(lt.names(on: "2019-11-02").isEmpty)
        #expect(lt.names(on: "2020-11-02") == ["All Souls' Day"])
    }
}
