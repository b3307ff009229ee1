import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Date rules")
struct DateRuleTests {
    @Test("Fixed dates, February 29 only in leap years")
    func fixed() {
        #expect(DateRule.fixed(month: 7, day: 4).date(in: 2026) == day("2026-07-04"))
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2024) == day("2024-02-29"))
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2026) == nil)
        #expect(DateRule.fixed(month: 2, day: 29).date(in: 2100) == nil)
    }

    @Test("n-th and last weekday of a month", arguments: [
        (DateRule.nth(1, .monday, of: 9), 2026, "2026-09-07"),
        (DateRule.nth(3, .monday, of: 1), 2026, "2026-01-19"),
        (DateRule.nth(4, .thursday, of: 11), 2026, "2026-11-26"),
        (DateRule.nth(4, .thursday, of: 11), 2024, "2024-11-28"),
        (DateRule.nth(2, .monday, of: 6), 2025, "2025-06-09"),
        (DateRule.nth(1, .monday, of: 8), 2026, "2026-08-03"),
        (DateRule.last(.monday, of: 5), 2026, "2026-05-25"),
        (DateRule.last(.monday, of: 5), 2021, "2021-05-31"),
        (DateRule.last(.friday, of: 2), 2024, "2024-02-23"),
        (DateRule.last(.thursday, of: 2), 2024, "2024-02-29"),
        (DateRule.nth(5, .thursday, of: 2), 2024, "2024-02-29"),
    ])
    func weekdayOfMonth(rule: DateRule, year: Int, expected: String) {
        #expect(rule.date(in: year) == day(expected))
    }

    @Test("A fifth weekday that does not exist gives no date")
    func missingFifth() {
        #expect(DateRule.nth(5, .monday, of: 2).date(in: 2026) == nil)
    }

    @Test("One-off dates only in their year")
    func oneOff() {
        let rule = DateRule.oneOff(day("2022-09-22"))
        #expect(rule.date(in: 2022) == day("2022-09-22"))
        #expect(rule.date(in: 2023) == nil)
    }
}

/// A weekday near a date, and rules shifted from others.
@Suite("Date rules: weekdays near a date, shifts")
struct WeekdayNearTests {
    @Test("Sweden's Midsummer Eve: the Friday from June 19 to 25", arguments: [
        (2024, "2024-06-21"), (2025, "2025-06-20"), (2026, "2026-06-19"), (2027, "2027-06-25"),
    ])
    func midsummer(year: Int, expected: String) {
        #expect(DateRule.weekday(.friday, onOrAfter: 6, 19).date(in: year) == day(expected))
    }

    @Test("Canada's Victoria Day: the Monday before May 25", arguments: [
        (2026, "2026-05-18"), (2027, "2027-05-24"), (2021, "2021-05-24"), (2020, "2020-05-18"),
    ])
    func victoria(year: Int, expected: String) {
        // 2020-05-25 and 2026-05-25 are Mondays: strictly before means the week before.
        #expect(DateRule.weekday(.monday, before: 5, 25).date(in: year) == day(expected))
    }

    @Test("On or before, and strictly after")
    func directions() {
        // 2026-11-01 is a Sunday.
        #expect(DateRule.weekday(.sunday, onOrBefore: 11, 1).date(in: 2026) == day("2026-11-01"))
        #expect(DateRule.weekday(.saturday, onOrBefore: 11, 1).date(in: 2026) == day("2026-10-31"))
        #expect(DateRule.weekday(.sunday, after: 11, 1).date(in: 2026) == day("2026-11-08"))
        #expect(DateRule.weekday(.monday, after: 11, 1).date(in: 2026) == day("2026-11-02"))
    }

    @Test("In the years another rule falls on given weekdays: Zürich's bridge day after Ascension")
    func inYears() {
        let bridge = DateRule.easter(40).inYears(when: .fixed(month: 12, day: 25), fallsOn: [.tuesday, .wednesday, .thursday])
        #expect(bridge.dates(in: 2024) == [day("2024-05-10")])  // Christmas 2024: a Wednesday
        #expect(bridge.dates(in: 2026).isEmpty)  // a Friday
        #expect(bridge.dates(in: 2025) == [day("2025-05-30")])  // a Thursday
    }

