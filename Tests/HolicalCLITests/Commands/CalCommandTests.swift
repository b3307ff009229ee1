import ArgumentParser
import HolidayEngine
import Testing
import TUI

@testable import HolicalCLI

/// `holical cal`: months and years as `cal` prints them, with the holidays marked.
@Suite("holical cal")
struct CalCommandTests {
    let today = CivilDate(year: 2026, month: 11, day: 27)!

    func cal(_ arguments: [String], names: DateNames = .english, colours: Bool = false) throws -> [String] {
        let command = try #require(try HolicalCommand.parseAsRoot(["cal"] + arguments) as? CalCommand)
        let regions = try RegionOption.configured(flags: command.region, environment: Environment(["LANG": "en_US.UTF-8"]))
        let text = try command.render(today: today, regions: regions, names: names, colours: colours).text
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("A month: the title centred, the weekdays from the region's first, each day off marked *, listed beneath")
    func month() throws {
        #expect(try cal(["2026-12", "--region", "DE"]) == [
            "    December 2026",
            "Mo Tu We Th Fr Sa Su",
            "    1  2  3  4  5  6",
            " 7  8  9 10 11 12 13",
            "14 15 16 17 18 19 20",
            "21 22 23 24 25*26*27",
            "28 29 30 31",
            "",
            "",
            "2026-12-25 * Christmas Day",
            "2026-12-26 * Second Day of Christmas",
            "",
        ])
    }

    @Test("Sunday first where the region starts its week on Sunday, or as --first-weekday says; + marks a holiday that is no day off")
    func firstWeekdayAndOtherKinds() throws {
        let us = try cal(["2026-07", "--region", "US"])
        #expect(us[1] == "Su Mo Tu We Th Fr Sa")
        #expect(us[2] == "          1  2  3* 4*")
        let monday = try cal(["2026-07", "--region", "US", "--first-weekday", "monday"])
        #expect(monday[1] == "Mo Tu We Th Fr Sa Su")
        let folk = try cal(["2026-06", "--region", "EE", "--kind", "folk"])
        #expect(folk.contains { $0.hasPrefix("2026-06-") && $0.contains(" + ") })
        #expect(!folk.contains { $0.contains(" * ") })
    }

    @Test("-3: the months before and after beside it")
    func threeMonths() throws {
        let lines = try cal(["2026-12", "-3", "--region", "DE"])
        // Each title centred over its 21 columns, two between months.
        #expect(lines[0] == "    November 2026          December 2026          January 2027")
        #expect(lines[1] == "Mo Tu We Th Fr Sa Su   Mo Tu We Th Fr Sa Su   Mo Tu We Th Fr Sa Su")
        #expect(lines.contains("2027-01-01 * New Year's Day"))
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["cal", "2026", "-3"]) }
    }

    @Test("A year: three months a row under the year, as cal -y")
    func year() throws {
        let lines = try cal(["2026", "--region", "DE"])
        #expect(lines[0] == String(repeating: " ", count: 31) + "2026")
        #expect(lines[2] == "       January               February                 March")
        #expect(lines.filter { $0.contains("Mo Tu We Th Fr Sa Su   Mo Tu") }.count == 4)
        #expect(lines.contains("2026-01-01 * New Year's Day"))
        #expect(lines.contains("2026-12-26 * Second Day of Christmas"))
    }

    @Test("Month and weekday names as the locale gives them, weekdays cut to two columns")
    func localeNames() throws {
        var german = DateNames.english
        german.months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                         "Oktober", "November", "Dezember"]
        german.weekdays = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
        german.shortWeekdays = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]
        let lines = try cal(["2026-12", "--region", "DE"], names: german)
        #expect(lines[0] == "    Dezember 2026")
        #expect(lines[1] == "Mo Di Mi Do Fr Sa So")
        var japanese = DateNames.english
        japanese.weekdays = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"]
        japanese.shortWeekdays = ["日", "月", "火", "水", "木", "金", "土"]
        #expect(try cal(["2026-12", "--region", "JP"], names: japanese)[1] == "日 月 火 水 木 金 土")
        var long = DateNames.english
        long.shortWeekdays = DateNames.english.shortWeekdays.map { $0 + "day" }
        #expect(try cal(["2026-12", "--region", "DE"], names: long)[1] == "Mo Tu We Th Fr Sa Su")
    }

    @Test("Colour only when asked: days off bold red, reset after each; the marks stay")
    func colours() throws {
        let plain = try cal(["2026-12", "--region", "DE"])
        #expect(!plain.joined().contains("\u{1B}"))
        let coloured = try cal(["2026-12", "--region", "DE"], colours: true)
        #expect(coloured[5] == "21 22 23 24 \u{1B}[1;31m25\u{1B}[0m*\u{1B}[1;31m26\u{1B}[0m*27")
    }

    @Test("A month or a year in holical's years, or a clear error")
    func badPeriods() throws {
        for text in ["2026-13", "26", "10000", "2026-1", "1582", "twenty", "2026-12-01"] {
            #expect(throws: (any Error).self, "\(text)") { try HolicalCommand.parseAsRoot(["cal", text]) }
        }
        #expect(try CalCommand.Period.parse("1583") == .year(1583))
        #expect(try CalCommand.Period.parse("9999-12") == .month(YearMonth(year: 9999, month: 12)!))
    }
}
