import HolidayEngine

// Burkina Faso: the public holidays of Law No. 079-2015/CNT of 2015 on public holidays and
// days of historic character, restating the list kept since independence (Upper Volta, 5
// August 1960): New Year's Day, the popular uprising of 3 January 1966 (from 1967),
// International Women's Day, Easter Monday, Labour Day, Ascension, Independence Day (5
// August), Assumption, the Martyrs' Day (31 October, for the uprising of 2014; from 2016),
// All Saints' Day, the Proclamation of Independence (11 December 1958), Christmas, and the
// Muslim days (the Mouloud, the end of Ramadan and the Tabaski) on the dates the Government
// announces after the sighting (HijriCalendar.burkinaFaso; a date not yet announced is
// estimated).
//
// A holiday of a fixed date on a Sunday gives the Monday after; Easter Monday, Ascension and
// the Muslim days give none.
//
// Known from 1961, the first full year of independence; python-holidays 0.108 starts there
// too.

extension Country {
    /// Burkina Faso: public holidays, known from 1961.
    public static let burkinaFaso = Country(
        "BF", "Burkina Faso", languages: ["fr"], firstWeekday: .monday, known: .from(1961),
        observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .burkinaFaso,
        kinds: [.public], sources: "Law No. 079-2015/CNT on public holidays and days of historic character; the Government's "
            + "announcements of the Muslim days",
        rules: { burkinabeHolidays })

    /// A fixed-date holiday on a Sunday gives the Monday after.
    private static let burkinabeSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let burkinabeHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'An", on: .fixed(month: 1, day: 1), observed: burkinabeSunday),
        HolidayRule(
            "Revolution Day", local: "Soulèvement populaire", on: .fixed(month: 1, day: 3), years: .from(1967),
            observed: burkinabeSunday),
        HolidayRule(
            "International Women's Day", local: "Journée internationale de la femme", on: .fixed(month: 3, day: 8),
            observed: burkinabeSunday),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du travail", on: .fixed(month: 5, day: 1), observed: burkinabeSunday),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        HolidayRule(
            "Independence Day", local: "Fête nationale", on: .fixed(month: 8, day: 5), observed: burkinabeSunday),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15), observed: burkinabeSunday),
        HolidayRule(
            "Martyrs' Day", local: "Journée nationale des martyrs", on: .fixed(month: 10, day: 31), years: .from(2016),
            observed: burkinabeSunday),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1), observed: burkinabeSunday),
        HolidayRule(
            "Proclamation of Independence Day", local: "Proclamation de l'Indépendance",
            on: .fixed(month: 12, day: 11),
            observed: burkinabeSunday),
        HolidayRule("Christmas Day", local: "Jour de Noël", on: .fixed(month: 12, day: 25), observed: burkinabeSunday),
        HolidayRule("Mawlid", local: "Mouloud", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", local: "Jour de Ramadan", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Jour de Tabaski", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
