import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Libya: the 1987 and 2012 laws' holidays, the Government's Islamic days")
struct LibyaTests {
    let ly = RegionRegistry.region(code: "LY")!

    @Test("2025 exactly: three days of each Eid, Arafah, the 2012 law's anniversaries")
    func year2025() {
        #expect(ly.lines(year: 2025) == [
            "2025-02-17 Anniversary of the February 17 Revolution",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-02 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-08-14 National Environmental Sanitation Day",
            "2025-09-04 Prophet's Birthday",
            "2025-09-16 Martyrs' Day",
            "2025-10-23 Liberation Day",
            "2025-12-24 Independence Day",
        ])
    }

    @Test("Law No. 5 of 2012 replaces the Jamahiriya's days", arguments: [
        ("03-02", "People's Authority Day", false),
        ("06-11", "American Forces Evacuation Day", false),
        ("07-23", "July Revolution Day", false),
        ("09-01", "Al-Fateh Revolution Day", false),
        ("02-17", "Anniversary of the February 17 Revolution", true),
        ("05-01", "Labour Day", true),
        ("09-16", "Martyrs' Day", true),
        ("10-23", "Liberation Day", true),
        ("12-24", "Independence Day", true),
    ])
    func lawOf2012(day: String, name: String, from2012: Bool) {
        #expect(ly.names(on: "2011-\(day)").contains(name) == !from2012)
        #expect(ly.names(on: "2012-\(day)").contains(name) == from2012)
    }

    @Test("The 1987 law's working days are observances through 2011; the Islamic New Year a day off from 2012")
    func workingDays() throws {
        let syria = try #require(ly.holiday("Syrian Revolution Day", on: "2011-03-08"))
        #expect(syria.kind == .observance)
        #expect(ly.names(on: "2012-03-08").isEmpty)
        let newYear2011 = try #require(ly.holiday("Islamic New Year", on: "2011-11-26"))
        #expect(newYear2011.kind == .observance)
        let newYear2012 = try #require(ly.holiday("Islamic New Year", on: "2012-11-15"))
        #expect(newYear2012.kind == .public)
        #expect(ly.lines(year: 2011).contains("2011-11-26 Islamic New Year") == false)
    }

    @Test("Sanitation Day from 2022 (Decision No. 414 of 2021); the day off of 10 December 2023")
    func decisions() {
        #expect(ly.names(on: "2021-08-14").isEmpty)
        #expect(ly.names(on: "2022-08-14") == ["National Environmental Sanitation Day"])
        #expect(ly.names(on: "2023-12-10") == ["Public Holiday"])
        #expect(ly.names(on: "2024-12-10").isEmpty)
    }

    @Test("The Government's Islamic days: a day after Umm al-Qura in some years, confirmed 2012-2025")
    func islamicDays() throws {
        // Eid al-Fitr 2014 and Eid al-Adha 2018: a day after Umm al-Qura; every day of the
        // month moves with its start.
        #expect(ly.dates(of: "Eid al-Fitr", year: 2014) == ["2014-07-29", "2014-07-30", "2014-07-31"])
        #expect(ly.dates(of: "Day of Arafah", year: 2018) == ["2018-08-21"])
        #expect(try !#require(ly.holiday("Eid al-Fitr", on: "2025-03-31")).isEstimated)
        // The Prophet's Birthday is confirmed through 2024, the Eids through 2025.
        #expect(try #require(ly.holiday("Prophet's Birthday", on: "2025-09-04")).isEstimated)
        #expect(try #require(ly.holiday("Eid al-Fitr", on: "2026-03-20")).isEstimated)
        #expect(try #require(ly.holiday("Eid al-Fitr", on: "2011-08-30")).isEstimated)
    }

    @Test("Friday-Saturday weekend (Decision No. 489 of 2005), Saturday first; known from 1988")
    func weekendAndKnown() {
        #expect(ly.weekend.current == .fridaySaturday)
        #expect(ly.firstWeekday == .saturday)
        #expect(ly.holidays(year: 1987).isEmpty)
        #expect(ly.names(on: "1988-03-02") == ["People's Authority Day"])
    }
}
