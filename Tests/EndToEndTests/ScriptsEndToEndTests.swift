import Foundation
import Glibc
import Testing

/// Regions whose names are written in Greek, Armenian,
/// Georgian or Cyrillic letters, or are long, found in the `c` picker by part of a name and
/// shown aligned in the month view, the pop-up and the week view.
///
/// Alignment is measured with the C library's `wcwidth` in a UTF-8 locale, as tmux places
/// characters, and not with the program's own `DisplayWidth`: a letter the program counted
/// wrongly would move a box's right border, the day numbers of a row or the right-aligned end
/// of the title and status lines, and measuring with the same count would hide it.
@Suite("Regions in other scripts in a terminal", .serialized)
struct ScriptsEndToEndTests {
    /// A region to find in the picker and one of its holidays.
    struct Region: CustomTestStringConvertible, Sendable {
        /// Part of the region's name, typed into the picker's filter.
        var typed: String
        /// Text of the region's line in the picker.
        var listed: String
        /// The region's name in the title line.
        var title: String
        /// A holiday of the region in 2026, ISO.
        var date: String
        /// That day as the status line writes it.
        var day: String
        /// The holiday's local and English names.
        var local: String
        var english: String
        /// The pop-up's kind and region line.
        var tag: String

        var testDescription: String { "\(title) by \"\(typed)\"" }
    }

    static let columns = 100

    @Test("typing part of the name in the picker opens the region; names stay aligned", arguments: [
        Region(
            typed: "Ελλ", listed: "Greece · Ελλάδα", title: "Greece", date: "2026-03-25",
            day: "Wed 25 Mar 2026", local: "Εικοστή Πέμπτη Μαρτίου", english: "Independence Day",
            tag: "Public · GR"),
        Region(
            typed: "arme", listed: "Armenia · Հայաստան", title: "Armenia", date: "2026-01-06",
            day: "Tue 6 Jan 2026", local: "Սուրբ Ծնունդ եւ Հայտնություն",
            english: "Christmas and Epiphany", tag: "Public · AM"),
        Region(
            typed: "საქარ", listed: "Georgia · საქართველო", title: "Georgia", date: "2026-04-09",
            day: "Thu 9 Apr 2026", local: "ეროვნული ერთიანობის დღე", english: "National Unity Day",
            tag: "Public · GE"),
        Region(
            typed: "бълг", listed: "Bulgaria · България", title: "Bulgaria", date: "2026-03-03",
            day: "Tue 3 Mar 2026", local: "Ден на Освобождението на България от османско иго",
            english: "Liberation Day", tag: "Public · BG"),
        Region(
            typed: "mecklen", listed: "DE-MV  Germany, Mecklenburg-Western Pomerania",
            title: "Germany, Mecklenburg-Western Pomerania", date: "2026-03-08", day: "Sun 8 Mar 2026",
            local: "Frauentag", english: "Women's Day", tag: "Public · DE-MV"),
        Region(
            typed: "مصر", listed: "Egypt · مصر", title: "Egypt", date: "2026-04-25", day: "Sat 25 Apr 2026",
            local: "عيد تحرير سيناء", english: "Sinai Liberation Day", tag: "Public · EG"),
        Region(
            typed: "ኢትዮ", listed: "Ethiopia · ኢትዮጵያ", title: "Ethiopia", date: "2026-03-02",
            day: "Mon 2 Mar 2026", local: "የአድዋ ድል በዓል", english: "Adwa Victory Day", tag: "Public · ET"),
        Region(
            typed: "soomaal", listed: "Somalia · Soomaaliya", title: "Somalia", date: "2026-07-01",
            day: "Wed 1 Jul 2026", local: "Maalinta Jamhuuriyadda", english: "Republic Day", tag: "Public · SO"),
        // "haït", not "haï": the picker folds the diaeresis, and "hai" is in Thailand too.
        Region(
            typed: "haït", listed: "Haiti · Haïti", title: "Haiti", date: "2026-01-02", day: "Fri 2 Jan 2026",
            local: "Jour des Aïeux", english: "Ancestry Day", tag: "Public · HT"),
        Region(
            typed: "brasil", listed: "Brazil · Brasil", title: "Brazil", date: "2026-11-20", day: "Fri 20 Nov 2026",
            local: "Dia Nacional de Zumbi e da Consciência Negra", english: "National Day of Zumbi and Black Awareness",
            tag: "Public · BR"),
        Region(
            typed: "vincent", listed: "Saint Vincent and the Grenadines", title: "Saint Vincent and the Grenadines",
            date: "2026-07-07", day: "Tue 7 Jul 2026", local: "Carnival Tuesday", english: "Carnival Tuesday",
            tag: "Public · VC"),
    ])
    func openRegion(_ region: Region) async throws {
        let tmux = try Tmux([Command.holical, region.date, "--region", "US"], columns: Self.columns, rows: 30)
        try await tmux.waitFor("United States")

        // 1. The picker finds the region by part of its name, in any script.
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type(region.typed)
        var screen = try await tmux.waitFor("Find: \(region.typed)")
        #expect(screen.contains(region.listed), "the picker lacks \(region.listed):\n\(screen)")
        let listed = Self.pickerRows(screen)
        #expect(!listed.isEmpty && listed.allSatisfy { $0.lowercased().contains(region.typed.lowercased()) },
                "the picker lists regions without \(region.typed):\n\(screen)")
        try Self.expectAligned(try tmux.capture(keepingTrailingSpaces: true))

