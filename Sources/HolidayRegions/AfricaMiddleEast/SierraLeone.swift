import HolidayEngine

// Sierra Leone: the public holidays as the Government lists them (the Sierra Leone Postal
// Services' and the Government's published lists): New Year's Day, Armed Forces Day (18
// February, from 2002), International Women's Day (from 2018), Good Friday, Easter Monday,
// Independence Day (27 April 1961), International Workers' Day, Christmas, Boxing Day, and the
// Muslim days (the Prophet's Birthday, Eid al-Fitr and Eid al-Adha) on the dates the
// Government announces after the sighting (HijriCalendar.sierraLeone; a date not yet
// announced is estimated).
//
// A holiday on a Saturday or Sunday gives the next working day that is not a holiday; two on
// one date give one. Good Friday and Easter Monday give none.
//
// Known from 1962, the first full year of independence; python-holidays 0.108 starts there
// too.

extension Country {
    /// Sierra Leone: public holidays, known from 1962.
    public static let sierraLeone = Country(
        "SL", "Sierra Leone", languages: ["en"], firstWeekday: .monday, known: .from(1962), islamic: .sierraLeone,
        kinds: [.public], sources: "The Government's lists of public holidays and its announcements of the Muslim days",
        rules: { sierraLeoneanHolidays })

    /// A holiday on a weekend gives the next free working day; one for each date.
    private static let sierraLeoneanSubstitute: [Observance] = [
        .substitute(.always, on: [.saturday, .sunday], oncePerDate: true)
    ]

    /// The public holidays, in the order of the year.
    private static let sierraLeoneanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: sierraLeoneanSubstitute),
        HolidayRule(
            "Armed Forces Day", on: .fixed(month: 2, day: 18), years: .from(2002), observed: sierraLeoneanSubstitute),
        HolidayRule(
            "International Women's Day", on: .fixed(month: 3, day: 8), years: .from(2018),
            observed: sierraLeoneanSubstitute),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Independence Day", on: .fixed(month: 4, day: 27), observed: sierraLeoneanSubstitute),
        HolidayRule("International Workers' Day", on: .fixed(month: 5, day: 1), observed: sierraLeoneanSubstitute),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: sierraLeoneanSubstitute),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: sierraLeoneanSubstitute),
        HolidayRule("Prophet's Birthday", on: .hijri(.rabiAlAwwal, 12), observed: sierraLeoneanSubstitute),
        HolidayRule("Eid al-Fitr", on: .hijri(.shawwal, 1), observed: sierraLeoneanSubstitute),
        // Eid al-Adha of Sunday 31 December 2006 gives no day in python-holidays 0.108, which
        // places substitutes within the holiday's own year only; with no list for January 2007,
        // holical follows it.
        HolidayRule(
            "Eid al-Adha", on: .hijri(.dhuAlHijjah, 10),
            observed: [.substitute(YearSet.always.except(2006), on: [.saturday, .sunday], oncePerDate: true)]),
    ]
}
