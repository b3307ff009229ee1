import CNcurses
import HolidayEngine
import TerminalText

/// The terminal, through ncurses. Every call must come from the UI thread.
///
/// A frame is drawn into ncurses' virtual screen and sent with one `refresh`, so ncurses
/// writes only the cells that changed and nothing flickers.
public final class NcursesScreen: Screen {
    private let usesColor: Bool
    private var pairs: [ColorPairKey: Int16] = [:]
    private var nextPair: Int16 = 1

    /// A screen on the ncurses terminal that is current (set up by `newterm`).
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public var size: TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        holical_getmaxyx(holical_stdscr(), &rows, &columns)
        return TerminalSize(rows: Int(rows), columns: Int(columns))
    }

    public func clear() { erase() }

    public func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        let size = size
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        let room = size.columns - column
        let fitting = DisplayWidth.of(text) <= room ? text : text.truncated(toWidth: room, ellipsis: "")
        // Each cluster as every terminal draws it alike, in the columns laid out for it.
        let shown = DisplayWidth.drawn(fitting)
        _ = holical_attrset(attributes(for: style))
        // Writing the bottom-right cell returns ERR (the cursor cannot advance past it) but
        // the character is drawn, which is all that matters here.
        _ = shown.withCString { holical_move_addnstr(Int32(row), Int32(column), $0, -1) }
    }

    public func present() {
        _ = holical_attrset(holical_a_normal())
        refresh()
    }

    /// Forgets what ncurses believes is on the terminal, so the next frame repaints it all.
    func invalidate() {
        clearok(holical_stdscr(), true)
    }

    private func attributes(for style: TextStyle) -> attr_t {
        var attributes = holical_a_normal()
        if style.bold { attributes |= holical_a_bold() }
        if style.dim { attributes |= holical_a_dim() }
        if style.underline { attributes |= holical_a_underline() }
        if style.reverse { attributes |= holical_a_reverse() }
        if usesColor, style.foreground != nil || style.background != nil {
            attributes |= holical_color_pair(Int32(pair(for: style)))
        }
        return attributes
    }

    /// The colour pair of a style's colours, created on first use.
    private func pair(for style: TextStyle) -> Int16 {
        let key = ColorPairKey(foreground: style.foreground, background: style.background)
        if let pair = pairs[key] { return pair }
        guard Int32(nextPair) < holical_color_pairs() else { return 0 }
        let pair = nextPair
        nextPair += 1
        // -1 is the terminal's own colour (use_default_colors), so its background shows.
        init_pair(pair, style.foreground?.rawValue ?? -1, style.background?.rawValue ?? -1)
        pairs[key] = pair
        return pair
    }

    private struct ColorPairKey: Hashable {
        var foreground: TerminalColor?
        var background: TerminalColor?
    }
}
