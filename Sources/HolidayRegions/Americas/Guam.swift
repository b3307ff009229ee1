import HolidayEngine

// Guam: the legal holidays of 1 G.C.A. § 1000 (the federal days but Columbus Day, Guam
// Discovery Day on the first Monday of March from 1970, Good Friday, Liberation Day on
// July 21, All Souls' Day, Lady of Camarin Day on December 8). Years after python-holidays
// 0.108. Holidays are named in English in the code.

extension Country {
    /// Guam, a United States territory (also the subdivision US-GU): the same rules.
    public static let guam = Country(
        "GU", "Guam", local: "Guåhan", languages: ["en"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "1 G.C.A. § 1000; 5 U.S.C. 6103", rules: { UnitedStatesRules.territoryRules("GU") })

}

extension Country.UnitedStatesRules {
    /// Guam's own days, in the order of the year.
    static let guamanianHolidays: [HolidayRule] = [
        HolidayRule("Guam Discovery Day", on: .nth(1, .monday, of: 3), years: .from(1970)),
        goodFriday,
        HolidayRule("Liberation Day (Guam)", on: .fixed(month: 7, day: 21)),
        HolidayRule("All Souls' Day", on: .fixed(month: 11, day: 2)),
        HolidayRule("Lady of Camarin Day", on: .fixed(month: 12, day: 8)),
    ]
}
