/// What a terminal below the minimum size shows instead of a broken grid.
struct TooSmallNotice {
    let theme: Theme

    func draw(on screen: Screen) {
        let size = screen.size
        let minimum = FrameLayout.minimum
        let message = "terminal too small (needs \(minimum.columns)x\(minimum.rows))"
        let lines = message.wrapped(toWidth: size.columns)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.prefix(size.rows).enumerated() {
            screen.put(line.centered(inWidth: size.columns), row: top + index, column: 0,
                       style: theme.style(.warning))
        }
    }
}
