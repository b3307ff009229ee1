import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Senegal: Law 63-51 and its amendments, the Eids on a Sunday giving the Monday")
struct SenegalTests {
    let sn = RegionRegistry.region(code: "SN")!

    @Test("2024 exactly: the Magal and Tamkharit on the observed dates, a day after Umm al-Qura")
    func year2024() {
        #expect(sn.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-04-01 Easter Monday",
            "2024-04-04 Independence Day",
            "2024-04-10 Korité",
            "2024-05-01 Labour Day",
            "2024-05-09 Ascension Day",
            "2024-05-20 Whit Monday",
            "2024-06-17 Tabaski",
            "2024-07-17 Tamkharit",
            "2024-08-15 Assumption Day",
            "2024-08-23 Grand Magal of Touba",
            "2024-09-15 Maouloud",
            "2024-11-01 All Saints' Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Independence Day on 14 July until 1974, on 4 April from 1975 (Law 74-52)")
    func independenceDay() {
        #expect(sn.names(on: "1974-07-14") == ["Independence Day"])
        #expect(sn.names(on: "1974-04-04") == ["Maouloud"])  // no Independence Day yet
        #expect(sn.names(on: "1975-04-04") == ["Independence Day"])
        #expect(sn.names(on: "1975-07-14").isEmpty)
    }

    @Test("An Eid on a Sunday gives the Monday from 1975, not before")
    func sundayEids() throws {
        #expect(sn.names(on: "1973-01-14") == ["Tabaski"])
        #expect(sn.names(on: "1973-01-15").isEmpty)
        #expect(sn.names(on: "1978-09-04") == ["Korité (observed)"])
        let observed = try #require(sn.holiday("Korité (observed)", on: "2025-03-31"))
        #expect(observed.observedOf == day("2025-03-30"))
    }

    @Test("Tamkharit from 1983, the Magal from 2014, the Confederation's day 1983-1989")
    func laterDays() {
        #expect(sn.dates(of: "Tamkharit", year: 1982).isEmpty)
        #expect(sn.dates(of: "Tamkharit", year: 1983).count == 1)
        #expect(sn.dates(of: "Grand Magal of Touba", year: 2013).isEmpty)
        #expect(sn.dates(of: "Grand Magal of Touba", year: 2014).count == 1)
        #expect(sn.names(on: "1982-02-01").isEmpty)
        #expect(sn.names(on: "1983-02-01") == ["Senegambia Confederation Day"])
        #expect(sn.names(on: "1989-02-01") == ["Senegambia Confederation Day"])
        #expect(sn.names(on: "1990-02-01").isEmpty)
    }

    @Test("The observed calendar: the Magal confirmed a day after Umm al-Qura; 2026 estimated")
    func observedCalendar() throws {
        #expect(try !#require(sn.holiday("Grand Magal of Touba", on: "2020-10-06")).isEstimated)
        #expect(try #require(sn.holiday("Tabaski", on: "2026-05-27")).isEstimated)
    }

    @Test("Days off the Government gave once")
    func decreedDays() {
        #expect(sn.names(on: "2018-10-29") == ["Public Holiday"])
        #expect(sn.names(on: "2022-12-26") == ["Public Holiday"])
    }

    @Test("Saturday-Sunday weekend; known from 1964")
    func weekendAndKnown() {
        #expect(sn.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(sn.holidays(year: 1963).isEmpty)
        #expect(sn.names(on: "1964-01-01") == ["New Year's Day"])
    }
}
