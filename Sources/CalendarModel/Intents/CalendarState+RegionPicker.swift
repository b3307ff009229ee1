import HolidayEngine

/// The `c` picker: its list (asked for when it first opens), its filter (an effect, answered
/// off the UI thread), and choosing the region shown.
extension CalendarState {
    /// Opens the picker over the regions listed so far; its filter is asked for anew.
    mutating func openRegionPicker() {
        overlay = .regionPicker(RegionPicker(regions: regions, current: region.code))
        asked.filter = nil
    }

    /// The regions to choose from came: an open picker lists them, its filter kept.
    mutating func listRegions(_ listed: [RegionChoice]) {
        regions = listed
        editRegionPicker { picker, regions, current in picker.type(picker.query, in: regions, current: current) }
    }

    /// Changes the open region picker; does nothing when another pane is open.
    mutating func editRegionPicker(_ change: (inout RegionPicker, [RegionChoice], String) -> Void) {
        guard case .regionPicker(var picker) = overlay else { return }
        change(&picker, regions, region.code)
        overlay = .regionPicker(picker)
    }

    /// Types `character` into the open picker's filter, up to `RegionPicker.queryLimit`.
    mutating func typeRegionFilter(_ character: Character) {
        editRegionPicker { picker, regions, current in
            guard picker.query.unicodeScalars.count + character.unicodeScalars.count <= RegionPicker.queryLimit
            else { return }
            picker.type(picker.query + String(character), in: regions, current: current)
        }
    }

    /// Deletes the last character of the open picker's filter.
    mutating func eraseRegionFilter() {
        editRegionPicker { picker, regions, current in
            picker.type(String(picker.query.dropLast()), in: regions, current: current)
        }
    }

    /// The matches of a filter came: taken when the picker still shows that filter, and
    /// then Enter or `+` pressed while they were being found is done.
    mutating func receiveFilter(_ matches: [Int], for query: String) {
        guard case .regionPicker(var picker) = overlay,
              picker.receive(matches, for: query, current: regions.firstIndex { $0.code == region.code })
        else { return }
        let waiting = picker.waiting
        picker.waiting = nil
        overlay = .regionPicker(picker)
        switch waiting {
        case .replace: chooseRegion(row: nil)
        case .toggleAlongside: toggleAlongside()
        case nil: break
        }
    }

    /// The filter the open picker waits for, when nobody has asked for it yet.
    mutating func filterMissing() -> CalendarEffect? {
        guard case .regionPicker(let picker) = overlay, !regions.isEmpty, picker.isFiltering,
              asked.filter != picker.query
        else { return nil }
        asked.filter = picker.query
        return .filterRegions(query: picker.query, regions: regions)
    }

    /// Shows the region highlighted in the picker, or the one on `row` of its matches (a
    /// click, on what is drawn), and closes it. Enter while the matches are being found
    /// chooses once they come.
    mutating func chooseRegion(row: Int?) {
        guard case .regionPicker(var picker) = overlay else { return }
        if row == nil, picker.isFiltering {
            picker.waiting = .replace
            overlay = .regionPicker(picker)
            return
        }
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
