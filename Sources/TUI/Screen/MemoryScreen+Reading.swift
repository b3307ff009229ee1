/// Reading a memory screen back, for tests.
extension MemoryScreen {
    /// The text of a row, every cell included (trailing spaces too).
    public func line(_ row: Int) -> String {
        cells(ofRow: row).map(\.text).joined()
    }

    /// Every row's text.
    public var lines: [String] { (0..<size.rows).map(line) }

    /// The whole screen as text, rows joined by newlines, trailing spaces removed.
    public var text: String {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }

    /// Where `needle` first appears: its row and the column of its first cell.
    public func find(_ needle: String) -> (row: Int, column: Int)? {
        findAll(needle).first
    }

    /// Every position where `needle` starts, row by row.
    public func findAll(_ needle: String) -> [(row: Int, column: Int)] {
        var found: [(row: Int, column: Int)] = []
        for row in 0..<size.rows {
            let cellsOfRow = Array(cells(ofRow: row))
            for start in cellsOfRow.indices {
                var joined = ""
                var index = start
                while joined.count < needle.count, index < cellsOfRow.count {
                    joined += cellsOfRow[index].text
                    index += 1
                }
                if joined.hasPrefix(needle) { found.append((row, start)) }
            }
        }
        return found
    }

    /// Whether `needle` is anywhere on the screen.
    public func contains(_ needle: String) -> Bool { find(needle) != nil }

    /// The style of one cell.
    public func style(row: Int, column: Int) -> TextStyle { cell(row: row, column: column).style }
}
