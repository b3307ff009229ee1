import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Macau: mandatory holidays (labour law) and the administration's public holidays")
struct MacauTests {
    let mo = RegionRegistry.region(code: "MO")!

    @Test("2026 exactly: mandatory holidays public, the administration's others optional")
    func year2026() {
        #expect(mo.lines(year: 2026, kinds: [.public, .optional]) == [
            "2026-01-01 New Year's Day",
            "2026-02-17 Chinese New Year's Day",
            "2026-02-18 The second day of Chinese New Year",
            "2026-02-19 The third day of Chinese New Year",
            "2026-04-03 Good Friday",
            "2026-04-04 The Day before Easter",
            "2026-04-05 Tomb-Sweeping Day",
            "2026-05-01 Labor Day",
            "2026-05-24 The Buddha's Birthday",
            "2026-06-19 Dragon Boat Festival",
            "2026-09-26 The Day following Mid-Autumn Festival",
            "2026-10-01 National Day of the People's Republic of China",
            "2026-10-02 The day following National Day of the People's Republic of China",
            "2026-10-18 Double Ninth Festival",
            "2026-11-02 All Souls' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-20 Macao S.A.R. Establishment Day",
            "2026-12-22 Winter Solstice",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
        ])
        #expect(mo.holiday("Tomb-Sweeping Day", on: "2026-04-05")?.kind == .public)
        #expect(mo.holiday("Christmas Day", on: "2026-12-25")?.kind == .optional)
        #expect(mo.holiday("New Year's Day", on: "2026-01-01")?.localName == "元旦")
        let newYear = DateRange(day("2026-01-01"), day("2026-01-01"))
        #expect(mo.holidays(in: newYear, language: "pt").map(\.localName) == ["Fraternidade Universal"])
    }

    @Test("The labour law from 1985, Tomb-Sweeping Day from 1989, the handover's changes in 2000")
    func mandatoryEras() {
        #expect(mo.holiday("New Year's Day", on: "1984-01-01")?.kind == .optional)
        #expect(mo.holiday("New Year's Day", on: "1985-01-01")?.kind == .public)
        #expect(mo.holiday("Tomb-Sweeping Day", on: "1988-04-04")?.kind == .optional)
        #expect(mo.holiday("Tomb-Sweeping Day", on: "1989-04-05")?.kind == .public)
        // Until 1999 the festival itself was mandatory and the day after a public holiday.
        #expect(mo.holiday("Mid-Autumn Festival", on: "1999-09-24")?.kind == .public)
        #expect(mo.holiday("The Day following Mid-Autumn Festival", on: "1999-09-25")?.kind == .optional)
        #expect(mo.holiday("The Day following Mid-Autumn Festival", on: "2000-09-13")?.kind == .public)
        #expect(mo.dates(of: "Day of Portugal, Camões, and the Portuguese Communities", year: 1999) == ["1999-06-10"])
        #expect(mo.dates(of: "Day of Portugal, Camões, and the Portuguese Communities", year: 2000).isEmpty)
        #expect(mo.dates(of: "Macao S.A.R. Establishment Day", year: 2000) == ["2000-12-20"])
        #expect(mo.names(on: "1999-04-03") == ["Holy Saturday"])
        #expect(mo.names(on: "2000-04-22") == ["The Day before Easter"])
    }

    @Test("The Winter Solstice: December 22, then 21 in 2000, then Dongzhi")
    func winterSolstice() {
        #expect(mo.dates(of: "Winter Solstice", year: 1999) == ["1999-12-22"])
        #expect(mo.dates(of: "Winter Solstice", year: 2000) == ["2000-12-21"])
        #expect(mo.dates(of: "Winter Solstice", year: 2001) == ["2001-12-22"])
        // Judged divergence: the Observatory's December 22, 2100 (python-holidays December 21).
        #expect(mo.dates(of: "Winter Solstice", year: 2100) == ["2100-12-22"])
    }

    @Test("The municipalities' days until 1999")
    func municipalities() {
        let islands = RegionRegistry.region(code: "MO-I")!
        let city = RegionRegistry.region(code: "MO-M")!
        #expect(islands.dates(of: "Day of the Municipality of Ilhas", year: 1992) == ["1992-11-30"])
        #expect(islands.dates(of: "Day of the Municipality of Ilhas", year: 1993) == ["1993-07-13"])
        #expect(islands.dates(of: "Day of the Municipality of Ilhas", year: 2000).isEmpty)
        #expect(city.dates(of: "Macau City Day", year: 1999) == ["1999-06-24"])
        #expect(city.dates(of: "Macau City Day", year: 2000).isEmpty)
        #expect(mo.dates(of: "Macau City Day", year: 1999).isEmpty)
        #expect(city.dates(of: "Labor Day", year: 2026) == ["2026-05-01"])
    }

    @Test("Known from 1982; the weekend is Saturday and Sunday")
    func weekendAndValidity() {
        #expect(mo.holidays(in: DateRange(years: 1981...1981)).isEmpty)
        #expect(!mo.holidays(in: DateRange(years: 1982...1982)).isEmpty)
        #expect(mo.weekend.mask(on: day("2026-01-03")) == .saturdaySunday)
        #expect(mo.firstWeekday == .sunday)
    }
}
