import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Anguilla: the Public Holidays Act as listed from 2001; the weekend is Sunday")
struct AnguillaTests {
    let ai = RegionRegistry.region(code: "AI")!

    @Test("2026 exactly; known from 2001")
    func year2026() {
        #expect(ai.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-03-02 James Ronald Webster Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-05-30 Anguilla Day",
            "2026-06-01 Anguilla Day (observed)",
            "2026-06-15 Celebration of the Birthday of His Majesty the King",
            "2026-08-03 August Monday",
            "2026-08-06 August Thursday",
            "2026-08-07 Constitution Day",
            "2026-12-18 National Heroes and Heroines Day (observed)",
            "2026-12-19 National Heroes and Heroines Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(ai.holidays(year: 2000).isEmpty)
        #expect(!ai.holidays(year: 2001).isEmpty)
        #expect(ai.firstWeekday == .monday)
        #expect(ai.weekend == WeekendHistory(.sundayOnly))
    }

    @Test("Anguilla Day on a weekend or on Whit Monday: the next working day")
    func anguillaDay() {
        // 2020: 30 May a Saturday, 1 June Whit Monday: Tuesday 2 June. 2023: Whit Monday 29 May, Anguilla Day Tuesday stays. 2015: Saturday 30 May, Monday 1 June.
        #expect(ai.dates(of: "Anguilla Day (observed)", year: 2020) == ["2020-06-02"])
        #expect(ai.dates(of: "Anguilla Day (observed)", year: 2015) == ["2015-06-01"])
        #expect(ai.dates(of: "Anguilla Day (observed)", year: 2021) == ["2021-05-31"])
        // Separation Day renamed in 2011; on a weekend, the Friday before.
        #expect(ai.dates(of: "Separation Day", year: 2010) == ["2010-12-19"])
        #expect(ai.dates(of: "National Heroes and Heroines Day (observed)", year: 2021) == ["2021-12-17"])
        #expect(ai.dates(of: "Celebration of the Birthday of Her Majesty the Queen", year: 2021) == ["2021-06-14"])
        #expect(ai.dates(of: "Celebration of the Birthday of Her Majesty the Queen", year: 2022) == ["2022-06-03"])
        #expect(ai.dates(of: "Celebration of the Birthday of His Majesty the King", year: 2023) == ["2023-06-19"])
        #expect(ai.dates(of: "James Ronald Webster Day", year: 2009) == [])
        #expect(ai.dates(of: "James Ronald Webster Day", year: 2010) == ["2010-03-02"])
    }
}
