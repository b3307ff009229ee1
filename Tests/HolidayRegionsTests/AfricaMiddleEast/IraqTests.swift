import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Iraq: official holidays of the 1963, 1972 and 2024 laws")
struct IraqTests {
    let iq = RegionRegistry.region(code: "IQ")!

    @Test("2025 exactly: the 2024 law's days")
    func year2025() {
        #expect(iq.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-06 Army Day",
            "2025-03-16 Commemoration of the Ba'ath regime's crimes, the Anfal and Halabja",
            "2025-03-21 Nowruz",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-02 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-15 Eid al-Ghadir",
            "2025-06-26 Islamic New Year",
            "2025-07-05 Ashura",
            "2025-09-04 Prophet's Birthday",
        ])
    }

    @Test("Each day's years", arguments: [
        ("New Year's Day", 1972, 1973, "1973-01-01"),
        ("Nowruz", 1968, 1969, "1969-03-21"),
        ("July 17 Revolution", 1968, 1969, "1969-07-17"),
        ("Eid al-Ghadir", 2023, 2024, "2024-06-24"),
    ])
    func firstYears(name: String, before: Int, first: Int, date: String) {
        #expect(iq.dates(of: name, year: before).isEmpty)
        #expect(iq.dates(of: name, year: first) == [date])
    }

    @Test("The revolutions' last years")
    func lastYears() {
        #expect(iq.dates(of: "July 14 Revolution", year: 2023) == ["2023-07-14"])
        #expect(iq.dates(of: "July 14 Revolution", year: 2024).isEmpty)
        #expect(iq.dates(of: "July 17 Revolution", year: 2024).isEmpty)
        #expect(iq.dates(of: "February 8 Revolution", year: 2024) == ["2024-02-08"])
        #expect(iq.dates(of: "February 8 Revolution", year: 2025).isEmpty)
        #expect(iq.holidays(year: 1963).isEmpty)
    }

    @Test("Ashura a day after a Muharram begun on Umm al-Qura's day, in 2019")
    func movedAshura() {
        #expect(iq.dates(of: "Islamic New Year", year: 2019) == ["2019-08-31"])
        #expect(iq.dates(of: "Ashura", year: 2019) == ["2019-09-10"])
    }

    @Test("The 2024 law: the commemoration of 16 March from 2025; weekend Friday-Saturday")
    func law2024() {
        #expect(iq.dates(of: "Commemoration of the Ba'ath regime's crimes, the Anfal and Halabja", year: 2024).isEmpty)
        #expect(iq.names(on: "2025-03-16") == ["Commemoration of the Ba'ath regime's crimes, the Anfal and Halabja"])
        #expect(iq.dates(of: "Ashura", year: 2021) == ["2021-08-19"])
        #expect(Country.iraq.weekend.current.days == [.friday, .saturday])
    }
}
