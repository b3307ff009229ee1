import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("United Kingdom: bank holidays of the four nations")
struct UnitedKingdomTests {
    let gb = RegionRegistry.region(code: "GB")!
    let england = RegionRegistry.region(code: "GB-ENG")!
    let scotland = RegionRegistry.region(code: "GB-SCT")!
    let northernIreland = RegionRegistry.region(code: "GB-NIR")!
    let wales = RegionRegistry.region(code: "GB-WLS")!

    @Test("2026 exactly: the days all nations share, and England's")
    func year2026() {
        #expect(gb.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-05-04 Early May Bank Holiday",
            "2026-05-25 Spring Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
        #expect(england.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Early May Bank Holiday",
            "2026-05-25 Spring Bank Holiday",
            "2026-08-31 Summer Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
        #expect(wales.lines(year: 2026) == england.lines(year: 2026))
    }

    @Test("Scotland: 2 January, the first Monday of August, St Andrew's Day; no Easter Monday")
    func scotland2026() {
        #expect(scotland.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 2nd January",
            "2026-04-03 Good Friday",
            "2026-05-04 Early May Bank Holiday",
            "2026-05-25 Spring Bank Holiday",
            "2026-06-15 Scotland at the FIFA World Cup",
            "2026-08-03 Summer Bank Holiday",
            "2026-11-30 St Andrew's Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
    }

    @Test("Northern Ireland: St Patrick's Day and the Boyne, with substitute days")
    func northernIrishDays() {
        #expect(northernIreland.names(on: "2026-03-17") == ["St Patrick's Day"])
        #expect(northernIreland.names(on: "2026-04-06") == ["Easter Monday"])
        // 12 July 2026 is a Sunday.
        #expect(northernIreland.dates(of: "Battle of the Boyne (Orangemen's Day) (substitute day)", year: 2026)
            == ["2026-07-13"])
        #expect(england.names(on: "2026-07-13").isEmpty)
    }

    @Test("Substitute days take the next free weekday, in turn")
    func substitutes() {
        // Christmas on a Saturday, Boxing Day on the Sunday.
        #expect(england.dates(of: "Christmas Day (substitute day)", year: 2021) == ["2021-12-27"])
        #expect(england.dates(of: "Boxing Day (substitute day)", year: 2021) == ["2021-12-28"])
        // Christmas on a Sunday: Boxing Day holds the Monday.
        #expect(england.dates(of: "Christmas Day (substitute day)", year: 2022) == ["2022-12-27"])
        // Scotland: New Year's Day on a Saturday, 2 January on the Sunday.
        #expect(scotland.dates(of: "New Year's Day (substitute day)", year: 2022) == ["2022-01-03"])
        #expect(scotland.dates(of: "2nd January (substitute day)", year: 2022) == ["2022-01-04"])
        #expect(scotland.names(on: "2022-01-04") == ["2nd January (substitute day)"])
    }

    @Test("Days moved by proclamation: VE Day anniversaries and jubilees")
    func moved() {
        #expect(england.dates(of: "Early May Bank Holiday", year: 1995) == ["1995-05-08"])
        #expect(england.dates(of: "Early May Bank Holiday", year: 2020) == ["2020-05-08"])
        #expect(england.dates(of: "Early May Bank Holiday", year: 2021) == ["2021-05-03"])
        #expect(england.dates(of: "Spring Bank Holiday", year: 2002) == ["2002-06-04"])
        #expect(england.dates(of: "Spring Bank Holiday", year: 2022) == ["2022-06-02"])
        #expect(england.names(on: "2022-06-03") == ["Platinum Jubilee of Elizabeth II"])
        #expect(england.names(on: "2023-05-08") == ["Coronation of Charles III"])
    }

    @Test("The 1971 Act: the spring and late-summer holidays replace Whit Monday and early August")
    func act1971() {
        #expect(england.dates(of: "Whit Monday", year: 1970) == ["1970-05-18"])
        #expect(england.dates(of: "Whit Monday", year: 1971).isEmpty)
        #expect(england.dates(of: "Spring Bank Holiday", year: 1970).isEmpty)
        #expect(england.dates(of: "Spring Bank Holiday", year: 1971) == ["1971-05-31"])
        #expect(england.dates(of: "Summer Bank Holiday", year: 1971) == ["1971-08-30"])
        #expect(england.dates(of: "Early May Bank Holiday", year: 1977).isEmpty)
        #expect(england.dates(of: "Early May Bank Holiday", year: 1978) == ["1978-05-01"])
        #expect(scotland.dates(of: "Boxing Day", year: 1973).isEmpty)
        #expect(scotland.dates(of: "Boxing Day", year: 1974) == ["1974-12-26"])
    }

    // Judged divergence: python-holidays 0.108 has no August bank holiday outside Scotland
    // before 1971. The Bank Holidays Act 1871 gave the first Monday in August everywhere
    // until the late-August trial began in 1965. It was the August Bank Holiday: "summer"
    // came with the move to the end of the month.
    @Test("The August Bank Holiday, the first Monday in August, until 1964 (Bank Holidays Act 1871)")
    func augustUntil1964() {
        #expect(gb.names(on: "1964-08-03") == ["August Bank Holiday"])
        #expect(england.names(on: "1964-08-03") == ["August Bank Holiday"])
        #expect(gb.dates(of: "Summer Bank Holiday", year: 1964).isEmpty)
        #expect(england.dates(of: "August Bank Holiday", year: 1965).isEmpty)
        #expect(england.dates(of: "Summer Bank Holiday", year: 1965).isEmpty)
        // Scotland kept the first Monday: one row, under its name of each era.
        #expect(scotland.names(on: "1964-08-03") == ["August Bank Holiday"])
        #expect(scotland.names(on: "1965-08-02") == ["Summer Bank Holiday"])
    }

    @Test("Scotland's own New Year's Day, Boxing Day and August holiday replace the nation's: one row each")
    func scotlandReplaces() {
        #expect(scotland.names(on: "1976-12-26") == ["Boxing Day"])
        #expect(scotland.names(on: "1976-12-28") == ["Boxing Day (substitute day)"])
        #expect(scotland.names(on: "1980-01-01") == ["New Year's Day"])
        // No Boxing Day before 1974: Christmas Day 1960, a Sunday, takes the Monday.
        #expect(scotland.names(on: "1960-12-26") == ["Christmas Day (substitute day)"])
    }

    // Judged divergence: python-holidays 0.108 starts New Year's Day outside Scotland in
    // 1975; the proclamation of October 1973 made 1 January 1974 the first one.
    @Test("New Year's Day from 1974 outside Scotland; always in Scotland")
    func newYearsDay() {
        #expect(england.names(on: "1973-01-01").isEmpty)
        #expect(england.names(on: "1974-01-01") == ["New Year's Day"])
        #expect(scotland.names(on: "1973-01-01") == ["New Year's Day"])
    }

    // Judged divergence: python-holidays 0.108 has St Andrew's Day from 2006; the Act that
    // made it a bank holiday received Royal Assent on 15 January 2007.
    @Test("St Andrew's Day from 2007, with a substitute Monday")
    func stAndrewsDay() {
        #expect(scotland.names(on: "2006-11-30").isEmpty)
        #expect(scotland.names(on: "2007-11-30") == ["St Andrew's Day"])
        // 30 November 2025 is a Sunday.
        #expect(scotland.names(on: "2025-12-01") == ["St Andrew's Day (substitute day)"])
        #expect(england.names(on: "2007-11-30").isEmpty)
    }
}
