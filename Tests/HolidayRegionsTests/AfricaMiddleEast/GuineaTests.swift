import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Guinea: Decree 2022-0526, a two-day Tabaski and Sunday holidays giving the Monday from 2023")
struct GuineaTests {
    let gn = RegionRegistry.region(code: "GN")!

    @Test("2025 exactly")
    func year2025() {
        #expect(gn.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-27 Day after Night of Power",
            "2025-03-31 Eid al-Fitr",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-25 Africa Day",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Day after Eid al-Adha",
            "2025-08-15 Assumption Day",
            "2025-09-05 Day after Prophet's Birthday",
            "2025-10-02 Independence Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Decree 2022-0526: the Monday after a Sunday from 2023; the Tabaski's second day")
    func decree2022() throws {
        #expect(gn.names(on: "2022-01-03").isEmpty)  // New Year's Day 2022, a Saturday: none
        #expect(gn.names(on: "2017-01-02").isEmpty)  // 2017, a Sunday: none before the Decree
        let observed = try #require(gn.holiday("New Year's Day (observed)", on: "2023-01-02"))
        #expect(observed.observedOf == day("2023-01-01"))
        #expect(gn.dates(of: "Day after Eid al-Adha", year: 2022).isEmpty)
        #expect(gn.dates(of: "Day after Eid al-Adha", year: 2023).count == 1)
    }

    @Test("The Second Republic's day 1985-2021, All Saints' Day until 2021")
    func history() {
        #expect(gn.names(on: "1984-04-03").isEmpty)
        #expect(gn.names(on: "1985-04-03") == ["Second Republic Day"])
        #expect(gn.names(on: "2021-04-03") == ["Second Republic Day"])
        #expect(gn.names(on: "2022-04-03").isEmpty)
        #expect(gn.names(on: "2021-11-01") == ["All Saints' Day"])
        #expect(gn.names(on: "2022-11-01").isEmpty)
    }

    @Test("The Maouloud of 2015: 24 December only, as python-holidays 0.108 has it")
    func maouloud2015() throws {
        #expect(gn.dates(of: "Day after Prophet's Birthday", year: 2015) == ["2015-12-24"])
        #expect(gn.dates(of: "Day after Prophet's Birthday", year: 2014) == ["2014-01-13"])
        #expect(try !#require(gn.holiday("Day after Prophet's Birthday", on: "2015-12-24")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1959")
    func weekendAndKnown() {
        #expect(gn.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(gn.holidays(year: 1958).isEmpty)
        #expect(gn.names(on: "1959-10-02") == ["Independence Day"])
    }
}
