import HolidayKit

/// A plain-text table: a header row and rows of cells, columns as wide as their widest
/// cell, numbers right-aligned.
struct CacheTable {
    var headers: [String]
    /// Which columns hold numbers.
    var numeric: Set<Int>
    var rows: [[String]] = []

    func render() -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].displayWidth }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let room = widths[column] - cell.displayWidth
                return numeric.contains(column)
                    ? String(repeating: " ", count: room) + cell : cell.padded(toWidth: widths[column])
            }
            .joined(separator: "  ")
            .trailingSpacesRemoved
        }
        .joined(separator: "\n")
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
