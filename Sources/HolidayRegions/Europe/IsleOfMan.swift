import HolidayEngine

// The Isle of Man: bank holidays (Bank Holidays Act 1989, an Act of Tynwald, and the days
// appointed under it). The island keeps England's bank holidays, with substitute days on the
// next free working day (Data/UnitedKingdom.swift), and two of its own: the TT bank holiday,
// the first Friday of June (Senior Race Day of the Tourist Trophy), and Tynwald Day, 5 July,
// moved to the Monday when it falls on a weekend from 1992. New Year's Day from 1975, as
// python-holidays 0.108 has it; the island's own gazette was not found for 1974.

extension Country {
    /// The Isle of Man: bank holidays, known from 1950.
    public static let isleOfMan = Country(
        "IM", "Isle of Man", languages: ["en"], firstWeekday: .monday,
        known: .from(1950), observedSuffix: ["en": " (substitute day)"],
        kinds: [.public], sources: "Bank Holidays Act 1989 (Isle of Man); gov.im bank holidays",
        rules: {
            manxHolidays + britishSpringHolidays + englishHolidays + britishChristmas + britishSpecialDays
        })

    /// The island's own days, and New Year's Day.
    private static let manxHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), years: .from(1975), observed: britishSubstitute),
        HolidayRule("TT Bank Holiday", on: .nth(1, .friday, of: 6)),
        HolidayRule(
            "Tynwald Day", on: .fixed(month: 7, day: 5),
            observed: [.moving(.from(1992), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
    ]
}
