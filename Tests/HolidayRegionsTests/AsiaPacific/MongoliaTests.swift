import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mongolia: the Law on Public Holidays, Tsagaan Sar and Naadam, the days of celebration")
struct MongoliaTests {
    let mn = RegionRegistry.region(code: "MN")!

    @Test("2024 exactly: the days off")
    func year2024() {
        #expect(mn.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-02-10 Lunar New Year",
            "2024-02-11 Lunar New Year",
            "2024-02-12 Lunar New Year",
            "2024-03-08 International Women's Day",
            "2024-05-23 The Buddha's Birthday",
            "2024-06-01 Children's Day",
            "2024-07-10 National Festival and People's Revolution Anniversary",
            "2024-07-11 National Festival and People's Revolution Anniversary",
            "2024-07-12 National Festival and People's Revolution Anniversary",
            "2024-07-13 National Festival and People's Revolution Anniversary",
            "2024-07-14 National Festival and People's Revolution Anniversary",
            "2024-07-15 National Festival and People's Revolution Anniversary",
            "2024-11-02 Genghis Khan's Birthday",
            "2024-11-26 Republic Day",
            "2024-12-29 National Freedom and Independence Day",
        ])
    }

    @Test("History: a third Tsagaan Sar day and Naadam's 14-15 July from 2014, 10 July from 2023, Republic Day a working day 2012-2015")
    func history() {
        #expect(mn.lines(year: 2013).filter { $0.contains("Lunar New Year") }.count == 2)
        #expect(mn.lines(year: 2014).filter { $0.contains("Lunar New Year") }.count == 3)
        #expect(mn.names(on: "2013-07-14").isEmpty)
        #expect(mn.names(on: "2014-07-14") == ["National Festival and People's Revolution Anniversary"])
        #expect(mn.names(on: "2022-07-10") == ["National Flag Day"])
        #expect(Set(mn.names(on: "2023-07-10")) == ["National Festival and People's Revolution Anniversary", "National Flag Day"])
        #expect(mn.holiday("Republic Holiday", on: "2011-11-26")?.kind == .public)
        #expect(mn.holiday("Republic Day", on: "2012-11-26")?.kind == .observance)
        #expect(mn.holiday("Republic Day", on: "2016-11-26")?.kind == .public)
        #expect(mn.holiday("National Freedom Day", on: "2010-12-29")?.kind == .observance)
        #expect(mn.holiday("National Freedom and Independence Day", on: "2011-12-29")?.kind == .public)
        #expect(mn.dates(of: "The Buddha's Birthday", year: 2019).isEmpty)
        #expect(mn.dates(of: "Genghis Khan's Birthday", year: 2011).isEmpty)
        #expect(mn.holidays(year: 2003).isEmpty)
    }

    @Test("The days of celebration are working days: New Harvest Days, the week of September, the literary weekends")
    func daysOfCelebration() {
        let observances = mn.holidays(year: 2024).filter { $0.kind == .observance }
        #expect(observances.filter { $0.name == "New Harvest Days" }.map { "\($0.date)" }.first == "2024-09-05")
        #expect(observances.filter { $0.name == "New Harvest Days" }.count == 46)
        #expect(observances.filter { $0.name == "Environmental Protection Days" }.map { "\($0.date)" }
            == ["2024-09-16", "2024-09-17", "2024-09-18", "2024-09-19", "2024-09-20", "2024-09-21", "2024-09-22"])
        #expect(observances.filter { $0.name == "National Literary, Cultural and Book Days" }.map { "\($0.date)" }
            == ["2024-05-18", "2024-05-19", "2024-09-14", "2024-09-15"])
        #expect(mn.holidays(in: DateRange(day: day("2024-07-11")), language: "mn").map(\.localName)
            == ["Үндэсний их баяр наадам, Ардын хувьсгалын ойн баяр"])
    }
}
