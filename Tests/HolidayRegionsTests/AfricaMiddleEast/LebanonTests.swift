import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Lebanon: both churches and Islam, bank holidays, the decrees' history")
struct LebanonTests {
    let lb = RegionRegistry.region(code: "LB")!

    @Test("2025 exactly, bank holidays too: both Easters on one Sunday")
    func year2025() {
        #expect(lb.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-06 Armenian Orthodox Christmas Day",
            "2025-02-09 Saint Maron's Day",
            "2025-02-14 Rafik Hariri Memorial Day",
            "2025-03-25 Feast of the Annunciation",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-18 Catholic Good Friday",
            "2025-04-18 Orthodox Good Friday",
            "2025-04-19 Orthodox Holy Saturday",
            "2025-04-21 Catholic Easter Monday",
            "2025-04-21 Orthodox Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-04 Martyrs' Day",
            "2025-05-11 Resistance and Liberation Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-07-05 Ashura",
            "2025-08-15 Assumption Day",
            "2025-09-04 Prophet's Birthday",
            "2025-11-22 Independence Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(lb.holiday("Rafik Hariri Memorial Day", on: "2025-02-14")?.kind == .bank)
    }

    @Test("1990 under the decree of 1985: Easter Monday and Tuesday, third Eid days, All Saints")
    func year1990() {
        #expect(lb.names(on: "1990-04-17") == ["Orthodox Easter Tuesday"])
        #expect(lb.dates(of: "Eid al-Fitr", year: 1990) == ["1990-04-27", "1990-04-28", "1990-04-29"])
        #expect(lb.dates(of: "Eid al-Adha", year: 1990) == ["1990-07-04", "1990-07-05", "1990-07-06"])
        #expect(lb.names(on: "1990-11-01") == ["All Saints' Day"])
        #expect(lb.names(on: "1990-05-06") == ["Martyrs' Day"])
    }

    @Test("Holy Saturday only when both Easters fall together; Martyrs' Day gone 1994-2005")
    func history() {
        #expect(lb.dates(of: "Orthodox Holy Saturday", year: 2024).isEmpty)
        #expect(lb.dates(of: "Martyrs' Day", year: 2005).isEmpty)
        #expect(lb.dates(of: "Feast of the Annunciation", year: 2005) == ["2005-03-25"])
        #expect(lb.dates(of: "Feast of the Annunciation", year: 2006).isEmpty)
        #expect(lb.dates(of: "Feast of the Annunciation", year: 2010) == ["2010-03-25"])
        #expect(lb.holidays(year: 1977).isEmpty)
    }

    @Test("Labour Day on a Sunday gives the Monday from 1995")
    func labourDay() throws {
        let monday = try #require(lb.holiday("Labour Day (observed)", on: "2022-05-02"))
        #expect(monday.observedOf == day("2022-05-01"))
        #expect(lb.names(on: "1988-05-02").isEmpty)
    }

    @Test("Each decree's first and last years", arguments: [
        ("Armenian Orthodox Christmas Day", 1994, 1995, ["1995-01-06"]),
        ("Resistance and Liberation Day", 2005, 2006, ["2006-05-14"]),
        ("Rafik Hariri Memorial Day", 2019, 2020, ["2020-02-14"]),
    ])
    func firstYears(name: String, before: Int, first: Int, dates: [String]) {
        #expect(lb.dates(of: name, year: before).isEmpty)
        #expect(lb.dates(of: name, year: first) == dates)
    }

    @Test("Ends of the 1985 decree: All Saints until 1993, Easter Mondays and the third Eid day until 1994")
    func lastYears() {
        #expect(lb.dates(of: "All Saints' Day", year: 1993) == ["1993-11-01"])
        #expect(lb.dates(of: "All Saints' Day", year: 1994).isEmpty)
        #expect(lb.dates(of: "Martyrs' Day", year: 1993) == ["1993-05-09"])
        #expect(lb.dates(of: "Martyrs' Day", year: 1994).isEmpty)
        #expect(lb.dates(of: "Catholic Easter Monday", year: 1994) == ["1994-04-04"])
        #expect(lb.dates(of: "Catholic Easter Monday", year: 1995).isEmpty)
        #expect(lb.dates(of: "Eid al-Fitr", year: 1994).count == 3)
        #expect(lb.dates(of: "Eid al-Fitr", year: 1995).count == 2)
        #expect(lb.dates(of: "Eid al-Fitr", year: 1985).count == 1)
    }

    @Test("Labour Day on a Sunday: no Monday in 1994, the Monday in 2005; weekend Saturday-Sunday")
    func labourDayAround1995() {
        // Monday 2 May 1994 was Orthodox Easter Monday, not Labour Day's.
        #expect(!lb.names(on: "1994-05-02").contains("Labour Day (observed)"))
        #expect(lb.names(on: "2005-05-02") == ["Labour Day (observed)"])
        #expect(Country.lebanon.weekend.current.days == [.saturday, .sunday])
    }

    @Test("Ashura a day after a Muharram begun on Umm al-Qura's day in 2015 and 2018-2022")
    func movedAshura() {
        #expect(lb.dates(of: "Ashura", year: 2015) == ["2015-10-24"])
        #expect(lb.dates(of: "Ashura", year: 2022) == ["2022-08-09"])
    }
}
