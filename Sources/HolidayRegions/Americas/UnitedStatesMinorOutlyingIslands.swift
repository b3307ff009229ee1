import HolidayEngine

// The United States Minor Outlying Islands: no law of their own; the federal days (5 U.S.C.
// 6103) but Columbus Day, as python-holidays 0.108 has them.

extension Country {
    /// The United States Minor Outlying Islands (also the subdivision US-UM): the same rules.
    public static let unitedStatesMinorOutlyingIslands = Country(
        "UM", "United States Minor Outlying Islands", languages: ["en"], firstWeekday: .sunday,
        known: .from(1950), kinds: [.public], sources: "5 U.S.C. 6103", rules: { UnitedStatesRules.territoryRules("UM") })
}
