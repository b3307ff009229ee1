import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Iran: solar Hijri and Islamic holidays, a day after Umm al-Qura")
struct IranTests {
    let ir = RegionRegistry.region(code: "IR")!

    @Test("2025 exactly")
    func year2025() {
        #expect(ir.lines(year: 2025) == [
            "2025-01-14 Birthday of Imam Ali",
            "2025-01-28 Mab'ath",
            "2025-02-10 Islamic Revolution Day",
            "2025-02-14 Birthday of Mahdi",
            "2025-03-19 Oil Industry Nationalization Day",
            "2025-03-20 Last Day of the Year",
            "2025-03-21 Nowruz",
            "2025-03-22 Martyrdom of Imam Ali",
            "2025-03-22 Nowruz Holiday",
            "2025-03-23 Nowruz Holiday",
            "2025-03-24 Nowruz Holiday",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-04-01 Islamic Republic Day",
            "2025-04-02 Nature's Day",
            "2025-04-24 Martyrdom of Imam Ja'far al-Sadiq",
            "2025-06-04 Death of Imam Khomeini",
            "2025-06-05 15 Khordad Uprising",
            "2025-06-06 Eid al-Adha",
            "2025-06-14 Eid al-Ghadir",
            "2025-07-05 Tasua",
            "2025-07-06 Ashura",
            "2025-08-14 Arbaeen",
            "2025-08-22 Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali",
            "2025-08-24 Martyrdom of Ali al-Rida",
            "2025-09-01 Martyrdom of Hasan al-Askari",
            "2025-09-10 Birthday of Muhammad and Imam Ja'far al-Sadiq",
            "2025-11-24 Martyrdom of Fatima",
        ])
        #expect(ir.holiday("Nowruz", on: "2025-03-21")?.localName == "جشن نوروز")
    }

    @Test("30 Esfand only after a leap year's Esfand; Khomeini's death from 1989")
    func history() {
        #expect(ir.dates(of: "Last Day of the Year", year: 2024).isEmpty)
        #expect(ir.dates(of: "Last Day of the Year", year: 2025) == ["2025-03-20"])
        #expect(ir.dates(of: "Death of Imam Khomeini", year: 1988).isEmpty)
        #expect(ir.dates(of: "Death of Imam Khomeini", year: 1989) == ["1989-06-04"])
        #expect(ir.holidays(year: 1979).isEmpty)
    }

    @Test("Forecast years a day after Umm al-Qura; Imam Sadiq's martyrdom moved in 2001")
    func islamicCalendar() throws {
        let eid = try #require(ir.holiday("Eid al-Fitr", on: "2030-02-05"))
        #expect(eid.isEstimated)
        #expect(HijriCalendar.ummAlQura.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 2030).map(\.dayNumber)
            == [day("2030-02-04").dayNumber])
        #expect(ir.dates(of: "Martyrdom of Imam Ja'far al-Sadiq", year: 2001) == ["2001-01-20"])
    }

    @Test("Decreed days off: heat in 2023, mourning in 2026")
    func decreed() {
        #expect(ir.names(on: "2023-08-01") == ["Public Holiday"])
        #expect(ir.dates(of: "Public Holiday", year: 2026).count == 7)
    }

    @Test("Weekend Friday")
    func weekend() {
        #expect(Country.iran.weekend.current.days == [.friday])
    }

    @Test("Known from 1980")
    func known() {
        #expect(ir.dates(of: "Islamic Revolution Day", year: 1980) == ["1980-02-11"])
    }
}