    @Test("A weekday looked for from another calendar's date: the last Friday of Ramadan")
    func weekdayFromAnotherRule() {
        // Umm al-Qura: 1 Shawwal 1447 is Friday 20 March 2026, 1 Shawwal 1446 Sunday 30 March 2025.
        let lastFriday = DateRule.hijri(.shawwal, 1, offset: -1).onWeekday(.friday, .onOrBefore)
        #expect(lastFriday.dates(in: 2026) == [day("2026-03-13")])
        #expect(lastFriday.dates(in: 2025) == [day("2025-03-28")])
        #expect(DateRule.hijri(.shawwal, 1).onWeekday(.friday, .onOrBefore).dates(in: 2026) == [day("2026-03-20")])
        // 1 January 2026 is a Thursday.
        #expect(DateRule.fixed(month: 1, day: 1).onWeekday(.friday, .after).dates(in: 2026) == [day("2026-01-02")])
    }

    @Test("Shifted rules: US Election Day, the Tuesday after the first Monday of November")
    func shifted() {
        let election = DateRule.nth(1, .monday, of: 11).shifted(1)
        #expect(election.date(in: 2024) == day("2024-11-05"))
        #expect(election.date(in: 2026) == day("2026-11-03"))
        #expect(DateRule.easter(0).shifted(-2).date(in: 2026) == DateRule.easter(-2).date(in: 2026))
        #expect(DateRule.fixed(month: 2, day: 29).shifted(1).dates(in: 2026).isEmpty)
    }

    @Test("Moved or following only when on another rule's date: Näfelser Fahrt, Greek Labour Day")
    func dependingOnAnotherRule() {
        let fahrt = DateRule.nth(1, .thursday, of: 4).moved(by: 7, whenOn: .easter(-3))
        #expect(fahrt.date(in: 2026) == day("2026-04-09"))  // Maundy Thursday is 2 April
        #expect(fahrt.date(in: 2027) == day("2027-04-01"))  // Maundy Thursday is 25 March
        let tuesday = DateRule.fixed(month: 5, day: 1).following(by: 1, whenOn: .orthodoxEaster(1))
        #expect(tuesday.dates(in: 2062) == [day("2062-05-02")])
        #expect(tuesday.dates(in: 2026).isEmpty)
    }
}

/// Date rules as people write them in holidays.toml.
@Suite("Date rules from text")
struct DateRuleTextTests {
    @Test("Each form", arguments: [
        ("12-24", DateRule.fixed(month: 12, day: 24)),
        ("02-29", .fixed(month: 2, day: 29)),
        ("2026-12-24", .oneOff(CivilDate(year: 2026, month: 12, day: 24)!)),
        ("easter", .easter(0)),
        ("Easter+1", .easter(1)),
        ("easter-47", .easter(-47)),
        ("orthodox-easter+1", .orthodoxEaster(1)),
        ("2nd monday of june", .nth(2, .monday, of: 6)),
        ("first Tuesday of Nov", .nth(1, .tuesday, of: 11)),
        ("last friday of november", .last(.friday, of: 11)),
        ("friday on or after 06-19", .weekday(.friday, onOrAfter: 6, 19)),
        ("monday before 05-25", .weekday(.monday, before: 5, 25)),
    ] as [(String, DateRule)])
    func forms(text: String, rule: DateRule) throws {
        #expect(try DateRule.parse(text) == rule)
    }

    @Test("Mistakes are refused with what to write", arguments: [
        "", "13-45", "02-30", "2026-02-30", "easter+", "easter*2", "6th monday of june",
        "monday of june", "friday near 06-19", "yesterday",
    ])
    func mistakes(text: String) {
        #expect(throws: DateRule.TextError.self) { try DateRule.parse(text) }
    }

    @Test("Every number is range-checked: offsets 0-366 days, written as digits; years 1583-9999", arguments: [
        // Int.min: its negation once trapped, killing every command.
        "easter--9223372036854775808", "easter--9999999999", "easter+-400", "easter++5", "easter-+5",
        "easter+367", "easter-367", "orthodox-easter+99999999999999999999", "easter+ 5", "easter+٥",
        "+1-01", "01-+1", "0001-01-01", "1582-12-31", "friday after +6-19",
    ])
    func numbersOutOfRange(text: String) {
        #expect(throws: DateRule.TextError.self) { try DateRule.parse(text) }
    }

