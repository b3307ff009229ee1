import HolidayEngine

/// Writes holidays as a table for people, columns aligned by display width so names with
/// accents (Küünlapäev, Ülestõusmispühade) and wide characters line up.
enum TableWriter {
    /// Date, weekday, name, kind and a note for observed days and forecast dates; a header
    /// line first. `withRegion` adds each holiday's region after the weekday (several
    /// regions listed together).
    static func write(
        _ holidays: [Holiday], language: NameLanguage, withRegion: Bool = false, into out: inout OutputBuffer
    ) {
        let rows = holidays.map { holiday in
            [
                "\(holiday.date)", holiday.date.weekday.shortName, holiday.region,
                language.name(of: holiday), holiday.kind.rawValue, note(holiday),
            ]
        }
        // The note column only when some day has a note, the region's only when asked for.
        let hasNotes = holidays.contains { $0.observedOf != nil || $0.isEstimated }
        let columns = [true, true, withRegion, true, true, hasNotes]
        func kept(_ row: [String]) -> [String] { zip(row, columns).filter(\.1).map(\.0) }
        writeRows(kept(["Date", "Day", "Region", "Name", "Kind", "Note"]), rows.map(kept), into: &out)
    }

    /// `observed for 2026-12-25`, `estimated` (a forecast date), both, or nothing.
    private static func note(_ holiday: Holiday) -> String {
        let observed = holiday.observedOf.map { "observed for \($0)" }
        let estimated = holiday.isEstimated ? "estimated" : nil
        return [observed, estimated].compactMap { $0 }.joined(separator: ", ")
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
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let room = widths[column] - cell.displayWidth
                if rightAligned.contains(column) {
                    line += String(repeating: " ", count: room) + cell
                } else {
                    line += column == row.count - 1 ? cell : cell + String(repeating: " ", count: room)
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out.append(line)
            out.append(byte: 0x0A)
        }
    }
}
