import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Burkina Faso: Law 079-2015/CNT, fixed holidays on a Sunday giving the Monday")
struct BurkinaFasoTests {
    let bf = RegionRegistry.region(code: "BF")!

    @Test("2024 exactly")
    func year2024() {
        #expect(bf.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-01-03 Revolution Day",
            "2024-03-08 International Women's Day",
            "2024-04-01 Easter Monday",
            "2024-04-10 Eid al-Fitr",
            "2024-05-01 Labour Day",
            "2024-05-09 Ascension Day",
            "2024-06-16 Eid al-Adha",
            "2024-08-05 Independence Day",
            "2024-08-15 Assumption Day",
            "2024-09-15 Mawlid",
            "2024-10-31 Martyrs' Day",
            "2024-11-01 All Saints' Day",
            "2024-12-11 Proclamation of Independence Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("A fixed holiday on a Sunday gives the Monday; an Eid on a Sunday does not")
    func sundays() throws {
        let observed = try #require(bf.holiday("Independence Day (observed)", on: "1990-08-06"))
        #expect(observed.observedOf == day("1990-08-05"))
        #expect(bf.names(on: "2024-06-16") == ["Eid al-Adha"])
        #expect(bf.names(on: "2024-06-17").isEmpty)
    }

    @Test("Revolution Day from 1967, Martyrs' Day from 2016")
    func laterDays() {
        #expect(bf.names(on: "1966-01-03").isEmpty)
        #expect(bf.names(on: "1967-01-03") == ["Revolution Day"])
        #expect(bf.names(on: "2015-10-31").isEmpty)
        #expect(bf.names(on: "2016-10-31") == ["Martyrs' Day"])
    }

    @Test("Observed dates: the Mouloud of 2014 a day after Umm al-Qura, confirmed")
    func observedCalendar() throws {
        #expect(try !#require(bf.holiday("Mawlid", on: "2014-01-14")).isEstimated)
        #expect(try #require(bf.holidays(year: 2027).first { $0.name == "Mawlid" }).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1961")
    func weekendAndKnown() {
        #expect(bf.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(bf.holidays(year: 1960).isEmpty)
        #expect(bf.names(on: "1961-08-05") == ["Independence Day"])
    }
}