    @Test("The ends of the ranges are taken", arguments: [
        ("easter+366", DateRule.easter(366)), ("easter-366", .easter(-366)), ("easter+0", .easter(0)),
        ("1583-01-01", .oneOff(CivilDate(year: 1583, month: 1, day: 1)!)),
        ("9999-12-31", .oneOff(CivilDate(year: 9999, month: 12, day: 31)!)),
    ] as [(String, DateRule)])
    func rangeEnds(text: String, rule: DateRule) throws {
        #expect(try DateRule.parse(text) == rule)
    }
}

/// Rules on the other calendars, through the engine's own entry point.
@Suite("Date rules on other calendars")
struct OtherCalendarRuleTests {
    @Test("Julian Christmas: January 7 until 2100, January 8 from 2101")
    func julian() {
        #expect(DateRule.julian(month: 12, day: 25).dates(in: 2026) == [day("2026-01-07")])
        #expect(DateRule.julian(month: 12, day: 25).dates(in: 2100) == [day("2100-01-07")])
        #expect(DateRule.julian(month: 12, day: 25).dates(in: 2101) == [day("2101-01-08")])
    }

    @Test("Hebrew, Persian, Ethiopian and Coptic dates of 2026 (python-holidays 0.108: IL, IR, ET, EG)")
    func others() {
        #expect(DateRule.hebrew(month: .tishrei, day: 1).dates(in: 2026) == [day("2026-09-12")])
        #expect(DateRule.hebrew(month: .tishrei, day: 1).shifted(-1).dates(in: 2026) == [day("2026-09-11")])
        #expect(DateRule.persian(month: .farvardin, day: 1).dates(in: 2026) == [day("2026-03-21")])
        #expect(DateRule.ethiopian(month: .meskerem, day: 1).dates(in: 2026) == [day("2026-09-11")])
        #expect(DateRule.ethiopian(month: .meskerem, day: 1).dates(in: 2027) == [day("2027-09-12")])
    }

    @Test("A region keeps a Hebrew holiday in calendar order with Gregorian ones")
    func ordering() {
        let region = Region(
            code: "XX", name: "Test",
            rules: [
                HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
                HolidayRule("Rosh Hashanah", on: .hebrew(month: .tishrei, day: 1)),
                HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
            ])
        #expect(region.lines(year: 2026) == [
            "2026-01-01 New Year's Day", "2026-09-12 Rosh Hashanah", "2026-12-25 Christmas Day",
        ])
    }
}

/// Rules on the lunar calendars, read in the region's own variant.
@Suite("Date rules on the Islamic and Chinese calendars")
struct LunarRuleTests {
    static func region(islamic: HijriCalendar = .ummAlQura, _ rules: [HolidayRule]) -> Region {
        Region(
            country: Country(
                "XX", "Test", languages: ["en"], known: .always, islamic: islamic, sources: "tests",
                rules: { rules }))
    }

    @Test("Eid al-Fitr as Albania observed it, estimated where no source confirms it (python-holidays 0.108: AL)")
    func eid() throws {
        let albania = Self.region(islamic: .albania, [HolidayRule("Eid al-Fitr", on: .hijri(.shawwal, 1))])
        let confirmed = try #require(albania.holidays(year: 2020).first)
        #expect(confirmed.date == day("2020-05-24"))
        #expect(!confirmed.isEstimated)
        let forecast = try #require(albania.holidays(year: 2030).first)
        #expect(forecast.date == day("2030-02-04"))
        #expect(forecast.isEstimated)
        // Past the Umm al-Qura table there is nothing to say.
        #expect(albania.holidays(year: 2080).isEmpty)
    }

    @Test("An Islamic date falls twice in some Gregorian years (Eid al-Fitr 2000)")
    func twice() {
        #expect(DateRule.hijri(.shawwal, 1).dates(in: 2000).count == 2)
    }

    @Test("Spring Festival, its eve and Qingming of 2026 (python-holidays 0.108: CN)")
    func chinese() {
        let china = Self.region([
            HolidayRule("Chinese New Year's Eve", on: .chinese(1, 1, offset: -1)),
            HolidayRule("Spring Festival", on: .chinese(1, 1)),
            HolidayRule("Tomb-Sweeping Day", on: .solarTerm(.qingming)),
        ])
        #expect(china.lines(year: 2026) == [
            "2026-02-16 Chinese New Year's Eve", "2026-02-17 Spring Festival", "2026-04-05 Tomb-Sweeping Day",
        ])
    }
}

