import HolidayEngine

/// `b`: marking the bridge days of what is on screen (docs/planning.md).
extension CalendarState {
    /// Shows the bridge marks, or hides them.
    mutating func toggleBridges() {
        bridges = bridges == nil ? BridgeMarks(region: region.code) : nil
        asked.bridgeYears = []
    }

    /// Another region is shown: its bridges are asked for, the old one's dropped.
    mutating func markBridgesOfNewRegion() {
        if bridges != nil { bridges = BridgeMarks(region: region.code) }
        asked.bridgeYears = []
    }

    /// Records the bridges found for a year of the region whose marks are shown.
    mutating func recordBridges(_ found: [Bridge]?, region code: String, year: Int) {
        guard var marks = bridges, marks.region == code else { return }
        marks.record(found, year: year)
        bridges = marks
    }

    /// The years the marks need and nobody has asked for: those of every date drawn, so a
    /// bridge from late December into January is marked from either side.
    mutating func bridgeYearsToFind() -> [Int] {
        guard let marks = bridges else { return [] }
        let focus = visibleRange.clampedToSupportedYears
        let wanted = (focus.lowerBound.year...focus.upperBound.year).filter {
            !marks.knows(year: $0) && !asked.bridgeYears.contains($0)
        }
        asked.bridgeYears.formUnion(wanted)
        return wanted
    }

    /// The bridges of the month, week or year the view is about, best first.
    public var visibleBridges: [Bridge] {
        bridges?.bridges(leavingIn: (mode == .year ? yearRange : focusRange).clampedToSupportedYears) ?? []
    }

    /// The bridge that leave on the selected day belongs to, when the marks are shown.
    public var selectedBridge: Bridge? { bridges?.bridge(leavingOn: selection) }
}
