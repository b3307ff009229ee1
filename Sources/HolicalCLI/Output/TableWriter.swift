import HolidayEngine
import TerminalText

/// Writes tables for people: columns as wide as their widest cell by display width, so
/// names with accents (Küünlapäev, Ülestõusmispühade) and wide characters line up.
enum TableWriter {
    /// Holidays as `holical list` shows them (`HolidayTable`), all at once.
    static func write(
        _ holidays: [Holiday], language: NameLanguage, withRegion: Bool = false, into out: inout OutputBuffer
    ) {
        var table = HolidayTable(language: language, withRegion: withRegion)
        for holiday in holidays { table.measure(holiday) }
        table.writeHeader(into: &out)
        for holiday in holidays { table.write(holiday, into: &out) }
    }

    /// A header and rows, columns as wide as their widest cell (by display width) and two
    /// spaces apart, the `rightAligned` columns (numbers) flush right; trailing blanks are
    /// trimmed.
    static func writeRows(
        _ header: [String], _ rows: [[String]], rightAligned: Set<Int> = [], into out: inout OutputBuffer
    ) {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.displayWidth) }
        }
        for row in all {
            for (column, cell) in row.enumerated() {
                appendCell(
                    cell, width: cell.displayWidth, in: column, of: row.count, room: widths[column],
                    rightAligned: rightAligned.contains(column), into: &out)
            }
            endRow(into: &out)
        }
    }

    /// Appends the cell `text` (`width` columns wide) of column `column` of `count`: two
    /// spaces after the column before, then padded to `room` columns, on the left when
    /// `rightAligned`, on the right unless it is the last column.
    @inline(__always)
    static func appendCell(
        _ text: String, width: Int, in column: Int, of count: Int, room: Int, rightAligned: Bool = false,
        into out: inout OutputBuffer
    ) {
        if column > 0 { out.append("  ") }
        if rightAligned { appendSpaces(room - width, into: &out) }
        out.append(text)
        if !rightAligned, column < count - 1 { appendSpaces(room - width, into: &out) }
    }

    /// Ends a row: its trailing blanks trimmed, then a newline.
    @inline(__always)
    static func endRow(into out: inout OutputBuffer) {
        out.trimTrailingSpaces()
        out.append(byte: 0x0A)
    }

    private static func appendSpaces(_ count: Int, into out: inout OutputBuffer) {
        for _ in 0..<max(0, count) { out.append(byte: UInt8(ascii: " ")) }
    }
}