        // 2. The month view: the region, its holiday marked on its day, the status line and legend.
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("\(region.title) and \(region.local) on screen") {
            !$0.contains("Find:") && $0.contains("\(region.title) · offline")
                && $0.contains("\(region.day) · ● \(region.local)")
        }
        #expect(screen.contains("● public"), "no legend:\n\(screen)")
        screen = try tmux.capture(keepingTrailingSpaces: true)
        try Self.expectAligned(screen)
        try Self.expectMonthGrid(screen, holiday: region)

        // 3. The pop-up: the local name in its script, the English one, the kind.
        try tmux.send("Enter")
        screen = try await tmux.waitFor(region.tag)
        #expect(screen.contains("● \(region.local)"))
        #expect(screen.contains(region.english))
        try Self.expectAligned(try tmux.capture(keepingTrailingSpaces: true))
        try tmux.send("Escape")
        try await tmux.waitForScreen("the pop-up closed") { !$0.contains(region.tag) }

        // 4. The week view: the local name in full in the day's column.
        try tmux.send("w")
        try await tmux.waitFor("Week ")
        screen = try tmux.capture(keepingTrailingSpaces: true)
        try Self.expectAligned(screen)
        let column = try Self.weekColumn(screen, weekday: String(region.day.prefix(3)))
        #expect(column.contains("●" + region.local.filter { !$0.isWhitespace }),
                "the week view's column of \(region.day) reads \(column):\n\(screen)")

        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    /// The screen's rows, without the empty line after the last newline.
    static func rows(_ screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while rows.last == "" { rows.removeLast() }
        return rows
    }

    /// `wcwidth(3)`, looked up at run time (the Glibc module does not export it).
    static let wcwidth: @convention(c) (Int32) -> Int32 = unsafeBitCast(
        dlsym(dlopen(nil, RTLD_NOW), "wcwidth")!, to: (@convention(c) (Int32) -> Int32).self)

    /// Columns `text` takes in the terminal: the sum of its scalars' `wcwidth` in C.UTF-8,
    /// set for this thread only (`uselocale`), so that no other test's locale changes.
    static func width(_ text: some StringProtocol) -> Int {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
            Issue.record("no C.UTF-8 locale")
            return 0
        }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32(bitPattern: $1.value)))) }
    }

    /// The column where `index` starts in `row`.
    static func column(of index: String.Index, in row: String) -> Int {
        width(row[..<index])
    }

    /// The characters of `row` that start in columns `from..<to`.
    static func slice(_ row: String, from start: Int, to end: Int) -> String {
        var column = 0
        var result = ""
        for character in row {
            if column >= start, column < end { result.append(character) }
            column += width(String(character))
        }
        return result
    }

    /// The picker's region rows: those between its filter row and its bottom border.
    static func pickerRows(_ screen: String) -> [String] {
        let rows = rows(screen)
        guard let filter = rows.firstIndex(where: { $0.contains("│ Find:") }) else { return [] }
        return Array(rows[(filter + 1)...].prefix { !$0.contains("└") })
    }

    /// The columns where each weekday's name starts in the header row (row 1), by the first
    /// three letters of the name.
    static func weekdayColumns(_ screen: String) throws -> [(name: String, column: Int)] {
        let header = try #require(rows(screen).dropFirst().first)
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let found = try names.map { name in
            let range = try #require(header.range(of: name), "no \(name) in \(header)")
            return (name: String(name.prefix(3)), column: column(of: range.lowerBound, in: header))
        }
        return found.sorted { $0.column < $1.column }
    }

    /// Every row fits the window; the title and status rows, right-aligned, end exactly at
    /// its right edge; every box has its right border in one column from top to bottom.
    static func expectAligned(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = rows(screen)
        for row in rows {
            #expect(width(row) <= columns, "too wide: \(row)", sourceLocation: sourceLocation)
        }
        let status = try #require(rows.last { !$0.allSatisfy(\.isWhitespace) })
        for row in [rows[0], status] {
            #expect(width(row) == columns, "not \(columns) columns wide (\(width(row))): \(row)",
                    sourceLocation: sourceLocation)
        }
        for (top, row) in rows.enumerated() {
            guard let corner = row.firstIndex(of: "┌"), let end = row.firstIndex(of: "┐") else { continue }
            let left = column(of: corner, in: row)
            let right = column(of: end, in: row)
            for below in rows[(top + 1)...] {
                let edges = (slice(below, from: left, to: left + 1), slice(below, from: right, to: right + 1))
                if edges == ("└", "┘") { break }
                #expect(edges == ("│", "│"), "a box's borders moved: \(below)\n\(screen)",
                        sourceLocation: sourceLocation)
                if edges != ("│", "│") { break }
            }
        }
    }

    /// The month grid: on every week row the seven day numbers end at the same columns,
    /// two after the start of their weekday's name in the header; the holiday's mark follows
    /// its day number and its local name sits under the day in its column, whole or cut to
    /// the cell's room, which it fills.
    static func expectMonthGrid(_ screen: String, holiday: Region) throws {
        let rows = rows(screen)
        let weekdays = try weekdayColumns(screen)
        let ends = weekdays.map { $0.column + 2 }
        var weekRows = 0
        var labelSeen = false
        for (index, row) in rows.enumerated() {
            let numbers = row.split(separator: " ").filter { Int($0) != nil }
            guard numbers.count == 7 else { continue }
            weekRows += 1
            let found = numbers.map { column(of: $0.endIndex, in: row) }
            #expect(found == ends, "day numbers at \(found), not \(ends): \(row)\n\(screen)")
            let dayNumber = holiday.day.split(separator: " ")[1]
            let weekday = try #require(weekdays.firstIndex { $0.name == holiday.day.prefix(3) })
            let end = ends[weekday]
            guard slice(row, from: end - 2, to: end).trimmingCharacters(in: .whitespaces) == dayNumber,
                  slice(row, from: end, to: end + 2) == " ●",
                  index + 1 < rows.count else { continue }
            // A cell's room for a name: its width less the two blanks before the next cell.
            let room = weekdays[1].column - weekdays[0].column - 2
            let label = slice(rows[index + 1], from: weekdays[weekday].column, to: weekdays[weekday].column + room)
                .trimmingCharacters(in: .whitespaces)
            labelSeen = true
            if label.hasSuffix("…") {
                #expect(holiday.local.hasPrefix(label.dropLast()) && width(label) == room,
                        "under \(holiday.day) the grid shows \(label), not \(holiday.local) cut to \(room) columns\n\(screen)")
            } else {
                #expect(label == holiday.local, "under \(holiday.day) the grid shows \(label), not \(holiday.local)\n\(screen)")
            }
        }
        #expect(weekRows >= 5, "\(weekRows) week rows:\n\(screen)")
        #expect(labelSeen, "no marked \(holiday.day) in the grid:\n\(screen)")
    }

    /// The text of the week view's column for `weekday` (its first three letters), from the
    /// row under the dates to the legend, without blanks.
    static func weekColumn(_ screen: String, weekday: String) throws -> String {
        let weekdays = try weekdayColumns(screen)
        let index = try #require(weekdays.firstIndex { $0.name == weekday })
        let start = weekdays[index].column - 2
        let end = index + 1 < weekdays.count ? weekdays[index + 1].column - 2 : columns
        let rows = rows(screen)
        let legend = try #require(rows.lastIndex { $0.hasPrefix(" ● public") })
        return rows[3..<legend].map { slice($0, from: start, to: end) }.joined().filter { !$0.isWhitespace }
    }
}
