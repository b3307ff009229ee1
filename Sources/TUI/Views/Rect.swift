/// A rectangle of cells on a screen.
struct Rect: Hashable, Sendable {
    var row: Int
    var column: Int
    var rows: Int
    var columns: Int

    var bottom: Int { row + rows }
    var right: Int { column + columns }

    func contains(row r: Int, column c: Int) -> Bool {
        r >= row && r < bottom && c >= column && c < right
    }

    /// A rectangle of `rows` x `columns` centred in this one (clipped to fit).
    func centered(rows wanted: Int, columns wantedColumns: Int) -> Rect {
        let h = min(wanted, rows)
        let w = min(wantedColumns, columns)
        return Rect(row: row + (rows - h) / 2, column: column + (columns - w) / 2, rows: h, columns: w)
    }
}
