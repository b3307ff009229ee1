import HolidayEngine

// Jamaica: the public general holidays of the Holidays (Public General) Act and its
// schedule, as amended: Independence Day from independence (6 August 1962), Emancipation
// Day restored from 1998 (Holidays (Public General) (Amendment) Act 1997), National Heroes
// Day on the third Monday of October, National Labour Day on 23 May. A holiday on a Sunday is
// also kept on the Monday after; Labour Day on a Saturday or Sunday on the Monday, and
// Christmas Day on a Sunday on the Tuesday, Boxing Day taking the Monday. Known from 1962,
// the year of independence: the colony's holidays before it (python-holidays lists the same
// days back to 1950) are not sourced here.

extension Country {
    /// Jamaica: public holidays, known from 1962.
    public static let jamaica = Country(
        "JM", "Jamaica", languages: ["en"], firstWeekday: .sunday, known: .from(1962),
        kinds: [.public], sources: "Holidays (Public General) Act, with its amendments to 1997", rules: { jamaicanHolidays })

    /// A Sunday holiday also on the Monday after.
    private static let jamaicanSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The holidays, in the order of the year.
    private static let jamaicanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: jamaicanSunday),
        HolidayRule("Ash Wednesday", on: .easter(-46)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule(
            "National Labour Day", on: .fixed(month: 5, day: 23),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), years: .from(1998), observed: jamaicanSunday),
        HolidayRule("Independence Day", on: .fixed(month: 8, day: 6), observed: jamaicanSunday),
        HolidayRule("National Heroes Day", on: .nth(3, .monday, of: 10)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.sunday: .days(2)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: jamaicanSunday),
    ]
}
