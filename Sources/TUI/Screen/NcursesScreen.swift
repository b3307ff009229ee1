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
        let attributes = attributes(for: style)
        // Printable ASCII is a cell a byte, up to where something else may join it
        // (`DisplayWidth.unsureStart`); the rest goes as wide characters.
        let unsure = DisplayWidth.unsureStart(of: text) ?? text.endIndex
        let plain = text.utf8[..<unsure]
        putCells(plain.prefix(room), row: row, column: column, attributes: attributes)
        guard unsure < text.endIndex, plain.count < room else { return }
        let rest = String(text[unsure...])
        let restRoom = room - plain.count
        // No character takes more columns than its UTF-8 bytes: measured only when it may not fit.
        let fits = rest.utf8.count <= restRoom || DisplayWidth.of(rest) <= restRoom
        let fitting = fits ? rest : rest.truncated(toWidth: restRoom, ellipsis: "")
        // Each cluster as every terminal draws it alike, in the columns laid out for it, as
        // wide characters (ncurses would otherwise decode the multibyte text first).
        let shown = DisplayWidth.drawn(fitting).unicodeScalars
        _ = holical_attrset(attributes)
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: shown.count) { characters in
            for (index, scalar) in shown.enumerated() { characters[index] = wchar_t(bitPattern: scalar.value) }
            // Writing the bottom-right cell returns ERR (the cursor cannot advance past it)
            // but the character is drawn, which is all that matters here.
            _ = holical_move_addnwstr(
                Int32(row), Int32(column + plain.count), characters.baseAddress, Int32(characters.count))
        }
    }

    /// Printable ASCII, straight into ncurses' cells with its attributes: most of what a
    /// frame draws. Through `addnstr`, ncurses decoded and measured each byte as multibyte
    /// text, which cost a month frame of a busy calendar a third of its time.
    private func putCells(_ bytes: Substring.UTF8View, row: Int, column: Int, attributes: attr_t) {
        let count = bytes.count
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: chtype.self, capacity: count) { cells in
            for (index, byte) in bytes.enumerated() { cells[index] = chtype(byte) | chtype(attributes) }
            _ = holical_move_addchnstr(Int32(row), Int32(column), cells.baseAddress, Int32(count))
        }
    }

    public func present() {
        _ = holical_attrset(holical_a_normal())
        refresh()
    }

    /// Forgets what ncurses believes is on the terminal, so the next frame repaints it all.
    func invalidate() {
        clearok(holical_stdscr(), true)
    }

    /// The attributes of the last 16 styles first met: a frame uses a dozen styles, and
    /// working one out (its colour pair looked up) for each of hundreds of pieces of text
    /// cost more than comparing it with these.
    private var recentAttributes: [(style: TextStyle, attributes: attr_t)] = []

    private func attributes(for style: TextStyle) -> attr_t {
        if let index = recentAttributes.firstIndex(where: { $0.style == style }) {
            return recentAttributes[index].attributes
        }
        let attributes = newAttributes(for: style)
        if recentAttributes.count == 16 { recentAttributes.removeLast() }
        recentAttributes.insert((style, attributes), at: 0)
        return attributes
    }

    private func newAttributes(for style: TextStyle) -> attr_t {
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
