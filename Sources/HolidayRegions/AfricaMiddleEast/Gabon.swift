import HolidayEngine

// Gabon: the public holidays of décret n° 600/PR-MTPS du 10 juillet 1976, amended by décret
// n° 715/PR/MTEFPRH du 2 avril 1992, as the Ministry of Labour lists them: the Christian
// feasts with Easter and
// Whit Sunday themselves, Independence Day (17 August 1960) with the day before it, and the
// Eids on the dates the Government announces (HijriCalendar+Gabon.swift). Renovation Day (12
// March, the founding of the Parti démocratique gabonais in 1968) until 1992, Youth Day (the
// second Sunday of May) and a third independence day (18 August) until 1991, the end of the
// one-party state; Women's Rights Day (17 April) from 2015; Ascension Day from 2018; Liberation
// Day (30 August, the transition of 2023) from 2024. No substitute days. The days off the
// Government decreed for the referendum of 16 November 2024 and the elections of 2025 are
// one-off days.
//
// Known from 1977, the first full year of the 1976 decree; python-holidays 0.108 starts there.

extension Country {
    /// Gabon: public holidays, known from 1977.
    public static let gabon = Country(
        "GA", "Gabon", local: "Gabon", languages: ["fr"], firstWeekday: .monday, known: .from(1977),
        islamic: .gabon,
        kinds: [.public], sources: "Décrets n° 600/PR-MTPS du 10 juillet 1976 and n° 715/PR/MTEFPRH du 2 avril 1992; the "
            + "Government's days off of 2024 and 2025 (the referendum, the elections, the inauguration)",
        rules: { gaboneseHolidays })

    private static let gaboneseIndependence: [String: String] = ["": "Fête de l'indépendance"]
    private static let gaboneseDayOff: [String: String] = ["": "Jour férié"]

    /// The public holidays, in the order of the year.
    private static let gaboneseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1)),
        HolidayRule("Renovation Day", local: "Journée de la rénovation", on: .fixed(month: 3, day: 12), years: .through(1992)),
        HolidayRule("Easter Sunday", local: "Pâques", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule(
            "Women's Rights Day", local: "Journée des droits de la femme", on: .fixed(month: 4, day: 17),
            years: .from(2015)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Youth Day", local: "Fête de la Jeunesse", on: .nth(2, .sunday, of: 5), years: .through(1991)),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39), years: .from(2018)),
        HolidayRule("Whit Sunday", local: "Pentecôte", on: .easter(49)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule("Assumption Day", local: "Assomption de Marie", on: .fixed(month: 8, day: 15)),
        HolidayRule("Independence Eve", local: "Jour de l'indépendance", on: .fixed(month: 8, day: 16)),
        HolidayRule("Independence Day", gaboneseIndependence, on: .fixed(month: 8, day: 17)),
        HolidayRule(
            "Independence Day", gaboneseIndependence, on: .fixed(month: 8, day: 18), years: .through(1991),
            key: "Independence Day (2)"),
        HolidayRule("Liberation Day", local: "Journée de la Libération", on: .fixed(month: 8, day: 30), years: .from(2024)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25)),
        HolidayRule("Eid al-Fitr", local: "Fin du Ramadan", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Fête du sacrifice", on: .hijri(.dhuAlHijjah, 10)),
        // The constitutional referendum of 16 November 2024.
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2024, 11, 14)),
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2024, 11, 15)),
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2024, 11, 16)),
        // The presidential election of 12 April 2025, the President's inauguration (3 May
        // 2025) and the legislative and local elections of 27 September 2025.
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2025, 4, 11)),
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2025, 4, 12)),
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2025, 5, 2)),
        .oneOff("Public Holiday", gaboneseDayOff, on: CivilDate(2025, 9, 27)),
    ]
}
