import HolidayEngine

// Kiribati: public holidays (Public Holidays Ordinance, Cap. 83, as amended in 1993 and by
// the Public Holidays (Amendment) Act 2002, in force from 2003). A holiday on a weekend
// gives the Monday after; Christmas and Boxing Day the Monday or Tuesday. Known from 1980,
// the first whole year of independence (12 July 1979). The Public Service Office's lists
// name further days the law does not (Labour Day, Culture and Senior Citizens Day, Police
// Day, Teachers' Day), and moved some days to a Friday in 2025 without a law cited: not kept.

extension Country {
    /// Kiribati: public holidays, known from 1980.
    public static let kiribati = Country(
        "KI", "Kiribati", local: "Kiribati", languages: ["en", "gil"], firstWeekday: .monday,
        known: .from(1980),
        kinds: [.public], sources: "Public Holidays Ordinance (Cap. 83); Public Holidays (Amendment) Act 2002",
        rules: { kiribatiHolidays })

    /// Saturday or Sunday to the Monday after.
    private static let kiribatiToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]

    /// The public holidays, in the order of the year.
    private static let kiribatiHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: kiribatiToMonday),
        HolidayRule("International Women's Day", on: .fixed(month: 3, day: 8), years: .from(2003), observed: kiribatiToMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1), years: .through(2002)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("National Health Day", on: .fixed(month: 4, day: 19), years: .from(2003), observed: kiribatiToMonday),
        HolidayRule("Public Holiday", on: .fixed(month: 5, day: 9), years: YearSet(1993, 2002), observed: kiribatiToMonday),
        HolidayRule("Gospel Day", on: .fixed(month: 7, day: 11), years: .from(2002)),
        HolidayRule(
            "National Day - Independence Anniversary", on: .fixed(month: 7, day: 12), years: .from(1993),
            observed: kiribatiToMonday),
        HolidayRule("National Day (in honor of Unimwane)", on: .fixed(month: 7, day: 15), years: .from(2002)),
        HolidayRule(
            "National Day (in honor of Unaine)", on: .fixed(month: 7, day: 16), years: .from(2002),
            observed: kiribatiToMonday),
        HolidayRule("Public Holiday", on: .nth(1, .monday, of: 8), years: .through(2002), key: "August Public Holiday"),
        HolidayRule("Youth Day", on: .fixed(month: 8, day: 5), years: .from(2003), observed: kiribatiToMonday),
        HolidayRule(
            "Public Holiday", on: .fixed(month: 11, day: 10), years: .through(1992), observed: kiribatiToMonday,
            key: "November Public Holiday"),
        HolidayRule(
            "Human Rights and Peace Day", on: .fixed(month: 12, day: 10), years: YearSet(1993, 2002),
            observed: kiribatiToMonday),
        HolidayRule(
            "Human Rights and Peace Day", on: .fixed(month: 12, day: 9), years: .from(2003),
            observed: kiribatiToMonday),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]),
    ]
}
