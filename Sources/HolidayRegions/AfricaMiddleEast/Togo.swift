import HolidayEngine

// Togo: the public holidays as the Government announces them: New Year's Day, Easter Monday,
// Independence Day (27 April 1960), Labour Day, Ascension, Whit Monday, the Martyrs' Day (21
// June), Assumption, All Saints' Day, Christmas, and the Muslim days (the first day of
// Ramadan, the end of Ramadan and the Tabaski) on the dates the Government announces after
// the sighting (HijriCalendar.togo; a date not yet announced is estimated). The National
// Liberation Day (13 January, the coup of 1967) was a holiday from 1967 to 2013; the
// Government stopped keeping it in 2014 (RFI, 12 January 2014). The anniversary of the failed
// attack on Lomé (23-24 September 1986) is marked from 1987 as a working day (an observance).
// No holiday gives another day when it falls on a weekend.
//
// Known from 1961, the first full year of independence; python-holidays 0.108 starts there
// too.

extension Country {
    /// Togo: public holidays, known from 1961.
    public static let togo = Country(
        "TG", "Togo", languages: ["fr"], firstWeekday: .monday, known: .from(1961), islamic: .togo,
        kinds: [.public, .observance], sources: "The Government's lists of public holidays and its announcements of the Muslim days",
        rules: { togoleseHolidays })

    /// The public holidays, in the order of the year, then the observance.
    private static let togoleseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Liberation Day", local: "Fête de la libération nationale", on: .fixed(month: 1, day: 13),
            years: YearSet(1967, 2013)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Independence Day", local: "Fête de l'indépendance", on: .fixed(month: 4, day: 27)),
        HolidayRule("Labour Day", local: "Fête du travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Fête de l'Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule("Martyrs' Day", local: "Fête des Martyrs", on: .fixed(month: 6, day: 21)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25)),
        HolidayRule("First Day of Ramadan", local: "Ramadan", on: .hijri(.ramadan, 1)),
        HolidayRule("Eid al-Fitr", local: "l'Aïd El-Fitr", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Tabaski", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Anniversary of the Failed Attack on Lomé", local: "Anniversaire de l'attentat manqué contre Lomé",
            on: .fixed(month: 9, day: 24), kind: .observance, years: .from(1987)),
    ]
}
