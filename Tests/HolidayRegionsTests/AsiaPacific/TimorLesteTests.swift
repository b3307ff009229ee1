import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Timor-Leste: Law 10/2005's holidays and commemorative dates")
struct TimorLesteTests {
    let tl = RegionRegistry.region(code: "TL")!

    @Test("2025 exactly: public holidays, and the commemorative dates as observances")
    func year2025() {
        #expect(tl.lines(year: 2025) == [
            "2025-01-01 New Year's Day", "2025-03-03 Veterans Day", "2025-03-31 Eid al-Fitr", "2025-04-18 Good Friday",
            "2025-05-01 World Labour Day", "2025-05-20 Restoration of Independence Day", "2025-06-06 Eid al-Adha",
            "2025-06-19 Corpus Christi", "2025-08-30 Popular Consultation Day", "2025-11-01 All Saints' Day",
            "2025-11-02 All Souls' Day", "2025-11-03 National Women's Day", "2025-11-12 National Youth Day",
            "2025-11-28 Proclamation of Independence Day", "2025-12-07 Day of Remembrance",
            "2025-12-08 Day of Our Lady of Immaculate Conception", "2025-12-25 Christmas Day", "2025-12-31 National Heroes Day",
        ])
        #expect(tl.holiday("FALINTIL Day", on: "2025-08-20")?.kind == .observance)
        #expect(tl.holiday("Christmas Day", on: "2025-12-25")?.localName == "Dia de Natal")
    }

    @Test("Law 3/2016 from 2017, Law 1/2023 from 2023; Idul Adha 2016 as resolved; known from 2006")
    func history() {
        #expect(tl.dates(of: "National Heroes Day", year: 2016) == ["2016-12-07"])
        #expect(tl.dates(of: "National Heroes Day", year: 2017) == ["2017-12-31"])
        #expect(tl.dates(of: "Veterans Day", year: 2016).isEmpty)
        #expect(tl.holiday("National Women's Day", on: "2022-11-03")?.kind == .observance)
        #expect(tl.holiday("National Women's Day", on: "2023-11-03")?.kind == .public)
        #expect(tl.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-18"])
        #expect(tl.holidays(year: 2005).isEmpty)
    }
}
