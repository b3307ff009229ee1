import HolidayEngine

// Burundi: the public holidays of décret n° 100/150 du 7 juin 2021 portant liste et régime des
// jours fériés (the Presidency), which puts a holiday that falls on a Sunday on the following
// working day (the Monday, as python-holidays 0.108 reads it); the earlier days as the
// Ministry of Foreign Affairs' list dates them:
// Unity Day (5 February) from 1992, the day of President Melchior Ndadaye's assassination
// (21 October 1993) from 1994, President Cyprien Ntaryamira's (6 April 1994) from 1995, and
// the National Day of Patriotism, the death of President Pierre Nkurunziza (8 June), from
// 2022. The Eids follow the sighting the Government announces (HijriCalendar+Burundi.swift).
// Ascension Day has no Monday: it is always a Thursday.
//
// Known from 1962, the year of independence (1 July 1962); python-holidays 0.108 starts there.

extension Country {
    /// Burundi: public holidays, known from 1962.
    public static let burundi = Country(
        "BI", "Burundi", local: "Burundi", languages: ["fr", "rn"], firstWeekday: .monday,
        known: .from(1962), observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .burundi,
        kinds: [.public], sources: "Décret n° 100/150 du 7 juin 2021 (liste et régime des jours fériés); the Ministry of "
            + "Foreign Affairs' list of official holidays",
        rules: { burundianHolidays })

    /// A holiday on a Sunday is kept on the Monday too (décret n° 100/150).
    private static let burundianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let burundianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1), observed: burundianSunday),
        HolidayRule(
            "Unity Day", local: "Fête de l'Unité", on: .fixed(month: 2, day: 5), years: .from(1992),
            observed: burundianSunday),
        HolidayRule(
            "President Ntaryamira Day", local: "Commémoration de l'Assassinat du Président Cyprien Ntaryamira",
            on: .fixed(month: 4, day: 6), years: .from(1995), observed: burundianSunday),
        HolidayRule(
            "Labour Day", local: "Fête Internationale du Travail", on: .fixed(month: 5, day: 1),
            observed: burundianSunday),
        HolidayRule("Ascension Day", local: "Jour de l'Ascension", on: .easter(39)),
        HolidayRule(
            "National Day of Patriotism",
            local: "Journée Nationale du Patriotisme et Commémoration de la Mort du Président Pierre Nkurunziza",
            on: .fixed(month: 6, day: 8), years: .from(2022), observed: burundianSunday),
        HolidayRule(
            "Independence Day", local: "Anniversaire de l'Indépendance", on: .fixed(month: 7, day: 1),
            observed: burundianSunday),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15), observed: burundianSunday),
        HolidayRule(
            "Prince Louis Rwagasore Day",
            local: "Commémoration de l'Assassinat du Héros National, le Prince Louis Rwagasore",
            on: .fixed(month: 10, day: 13), observed: burundianSunday),
        HolidayRule(
            "President Ndadaye Day", local: "Commémoration de l'Assassinat du Président Melchior Ndadaye",
            on: .fixed(month: 10, day: 21), years: .from(1994), observed: burundianSunday),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1), observed: burundianSunday),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25), observed: burundianSunday),
        HolidayRule("Eid al-Fitr", local: "Aid-El-Fithr", on: .hijri(.shawwal, 1), observed: burundianSunday),
        HolidayRule("Eid al-Adha", local: "Aid-El-Adha", on: .hijri(.dhuAlHijjah, 10), observed: burundianSunday),
    ]
}
