import HolidayEngine

// The Northern Mariana Islands: the Commonwealth's legal holidays (the governor's yearly
// memorandum on legal holidays, 2022: the federal days but Columbus Day, Commonwealth
// Covenant Day on March 24, Good Friday, Commonwealth Cultural Day on the second Monday of
// October, Election Day in even years, Citizenship Day on November 4, Constitution Day on
// December 8), with the states' weekend rule for its own days. Known from 1978, when the
// Commonwealth's constitution came into force (before it the islands were part of the
// Trust Territory of the Pacific Islands); python-holidays 0.108 gives these days from
// 1948, and those years (1950-1977 here) are left out on purpose. Holidays are named in
// English in the memorandum.

extension Country {
    /// The Northern Mariana Islands, a United States commonwealth (also the subdivision
    /// US-MP): the same rules.
    public static let northernMarianaIslands = Country(
        "MP", "Northern Mariana Islands", local: "Sankattan Siha Na Islas Mariånas", languages: ["en"],
        firstWeekday: .sunday, known: .from(1978),
        kinds: [.public], sources: "CNMI Governor's memorandum on legal holidays (2022); 5 U.S.C. 6103",
        rules: { UnitedStatesRules.territoryRules("MP") })

}

extension Country.UnitedStatesRules {
    /// The Commonwealth's own days, in the order of the year.
    static let northernMarianaHolidays: [HolidayRule] = [
        HolidayRule("Commonwealth Covenant Day", on: .fixed(month: 3, day: 24), observed: stateObserved),
        goodFriday,
        HolidayRule("Commonwealth Cultural Day", on: .nth(2, .monday, of: 10)),
        electionDay,
        HolidayRule("Citizenship Day", on: .fixed(month: 11, day: 4), observed: stateObserved),
        HolidayRule("Constitution Day", on: .fixed(month: 12, day: 8), observed: stateObserved),
    ]
}
