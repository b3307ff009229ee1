import HolidayEngine
import TerminalText

/// A screen kept in memory: what tests read, and what benchmarks draw into.
public final class MemoryScreen: Screen {
    /// One character cell. A wide character fills its cell and leaves the next one empty
    /// (`text == ""`), as a terminal does.
    public struct Cell: Hashable, Sendable {
        public var text: String
        public var style: TextStyle

        static let blank = Cell(text: " ", style: .plain)
    }

    public private(set) var size: TerminalSize
    public private(set) var cells: [[Cell]]

    public init(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// Changes the size, blanking every cell, as a terminal resize does.
    public func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        clear()
    }

    public func clear() {
        cells = Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
    }

    public func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, row < size.rows, column < size.columns else { return }
        // Printable ASCII is a cell a byte, up to where something else may join it
        // (`DisplayWidth.unsureStart`): as `NcursesScreen` hands it to ncurses whole.
        let unsure = DisplayWidth.unsureStart(of: text) ?? text.endIndex
        var col = column
        for byte in text.utf8[..<unsure] {
            if col >= size.columns { return }
            if col >= 0 { cells[row][col] = Cell(text: String(UnicodeScalar(byte)), style: style) }
            col += 1
        }
        for character in text[unsure...] {
            // What a terminal gets for the cluster (`DisplayWidth.drawn`): nothing of one
            // that takes no column.
            let (drawn, width) = DisplayWidth.drawing(character)
            if width == 0 { continue }
            if col + width > size.columns { break }
            if col >= 0 {
                cells[row][col] = Cell(text: drawn, style: style)
                if width == 2 { cells[row][col + 1] = Cell(text: "", style: style) }
            }
            col += width
        }
    }

    /// Nothing to send anywhere: the cells are already what tests read.
    public func present() {}
}
