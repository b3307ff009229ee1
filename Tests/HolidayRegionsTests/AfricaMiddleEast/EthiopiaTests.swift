import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Ethiopia: Proclamations 16/1975, 29/1996 and 1334/2024 on the Ethiopian calendar")
struct EthiopiaTests {
    let et = RegionRegistry.region(code: "ET")!

    @Test("2025 exactly: the Orthodox feasts, Adwa, the Eids and the Prophet's Birthday")
    func year2025() {
        #expect(et.lines(year: 2025) == [
            "2025-01-07 Ethiopian Christmas",
            "2025-01-19 Ethiopian Epiphany",
            "2025-03-02 Adwa Victory Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-18 Ethiopian Good Friday",
            "2025-04-20 Ethiopian Easter",
            "2025-05-01 International Workers' Day",
            "2025-05-05 Patriots' Victory Day",
            "2025-06-06 Eid al-Adha",
            "2025-09-05 Prophet's Birthday",
            "2025-09-11 Ethiopian New Year",
            "2025-09-27 Finding of the True Cross",
        ])
    }

    @Test("The Ethiopian calendar's days move a day after its leap year (Pagume 6)")
    func ethiopianCalendar() {
        // 2015 E.C. had a sixth Pagume, so 2016 E.C. began on 12 September 2023.
        #expect(et.dates(of: "Ethiopian New Year", year: 2023) == ["2023-09-12"])
        #expect(et.dates(of: "Finding of the True Cross", year: 2023) == ["2023-09-28"])
        #expect(et.dates(of: "Ethiopian Epiphany", year: 2024) == ["2024-01-20"])
        #expect(et.dates(of: "Ethiopian New Year", year: 2024) == ["2024-09-11"])
    }

    @Test("Each day's first and last year", arguments: [
        ("Revolution Day", "1990-09-12", true),
        ("Revolution Day", "1991-09-13", false),
        ("October Revolution Day", "1990-11-07", true),
        ("October Revolution Day", "1991-11-07", false),
        ("Downfall of the Derg", "1991-05-28", false),
        ("Downfall of the Derg", "1992-05-28", true),
        ("Downfall of the Derg", "2024-05-28", true),  // ended by Proclamation No. 1334/2024
        ("Downfall of the Derg", "2025-05-28", false),
        ("Adwa Victory Day", "1995-03-02", false),
        ("Adwa Victory Day", "1996-03-02", true),
        ("Nations, Nationalities and Peoples' Day", "2005-12-09", false),
        ("Nations, Nationalities and Peoples' Day", "2006-12-09", true),
    ])
    func history(name: String, date: String, kept: Bool) {
        #expect(et.names(on: date).contains(name) == kept)
    }

    @Test("Martyrs' Day and Nations, Nationalities and Peoples' Day are working days")
    func observances() throws {
        #expect(try #require(et.holiday("Martyrs' Day", on: "2025-02-20")).kind == .observance)
        #expect(try #require(et.holiday("Nations, Nationalities and Peoples' Day", on: "2025-12-09")).kind == .observance)
    }

    @Test("The Supreme Council's Islamic days: confirmed 2018-2025, a day after Umm al-Qura in some years")
    func islamicDays() throws {
        #expect(et.dates(of: "Eid al-Adha", year: 2018) == ["2018-08-22"])
        #expect(et.dates(of: "Prophet's Birthday", year: 2019) == ["2019-11-10"])
        #expect(try !#require(et.holiday("Prophet's Birthday", on: "2025-09-05")).isEstimated)
        #expect(try #require(et.holiday("Eid al-Fitr", on: "2017-06-25")).isEstimated)
        #expect(try #require(et.holiday("Eid al-Fitr", on: "2026-03-20")).isEstimated)
    }

    @Test("Saturday-Sunday weekend, Sunday first; known from 1976")
    func weekendAndKnown() {
        #expect(et.weekend.current == .saturdaySunday)
        #expect(et.firstWeekday == .sunday)
        #expect(et.holidays(year: 1975).isEmpty)
        #expect(et.names(on: "1976-01-07") == ["Ethiopian Christmas"])
    }
}
