import CalendarModel

/// The `c` list of regions, the highlighted one reversed.
struct RegionPickerPane {
    let regions: [RegionChoice]
    let highlighted: Int
    let current: RegionChoice
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        let codeWidth = regions.map { $0.code.displayWidth }.max() ?? 0
        let width = (regions.map { codeWidth + 2 + $0.name.displayWidth }.max() ?? 0) + 4
        let frame = area.centered(rows: regions.count + 2, columns: max(width + 4, 30))
        let box = PaneBox(frame: frame, theme: theme)
        box.draw(title: "Region", footer: "Enter choose  Esc cancel", on: screen)
        let inside = box.inside
        for (index, region) in regions.prefix(inside.rows).enumerated() {
            let mark = region == current ? "*" : " "
            let line = "\(mark) \(region.code.padded(toWidth: codeWidth))  \(region.name)"
            let style = theme.style(index == highlighted ? .paneHighlight : .paneText)
            screen.put(line.padded(toWidth: inside.columns), row: inside.row + index,
                       column: inside.column, style: style)
        }
    }
}
