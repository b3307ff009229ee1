import HolidayEngine

// British Indian Ocean Territory: a British Overseas Territory made by the British Indian
// Ocean Territory Order 1965; its people were removed by 1973 and only the military
// facility on Diego Garcia remains, with no resident population. No holidays are set for
// the territory: the list is empty, as python-holidays 0.108 has it.

extension Country {
    /// British Indian Ocean Territory: no resident population, no holidays.
    public static let britishIndianOceanTerritory = Country(
        "IO", "British Indian Ocean Territory", languages: ["en"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [], sources: "British Indian Ocean Territory Order 1965 (a territory without a resident population)",
        rules: { [] })
}
