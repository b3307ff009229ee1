import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("NSW public and bank holidays")
struct NewSouthWalesTests {
    let nsw = Region.newSouthWales

    @Test("2026 exactly as the reference gives it")
    func year2026() {
        #expect(nsw.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-26 Australia Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Easter Saturday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-04-27 Anzac Day (observed)",
            "2026-06-08 King's Birthday",
            "2026-08-03 Bank Holiday",
            "2026-10-05 Labour Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(nsw.holiday("Bank Holiday", on: "2026-08-03")?.kind == .bank)
    }

    @Test("2025 exactly as the reference gives it: Australia Day moved to Monday the 27th")
    func year2025() throws {
        #expect(nsw.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Australia Day",
            "2025-04-18 Good Friday",
            "2025-04-19 Easter Saturday",
            "2025-04-20 Easter Sunday",
            "2025-04-21 Easter Monday",
            "2025-04-25 Anzac Day",
            "2025-06-09 King's Birthday",
            "2025-08-04 Bank Holiday",
            "2025-10-06 Labour Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
        let moved = try #require(nsw.holiday("Australia Day", on: "2025-01-27"))
        #expect(moved.observedOf == day("2025-01-26"))
    }

    @Test("Easter Sunday is a public holiday from 2011")
    func easterSunday() {
        #expect(nsw.names(on: "2010-04-04").isEmpty)
        #expect(nsw.names(on: "2011-04-24") == ["Easter Sunday"])
        #expect(nsw.dates(of: "Easter Saturday", year: 1950) == ["1950-04-08"])
        // 2011: Anzac Day on Easter Monday; both are listed.
        #expect(nsw.names(on: "2011-04-25") == ["Anzac Day", "Easter Monday"])
    }

    @Test("King's Birthday until 1951, Queen's Birthday 1952-2022, King's Birthday from 2023")
    func sovereignsBirthday() {
        #expect(nsw.dates(of: "King's Birthday", year: 1951) == ["1951-06-11"])
        #expect(nsw.dates(of: "Queen's Birthday", year: 1952) == ["1952-06-09"])
        #expect(nsw.dates(of: "Queen's Birthday", year: 2022) == ["2022-06-13"])
        #expect(nsw.dates(of: "King's Birthday", year: 2022).isEmpty)
        #expect(nsw.dates(of: "King's Birthday", year: 2023) == ["2023-06-12"])
    }

    @Test("Anzac Day: Sunday -> Monday until 2010, none 2011-2025, the 2026-2027 trial")
    func anzacDay() {
        #expect(nsw.dates(of: "Anzac Day (observed)", year: 2010) == ["2010-04-26"])
        #expect(nsw.dates(of: "Anzac Day (observed)", year: 1999) == ["1999-04-26"])
        // 2015 Saturday, 2021 Sunday: no additional day under the 2010 Act.
        #expect(nsw.names(on: "2015-04-27").isEmpty)
        #expect(nsw.names(on: "2021-04-26").isEmpty)
        #expect(nsw.dates(of: "Anzac Day (observed)", year: 2026) == ["2026-04-27"])
        #expect(nsw.dates(of: "Anzac Day (observed)", year: 2027) == ["2027-04-26"])
        // After the trial: 2032-04-25 is a Sunday.
        #expect(nsw.names(on: "2032-04-26").isEmpty)
    }

    @Test("Australia Day: an observed Monday for a Sunday until 2003, the day moves from 2004")
    func australiaDay() throws {
        #expect(nsw.dates(of: "Australia Day", year: 2003) == ["2003-01-26"])
        #expect(nsw.dates(of: "Australia Day (observed)", year: 2003) == ["2003-01-27"])
        // 2002-01-26 was a Saturday: nothing added under the 1912 Act.
        #expect(nsw.dates(of: "Australia Day", year: 2002) == ["2002-01-26"])
        #expect(nsw.names(on: "2002-01-28").isEmpty)
        // python-holidays keeps Saturday 2008-01-26 and adds nothing; the reference moves
        // the day to Monday from 2004 (see NewSouthWales.swift).
        #expect(nsw.dates(of: "Australia Day", year: 2008) == ["2008-01-28"])
        #expect(nsw.names(on: "2008-01-26").isEmpty)
        #expect(nsw.dates(of: "Australia Day", year: 2014) == ["2014-01-27"])
        #expect(nsw.dates(of: "Australia Day (observed)", year: 2014).isEmpty)
    }

