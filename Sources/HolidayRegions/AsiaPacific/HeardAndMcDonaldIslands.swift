import HolidayEngine

// Heard Island and McDonald Islands: an Australian external territory in the Southern Ocean
// (Heard Island and McDonald Islands Act 1953), a marine reserve with no people and no
// station kept the year round. No holidays are kept there: the list is empty, as
// python-holidays 0.108 has it. A visiting Australian expedition keeps Australia's days (AU).

extension Country {
    /// Heard Island and McDonald Islands: uninhabited, no holidays.
    public static let heardAndMcDonaldIslands = Country(
        "HM", "Heard Island and McDonald Islands", languages: ["en"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [], sources: "Heard Island and McDonald Islands Act 1953 (Cth) (a territory without inhabitants)",
        rules: { [] })
}
