import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Uzbekistan: the Labour Codes' holidays, the President's yearly decrees")
struct UzbekistanTests {
    let uz = RegionRegistry.region(code: "UZ")!

    @Test("2025 exactly, with the Saturday worked")
    func year2025() {
        #expect(uz.lines(year: 2025, kinds: [.public, .workday]) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 Day off (transferred)",
            "2025-01-04 Working day (transferred)",
            "2025-03-08 Women's Day",
            "2025-03-10 Women's Day (observed)",
            "2025-03-21 Nowruz",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr (observed)",
            "2025-05-09 Day of Memory and Honour",
            "2025-06-06 Eid al-Adha",
            "2025-09-01 Independence Day",
            "2025-10-01 Teachers' and Instructors' Day",
            "2025-12-08 Constitution Day",
            "2025-12-31 Additional day off",
        ])
        #expect(uz.holiday("Working day (transferred)", on: "2025-01-04")?.kind == .workday)
        #expect(uz.holiday("Nowruz", on: "2025-03-21")?.localName == "Navroʻz bayrami")
    }

    @Test("Weekend substitutes from the Labour Code of 2022: Sunday 1 October 2023 gives the Monday")
    func substitutes() {
        #expect(uz.names(on: "2023-10-02") == ["Teachers' and Instructors' Day (observed)"])
        // Saturday 1 October 2022 gave none.
        #expect(uz.names(on: "2022-10-03").isEmpty)
        // Sunday 1 January 2023 came before the Code: 2 January is the decree's additional day.
        #expect(uz.names(on: "2023-01-02") == ["Additional day off"])
    }

    @Test("Two holidays on one Saturday give one Monday (9 May 2054, also Ramazon hayit)")
    func oncePerDate() {
        #expect(uz.names(on: "2054-05-11").count == 1)
        #expect(uz.names(on: "2054-05-12").isEmpty)
    }

    @Test("The years of 9 May's names, Constitution Day and Teachers' Day")
    func history() {
        #expect(uz.names(on: "1998-05-09") == ["Victory Day"])
        #expect(uz.names(on: "1999-05-09") == ["Day of Memory and Honour"])
        #expect(uz.dates(of: "Constitution Day", year: 1992).isEmpty)
        #expect(uz.dates(of: "Constitution Day", year: 1993) == ["1993-12-08"])
        #expect(uz.dates(of: "Teachers' and Instructors' Day", year: 1996).isEmpty)
        #expect(uz.dates(of: "Teachers' and Instructors' Day", year: 1997) == ["1997-10-01"])
        #expect(uz.holidays(year: 1991).isEmpty)
    }

    @Test("Decrees: a Saturday worked is a business day, the decrees end with 2026")
    func decrees() {
        #expect(uz.holiday("Working day (transferred)", on: "2026-12-12")?.kind == .workday)
        #expect(uz.dates(of: "Additional day off", year: 2026) == ["2026-01-02", "2026-05-28", "2026-05-29", "2026-08-31"])
        #expect(uz.dates(of: "Additional day off", year: 2027).isEmpty)
        #expect(Country.uzbekistan.weekend.current.days == [.saturday, .sunday])
    }

    @Test("Qurbon hayit twice in 2006, the second a day before Umm al-Qura's")
    func islamicCalendar() {
        #expect(uz.dates(of: "Eid al-Adha", year: 2006) == ["2006-01-10", "2006-12-30"])
    }
}
