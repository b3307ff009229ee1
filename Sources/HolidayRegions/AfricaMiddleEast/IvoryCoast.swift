import HolidayEngine

// Côte d'Ivoire: the public holidays of Decree No. 96-205 of 7 March 1996 on public holidays,
// as Decree No. 2011-371 of 4 November 2011 restates them: New Year's Day, Easter Monday,
// Labour Day, Ascension, Whit Monday, the National Day (7 August, independence in 1960),
// Assumption, All Saints' Day, the National Day of Peace (15 November), Christmas, and the
// Muslim days, each on the day after its night (the Prophet's Birthday, the Night of Destiny,
// the end of Ramadan, Tabaski). The anniversary of President Félix Houphouët-Boigny's death
// (7 December 1993) was a holiday until 2000.
//
// Labour Day and the National Day on a Sunday give the Monday after (Decree No. 96-205);
// Christmas from 2011 and the two Eids from 2012 too (Decree No. 2011-371). The Islamic days
// follow the sighting the Government announces; no table of Côte d'Ivoire's own month starts
// is kept, so they are Umm al-Qura's dates, all estimated.
//
// Known from 1997, the first full year of Decree No. 96-205; python-holidays 0.108 starts
// there too.

extension Country {
    /// Côte d'Ivoire: public holidays, known from 1997.
    public static let ivoryCoast = Country(
        "CI", "Côte d'Ivoire", local: "Côte d'Ivoire", languages: ["fr"], firstWeekday: .monday,
        known: .from(1997),
        kinds: [.public], sources: "Decree No. 96-205 of 7 March 1996 and Decree No. 2011-371 of 4 November 2011 on public "
            + "holidays; the Government's announcements of the Muslim days and of days off given once",
        rules: { ivorianHolidays + ivorianDecreedDays })

    /// The public holidays, in the order of the year.
    private static let ivorianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "1er janvier", on: .fixed(month: 1, day: 1)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule(
            "Labour Day", local: "Fête du travail", on: .fixed(month: 5, day: 1),
            observed: [.adding(.always, [.sunday: .next(.monday)])]),
        HolidayRule("Ascension Day", local: "Jour de l'Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule(
            "National Day", local: "Fête Nationale", on: .fixed(month: 8, day: 7),
            observed: [.adding(.always, [.sunday: .next(.monday)])]),
        HolidayRule("Assumption Day", local: "Fête de l'Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Fête de la Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule("National Peace Day", local: "Journée Nationale de la Paix", on: .fixed(month: 11, day: 15)),
        HolidayRule(
            "Anniversary of the Death of President Félix Houphouët-Boigny",
            local: "Anniversaire du décès du Président Félix Houphouët-Boigny", on: .fixed(month: 12, day: 7),
            years: .through(2000)),
        HolidayRule(
            "Christmas Day", local: "Fête de Noël", on: .fixed(month: 12, day: 25),
            observed: [.adding(.from(2011), [.sunday: .next(.monday)])]),
        HolidayRule(
            "Day after the Prophet's Birthday",
            local: "Lendemain de l'Anniversaire de la Naissance du Prophète Mahomet", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Day after the Night of Destiny", local: "Lendemain de la Nuit du Destin", on: .hijri(.ramadan, 27)),
        HolidayRule(
            "Eid al-Fitr", local: "Fête de fin du Ramadan", on: .hijri(.shawwal, 1),
            observed: [.adding(.from(2012), [.sunday: .next(.monday)])]),
        HolidayRule(
            "Eid al-Adha", local: "Fête de la Tabaski", on: .hijri(.dhuAlHijjah, 10),
            observed: [.adding(.from(2012), [.sunday: .next(.monday)])]),
    ]

    /// Days off the Government gave once.
    private static let ivorianDecreedDays: [HolidayRule] = [
        // The Council of Ministers' decision for the presidential election of 31 October 2010.
        .oneOff(
            "Public holiday to prepare the presidential election",
            local: "Jour férié pour la préparation de l'élection présidentielle", on: CivilDate(2010, 10, 29)),
        // The President's decree after the Africa Cup of Nations final of 11 February 2024.
        .oneOff(
            "Africa Cup of Nations 2024 victory", local: "Victoire à la Coupe d'Afrique des Nations 2024",
            on: CivilDate(2024, 2, 12)),
    ]
}
