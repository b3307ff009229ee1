import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("North Macedonia: the law of 1998 and its amendment of 2007, the Monday after a Sunday")
struct NorthMacedoniaTests {
    let mk = RegionRegistry.region(code: "MK")!

    @Test("2026 exactly: three Sunday holidays and their Mondays")
    func year2026() throws {
        #expect(mk.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-07 Orthodox Christmas Day",
            "2026-03-20 Eid al-Fitr",
            "2026-04-13 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-24 Saints Cyril and Methodius Day",
            "2026-05-25 Saints Cyril and Methodius Day (observed)",
            "2026-08-02 Republic Day",
            "2026-08-03 Republic Day (observed)",
            "2026-09-08 Independence Day",
            "2026-10-11 National Uprising Day",
            "2026-10-12 National Uprising Day (observed)",
            "2026-10-23 Macedonian Revolutionary Struggle Day",
            "2026-12-08 Saint Clement of Ohrid Day",
        ])
        let monday = try #require(mk.holiday("Republic Day (observed)", on: "2026-08-03"))
        #expect(monday.localName == "Ден на Републиката (неработен ден)")
        #expect(monday.observedOf == day("2026-08-02"))
    }

    @Test("The Monday after a Sunday, even when that Monday is a holiday itself")
    func mondayAfterSunday() {
        // 2006-01-01 is a Sunday: its Monday is the second day of New Year.
        #expect(mk.names(on: "2006-01-02") == ["New Year's Day (observed)", "Second day of New Year"])
        #expect(mk.names(on: "2006-01-03").isEmpty)
        // 2020-05-24: Ramadan Bayram (confirmed) and Saints Cyril and Methodius on a Sunday,
        // one Monday for both.
        #expect(Set(mk.names(on: "2020-05-25")) == [
            "Eid al-Fitr (observed)", "Saints Cyril and Methodius Day (observed)",
        ])
        #expect(mk.names(on: "2020-05-26").isEmpty)
    }

    @Test("The amendment of 2007: second days dropped, new holidays added", arguments: [
        ("Second day of Labour Day", "2006-05-02", "2007-05-02"),
        ("Second day of New Year", "2007-01-02", "2008-01-02"),
    ])
    func secondDaysDropped(name: String, last: String, firstWithout: String) {
        #expect(mk.names(on: last) == [name])
        #expect(mk.names(on: firstWithout).isEmpty)
    }

    @Test("Holidays for everyone from 2007, Christmas from 2008", arguments: [
        ("Easter Monday", 2007, "2007-04-09"),
        ("Saints Cyril and Methodius Day", 2007, "2007-05-24"),
        ("Macedonian Revolutionary Struggle Day", 2007, "2007-10-23"),
        ("Saint Clement of Ohrid Day", 2007, "2007-12-08"),
        ("Eid al-Fitr", 2007, "2007-10-13"),
        ("Orthodox Christmas Day", 2008, "2008-01-07"),
    ])
    func addedIn2007(name: String, first: Int, date: String) {
        #expect(mk.dates(of: name, year: first - 1).isEmpty)
        #expect(mk.dates(of: name, year: first) == [date])
    }

    @Test("Ramadan Bayram as the Programme of non-working days gives it; forecasts estimated")
    func bayram() throws {
        // 2010: a day before Umm al-Qura (10 September).
        #expect(mk.dates(of: "Eid al-Fitr", year: 2010) == ["2010-09-09"])
        #expect(try #require(mk.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated == false)
        #expect(try #require(mk.holiday("Eid al-Fitr", on: "2026-03-20")).isEstimated)
    }

    @Test("The election days of 2024; known from 1999")
    func electionsAndKnown() {
        #expect(mk.names(on: "2024-04-24") == ["Election Day"])
        #expect(mk.names(on: "2024-05-08") == ["Election Day"])
        #expect(mk.holidays(year: 1998).isEmpty)
        #expect(mk.dates(of: "Republic Day", year: 1999) == ["1999-08-02"])
    }
}
