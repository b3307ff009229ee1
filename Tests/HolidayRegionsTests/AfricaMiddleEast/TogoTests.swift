import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Togo: the Government's holidays, the first day of Ramadan, the attack on Lomé marked")
struct TogoTests {
    let tg = RegionRegistry.region(code: "TG")!

    @Test("2024 exactly, with the observance")
    func year2024() {
        #expect(tg.lines(year: 2024, kinds: [.public, .observance]) == [
            "2024-01-01 New Year's Day",
            "2024-03-11 First Day of Ramadan",
            "2024-04-01 Easter Monday",
            "2024-04-10 Eid al-Fitr",
            "2024-04-27 Independence Day",
            "2024-05-01 Labour Day",
            "2024-05-09 Ascension Day",
            "2024-05-20 Whit Monday",
            "2024-06-16 Eid al-Adha",
            "2024-06-21 Martyrs' Day",
            "2024-08-15 Assumption Day",
            "2024-09-24 Anniversary of the Failed Attack on Lomé",
            "2024-11-01 All Saints' Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Liberation Day 1967-2013; the attack on Lomé marked from 1987, a working day")
    func history() throws {
        #expect(tg.names(on: "1966-01-13").isEmpty)
        #expect(tg.names(on: "1967-01-13") == ["Liberation Day"])
        #expect(tg.names(on: "2013-01-13") == ["Liberation Day"])
        #expect(tg.names(on: "2014-01-13").isEmpty)
        #expect(tg.names(on: "1986-09-24").isEmpty)
        let lome = try #require(tg.holiday("Anniversary of the Failed Attack on Lomé", on: "1987-09-24"))
        #expect(lome.kind == .observance)
    }

    @Test("Observed dates: Ramadan 2018 began a day after Umm al-Qura, confirmed; no weekend substitutes")
    func observedCalendar() throws {
        #expect(try !#require(tg.holiday("First Day of Ramadan", on: "2018-05-17")).isEstimated)
        #expect(tg.names(on: "2024-06-17").isEmpty)
    }

    @Test("Saturday-Sunday weekend; known from 1961")
    func weekendAndKnown() {
        #expect(tg.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(tg.holidays(year: 1960).isEmpty)
        #expect(tg.names(on: "1961-04-27") == ["Independence Day"])
    }
}
