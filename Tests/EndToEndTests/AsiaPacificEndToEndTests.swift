import Foundation
import Testing

/// Asia and the Pacific in the real binary, in tmux: a person there gets their region without
/// asking (the locale's country, else the time zone's), and regions named in other scripts
/// (Han and kana, Hangul, Cyrillic, Lao with its combining vowel marks) or with long names open
/// from the picker, found by typing part of their own name, with their holidays' names
/// starting under their day in the month and week views.
@Suite("Asia-Pacific regions in a terminal", .serialized)
struct AsiaPacificEndToEndTests {
    @Test("no region given: the locale's country, else the time zone's, with that region's holidays", arguments: [
        ("ja_JP.UTF-8", "Europe/Berlin", "Japan", "region from your locale", "建国記念の日"),
        ("lo_LA.UTF-8", "Europe/Berlin", "Laos", "region from your locale", nil),
        ("C.UTF-8", "Asia/Seoul", "South Korea", "region from your time zone", "설날"),
        ("C.UTF-8", "Asia/Ulaanbaatar", "Mongolia", "region from your time zone", "Цагаан сар"),
        ("C.UTF-8", "Asia/Ho_Chi_Minh", "Vietnam", "region from your time zone", "Tết Nguyên Đán"),
        // The zone names the state: South Australia, not only Australia.
        ("C.UTF-8", "Australia/Adelaide", "Australia, South Australia", "region from your time zone", nil),
        ("C.UTF-8", "Pacific/Fiji", "Fiji", "region from your time zone", nil),
        ("C.UTF-8", "Indian/Christmas", "Christmas Island", "region from your time zone", "Chinese New"),
    ] as [(String, String, String, String, String?)])
    func defaultRegion(lang: String, zone: String, name: String, notice: String, holiday: String?) async throws {
        let tmux = try Tmux(
            [Command.holical, "2026-02-16"], columns: 100, rows: 30,
            // LC_TIME in English (a locale without a country), so that the dates read the same
            // whichever of these locales is installed; the region still comes from LANG.
            environment: ["LANG": lang, "LC_ALL": "", "LC_TIME": "C.UTF-8", "TZ": zone])
        let screen = try await tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains(name), "\(screen)")
        #expect(screen.contains("\(notice): c to change"), "\(screen)")
        if let holiday {
            #expect(screen.contains(holiday), "\(name)'s February lacks \(holiday):\n\(screen)")
        }
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("found in the picker by part of its own name, its holidays start under their day in month and week", arguments: [
        // code, date, typed, the picker's row, English name, a holiday's name as drawn, its
        // weekday; each row of the grid holds more names in the same script after it.
        ("JP", "2026-05-06", "日本", "Japan · 日本", "Japan", "憲法記念日", "Sunday"),
        ("KR", "2026-02-16", "대한", "South Korea · 대한민국", "South Korea", "설날 전날", "Monday"),
        ("MN", "2026-02-18", "Монгол", "Mongolia · Монгол Улс", "Mongolia", "Цагаан сар", "Wednesday"),
        ("LA", "2026-04-14", "ລາວ", "Laos · ລາວ", "Laos", "ບຸນປີໃໝ່ລາວ", "Tuesday"),
        // A long name: cut to its day's cell in the month view ("National Re…"), wrapped in the
        // week view ("● National" / "Repentance" / "Day"), still starting under its weekday.
        ("PG", "2026-08-26", "papua", "Papua New Guinea · Papua Niugini", "Papua New Guinea", "National", "Wednesday"),
    ])
    func scriptsAndLongNames(
        code: String, date: String, typed: String, row: String, name: String, holiday: String, weekday: String
    ) async throws {
        let tmux = try Tmux([Command.holical, date, "--region", "US"], columns: 100, rows: 30)
        try await tmux.waitFor("United States")
        #expect(try !tmux.capture().contains(holiday))
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type(typed)
        var screen = try await tmux.waitFor("Find: \(typed)")
        let listed = screen.split(separator: "\n").filter { $0.contains("│") && !$0.contains("Find:") && $0.contains(code) }
        #expect(listed.contains { $0.contains(row) }, "the picker lacks \(code)  \(row):\n\(screen)")
        try tmux.send("Enter")
        screen = try await tmux.waitFor(holiday)
        #expect(screen.contains(name), "\(screen)")
        #expect(!screen.contains("Find:"))
        try Self.expectUnder(weekday, holiday, try tmux.capture(keepingTrailingSpaces: true), view: "month")
        try tmux.send("w")
        try await tmux.waitFor("Week ")
        try Self.expectUnder(weekday, holiday, try tmux.capture(keepingTrailingSpaces: true), view: "week")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("Tamil Nadu's January in the calendar and in list: the national days in Tamil, nothing in Devanagari")
    func tamilNaduNames() async throws {
        func devanagari(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init)
                .filter { $0.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) } }
        }
        let tmux = try Tmux([Command.holical, "2026-01-26", "--region", "IN-TN"], columns: 120, rows: 35)
        // Republic Day on the grid and on the status line, in Tamil; Pongal, the state's own day.
        let screen = try await tmux.waitFor("● குடியரசு நாள்")
        #expect(screen.contains("India, Tamil Nadu"), "\(screen)")
        #expect(screen.contains("பொங்கல்"), "\(screen)")
        #expect(devanagari(screen).isEmpty, "Devanagari in Tamil Nadu's January:\n\(screen)")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
        let list = try Command.run(
            Command.holical, ["list", "--region", "IN-TN", "--from", "2026-01-01", "--to", "2026-01-31", "--language", "local"])
        #expect(list.stdout.contains("2026-01-26  Mon  குடியரசு நாள்"), "\(list.stdout)")
        #expect(devanagari(list.stdout).isEmpty, "\(list.stdout)")
    }

    /// The terminal column of the first character other than a blank in `line` between the
    /// columns `start` and `end`, if any.
    static func firstText(in line: Substring, from start: Int, before end: Int) -> Int? {
        var column = 0
        for character in line {
            if column >= end { return nil }
            if column >= start, character != " " { return column }
            column += ClusterWidthEndToEndTests.columns(String(character))
        }
        return nil
    }

    /// Each run of text in `line` (after the line's start or two blanks: a name's own words
    /// are one blank apart): its first character, the terminal column it starts in and the
    /// column after its last character.
    static func texts(in line: Substring) -> [(character: Character, column: Int, end: Int)] {
        var runs: [(character: Character, column: Int, end: Int)] = []
        var column = 0
        var blanks = 2
        for character in line {
            let width = ClusterWidthEndToEndTests.columns(String(character))
            if character == " " {
                blanks += 1
            } else {
                if blanks >= 2 { runs.append((character, column, column)) }
                blanks = 0
                runs[runs.count - 1].end = column + width
            }
            column += width
        }
        return runs
    }

    /// `holiday`'s first row in the grid starts in the column of `weekday` in the header (in
    /// the week view, its mark does), in the columns the terminal draws (a Han or Hangul
    /// character takes two, a Lao vowel mark none), and no row is wider than the terminal.
    static func expectUnder(_ weekday: String, _ holiday: String, _ screen: String, view: String) throws {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.first { $0.contains("Sunday") && $0.contains("Thursday") }, "\(screen)")
        // The grid's rows, not the title's or the status line's (" · ").
        let line = try #require(
            lines.first { $0.contains(holiday) && !$0.contains(" · ") }, "\(holiday) not in the \(view) view's grid:\n\(screen)")
        func column(of text: String, in line: Substring) -> Int? {
            line.range(of: text).map { ClusterWidthEndToEndTests.columns(line[..<$0.lowerBound]) }
        }
        let expected = try #require(column(of: weekday, in: header))
        // The month view starts a name where its day's cell starts; the week view puts the
        // kind's mark and a space first ("● 成人の日"), the mark under the weekday.
        var found = column(of: holiday, in: line)
        if view == "week", let start = line.range(of: holiday)?.lowerBound, start > line.index(after: line.startIndex) {
            let mark = line.index(start, offsetBy: -2)
            #expect(line[line.index(after: mark)] == " ", "\(view) view: no mark before \(holiday): \(line)")
            found = ClusterWidthEndToEndTests.columns(line[..<mark])
            // The row below goes on under the name (a wrapped name) or starts the day's next
            // mark under the weekday.
            let below = lines[try #require(lines.firstIndex(of: line)) + 1]
            if let next = firstText(in: below, from: expected, before: expected + 14) {
                #expect(next == expected || next == expected + 2, "week view: the row below \(holiday) starts at column \(next):\n\(screen)")
            }
        }
        #expect(found == expected, "\(view) view: \(holiday) at column \(found ?? -1), \(weekday) at \(expected):\n\(screen)")
        for (index, row) in lines.enumerated() where !row.isEmpty {
            #expect(ClusterWidthEndToEndTests.columns(row) <= 100, "\(view) view: row \(index) is wider than the terminal: \(row)")
        }
        // Every name in the grid, not only this one, starts in a day's column and ends before
        // the next: a name drawn wider than laid out (a wide character counted as one column, a
        // vowel mark counted at all) would run into the next day. The week view's names
        // follow their mark, and a wrapped name goes on two columns in.
        let cells = try ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map {
            try #require(column(of: $0, in: header))
        }
        let starts = Set(view == "week" ? cells + cells.map { $0 + 2 } : cells)
        let top = try #require(lines.firstIndex(of: header)) + 1
        let legend = try #require(lines.lastIndex { $0.contains(" public") }, "\(screen)")
        for row in lines[top..<legend] {
            let runs = texts(in: row)
            guard let first = runs.first, !first.character.isNumber else { continue }  // a row of day numbers
            for run in runs {
                #expect(starts.contains(run.column), "\(view) view: text at column \(run.column), in no day's column: \(row)\n\(screen)")
                // And ends before the next day's column: a name drawn wider than laid out spills over.
                let next = cells.first { $0 > run.column } ?? 100
                #expect(run.end < next, "\(view) view: text from column \(run.column) runs to \(run.end), into the next day's (\(next)): \(row)\n\(screen)")
            }
        }
    }
}
