import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Albania: official holidays and the next working day for a weekend")
struct AlbaniaTests {
    let al = RegionRegistry.region(code: "AL")!

    @Test("2026 exactly: six weekend holidays, 28 and 29 November chained")
    func year2026() throws {
        #expect(al.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Second day of New Year",
            "2026-03-14 Summer Day",
            "2026-03-16 Summer Day (observed)",
            "2026-03-20 Eid al-Fitr",
            "2026-03-22 Nowruz Day",
            "2026-03-23 Nowruz Day (observed)",
            "2026-04-05 Catholic Easter Sunday",
            "2026-04-06 Catholic Easter Sunday (observed)",
            "2026-04-12 Orthodox Easter Sunday",
            "2026-04-13 Orthodox Easter Sunday (observed)",
            "2026-05-01 International Workers' Day",
            "2026-05-27 Eid al-Adha",
            "2026-09-05 Mother Teresa Canonization Day",
            "2026-09-07 Mother Teresa Canonization Day (observed)",
            "2026-11-22 Alphabet Day",
            "2026-11-23 Alphabet Day (observed)",
            "2026-11-28 Flag and Independence Day",
            "2026-11-29 Liberation Day",
            "2026-11-30 Flag and Independence Day (observed)",
            "2026-12-01 Liberation Day (observed)",
            "2026-12-08 National Youth Day",
            "2026-12-25 Christmas Day",
        ])
        let monday = try #require(al.holiday("Nowruz Day (observed)", on: "2026-03-23"))
        #expect(monday.localName == "Dita e Nevruzit (ditë pushimi e shtyrë)")
    }

    @Test("Each holiday from the year the law gave it", arguments: [
        ("Nowruz Day", 1996, "1996-03-22"),
        ("Summer Day", 2004, "2004-03-14"),
        ("Mother Teresa Beatification Day", 2004, "2004-10-19"),
        ("National Youth Day", 2009, "2009-12-08"),
        ("Mother Teresa Canonization Day", 2018, "2018-09-05"),
        ("Alphabet Day", 2024, "2024-11-22"),
    ])
    func history(name: String, first: Int, date: String) {
        #expect(al.dates(of: name, year: first - 1).isEmpty)
        #expect(al.dates(of: name, year: first) == [date])
    }

    @Test("The beatification day last in 2017; known from 1993")
    func lastAndKnown() {
        #expect(al.dates(of: "Mother Teresa Beatification Day", year: 2017) == ["2017-10-19"])
        #expect(al.dates(of: "Mother Teresa Beatification Day", year: 2018).isEmpty)
        #expect(al.holidays(year: 1992).isEmpty)
    }

    @Test("Kurban Bayram on Sunday 31 December 2006: its day off after New Year, 3 January")
    func acrossTheYear() {
        #expect(al.names(on: "2007-01-03") == ["Eid al-Adha (observed)"])
    }

    @Test("The Council of Ministers' days off")
    func decreed() {
        #expect(al.names(on: "2020-01-03") == ["Public Holiday"])
        #expect(al.names(on: "2022-03-21") == ["Public Holiday"])
        #expect(al.names(on: "2024-03-15") == ["Public Holiday"])
    }
}
