import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tajikistan: the Law on holidays of 1995 and its amendments")
struct TajikistanTests {
    let tj = RegionRegistry.region(code: "TJ")!

    @Test("2025 exactly")
    func year2025() {
        #expect(tj.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-08 Mother's Day",
            "2025-03-21 International Nowruz Day",
            "2025-03-22 International Nowruz Day",
            "2025-03-23 International Nowruz Day",
            "2025-03-24 International Nowruz Day",
            "2025-03-30 Eid al-Fitr",
            "2025-05-09 Victory Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-27 National Unity Day",
            "2025-09-09 Independence Day",
            "2025-11-06 Constitution Day",
        ])
        #expect(tj.holiday("Independence Day", on: "2025-09-09")?.localName
            == "Рӯзи Истиқлолияти давлатии Ҷумҳурии Тоҷикистон")
    }

    @Test("Nowruz: two days, three from 2003, four from 2006")
    func nowruz() {
        #expect(tj.dates(of: "International Nowruz Day", year: 2002) == ["2002-03-21", "2002-03-22"])
        #expect(tj.dates(of: "International Nowruz Day", year: 2003).count == 3)
        #expect(tj.dates(of: "International Nowruz Day", year: 2005).count == 3)
        #expect(tj.dates(of: "International Nowruz Day", year: 2006).count == 4)
    }

    @Test("Each law's years", arguments: [
        ("Constitution Day", 1993, 1994, ["1994-11-06"]),
        ("National Unity Day", 1997, 1998, ["1998-06-27"]),
    ])
    func firstYears(name: String, before: Int, first: Int, dates: [String]) {
        #expect(tj.dates(of: name, year: before).isEmpty)
        #expect(tj.dates(of: name, year: first) == dates)
    }

    @Test("1 May a holiday until 2016; known from 1992; weekend Saturday-Sunday")
    func history() {
        #expect(tj.dates(of: "International Workers' Solidarity Day", year: 2016) == ["2016-05-01"])
        #expect(tj.dates(of: "International Workers' Solidarity Day", year: 2017).isEmpty)
        #expect(tj.holidays(year: 1991).isEmpty)
        #expect(tj.dates(of: "Independence Day", year: 1992) == ["1992-09-09"])
        #expect(Country.tajikistan.weekend.current.days == [.saturday, .sunday])
    }

    @Test("Idi Ramazon 2023 a day after Umm al-Qura; 2026 on forecast")
    func islamicCalendar() throws {
        #expect(tj.dates(of: "Eid al-Fitr", year: 2023) == ["2023-04-22"])
        #expect(try #require(tj.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated == false)
        #expect(tj.holidays(year: 2026).contains { $0.name == "Eid al-Fitr" && $0.isEstimated })
    }
}
