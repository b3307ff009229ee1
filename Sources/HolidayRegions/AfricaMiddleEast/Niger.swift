import HolidayEngine

// Niger: the public holidays of Law No. 59-22 of 24 December 1959, as Law No. 97-020 of 20
// June 1997 establishing public holidays restates them: New Year's Day, Easter Monday, the
// National Concord Day (24 April, the peace agreement of 1995; from 1995), Labour Day, the
// anniversary of the Proclamation of Independence (3 August 1960), the National Day (18
// December, the Republic proclaimed in 1958), Christmas, and the Muslim days (the Islamic New
// Year, the Mouloud, Laylat al-Qadr, the Korité, the Tabaski and the day after) on the dates
// the Government announces after the sighting (HijriCalendar.niger; a date not yet announced
// is estimated). The anniversary of the coup of 26 July 2023 by the National Council for the
// Safeguard of the Homeland (CNSP) is a holiday from 2024 (as python-holidays 0.108 lists it).
// Ascension, Whit Monday, Assumption and All Saints' Day are days off for those who keep
// them (optional).
//
// From 1998 (Law No. 97-020) a holiday on a Sunday, the weekly rest day of the Labour Code,
// gives the Monday after; Easter Monday, Ascension, Whit Monday and the Tabaski itself (its
// second day follows it) give none. The weekend is Sunday alone.
//
// Known from 1960, the first year of Law No. 59-22; python-holidays 0.108 starts there too.

extension Country {
    /// Niger: public holidays, known from 1960.
    public static let niger = Country(
        "NE", "Niger", languages: ["fr"], firstWeekday: .monday, weekend: WeekendHistory(.sundayOnly),
        known: .from(1960), observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .niger,
        kinds: [.public, .optional], sources: "Law No. 59-22 of 24 December 1959 and Law No. 97-020 of 20 June 1997 on public holidays; "
            + "the Government's announcements of the Muslim days",
        rules: { nigerienHolidays })

    /// A holiday on a Sunday gives the Monday after, from 1998 (Law No. 97-020).
    private static let nigerienSunday: [Observance] = [.adding(.from(1998), [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year, then the optional days.
    private static let nigerienHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'An", on: .fixed(month: 1, day: 1), observed: nigerienSunday),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule(
            "National Concord Day", local: "Fête nationale de la Concorde", on: .fixed(month: 4, day: 24),
            years: .from(1995), observed: nigerienSunday),
        HolidayRule(
            "International Labour Day", local: "Journée internationale du travail", on: .fixed(month: 5, day: 1),
            observed: nigerienSunday),
        HolidayRule(
            "Anniversary of the CNSP Coup", local: "Anniversaire du coup d'État du CNSP",
            on: .fixed(month: 7, day: 26),
            years: .from(2024), observed: nigerienSunday),
        HolidayRule(
            names: [
                HolidayName("Independence Day", local: "Jour de l'indépendance", years: .only(1960)),
                HolidayName(
                    "Anniversary of the Proclamation of Independence",
                    local: "L'anniversaire de la proclamation de l'indépendance", years: .from(1961)),
            ],
            on: .fixed(month: 8, day: 3), observed: nigerienSunday),
        HolidayRule("National Day", local: "Fête nationale", on: .fixed(month: 12, day: 18), observed: nigerienSunday),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25), observed: nigerienSunday),
        HolidayRule(
            "Islamic New Year", local: "Jour de l'An musulman", on: .hijri(.muharram, 1), observed: nigerienSunday),
        HolidayRule("Prophet's Birthday", local: "Mouloud", on: .hijri(.rabiAlAwwal, 12), observed: nigerienSunday),
        HolidayRule("Laylat al-Qadr", local: "Laylat al-Qadr", on: .hijri(.ramadan, 27), observed: nigerienSunday),
        HolidayRule("Eid al-Fitr", local: "Korité", on: .hijri(.shawwal, 1), observed: nigerienSunday),
        HolidayRule("Eid al-Adha", local: "Tabaski", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Day after Eid al-Adha", local: "Lendemain de la Tabaski", on: .hijri(.dhuAlHijjah, 11),
            observed: nigerienSunday),
        // Optional: days off for those who keep them.
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39), kind: .optional),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50), kind: .optional),
        HolidayRule(
            "Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15), kind: .optional,
            observed: nigerienSunday),
        HolidayRule(
            "All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1), kind: .optional,
            observed: nigerienSunday),
    ]
}
