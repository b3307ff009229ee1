import HolidayEngine

// The Democratic Republic of the Congo: the public holidays of ordonnance n° 79-154 du 23 juin
// 1979 (the days of Zaire's one-party state: the MPR's anniversary on 20 May, the Constitution
// on 24 June, Youth Day on 14 October, the country's new name on 27 October, the Armed Forces
// on 17 November, the new regime on 24 November), replaced by ordonnance n° 14/010 du 14 mai
// 2014 (the martyrs of independence on 4 January, the national heroes Laurent-Désiré Kabila on
// 16 January and Patrice Lumumba on 17 January, the Revolution and the Armed Forces on 17 May;
// those of 2014 kept from 2015) and ordonnance n° 23-042 du 30 mars 2023 (Simon Kimbangu's day,
// 6 April); the day of remembrance of the Congolese genocide (2 August) from 2024. A holiday
// on a Sunday is kept on the Saturday before as well, a working day: the Sunday is the weekly
// day of rest (python-holidays 0.108 counts it alone as the weekend); New Year's Day on a
// Sunday gives Saturday 31 December.
//
// Known from 1980, the first full year of the 1979 ordinance; python-holidays 0.108 starts
// there.

extension Country {
    /// The Democratic Republic of the Congo: public holidays, known from 1980.
    public static let democraticRepublicOfTheCongo = Country(
        "CD", "Democratic Republic of the Congo", local: "République démocratique du Congo", languages: ["fr"], firstWeekday: .monday,
        weekend: WeekendHistory(.sundayOnly), known: .from(1980), observedSuffix: ["en": " (observed)", "": " (observé)"],
        kinds: [.public], sources: "Ordonnances n° 79-154 du 23 juin 1979, n° 14/010 du 14 mai 2014 and n° 23-042 du 30 mars "
            + "2023 (jours fériés)",
        rules: { congoleseDRHolidays })

    /// A holiday on a Sunday is kept on the Saturday before too.
    private static let congoleseDRSunday: [Observance] = [.adding(.always, [.sunday: .previous(.saturday)])]

    /// The public holidays, in the order of the year.
    private static let congoleseDRHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nouvel an", on: .fixed(month: 1, day: 1), observed: congoleseDRSunday),
        HolidayRule(
            "Martyrs of Independence Day", local: "Martyrs de l'indépendance", on: .fixed(month: 1, day: 4),
            years: .from(2015), observed: congoleseDRSunday),
        HolidayRule(
            "National Hero Laurent-Désiré Kabila Day", local: "Journée du héros national Laurent Désiré Kabila",
            on: .fixed(month: 1, day: 16), years: .from(2015), observed: congoleseDRSunday),
        HolidayRule(
            "National Hero Patrice Lumumba Day", local: "Journée du héros national Patrice Emery Lumumba",
            on: .fixed(month: 1, day: 17), years: .from(2015), observed: congoleseDRSunday),
        HolidayRule(
            "Simon Kimbangu Day", local: "Journée du combat de Simon Kimbangu et de la conscience africaine",
            on: .fixed(month: 4, day: 6), years: .from(2023), observed: congoleseDRSunday),
        HolidayRule("Labour Day", local: "Fête du travail", on: .fixed(month: 5, day: 1), observed: congoleseDRSunday),
        HolidayRule(
            "Revolution and Armed Forces Day", local: "Journée de la Révolution et des Forces Armées",
            on: .fixed(month: 5, day: 17), years: .from(2014), observed: congoleseDRSunday),
        HolidayRule(
            "Popular Movement of the Revolution Day", local: "Anniversaire du Mouvement populaire de la révolution",
            on: .fixed(month: 5, day: 20), years: .through(2013), observed: congoleseDRSunday),
        HolidayRule(
            "Constitution Day", local: "Anniversaire de la nouvelle Constitution révolutionnaire",
            on: .fixed(month: 6, day: 24), years: .through(2013), observed: congoleseDRSunday),
        HolidayRule(
            "Independence Day", local: "Journée de l'indépendance", on: .fixed(month: 6, day: 30),
            observed: congoleseDRSunday),
        HolidayRule("Parents' Day", local: "Fête des parents", on: .fixed(month: 8, day: 1), observed: congoleseDRSunday),
        HolidayRule(
            "Congolese Genocide Memorial Day", local: "Journée commémorative du génocide Congolais",
            on: .fixed(month: 8, day: 2), years: .from(2024), observed: congoleseDRSunday),
        HolidayRule(
            "Youth Day", local: "Journée de la Jeunesse", on: .fixed(month: 10, day: 14), years: .through(2013),
            observed: congoleseDRSunday),
        HolidayRule(
            "Country's Name Day", local: "Anniversaire du changement du nom de notre Pays",
            on: .fixed(month: 10, day: 27), years: .through(2013), observed: congoleseDRSunday),
        HolidayRule(
            "Armed Forces Day", local: "Fête des Forces armées zaïroises", on: .fixed(month: 11, day: 17),
            years: .through(2013), observed: congoleseDRSunday),
        HolidayRule(
            "New Regime Day", local: "Anniversaire du nouveau régime", on: .fixed(month: 11, day: 24),
            years: .through(2013), observed: congoleseDRSunday),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25), observed: congoleseDRSunday),
    ]
}
