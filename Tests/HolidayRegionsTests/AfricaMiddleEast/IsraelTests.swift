import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Israel: days of rest on the Hebrew calendar, Independence Day's moves, optional days")
struct IsraelTests {
    let il = RegionRegistry.region(code: "IL")!

    @Test("2026 exactly, days of rest and optional days")
    func year2026() {
        #expect(il.lines(year: 2026, kinds: [.public, .optional]) == [
            "2026-03-03 Purim",
            "2026-04-02 Passover",
            "2026-04-03 Chol HaMoed Passover",
            "2026-04-04 Chol HaMoed Passover",
            "2026-04-05 Chol HaMoed Passover",
            "2026-04-06 Chol HaMoed Passover",
            "2026-04-07 Chol HaMoed Passover",
            "2026-04-08 Seventh day of Passover",
            "2026-04-21 Memorial Day",
            "2026-04-22 Independence Day",
            "2026-05-15 Jerusalem Day",
            "2026-05-22 Shavuot",
            "2026-07-23 Tisha B'Av",
            "2026-09-12 Rosh Hashanah",
            "2026-09-13 Rosh Hashanah",
            "2026-09-21 Yom Kippur",
            "2026-09-26 Sukkot",
            "2026-09-27 Chol HaMoed Sukkot",
            "2026-09-28 Chol HaMoed Sukkot",
            "2026-09-29 Chol HaMoed Sukkot",
            "2026-09-30 Chol HaMoed Sukkot",
            "2026-10-01 Chol HaMoed Sukkot",
            "2026-10-03 Simchat Torah / Shemini Atzeret",
            "2026-11-09 Sigd",
        ])
        #expect(il.holiday("Yom Kippur", on: "2026-09-21")?.localName == "יום כיפור")
        #expect(il.holiday("Purim", on: "2026-03-03")?.kind == .optional)
    }

    @Test("Independence Day and Memorial Day: the Sabbath rule, and Monday to Tuesday from 2004", arguments: [
        (1997, "1997-05-11", "1997-05-12"),  // 5 Iyar on Monday: kept before the amendment
        (2004, "2004-04-26", "2004-04-27"),  // 5 Iyar on Monday: Tuesday
        (2008, "2008-05-07", "2008-05-08"),  // 5 Iyar on Saturday: Thursday
        (2003, "2003-05-06", "2003-05-07"),  // 5 Iyar on Wednesday
    ])
    func independenceDay(year: Int, memorial: String, independence: String) {
        #expect(il.dates(of: "Independence Day", year: year) == [independence])
        #expect(il.dates(of: "Memorial Day", year: year) == [memorial])
    }

    @Test("First years of the optional days' laws")
    func firstYears() {
        #expect(il.dates(of: "Memorial Day", year: 1962).isEmpty)
        #expect(il.dates(of: "Memorial Day", year: 1963) == ["1963-04-28"])
        #expect(il.dates(of: "Jerusalem Day", year: 1997).isEmpty)
        #expect(il.dates(of: "Jerusalem Day", year: 1998) == ["1998-05-24"])
        #expect(il.dates(of: "Sigd", year: 2007).isEmpty)
        #expect(il.dates(of: "Sigd", year: 2008) == ["2008-11-27"])
        #expect(il.holidays(year: 1949).isEmpty)
    }

    @Test("Tisha B'Av on a Saturday is kept on Sunday")
    func tishaBAv() throws {
        let sunday = try #require(il.holiday("Tisha B'Av", on: "1998-08-02"))
        #expect(sunday.observedOf == day("1998-08-01"))
        #expect(il.names(on: "1998-08-01").isEmpty)
    }

    @Test("Weekend Friday and Saturday")
    func weekend() {
        #expect(Country.israel.weekend.current.days == [.friday, .saturday])
    }
}
