import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Niger: Laws 59-22 and 97-020, a Sunday weekend, Sunday holidays giving the Monday from 1998")
struct NigerTests {
    let ne = RegionRegistry.region(code: "NE")!

    @Test("2025 exactly, public days: the Korité and the Tabaski's second day on Sundays")
    func year2025() {
        #expect(ne.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-27 Laylat al-Qadr",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr (observed)",
            "2025-04-21 Easter Monday",
            "2025-04-24 National Concord Day",
            "2025-05-01 International Labour Day",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Day after Eid al-Adha",
            "2025-06-09 Day after Eid al-Adha (observed)",
            "2025-06-27 Islamic New Year",
            "2025-07-26 Anniversary of the CNSP Coup",
            "2025-08-03 Anniversary of the Proclamation of Independence",
            "2025-08-04 Anniversary of the Proclamation of Independence (observed)",
            "2025-09-05 Prophet's Birthday",
            "2025-12-18 National Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("The optional days of 2025")
    func optional2025() {
        #expect(ne.lines(year: 2025, kinds: [.optional]) == [
            "2025-05-29 Ascension Day",
            "2025-06-09 Whit Monday",
            "2025-08-15 Assumption Day",
            "2025-11-01 All Saints' Day",
        ])
    }

    @Test("A holiday on a Sunday gives the Monday from 1998 (Law 97-020), not in 1997")
    func sundays() throws {
        #expect(ne.names(on: "1997-08-03") == ["Anniversary of the Proclamation of Independence"])
        #expect(ne.names(on: "1997-08-04").isEmpty)
        let observed = try #require(ne.holiday("National Day (observed)", on: "2005-12-19"))
        #expect(observed.observedOf == day("2005-12-18"))
        // The Tabaski itself gives none: 2024's was a Sunday, its second day the Monday.
        #expect(ne.names(on: "2024-06-17") == ["Day after Eid al-Adha"])
    }

    @Test("Independence Day in 1960, the anniversary of its proclamation after; the days added later")
    func history() {
        #expect(ne.names(on: "1960-08-03") == ["Independence Day"])
        #expect(ne.names(on: "1961-08-03") == ["Anniversary of the Proclamation of Independence"])
        #expect(ne.names(on: "1994-04-24").isEmpty)
        #expect(ne.names(on: "1995-04-24") == ["National Concord Day"])
        #expect(ne.names(on: "2023-07-26").isEmpty)
        #expect(ne.names(on: "2024-07-26") == ["Anniversary of the CNSP Coup"])
    }

    @Test("Observed dates: Laylat al-Qadr of 2014 a day after Umm al-Qura, confirmed; 2027 estimated")
    func observedCalendar() throws {
        #expect(try !#require(ne.holiday("Laylat al-Qadr", on: "2014-07-25")).isEstimated)
        #expect(try #require(ne.holidays(year: 2027).first { $0.name == "Islamic New Year" }).isEstimated)
    }

    @Test("The weekend is Sunday alone; known from 1960")
    func weekendAndKnown() {
        #expect(ne.weekend.mask(on: day("2025-01-01")) == .sundayOnly)
        #expect(ne.holidays(year: 1959).isEmpty)
    }
}
