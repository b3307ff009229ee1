import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Romania: legal holidays on the Orthodox Easter")
struct RomaniaTests {
    let ro = RegionRegistry.region(code: "RO")!

    @Test("2026 exactly: Easter, Rusalii and Good Friday after the Orthodox Easter of April 12")
    func year2026() {
        #expect(ro.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Second day of New Year",
            "2026-01-06 Epiphany",
            "2026-01-07 Synaxis of Saint John the Baptist",
            "2026-01-24 Union of the Romanian Principalities Day",
            "2026-04-10 Good Friday",
            "2026-04-12 Easter Sunday",
            "2026-04-13 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-31 Whit Sunday",
            "2026-06-01 Children's Day",
            "2026-06-01 Whit Monday",
            "2026-08-15 Dormition of the Mother of God",
            "2026-11-30 Saint Andrew's Day",
            "2026-12-01 National Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second day of Christmas",
        ])
        #expect(ro.holiday("Easter Monday", on: "2026-04-13")?.localName == "A doua zi de Paști")
    }

    @Test("Known from 1997, the first year under Legea nr. 75/1996")
    func known() {
        #expect(ro.holidays(year: 1996).isEmpty)
        #expect(ro.lines(year: 1997) == [
            "1997-01-01 New Year's Day",
            "1997-01-02 Second day of New Year",
            "1997-04-27 Easter Sunday",
            "1997-04-28 Easter Monday",
            "1997-05-01 Labour Day",
            "1997-12-01 National Day",
            "1997-12-25 Christmas Day",
            "1997-12-26 Second day of Christmas",
        ])
    }

    @Test("Each later day from the year its law gave it", arguments: [
        ("Whit Monday", 2009, "2009-06-08"),
        ("Dormition of the Mother of God", 2009, "2009-08-15"),
        ("Saint Andrew's Day", 2012, "2012-11-30"),
        ("Union of the Romanian Principalities Day", 2017, "2017-01-24"),
        ("Children's Day", 2017, "2017-06-01"),
        ("Good Friday", 2018, "2018-04-06"),
        ("Epiphany", 2024, "2024-01-06"),
        ("Synaxis of Saint John the Baptist", 2024, "2024-01-07"),
    ])
    func history(name: String, first: Int, date: String) {
        #expect(ro.dates(of: name, year: first - 1).isEmpty)
        #expect(ro.dates(of: name, year: first) == [date])
    }

    @Test("No substitute days: Christmas on a Saturday and Sunday stays there")
    func noSubstitutes() {
        // 2027-12-25 and -26 are a Saturday and a Sunday.
        #expect(ro.holidays(on: day("2027-12-27")).isEmpty)
        #expect(ro.holidays(in: DateRange(day("1997-01-01"), day("2100-12-31"))).allSatisfy { $0.observedOf == nil })
    }
}
