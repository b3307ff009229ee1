import HolidayEngine

// The Gambia: the public holidays as the Office of the President publishes them: New Year's
// Day, Independence Day (18 February 1965), Good Friday, Easter Monday, Labour Day, Africa
// Liberation Day (25 May), the July 22 Revolution Day, the Feast of the Assumption, Christmas,
// Boxing Day, and the Muslim days (Yawmul Ashura, the Mawlid, Lailat-ul-Qadr, the Koriteh and
// the Tobaski) on the dates the Office announces after the sighting (HijriCalendar.gambia; a
// date not yet announced is estimated); from 2021 the Koriteh and the Tobaski are two days
// each.
//
// From 2021 a holiday on a Saturday or Sunday gives the Monday after (the Office of the
// President's media advisories on public holidays); Good Friday, Easter Monday, Christmas and
// the first day of each Eid give none.
//
// python-holidays 0.108 lists the July 22 Revolution Day (the coup of 22 July 1994) in every
// year from 1966; holical follows it for want of an official list of the years it was kept.
//
// Known from 1966, the first full year of independence as python-holidays 0.108 counts it.

extension Country {
    /// The Gambia: public holidays, known from 1966.
    public static let gambia = Country(
        "GM", "Gambia", languages: ["en"], firstWeekday: .monday, known: .from(1966), islamic: .gambia,
        kinds: [.public], sources: "The Office of the President's lists and media advisories on public holidays and its "
            + "announcements of the Muslim days",
        rules: { gambianHolidays })

    /// A holiday on a weekend gives the Monday after, from 2021.
    private static let gambianWeekend: [Observance] = [
        .adding(.from(2021), [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// The public holidays, in the order of the year.
    private static let gambianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: gambianWeekend),
        HolidayRule("Independence Day", on: .fixed(month: 2, day: 18), observed: gambianWeekend),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: gambianWeekend),
        HolidayRule("Africa Liberation Day", on: .fixed(month: 5, day: 25), observed: gambianWeekend),
        HolidayRule("July 22 Revolution Day", on: .fixed(month: 7, day: 22), observed: gambianWeekend),
        HolidayRule("Feast of the Assumption", on: .fixed(month: 8, day: 15), observed: gambianWeekend),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: gambianWeekend),
        HolidayRule("Yawmul Ashura", on: .hijri(.muharram, 10), observed: gambianWeekend),
        HolidayRule("Mawlid Nabi", on: .hijri(.rabiAlAwwal, 12), observed: gambianWeekend),
        HolidayRule("Lailat-ul-Qadr", on: .hijri(.ramadan, 27), observed: gambianWeekend),
        HolidayRule("Koriteh", on: .hijri(.shawwal, 1)),
        HolidayRule(
            "Koriteh", on: .hijri(.shawwal, 2), years: .from(2021), observed: gambianWeekend,
            key: "Koriteh (second day)"),
        HolidayRule("Tobaski", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Tobaski", on: .hijri(.dhuAlHijjah, 11), years: .from(2021), observed: gambianWeekend,
            key: "Tobaski (second day)"),
    ]
}