    @Test("New Year's Day: Sunday -> Monday always, Saturday -> Monday from 2011")
    func newYear() {
        #expect(nsw.dates(of: "New Year's Day (observed)", year: 2006) == ["2006-01-02"])
        #expect(nsw.names(on: "2005-01-03").isEmpty)
        #expect(nsw.dates(of: "New Year's Day (observed)", year: 2011) == ["2011-01-03"])
        #expect(nsw.dates(of: "New Year's Day (observed)", year: 2022) == ["2022-01-03"])
        #expect(nsw.dates(of: "New Year's Day (observed)", year: 2023) == ["2023-01-02"])
    }

    @Test("Christmas and Boxing Day at the year's end, by era")
    func christmas() {
        // 2021: Saturday and Sunday -> Monday 27 and Tuesday 28.
        #expect(Array(nsw.lines(year: 2021).suffix(4)) == [
            "2021-12-25 Christmas Day", "2021-12-26 Boxing Day",
            "2021-12-27 Christmas Day (observed)", "2021-12-28 Boxing Day (observed)",
        ])
        // 2022: Sunday and Monday -> Tuesday 27 for Christmas.
        #expect(Array(nsw.lines(year: 2022).suffix(3)) == [
            "2022-12-25 Christmas Day", "2022-12-26 Boxing Day", "2022-12-27 Christmas Day (observed)",
        ])
        // 2015: Boxing Day on a Saturday -> Monday 28.
        #expect(nsw.dates(of: "Boxing Day (observed)", year: 2015) == ["2015-12-28"])
        // 1912 Act (until 2010): only Sundays gave a day; 2010 and 2004 were Saturday/Sunday.
        #expect(Array(nsw.lines(year: 2010).suffix(3)) == [
            "2010-12-25 Christmas Day", "2010-12-26 Boxing Day", "2010-12-27 Boxing Day (observed)",
        ])
        #expect(nsw.names(on: "2004-12-28").isEmpty)
        #expect(nsw.dates(of: "Christmas Day (observed)", year: 2005) == ["2005-12-27"])
    }

    @Test("One-off: National Day of Mourning for Queen Elizabeth II on 2022-09-22")
    func dayOfMourning() {
        #expect(nsw.names(on: "2022-09-22") == ["National Day of Mourning for Queen Elizabeth II"])
        #expect(nsw.names(on: "2023-09-22").isEmpty)
    }

    @Test("Pinned years", arguments: [
        (1950, ["1950-01-01", "1950-01-02", "1950-01-26", "1950-04-07", "1950-04-08",
                "1950-04-10", "1950-04-25", "1950-06-12", "1950-08-07", "1950-10-02",
                "1950-12-25", "1950-12-26"]),
        (1988, ["1988-01-01", "1988-01-26", "1988-04-01", "1988-04-02", "1988-04-04",
                "1988-04-25", "1988-06-13", "1988-08-01", "1988-10-03", "1988-12-25",
                "1988-12-26", "1988-12-27"]),
        (2100, ["2100-01-01", "2100-01-26", "2100-03-26", "2100-03-27", "2100-03-28",
                "2100-03-29", "2100-04-25", "2100-06-14", "2100-08-02", "2100-10-04",
                "2100-12-25", "2100-12-26", "2100-12-27", "2100-12-28"]),
    ])
    func pinnedYears(year: Int, dates: [String]) {
        #expect(nsw.holidays(year: year).map { "\($0.date)" } == dates)
    }
}