/// Years in force with a step.
@Suite("Year spans")
struct YearSetTests {
    @Test("Every fifth year from 1970")
    func every() {
        let lustrum = YearSet.every(5, from: 1970)
        #expect(lustrum.contains(1970) && lustrum.contains(2025) && lustrum.contains(2100))
        #expect(!lustrum.contains(1965) && !lustrum.contains(2026) && !lustrum.contains(1971))
        let region = Region(code: "XX", name: "Test", rules: [
            HolidayRule("Liberation Day", on: .fixed(month: 5, day: 5), years: lustrum),
        ])
        #expect(region.dates(of: "Liberation Day", year: 2025) == ["2025-05-05"])
        #expect(region.dates(of: "Liberation Day", year: 2026).isEmpty)
    }
}

/// Rules on the festival tables and the Thai and Burmese calendars (python-holidays 0.108:
/// IN, SG, TH, MN, ID, MM, 2026).
@Suite("Date rules on the festival calendars")
struct FestivalRuleTests {
    @Test("One date of each in 2026")
    func each() {
        #expect(DateRule.hindu(.diwali, list: nil).dates(in: 2026) == [day("2026-11-08")])
        #expect(DateRule.buddhist(.vesak, list: nil).dates(in: 2026) == [day("2026-05-31")])
        #expect(DateRule.thai(.makhaBucha, tradition: .thai).dates(in: 2026) == [day("2026-03-03")])
        #expect(DateRule.mongolian(.tsagaanSar).dates(in: 2026) == [day("2026-02-18")])
        #expect(DateRule.balinese(.nyepi).dates(in: 2026) == [day("2026-03-19")])
        #expect(DateRule.burmese(month: .kason, day: 15).dates(in: 2026) == [day("2026-04-30")])
    }

    @Test("A rule with a country's own list: its date where the list dates the year, else the almanac's, estimated")
    func ownList() throws {
        // A list of the test's own: Holi on 21 March 2025, where the almanac says 14 March.
        let list = FestivalTable(firstYear: 2025, days: [80])
        let cases: [(rule: DateRule, year: Int, date: String, isEstimated: Bool)] = [
            (.hindu(.holi, list: list), 2025, "2025-03-21", false),
            (.hindu(.holi, list: list), 2026, "2026-03-04", true),
            (.hindu(.holi, list: nil), 2026, "2026-03-04", false),
            (.hindu(.holi, list: list).shifted(-1), 2026, "2026-03-03", true),
            (.buddhist(.vesak, list: list), 2026, "2026-05-31", true),
            (.tibetan(.losar, list: list), 2025, "2025-03-21", false),
        ]
        for (rule, year, expected, estimated) in cases {
            let region = Region(code: "XX", name: "Test", rules: [HolidayRule("Festival", on: rule)])
            let holiday = try #require(region.holidays(year: year).first)
            #expect(holiday.date == day(expected), "\(rule), \(year)")
            #expect(holiday.isEstimated == estimated, "\(rule), \(year)")
        }
        // Past the almanac's years nothing stands in for the list.
        #expect(DateRule.hindu(.holi, list: list).dates(in: 2040).isEmpty)
    }

    @Test("A rule forecast in some years: the same dates, estimated in those years only, and its substitute day too")
    func forecastYears() throws {
        // Makha Bucha: 3 March 2026 (a Tuesday), 21 February 2027 (a Sunday).
        let rule = DateRule.thai(.makhaBucha, tradition: .thai).forecast(.from(2027))
        let region = Region(code: "XX", name: "Test", rules: [
            HolidayRule("Makha Bucha", on: rule, observed: [.adding(.always, [.sunday: .next(.monday)])]),
        ])
        let confirmed = try #require(region.holidays(year: 2026).first)
        #expect(confirmed.date == day("2026-03-03"))
        #expect(!confirmed.isEstimated)
        let forecast = region.holidays(year: 2027)
        #expect(forecast.map(\.date) == [day("2027-02-21"), day("2027-02-22")])
        #expect(forecast.map(\.isEstimated) == [true, true])
        #expect(rule.dates(in: 2027) == DateRule.thai(.makhaBucha, tradition: .thai).dates(in: 2027))
    }
}
