import HolidayEngine

// Mali: the public holidays of Ordinance No. 54 of 1960, as Law No. 64-28 of 1964 (the Army's
// day, 20 January, and Africa Day, 25 May, from 1965), Ordinance No. 92-16 of 1992 (the
// Martyrs' day, 26 March, from 1992) and Law No. 05-40 of 2005 (Easter Monday and the
// Prophet's Baptism, a week after his Birthday, from 2006) amended it: New Year's Day, Labour
// Day, the National Day (22 September, independence in 1960), Christmas, and the Muslim days
// (the Maouloud, the end of Ramadan and the Tabaski) on the dates the Government announces
// after the sighting (HijriCalendar.mali; a date not yet announced is estimated). No holiday
// gives another day when it falls on a weekend.
//
// Known from 1961, the first full year of the Republic of Mali (22 September 1960);
// python-holidays 0.108 starts there too.

extension Country {
    /// Mali: public holidays, known from 1961.
    public static let mali = Country(
        "ML", "Mali", languages: ["fr"], firstWeekday: .monday, known: .from(1961), islamic: .mali,
        kinds: [.public], sources: "Ordinance No. 54 of 1960, Law No. 64-28 (1964), Ordinance No. 92-16 (1992) and Law No. 05-40 "
            + "(2005) on public holidays; the Government's announcements of the Muslim days",
        rules: { malianHolidays })

    /// The public holidays, in the order of the year.
    private static let malianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'An", on: .fixed(month: 1, day: 1)),
        // Law No. 64-28.
        HolidayRule(
            "Armed Forces Day", local: "Journée de l'Armée", on: .fixed(month: 1, day: 20), years: .from(1965)),
        // Ordinance No. 92-16, for the fall of the regime on 26 March 1991.
        HolidayRule("Martyrs' Day", local: "Journée du 26 mars", on: .fixed(month: 3, day: 26), years: .from(1992)),
        // Law No. 05-40.
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1), years: .from(2006)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        // Law No. 64-28.
        HolidayRule("Africa Day", local: "Journée de l'Afrique", on: .fixed(month: 5, day: 25), years: .from(1965)),
        HolidayRule(
            "National Day of the Republic of Mali", local: "Fête Nationale de la République du Mali",
            on: .fixed(month: 9, day: 22)),
        HolidayRule("Christmas Day", local: "Fête de Noël", on: .fixed(month: 12, day: 25)),
        // Named for the Birth from 2006, when Law No. 05-40 added the Baptism.
        HolidayRule(
            names: [
                HolidayName("Prophet's Birthday", local: "Journée du Mawloud", years: .through(2005)),
                HolidayName(
                    "Prophet's Birthday", local: "Journée du Maouloud (Naissance du Prophète)", years: .from(2006)),
            ],
            on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(
            "Prophet's Baptism", local: "Journée du Maouloud (Baptême du Prophète)", on: .hijri(.rabiAlAwwal, 19),
            years: .from(2006)),
        HolidayRule("Eid al-Fitr", local: "Journée de la Fête du Ramadan", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Journée de la Tabaski", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
