import HolidayEngine

/// The `c` picker: its list (asked for when it first opens), its filter, and choosing the
/// region shown.
extension CalendarState {
    /// The regions to choose from came: an open picker lists them, its filter kept.
    mutating func listRegions(_ listed: [RegionChoice]) {
        regions = listed
        filterRegionPicker { $0 }
    }

    /// Changes the open region picker; does nothing when another pane is open.
    mutating func editRegionPicker(_ change: (inout RegionPicker, [RegionChoice], String) -> Void) {
        guard case .regionPicker(var picker) = overlay else { return }
        change(&picker, regions, region.code)
        overlay = .regionPicker(picker)
    }

    /// Filters the open picker by its query changed by `change`.
    mutating func filterRegionPicker(_ change: (String) -> String) {
        editRegionPicker { picker, regions, current in
            picker.filter(change(picker.query), in: regions, current: current)
        }
    }

    /// Shows the region highlighted in the picker, or the one on `row` of its matches (a
    /// click), and closes it.
    mutating func chooseRegion(row: Int?) {
        guard case .regionPicker(var picker) = overlay else { return }
        if let row, !picker.highlight(row: row) { return }
        guard let index = picker.chosen else { return }
        overlay = nil
        switchRegion(to: regions[index])
    }

    /// Shows another region's holidays; what was known about the old one is dropped, and
    /// the range is counted again in the new one.
    mutating func switchRegion(to choice: RegionChoice) {
        guard choice != region else { return }
        removeFromAlongside(choice.code)
        region = choice
        profile = nil
        regionOrigin = nil
        book = HolidayBook(region: choice.code)
        fetch = FetchStatus()
        asked.countedRange = nil
        markBridgesOfNewRegion()
    }
}
