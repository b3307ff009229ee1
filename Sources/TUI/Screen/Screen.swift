/// A grid of character cells that views draw into.
///
/// Two implementations: `NcursesScreen` for the terminal, and `MemoryScreen`, which keeps
/// the cells in memory so tests can read exactly what would be on the terminal.
public protocol Screen: AnyObject {
    var size: TerminalSize { get }

    /// Blanks every cell.
    func clear()

    /// Writes `text` from (`row`, `column`), clipped at the right edge by display width.
    func put(_ text: String, row: Int, column: Int, style: TextStyle)

    /// Makes what was drawn visible.
    func present()
}

extension Screen {
    /// Fills `width` cells with spaces in `style`.
    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard width > 0 else { return }
        put(String(repeating: " ", count: width), row: row, column: column, style: style)
    }
}
