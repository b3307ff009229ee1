import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("North Korea: the lunar holidays and the state's days")
struct NorthKoreaTests {
    let kp = RegionRegistry.region(code: "KP")!

    @Test("2024 exactly")
    func year2024() {
        #expect(kp.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-02-08 Founding Day of the Korean People's Army",
            "2024-02-10 Korean New Year",
            "2024-02-16 Day of the Shining Star",
            "2024-02-17 Day of the Shining Star",
            "2024-02-24 Daeboreum",
            "2024-03-08 International Women's Day",
            "2024-04-04 Cheongmyeong Festival",
            "2024-04-15 Day of the Sun",
            "2024-04-16 Day of the Sun",
            "2024-04-25 Founding Day of the Korean People's Revolutionary Army",
            "2024-05-01 International Workers' Day",
            "2024-06-06 Foundation Day of the Korean Children's Union",
            "2024-07-27 Day of Victory in the Great Fatherland Liberation War",
            "2024-08-15 Liberation Day",
            "2024-08-25 Day of Songun",
            "2024-08-28 Youth Day",
            "2024-09-09 Founding Day of the DPRK",
            "2024-09-17 Chuseok",
            "2024-10-10 Foundation Day of the Workers' Party of Korea",
            "2024-11-16 Mother's Day",
            "2024-12-27 Socialist Constitution Day",
        ])
    }

    @Test("History: the lunar days dropped 1967-1988, the Hanshi festival until 1967, the leaders' days")
    func history() {
        #expect(kp.dates(of: "Hanshi Festival", year: 1967) == ["1967-04-06"])
        #expect(kp.dates(of: "Hanshi Festival", year: 1968).isEmpty)
        #expect(kp.dates(of: "Korean New Year", year: 1967) == ["1967-02-09"])
        #expect(kp.dates(of: "Korean New Year", year: 1968).isEmpty)
        #expect(kp.dates(of: "Chuseok", year: 1966) == ["1966-09-29"])
        #expect(kp.dates(of: "Chuseok", year: 1967).isEmpty)
        #expect(kp.dates(of: "Chuseok", year: 1989) == ["1989-09-14"])
        #expect(kp.names(on: "1962-04-15") == ["Kim Il-Sung's Birthday"])
        #expect(kp.names(on: "1963-04-15").isEmpty)
        #expect(kp.names(on: "1998-04-16") == ["Day of the Sun"])
        #expect(kp.names(on: "1985-02-17").isEmpty)
        #expect(kp.names(on: "1986-02-17") == ["Kim Jong Il's Birthday"])
        #expect(kp.names(on: "1977-02-08") == ["Founding Day of the Korean People's Army"])
        #expect(kp.names(on: "1978-02-08").isEmpty)
        #expect(kp.names(on: "2017-04-25") == ["Armed Forces Day"])
    }

    @Test("Judged: Dano 1950 on June 20 by Korea's lunar calendar; Qingming 2100 on April 5 at UTC+9")
    func judged() {
        // python-holidays 0.108 has June 19 (the new moon a day early at UTC+8) and April 4 (its
        // modulo-4 rule, estimated in 2100); scripts/divergences.toml.
        #expect(kp.dates(of: "Dano", year: 1950) == ["1950-06-20"])
        #expect(kp.dates(of: "Cheongmyeong Festival", year: 2100) == ["2100-04-05"])
        #expect(kp.holidays(in: DateRange(day: day("2024-09-17")), language: "ko").map(\.localName) == ["추석"])
    }
}
