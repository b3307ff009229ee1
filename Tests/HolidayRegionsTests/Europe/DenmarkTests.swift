import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Denmark: helligdage and customary days off")
struct DenmarkTests {
    let dk = RegionRegistry.region(code: "DK")!

    @Test("2026 exactly")
    func year2026() {
        #expect(dk.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(dk.lines(year: 2026, kinds: [.optional]) == [
            "2026-05-01 Workers' Day",
            "2026-06-05 Constitution Day",
            "2026-12-24 Christmas Eve",
            "2026-12-31 New Year's Eve",
        ])
    }

    @Test("Great Prayer Day, the fourth Friday after Easter, until 2023 (lov nr. 214 af 6. marts 2023)")
    func greatPrayerDay() {
        #expect(dk.dates(of: "Great Prayer Day", year: 2023) == ["2023-05-05"])
        #expect(dk.holiday("Great Prayer Day", on: "2023-05-05")?.localName == "Store bededag")
        #expect(dk.dates(of: "Great Prayer Day", year: 2024).isEmpty)
    }

    @Test("Known from 1950, with the same days")
    func known() {
        #expect(dk.holidays(year: 1949).isEmpty)
        #expect(dk.dates(of: "Great Prayer Day", year: 1950) == ["1950-05-05"])
        #expect(dk.dates(of: "Constitution Day", year: 1950) == ["1950-06-05"])
    }

    @Test("Danish names; no substitute days")
    func names() {
        #expect(dk.holiday("Constitution Day", on: "2026-06-05")?.localName == "Grundlovsdag")
        #expect(dk.holiday("Second Day of Christmas", on: "2026-12-26")?.localName == "Anden juledag")
        // New Year's Day 2028 is a Saturday: nothing on Monday the 3rd.
        #expect(dk.holidays(on: day("2028-01-03")).isEmpty)
    }
}
