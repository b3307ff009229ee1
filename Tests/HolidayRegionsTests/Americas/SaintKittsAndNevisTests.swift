import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Saint Kitts and Nevis: the Public Holidays Act from independence; the weekend is Sunday")
struct SaintKittsAndNevisTests {
    let kn = RegionRegistry.region(code: "KN")!

    @Test("2026 exactly; known from 1983")
    func year2026() {
        #expect(kn.lines(year: 2026, kinds: [.public, .halfDay, .observance]) == [
            "2026-01-01 Carnival Day",
            "2026-01-02 Carnival Day - Last Lap",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-08-03 Emancipation Day",
            "2026-08-04 Culturama Day - Last Lap",
            "2026-08-25 Kim Collins Day",
            "2026-09-16 National Heroes Day",
            "2026-09-19 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(kn.holidays(year: 1982).isEmpty)
        #expect(!kn.holidays(year: 1983).isEmpty)
        #expect(kn.firstWeekday == .monday)
        #expect(kn.weekend == WeekendHistory(.sundayOnly))
    }

    @Test("Emancipation and National Heroes Day from 1998, Kim Collins Day an observance from 2003, half days proclaimed once")
    func history() {
        #expect(kn.dates(of: "First Monday of August", year: 1997) == ["1997-08-04"])
        #expect(kn.dates(of: "Emancipation Day", year: 1998) == ["1998-08-03"])
        #expect(kn.dates(of: "National Heroes Day", year: 1997) == [])
        #expect(kn.dates(of: "National Heroes Day", year: 1998) == ["1998-09-16"])
        #expect(kn.dates(of: "Kim Collins Day", year: 2002) == [])
        #expect(kn.dates(of: "Kim Collins Day", year: 2003) == ["2003-08-25"])
        #expect(kn.holiday("Kim Collins Day", on: "2026-08-25")?.kind == .observance)
        #expect(kn.dates(of: "Children's Carnival Day", year: 2023) == ["2023-12-30"])
        #expect(kn.holiday("Children's Carnival Day", on: "2023-12-30")?.kind == .halfDay)
        // Christmas on Sunday 2022: the Monday is Boxing Day's, the Tuesday Christmas Day's.
        #expect(kn.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-27"])
        #expect(kn.dates(of: "Boxing Day (observed)", year: 2022) == [])
    }
}
