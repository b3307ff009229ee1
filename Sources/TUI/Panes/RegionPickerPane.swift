import CalendarModel
import HolidayEngine
import TerminalText

/// The `c` pane: the filter as typed, then the regions it matches (subdivisions indented
/// beneath their country), the highlighted one reversed and the current one starred. Names
/// are cleaned and columns laid out by display width, so `Zürich` and `Ελλάδα` align.
struct RegionPickerPane {
    let picker: RegionPicker
    let regions: [RegionChoice]
    let current: RegionChoice
    let theme: Theme
    /// The codes of the regions shown beside the current one, marked `+`.
    var alongside: [String] = []

    /// Where the pane's parts go in an area; the click hit-test uses it too.
    struct Layout {
        /// The pane's box.
        let frame: Rect
        /// The rows of matches inside it.
        let list: Rect
        /// The index into the matches of the first row shown.
        let first: Int

        init(picker: RegionPicker, in area: Rect) {
            let rows = min(area.rows, max(picker.matches.count, 1) + 3, 24)
            frame = area.centered(rows: rows, columns: min(area.columns, 72))
            let inside = PaneBox(frame: frame, theme: Theme(usesColor: false)).inside
            list = Rect(row: inside.row + 1, column: inside.column, rows: max(0, inside.rows - 1),
                        columns: inside.columns)
            // Whole pages, so the highlight moves down a page and the page stays put.
            first = list.rows > 0 ? picker.highlighted / list.rows * list.rows : 0
        }

        /// The index into the matches of the row drawn at a screen position, if any.
        func match(atRow row: Int, column: Int, count: Int) -> Int? {
            guard list.contains(row: row, column: column) else { return nil }
            let index = first + row - list.row
            return index < count ? index : nil
        }
    }

    func draw(on screen: Screen, in area: Rect) {
        let layout = Layout(picker: picker, in: area)
        let box = PaneBox(frame: layout.frame, theme: theme)
        let g = theme.glyphs
        box.draw(title: "Region \(picker.matches.count)/\(regions.count)",
                 footer: "type to filter  \(g.arrowUp)\(g.arrowDown) Enter replace  + add/drop  Esc", on: screen)
        let inside = box.inside
        guard inside.rows > 0 else { return }
        let query = "Find: " + TerminalSafeText.clean(picker.query)
        screen.put(query.truncated(toWidth: inside.columns), row: inside.row, column: inside.column,
                   style: theme.style(.paneText))

        let list = layout.list
        let shown = picker.matches.dropFirst(layout.first).prefix(list.rows).map { regions[$0] }
        guard !picker.matches.isEmpty else {
            // The regions, or the matches of what was typed, may still be on their way.
            let note = picker.matched == nil ? "listing the regions"
                : picker.isFiltering ? "finding matches" : "no region matches"
            if list.rows > 0 {
                screen.put(note.truncated(toWidth: list.columns), row: list.row,
                           column: list.column, style: theme.style(.paneDim))
            }
            return
        }
        let codeWidth = shown.map { Self.code(of: $0).displayWidth }.max() ?? 0
        for (offset, region) in shown.enumerated() {
            let row = list.row + offset
            let isHighlighted = layout.first + offset == picker.highlighted
            let mark = region.code == current.code ? "*" : alongside.contains(region.code) ? "+" : " "
            let name = TerminalSafeText.clean(region.name)
            let local = TerminalSafeText.clean(region.localName)
            var line = "\(mark) \(Self.code(of: region).padded(toWidth: codeWidth))  \(name)"
            if local != name, !name.hasSuffix(", " + local) { line += " \(g.separator) \(local)" }
            let style = theme.style(isHighlighted ? .paneHighlight : .paneText)
            screen.put(line.truncated(toWidth: list.columns, ellipsis: g.ellipsis).padded(toWidth: list.columns),
                       row: row, column: list.column, style: style)
        }
    }

    /// The code as listed: a subdivision's indented beneath its country.
    private static func code(of region: RegionChoice) -> String {
        region.isSubdivision ? "  " + TerminalSafeText.clean(region.code) : TerminalSafeText.clean(region.code)
    }
}
