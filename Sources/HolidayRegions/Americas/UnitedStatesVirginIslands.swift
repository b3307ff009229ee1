import HolidayEngine

// The United States Virgin Islands: the legal holidays of 1 V.I.C. § 171 (Three Kings Day,
// Presidents' Day, Transfer Day on March 31, Holy Thursday, Good Friday, Easter Monday,
// Emancipation Day on July 3, Columbus Day and Puerto Rico Friendship Day, Liberty Day on
// November 1, Christmas Second Day, with the federal days), without weekend rules for
// its own days. Years after python-holidays 0.108.

extension Country {
    /// The United States Virgin Islands (also the subdivision US-VI): the same rules.
    public static let unitedStatesVirginIslands = Country(
        "VI", "Virgin Islands, U.S.", languages: ["en"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "1 V.I.C. § 171; 5 U.S.C. 6103", rules: { UnitedStatesRules.territoryRules("VI") })

}

extension Country.UnitedStatesRules {
    /// The Virgin Islands' own days, and Washington's Birthday and Columbus Day under their
    /// names there, in the order of the year.
    static let virginIslandsHolidays: [HolidayRule] = [
        HolidayRule("Three Kings Day", on: .fixed(month: 1, day: 6)),
        HolidayRule("Presidents' Day", on: .fixed(month: 2, day: 22), years: .through(1970), replaces: "Washington's Birthday"),
        presidentsDay("Presidents' Day"),
        HolidayRule("Transfer Day", on: .fixed(month: 3, day: 31)),
        HolidayRule("Holy Thursday", on: .easter(-3)),
        goodFriday,
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Emancipation Day", on: .fixed(month: 7, day: 3)),
        HolidayRule(
            "Columbus Day and Puerto Rico Friendship Day", on: .fixed(month: 10, day: 12), years: .through(1969),
            replaces: "Columbus Day"),
        columbusMonday("Columbus Day and Puerto Rico Friendship Day", from: 1970),
        HolidayRule("Liberty Day", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Second Day", on: .fixed(month: 12, day: 26)),
    ]
}
