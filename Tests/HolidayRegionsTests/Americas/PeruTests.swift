import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Peru: the feriados of Decreto Legislativo 713 and the laws of 2021-2023")
struct PeruTests {
    let pe = RegionRegistry.region(code: "PE")!

    @Test("2026 exactly")
    func year2026() {
        #expect(pe.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-05-01 Labour Day",
            "2026-06-07 Battle of Arica and Flag Day",
            "2026-06-29 Saint Peter and Saint Paul's Day",
            "2026-07-23 Peruvian Air Force Day",
            "2026-07-28 Independence Day",
            "2026-07-29 Great Military Parade Day",
            "2026-08-06 Battle of Junín",
            "2026-08-30 Saint Rose of Lima",
            "2026-10-08 Battle of Angamos",
            "2026-11-01 All Saints' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-09 Battle of Ayacucho",
            "2026-12-25 Christmas Day",
        ])
        #expect(pe.holiday("Christmas Day", on: "2026-12-25")?.localName == "Navidad del Señor")
    }

    @Test("Each new day from the year its law first applies", arguments: [
        ("Battle of Junín", 2022, "2022-08-06"),
        ("Battle of Ayacucho", 2022, "2022-12-09"),
        ("Peruvian Air Force Day", 2023, "2023-07-23"),
        ("Battle of Arica and Flag Day", 2024, "2024-06-07"),
    ])
    func history(name: String, first: Int, date: String) {
        #expect(pe.dates(of: name, year: first - 1).isEmpty)
        #expect(pe.dates(of: name, year: first) == [date])
    }
}
