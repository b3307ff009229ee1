import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bangladesh: the Ministry of Public Administration's lists, Islamic days as Bangladesh sights the moon")
struct BangladeshTests {
    let bd = RegionRegistry.region(code: "BD")!

    @Test("2025 exactly: the interim government's list")
    func year2025() {
        #expect(bd.lines(year: 2025) == [
            "2025-02-15 Shab-e-Barat",
            "2025-02-21 Shaheed Day and International Mother Language Day",
            "2025-03-26 Independence Day",
            "2025-03-28 Jumu'atul-Wida",
            "2025-03-28 Shab-e-Qadr",
            "2025-03-31 Eid-ul-Fitr",
            "2025-04-01 Eid-ul-Fitr",
            "2025-04-02 Eid-ul-Fitr",
            "2025-04-14 Pohela Boishakh",
            "2025-05-01 May Day",
            "2025-06-07 Eid-ul-Adha",
            "2025-06-08 Eid-ul-Adha",
            "2025-06-09 Eid-ul-Adha",
            "2025-07-06 Ashura",
            "2025-08-05 July Mass Uprising Day",
            "2025-09-06 Eid-e-Miladunnabi",
            "2025-12-16 Victory Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(bd.holiday("Victory Day", on: "2025-12-16")?.localName == "বিজয় দিবস")
    }

    @Test("2024: Bangabandhu's birthday the last time; 15 August cancelled by the notice of 13 August 2024")
    func year2024() {
        #expect(bd.dates(of: "Father of the Nation Bangabandhu Sheikh Mujibur Rahman's Birthday", year: 2024) == ["2024-03-17"])
        #expect(bd.dates(of: "Father of the Nation Bangabandhu Sheikh Mujibur Rahman's Birthday", year: 2025).isEmpty)
        #expect(bd.dates(of: "National Mourning Day", year: 2023) == ["2023-08-15"])
        // A judged divergence: python-holidays 0.108 still lists it (scripts/divergences.toml).
        #expect(bd.dates(of: "National Mourning Day", year: 2024).isEmpty)
        #expect(bd.dates(of: "July Mass Uprising Day", year: 2024).isEmpty)
        #expect(bd.dates(of: "Public Holiday", year: 2024) == ["2024-01-07", "2024-08-05", "2024-08-06", "2024-08-07"])
        #expect(bd.holidays(year: 1971).isEmpty)
    }

    @Test("Jumu'atul-Wida: the lists' dates in 2023 and 2026, the last Friday of Umm al-Qura's Ramadan otherwise")
    func jumuatulWida() {
        #expect(bd.dates(of: "Jumu'atul-Wida", year: 2023) == ["2023-04-21"])
        #expect(bd.dates(of: "Jumu'atul-Wida", year: 2026) == ["2026-03-20"])
        #expect(bd.dates(of: "Jumu'atul-Wida", year: 2024) == ["2024-04-05"])
        // Umm al-Qura's 1 Shawwal 1448 is Tuesday 9 March 2027: the Friday before.
        #expect(bd.dates(of: "Jumu'atul-Wida", year: 2027) == ["2027-03-05"])
        #expect(bd.holiday("Jumu'atul-Wida", on: "2027-03-05")?.isEstimated == true)
        // Umm al-Qura's 1 Shawwal 1452 is a Friday, 24 January 2031: its Ramadan's last Friday
        // is the week before (Bangladesh's Ramadan, a day later, would end on that Friday).
        #expect(bd.dates(of: "Jumu'atul-Wida", year: 2031) == ["2031-01-17"])
    }

    @Test("The Friday-Saturday weekend")
    func weekend() {
        #expect(Country.bangladesh.weekend.current.days == [.friday, .saturday])
    }
}
