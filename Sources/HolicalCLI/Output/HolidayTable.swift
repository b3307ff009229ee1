import HolidayEngine
import TerminalText
import TUI

/// The table of holidays `holical list` prints: date, weekday, name, kind and a note for
/// observed days and forecast dates, after a header line; with several regions, each
/// holiday's region after the weekday. Its columns are as wide as their widest cell, so
/// every row is measured (`measure`) before the first is written (`write`): a long list
/// is measured as it is made, then made again and written (docs/architecture.md, "Long
/// lists"), rather than held.
struct HolidayTable {
    /// Which name a row shows.
    let language: NameLanguage
    /// Whether the Region column is shown.
    let withRegion: Bool
    /// The Day column's names (the locale's, `DateNames.fromLocale()`).
    let dateNames: DateNames
    /// The columns' widths so far: date, day, region, name, kind, note (the header's at first).
    private(set) var widths = Self.header.map(\.displayWidth)
    /// Whether some row has a note (the Note column is shown only then).
    private(set) var hasNotes = false
    /// The rows measured.
    private(set) var rows = 0

    private static let header = ["Date", "Day", "Region", "Name", "Kind", "Note"]

    init(language: NameLanguage, withRegion: Bool, dateNames: DateNames = .english) {
        self.language = language
        self.withRegion = withRegion
        self.dateNames = dateNames
    }

    /// Widens the columns to hold `holiday`'s row.
    mutating func measure(_ holiday: Holiday) {
        rows += 1
        let cells = cells(of: holiday)
        for column in cells.indices { widths[column] = max(widths[column], cells[column].displayWidth) }
        if holiday.observedOf != nil || holiday.isEstimated || holiday.event != nil { hasNotes = true }
    }

    /// The header line, as wide as the rows measured.
    func writeHeader(into out: inout OutputBuffer) {
        writeRow(Self.header, into: &out)
    }

    /// `holiday`'s row, in the columns measured.
    func write(_ holiday: Holiday, into out: inout OutputBuffer) {
        writeRow(cells(of: holiday), into: &out)
    }

    /// The columns shown: the region's only with several regions, the note's only when
    /// some row has one.
    private var shown: [Bool] { [true, true, withRegion, true, true, hasNotes] }

    private func writeRow(_ cells: [String], into out: inout OutputBuffer) {
        let shown = shown
        let count = shown.count { $0 }
        var position = 0
        for column in cells.indices where shown[column] {
            TableWriter.appendCell(
                cells[column], width: cells[column].displayWidth, in: position, of: count, room: widths[column],
                into: &out)
            position += 1
        }
        TableWriter.endRow(into: &out)
    }

    private func cells(of holiday: Holiday) -> [String] {
        [
            "\(holiday.date)", dateNames.shortName(of: holiday.date.weekday), holiday.region, language.name(of: holiday),
            holiday.kind.rawValue, Self.note(holiday),
        ]
    }

    /// `observed for 2026-12-25`, `estimated` (a forecast date), both, or nothing; for a
    /// calendar's event its time, its last day and its place (`09:00-10:00, Room 4`).
    private static func note(_ holiday: Holiday) -> String {
        if let event = holiday.event {
            let until = event.lastDay > event.firstDay ? "until \(event.lastDay)" : nil
            return [event.time, until, event.location.map { TerminalSafeText.clean($0, limit: 60) }]
                .compactMap { $0 }.joined(separator: ", ")
        }
        let observed = holiday.observedOf.map { "observed for \($0)" }
        let estimated = holiday.isEstimated ? "estimated" : nil
        return [observed, estimated].compactMap { $0 }.joined(separator: ", ")
    }
}
