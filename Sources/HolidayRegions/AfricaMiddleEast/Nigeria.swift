import HolidayEngine

// Nigeria: the public holidays of the Public Holidays Decree 1979 (Government Gazette
// supplement No. 5, 1 February 1979), as amended by the Public Holidays (Amendment) Decree
// 1984 (Workers' Day, from 1985) and consolidated as the Public Holidays Act (Laws of the
// Federation, 2004): New Year's Day, Good Friday, Easter Monday, National Day (1 October),
// Christmas and Boxing Day, and the Muslim festivals Id el Fitr, Id el Kabir (two days each)
// and Id el Maulud, on the dates the Federal Government declares after the sighting
// (HijriCalendar.nigeria, usually a day after Umm al-Qura; a date not yet declared is
// estimated). Democracy Day was 29 May, the day of the return to civilian rule in 1999, from
// 2000, and is 12 June from 2019 (the President's declaration of 6 June 2018). The new
// President's inauguration on 29 May, every four years from 1999, is a day off too (the
// Ministry of Interior's declarations, e.g. for 29 May 2023).
//
// A holiday on a Saturday or Sunday gives the next working day, as the Federal Government
// has declared at least since 2010 (its declaration of Monday 31 May 2010 for Democracy Day);
// Good Friday, Easter Monday and Inauguration Day have none. Two holidays on the same weekend
// day (Christmas and an Eid) give one day between them (as python-holidays 0.108 reads it).
//
// Known from 1979, the year of the Decree; python-holidays 0.108 starts there too.

extension Country {
    /// Nigeria: public holidays, known from 1979.
    public static let nigeria = Country(
        "NG", "Nigeria", languages: ["en"], firstWeekday: .monday, known: .from(1979), islamic: .nigeria,
        kinds: [.public], sources: "Public Holidays Decree 1979 and Public Holidays (Amendment) Decree 1984 (Public Holidays Act, "
            + "2004); the Federal Government's declarations of the Muslim holidays, Democracy Day (2018) "
            + "and the days off it gave once",
        rules: { nigerianHolidays + nigerianDecreedDays })

    /// A holiday on a weekend gives the next working day, from 2010; two holidays on one
    /// weekend day give one.
    private static let nigerianSubstitute: [Observance] = [
        .substitute(.from(2010), on: [.saturday, .sunday], oncePerDate: true)
    ]

    /// The public holidays, in the order of the year.
    private static let nigerianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: nigerianSubstitute),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        // Public Holidays (Amendment) Decree 1984.
        HolidayRule("Workers' Day", on: .fixed(month: 5, day: 1), years: .from(1985), observed: nigerianSubstitute),
        HolidayRule(
            "Democracy Day", on: .fixed(month: 5, day: 29), years: YearSet(2000, 2018), observed: nigerianSubstitute),
        HolidayRule("Presidential Inauguration Day", on: .fixed(month: 5, day: 29), years: .every(4, from: 1999)),
        // The President's declaration of 6 June 2018, from 2019.
        HolidayRule(
            "Democracy Day", on: .fixed(month: 6, day: 12), years: .from(2019), observed: nigerianSubstitute,
            key: "Democracy Day (12 June)"),
        HolidayRule("National Day", on: .fixed(month: 10, day: 1), observed: nigerianSubstitute),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: nigerianSubstitute),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: nigerianSubstitute),
        HolidayRule("Id el Maulud", on: .hijri(.rabiAlAwwal, 12), observed: nigerianSubstitute),
        HolidayRule("Id el Fitr", on: .hijri(.shawwal, 1), observed: nigerianSubstitute),
        HolidayRule("Id el Fitr Holiday", on: .hijri(.shawwal, 2), observed: nigerianSubstitute),
        HolidayRule("Id el Kabir", on: .hijri(.dhuAlHijjah, 10), observed: nigerianSubstitute),
        HolidayRule("Id el Kabir Holiday", on: .hijri(.dhuAlHijjah, 11), observed: nigerianSubstitute),
    ]

    /// Days off the Federal Government gave once.
    private static let nigerianDecreedDays: [HolidayRule] = [
        // The Federal Government's declaration for the general elections of April 2007.
        .oneOff("Public Holiday for Elections", on: CivilDate(2007, 4, 12)),
        .oneOff("Public Holiday for Elections", on: CivilDate(2007, 4, 13)),
        // Mourning for President Umaru Yar'Adua (died 5 May 2010).
        .oneOff("Day of Mourning for President Umaru Yar'Adua", on: CivilDate(2010, 5, 6)),
        // The Federal Government's declaration of 20 February 2019 for the general elections.
        .oneOff("Public Holiday for Elections", on: CivilDate(2019, 2, 22)),
        // Mourning for President Muhammadu Buhari (State House, July 2025).
        .oneOff("Day of Mourning for President Muhammadu Buhari", on: CivilDate(2025, 7, 15)),
    ]
}
