import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Venezuela: national holidays, the Executive's days off, a Sunday weekend")
struct VenezuelaTests {
    let ve = RegionRegistry.region(code: "VE")!

    @Test("2026 exactly")
    func year2026() {
        #expect(ve.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-19 Declaration of Independence",
            "2026-05-01 International Workers' Day",
            "2026-05-15 Family Day",
            "2026-06-24 Battle of Carabobo",
            "2026-07-05 Independence Day",
            "2026-07-24 Birthday of Simón Bolívar",
            "2026-10-12 Day of Indigenous Resistance",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(ve.weekend == WeekendHistory(.sundayOnly))
        #expect(ve.firstWeekday == .sunday)
    }

    @Test("Carabobo from 1971; 12 October renamed in 2002; the Family Day from 2024")
    func history() {
        #expect(ve.dates(of: "Battle of Carabobo", year: 1970).isEmpty)
        #expect(ve.dates(of: "Battle of Carabobo", year: 1971) == ["1971-06-24"])
        #expect(ve.names(on: "2001-10-12") == ["Columbus Day"])
        #expect(ve.names(on: "2002-10-12") == ["Day of Indigenous Resistance"])
        #expect(ve.holiday("Day of Indigenous Resistance", on: "2002-10-12")?.localName == "Día de la Resistencia Indígena")
        #expect(ve.dates(of: "Family Day", year: 2023).isEmpty)
    }

    @Test("The Fridays of April and May 2016, and the other decreed days")
    func decreed() {
        #expect(ve.dates(of: "National Holiday", year: 2016) == [
            "2016-03-21", "2016-03-22", "2016-03-23", "2016-04-08", "2016-04-15", "2016-04-18", "2016-04-22",
            "2016-04-29", "2016-05-06", "2016-05-13", "2016-05-20", "2016-05-27",
        ])
        #expect(ve.names(on: "2025-10-20") == ["Canonization of José Gregorio Hernández and Mother Carmen Rendiles"])
    }
}
