import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tunisia: the 2011 and 2021 decrees' holidays")
struct TunisiaTests {
    let tn = RegionRegistry.region(code: "TN")!

    @Test("2025 exactly: three days of each Eid, Arafah, the Revolution on 17 December")
    func year2025() {
        #expect(tn.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-20 Independence Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-04-09 Martyrs' Day",
            "2025-05-01 Labour Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-08 Eid al-Adha Holiday",
            "2025-06-26 Islamic New Year",
            "2025-07-25 Republic Day",
            "2025-08-13 Women's Day",
            "2025-09-04 Prophet's Birthday",
            "2025-10-15 Evacuation Day",
            "2025-12-17 Revolution Day",
        ])
    }

    // Judged in holical's favour (scripts/divergences.toml): Décret présidentiel n° 2021-223
    // keeps the Revolution on 17 December from 2021 and drops 14 January from 2022;
    // python-holidays 0.108 keeps 14 January.
    @Test("The Revolution: 14 January through 2021, 17 December from 2021")
    func revolution() {
        #expect(tn.names(on: "2021-01-14") == ["Revolution and Youth Day"])
        #expect(tn.names(on: "2021-12-17") == ["Revolution Day"])
        #expect(tn.names(on: "2022-01-14").isEmpty)
        #expect(tn.names(on: "2020-12-17").isEmpty)
    }

    @Test("Known from 2012, the first whole year of the 2011 decree")
    func known() {
        #expect(tn.holidays(year: 2011).isEmpty)
        #expect(tn.names(on: "2012-01-14") == ["Revolution and Youth Day"])
        #expect(tn.weekend.current == .saturdaySunday)
    }
}
