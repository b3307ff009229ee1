import CalendarModel
import HolidayEngine

/// The glyph and style of each calendar file shown, and so of every `DayMark`: a calendar's
/// own (`glyph`, `color` in its `[[calendar]]` table), else the theme's next ones in order,
/// skipping those another calendar chose, so that several calendars on a day stay apart
/// (docs/calendar-files.md, "Its glyph and colour"). Made once a frame.
struct CalendarLooks {
    let theme: Theme
    private let glyphs: [String]
    private let styles: [TextStyle]

    /// The order the theme gives colours to calendars that choose none: green first, as the
    /// events of one calendar always were.
    static let colorOrder: [TerminalColor] = [.green, .magenta, .cyan, .yellow, .blue, .red]

    init(_ calendars: [ShownCalendar], theme: Theme) {
        self.theme = theme
        // A glyph outside ASCII on a terminal that shows none takes the default.
        let chosenGlyphs = calendars.map { calendar in
            calendar.glyph.flatMap { glyph in
                theme.glyphs.isUnicode || glyph.unicodeScalars.allSatisfy(\.isASCII) ? glyph : nil
            }
        }
        glyphs = Self.assign(chosenGlyphs, defaults: theme.glyphs.calendars)
        let colors = Self.assign(calendars.map { $0.color.map(Self.terminalColor) }, defaults: Self.colorOrder)
        let attributes = theme.style(.event)
        styles = colors.map { color in
            theme.usesColor ? attributes.merged(with: TextStyle(foreground: color)) : attributes
        }
    }

    /// The glyph of a mark.
    func glyph(_ mark: DayMark) -> String {
        switch mark {
        case .kind(let kind): theme.glyphs.glyph(kind)
        case .calendar(let index): glyphs.indices.contains(index) ? glyphs[index] : theme.glyphs.glyph(.event)
        }
    }

    /// The style of a mark, and of the names it marks.
    func style(_ mark: DayMark) -> TextStyle {
        switch mark {
        case .kind(let kind): theme.style(kind)
        case .calendar(let index): styles.indices.contains(index) ? styles[index] : theme.style(.event)
        }
    }

    /// Each one chosen as it is; the others the defaults in order, those chosen skipped (all
    /// of them again, in order, when the chosen ones took every default).
    static func assign<Value: Equatable>(_ chosen: [Value?], defaults: [Value]) -> [Value] {
        let free = defaults.filter { value in !chosen.contains { $0 == value } }
        let pool = free.isEmpty ? defaults : free
        var next = 0
        return chosen.map { choice in
            if let choice { return choice }
            defer { next += 1 }
            return pool[next % pool.count]
        }
    }

    /// The palette's colour of a name.
    static func terminalColor(_ color: CalendarColor) -> TerminalColor {
        switch color {
        case .black: .black
        case .red: .red
        case .green: .green
        case .yellow: .yellow
        case .blue: .blue
        case .magenta: .magenta
        case .cyan: .cyan
        case .white: .white
        }
    }
}
