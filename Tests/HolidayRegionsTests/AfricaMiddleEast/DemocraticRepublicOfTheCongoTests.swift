import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("DR Congo: the 1979, 2014 and 2023 ordinances, Sunday's holiday also on the Saturday")
struct DemocraticRepublicOfTheCongoTests {
    let cd = RegionRegistry.region(code: "CD")!

    @Test("2025 exactly")
    func year2025() {
        #expect(cd.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-04 Martyrs of Independence Day",
            "2025-01-16 National Hero Laurent-Désiré Kabila Day",
            "2025-01-17 National Hero Patrice Lumumba Day",
            "2025-04-05 Simon Kimbangu Day (observed)",
            "2025-04-06 Simon Kimbangu Day",
            "2025-05-01 Labour Day",
            "2025-05-17 Revolution and Armed Forces Day",
            "2025-06-30 Independence Day",
            "2025-08-01 Parents' Day",
            "2025-08-02 Congolese Genocide Memorial Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Sunday is the only weekend day")
    func weekend() {
        #expect(cd.weekend.mask(on: day("2025-06-01")) == .sundayOnly)
    }

    @Test("New Year's Day on Sunday 1 January 2023 gives Saturday 31 December 2022")
    func newYear() {
        #expect(cd.names(on: "2022-12-31") == ["New Year's Day (observed)"])
    }

    @Test("The 1979 days until 2013, the 2014 days after", arguments: [
        ("2013-05-20", true), ("2014-05-20", false), ("2013-11-17", true), ("2014-11-17", false),
        ("2013-05-17", false), ("2014-05-17", true), ("2014-01-17", false), ("2015-01-17", true),
        ("2022-04-06", false), ("2023-04-06", true), ("2023-08-02", false), ("2024-08-02", true),
    ])
    func eras(date: String, kept: Bool) {
        #expect(cd.names(on: date).isEmpty != kept)
    }
}
