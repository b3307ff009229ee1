import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Myanmar: the Union Government's lists, on the Myanmar calendar")
struct MyanmarTests {
    let mm = RegionRegistry.region(code: "MM")!

    @Test("2024 exactly")
    func year2024() {
        #expect(mm.lines(year: 2024) == [
            "2024-01-04 Independence Day",
            "2024-01-11 Karen New Year",
            "2024-02-12 Union Day",
            "2024-03-02 Peasants' Day",
            "2024-03-24 Full Moon Day of Tabaung",
            "2024-03-27 Armed Forces Day",
            "2024-04-13 Myanmar New Year",
            "2024-04-14 Myanmar New Year",
            "2024-04-15 Myanmar New Year",
            "2024-04-16 Myanmar New Year",
            "2024-04-17 Myanmar New Year",
            "2024-04-18 Myanmar New Year",
            "2024-04-19 Myanmar New Year",
            "2024-04-20 Myanmar New Year",
            "2024-04-21 Myanmar New Year",
            "2024-05-01 May Day",
            "2024-05-22 Full Moon Day of Kason",
            "2024-06-17 Eid al-Adha",
            "2024-07-19 Martyrs' Day",
            "2024-07-20 Full Moon Day of Waso",
            "2024-10-16 Thadingyut Holidays",
            "2024-10-17 Thadingyut Holidays",
            "2024-10-18 Thadingyut Holidays",
            "2024-11-01 Diwali",
            "2024-11-15 Full Moon Day of Tazaungmon",
            "2024-11-25 National Day",
            "2024-12-25 Christmas Day",
            "2024-12-30 Karen New Year",
            "2024-12-31 Day off (substituted)",
        ])
        #expect(mm.holiday("Independence Day", on: "2024-01-04")?.localName == "လွတ်လပ်ရေးနေ့")
    }

    @Test("Thingyan's days off by era: four days, ten in 2007-2016, eight in 2022-2023, nine from 2024", arguments: [
        (2006, "2006-04-13", "2006-04-16", 4),
        (2007, "2007-04-12", "2007-04-21", 10),
        (2016, "2016-04-11", "2016-04-20", 10),
        (2017, "2017-04-13", "2017-04-16", 4),
        (2021, "2021-04-13", "2021-04-16", 4),
        (2022, "2022-04-09", "2022-04-16", 8),
        (2023, "2023-04-09", "2023-04-16", 8),
        (2024, "2024-04-13", "2024-04-21", 9),
    ])
    func thingyan(year: Int, first: String, last: String, count: Int) {
        let days = mm.dates(of: "Myanmar New Year", year: year)
        #expect(days.first == first && days.last == last && days.count == count)
    }

    @Test("Peasants' Day on 1 January 1963-1964, 2 March from 1965; Revolution Day until 1954")
    func history() {
        #expect(mm.dates(of: "Peasants' Day", year: 1962).isEmpty)
        #expect(mm.dates(of: "Peasants' Day", year: 1963) == ["1963-01-01"])
        #expect(mm.dates(of: "Peasants' Day", year: 1964) == ["1964-01-01"])
        #expect(mm.dates(of: "Peasants' Day", year: 1965) == ["1965-03-02"])
        #expect(mm.names(on: "1954-03-27") == ["Revolution Day"])
        #expect(mm.names(on: "1955-03-27") == ["Armed Forces Day"])
    }

    @Test("New Year's Day and Chinese New Year from 2025")
    func from2025() {
        #expect(mm.names(on: "2024-01-01").isEmpty)
        #expect(mm.names(on: "2025-01-01") == ["New Year's Day"])
        #expect(mm.dates(of: "Chinese New Year", year: 2024).isEmpty)
        #expect(mm.dates(of: "Chinese New Year", year: 2025) == ["2025-01-29"])
    }

    @Test("The 2024-2025 transfers: weekdays off, Saturdays worked")
    func transfers() throws {
        let worked = try #require(mm.holidays(year: 2025).first { $0.date == day("2025-01-11") })
        #expect(worked.kind == .workday)
        #expect(mm.names(on: "2025-03-12") == ["Day off (substituted)"])
        #expect(mm.holidays(year: 2026).contains { $0.date == day("2026-01-03") && $0.kind == .workday })
        #expect(mm.holidays(year: 2026).contains { $0.kind == .workday && $0.date != day("2026-01-03") } == false)
    }

    @Test("Eid al-Adha a day after Umm al-Qura, confirmed 2020-2025, estimated later")
    func eidAlAdha() throws {
        #expect(mm.dates(of: "Eid al-Adha", year: 2025) == ["2025-06-07"])
        #expect(try #require(mm.holiday("Eid al-Adha", on: "2025-06-07")).isEstimated == false)
        #expect(mm.holidays(year: 2026).contains { $0.name == "Eid al-Adha" && $0.isEstimated })
    }

    @Test("Karen New Year twice in 2024, known from 1950, weekend Saturday-Sunday, weeks from Sunday")
    func calendarFacts() {
        #expect(mm.dates(of: "Karen New Year", year: 2024).count == 2)
        #expect(mm.holidays(year: 1949).isEmpty)
        #expect(!mm.holidays(year: 1950).isEmpty)
        #expect(Country.myanmar.weekend.current.days == [.saturday, .sunday])
        #expect(Country.myanmar.firstWeekday == .sunday)
    }
}
