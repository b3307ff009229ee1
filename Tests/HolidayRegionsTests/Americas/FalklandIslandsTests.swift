import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Falkland Islands: the Public Holidays Ordinance from 1983")
struct FalklandIslandsTests {
    let fk = RegionRegistry.region(code: "FK")!

    @Test("2026 exactly; known from 1983")
    func year2026() {
        #expect(fk.lines(year: 2026, kinds: [.public, .observance]) == [
            "2026-01-01 New Year's Day",
            "2026-01-10 Margaret Thatcher Day",
            "2026-04-03 Good Friday",
            "2026-06-14 Liberation Day",
            "2026-06-15 Liberation Day (observed)",
            "2026-08-14 Falkland Day",
            "2026-10-05 Peat Cutting Day",
            "2026-11-14 HM The King's Birthday",
            "2026-11-16 HM The King's Birthday (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-27 Christmas Holiday",
            "2026-12-28 Boxing Day (observed)",
            "2026-12-29 Christmas Holiday (observed)",
        ])
        #expect(fk.holidays(year: 1982).isEmpty)
        #expect(!fk.holidays(year: 1983).isEmpty)
        #expect(fk.firstWeekday == .monday)
    }

    @Test("Falkland Day a holiday until 2001, an observance after; Peat Cutting Day from 2002; the King's Birthday from 2022")
    func history() {
        #expect(fk.dates(of: "Falkland Day", year: 2001) == ["2001-08-14"])
        #expect(fk.dates(of: "Falkland Day", year: 2002) == ["2002-08-14"])
        #expect(fk.holiday("Falkland Day", on: "2002-08-14")?.kind == .observance)
        #expect(fk.dates(of: "Peat Cutting Day", year: 2001) == [])
        #expect(fk.dates(of: "Peat Cutting Day", year: 2002) == ["2002-10-07"])
        #expect(fk.dates(of: "HM The Queen's Birthday", year: 2022) == ["2022-04-21"])
        #expect(fk.dates(of: "HM The Queen's Birthday", year: 2023) == [])
        #expect(fk.dates(of: "HM The King's Birthday", year: 2021) == [])
        #expect(fk.dates(of: "HM The King's Birthday", year: 2022) == ["2022-11-14"])
    }

    @Test("The three Christmas days on a weekend")
    func christmas() {
        #expect(fk.dates(of: "Christmas Day (observed)", year: 2021) == ["2021-12-28"])
        #expect(fk.dates(of: "Boxing Day (observed)", year: 2021) == ["2021-12-29"])
        #expect(fk.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-28"])
        #expect(fk.dates(of: "Christmas Holiday (observed)", year: 2020) == ["2020-12-29"])
        #expect(fk.dates(of: "Boxing Day (observed)", year: 2020) == ["2020-12-28"])
    }
}
