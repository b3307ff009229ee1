import HolidayEngine

// American Samoa: the public holidays of A.S.C.A. § 1.0501 (the federal days, Flag Day on
// April 17, Manu'a Islands Cession Day on July 16 from 1983, White Sunday on the second
// Sunday of October), with the states' weekend rule for its own days. Years after
// python-holidays 0.108. Holidays are named in English in the code.

extension Country {
    /// American Samoa, a United States territory (also the subdivision US-AS): the same rules.
    public static let americanSamoa = Country(
        "AS", "American Samoa", local: "Amerika Sāmoa", languages: ["en"], firstWeekday: .sunday,
        known: .from(1950), kinds: [.public], sources: "A.S.C.A. § 1.0501; 5 U.S.C. 6103",
        rules: { UnitedStatesRules.territoryRules("AS") })

}

extension Country.UnitedStatesRules {
    /// American Samoa's own days, in the order of the year.
    static let americanSamoanHolidays: [HolidayRule] = [
        HolidayRule("American Samoa Flag Day", on: .fixed(month: 4, day: 17), observed: stateObserved),
        HolidayRule("Manu'a Islands Cession Day", on: .fixed(month: 7, day: 16), years: .from(1983), observed: stateObserved),
        HolidayRule("White Sunday", on: .nth(2, .sunday, of: 10)),
    ]
}
