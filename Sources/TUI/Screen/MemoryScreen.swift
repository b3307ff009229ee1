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
    /// The cells row after row: one array, so a write is one index and no row is copied.
    private var grid: [Cell]

    /// The cells, a row at a time.
    public var cells: [[Cell]] { (0..<size.rows).map { Array(cells(ofRow: $0)) } }

    /// The cells of one row.
    public func cells(ofRow row: Int) -> ArraySlice<Cell> {
        grid[row * size.columns..<(row + 1) * size.columns]
    }

    /// One cell.
    public func cell(row: Int, column: Int) -> Cell { grid[row * size.columns + column] }

    /// The cell of each printable ASCII byte, made once: most of what is drawn.
    private static let asciiCells: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    public init(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        grid = Array(repeating: .blank, count: rows * columns)
    }

    /// Changes the size, blanking every cell, as a terminal resize does.
    public func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        grid = Array(repeating: .blank, count: rows * columns)
    }

    public func clear() {
        grid.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    }

    public func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, row < size.rows, column < size.columns else { return }
        let columns = size.columns
        let rowStart = row * columns
        // Printable ASCII is a cell a byte, up to where something else may join it
        // (`DisplayWidth.unsureStart`): as `NcursesScreen` hands it to ncurses whole.
        let unsure = DisplayWidth.unsureStart(of: text) ?? text.endIndex
        var col = column
        grid.withUnsafeMutableBufferPointer { grid in
            for byte in text.utf8[..<unsure] {
                if col >= columns { return }
                if col >= 0 { grid[rowStart + col] = Cell(text: Self.asciiCells[Int(byte)], style: style) }
                col += 1
            }
            for character in text[unsure...] {
                // What a terminal gets for the cluster (`DisplayWidth.drawn`): nothing of one
                // that takes no column.
                let (drawn, width) = DisplayWidth.drawing(character)
                if width == 0 { continue }
                if col + width > columns { break }
                if col >= 0 {
                    grid[rowStart + col] = Cell(text: drawn, style: style)
                    if width == 2 { grid[rowStart + col + 1] = Cell(text: "", style: style) }
                }
                col += width
            }
        }
    }

    /// Nothing to send anywhere: the cells are already what tests read.
    public func present() {}
}
