import CalendarModel
import HolidayEngine
import Testing

@testable import TUI

/// The week view shows every name in full: wrapped at word boundaries, long
/// words broken only when longer than the room, days as rows when columns are too narrow.
@Suite("Week view: every name in full")
struct WeekViewTests {
    static let names = [
        ("2026-02-23", "lühendatud tööpäev"),
        ("2026-02-24", "iseseisvuspäev"),
        ("2026-02-24", "talvine madisepäev"),
        ("2026-02-25", "Donaudampfschifffahrtsgesellschaftskapitän"),
        ("2026-02-26", "Eesti Vabariigi aastapäeva järgne mälestuspäev"),
        ("2026-02-27", "日本の祝日と振替休日"),
    ]

    static func state(extra: Int = 0) -> CalendarState {
        var state = RenderFixtures.estonia(mode: .week)
        var holidays = names.map {
            Holiday(date: RenderFixtures.date($0.0), name: $0.1, localName: $0.1, kind: .public, region: "EE")
        }
        holidays += (0..<extra).map {
            Holiday(date: RenderFixtures.date("2026-02-28"), name: "Day \($0)", localName: "päev number \($0)", kind: .folk, region: "EE")
        }
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange, holidays: holidays)))
        return state
    }

    /// The text drawn in a day's rectangle, without spaces, row after row.
    static func text(of day: Int, in screen: MemoryScreen, state: CalendarState) -> String {
        let body = FrameLayout(size: TerminalSize(rows: screen.size.rows, columns: screen.size.columns)).body
        let frame = WeekView(state: state, theme: Theme(usesColor: false)).layout(in: body).frame(ofDay: day)
        return (frame.row..<(frame.row + frame.rows)).map { row in
            screen.cells[row][frame.column..<(frame.column + frame.columns)].map(\.text).joined()
        }.joined().filter { $0 != " " }
    }

    @Test("no name is cut, in columns or in rows", arguments: [
        (24, 80), (30, 100), (40, 120), (40, 140), (20, 50), (24, 98), (50, 200), (30, 60),
    ])
    func everyNameInFull(rows: Int, columns: Int) {
        let state = Self.state()
        let screen = RenderFixtures.render(state, rows: rows, columns: columns, color: false)
        for (date, name) in Self.names {
            let day = RenderFixtures.date(date).dayNumber - state.week.start.dayNumber
            #expect(
                Self.text(of: day, in: screen, state: state).contains(name.filter { $0 != " " }),
                "\(name) cut at \(columns)x\(rows):\n\(screen.lines.joined(separator: "\n"))")
        }
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("at 100 columns the week is in columns, and a day too full for its column turns the week into rows")
    func columnsOrRows() {
        let body = Rect(row: 2, column: 0, rows: 26, columns: 100)
        #expect(WeekView(state: Self.state(), theme: Theme(usesColor: false)).layout(in: body).sideBySide)
        let full = WeekView(state: Self.state(extra: 12), theme: Theme(usesColor: false)).layout(in: body)
        #expect(!full.sideBySide)
        // The full day gets the rows it needs; the others one or more each.
        #expect(full.frames.map(\.rows).reduce(0, +) == 26)
        #expect(full.frames[5].rows >= 12)
    }

    @Test("long words break only when longer than the line")
    func wrapping() {
        #expect("talvine madisepäev".wrapped(toWidth: 10) == ["talvine", "madisepäev"])
        #expect("iseseisvuspäev".wrapped(toWidth: 10) == ["iseseisvus", "päev"])
        #expect("日本の祝日".wrapped(toWidth: 4) == ["日本", "の祝", "日"])
        #expect("a bb ccc".wrapped(toWidth: 4) == ["a bb", "ccc"])
    }

    /// Words are found on the bytes where no space can join a cluster; where one can (a mark
    /// after it, a prepended letter before it) they are found as clusters, as before.
    @Test("words as `split(separator: \" \")` finds them, whatever the script", arguments: [
        "Event number 12, with an escaped comma", "  leading and  double  spaces ", "ab \u{301}cd ef gh",
        "x \u{94D}y z", "\u{600} 1 2", "Püha Jüri öö", "日本 の 祝日 です", "👍🏽 done ✔\u{FE0F} ok",
    ])
    func words(text: String) {
        for width in 1...12 {
            #expect(text.wrapped(toWidth: width) == Self.wrappedByClusters(text, toWidth: width), "width \(width)")
        }
    }

    /// Wrapping as the definition says, the slow way: words between spaces found as
    /// clusters, each line measured whole.
    private static func wrappedByClusters(_ text: String, toWidth width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            if current.isEmpty {
                current = word
            } else if (current + " " + word).displayWidth <= width {
                current += " " + word
                continue
            } else {
                lines.append(current)
                current = word
            }
            while current.displayWidth > width {
                var head = ""
                var rest = Substring(current)
                while let next = rest.first, head.isEmpty || (head + String(next)).displayWidth <= width {
                    head.append(next)
                    rest = rest.dropFirst()
                }
                lines.append(head)
                current = String(rest)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
