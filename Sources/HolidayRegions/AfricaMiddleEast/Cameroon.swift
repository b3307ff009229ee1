import HolidayEngine

// Cameroon: the public holidays of loi n° 73-5 du 7 décembre 1973 fixant le régime des fêtes
// légales, as amended, and the Government's yearly notices: Youth Day (11 February, the
// plebiscite of 1961) from 1966, National Day (20 May, the referendum of 1972 that made the
// united Republic) from 1972, and the Islamic feasts on the dates the Government announces
// (HijriCalendar+Cameroon.swift). A holiday on a Sunday, but Good Friday and Ascension Day, is
// kept on the next working day; two on the same Sunday (National Day and the Prophet's
// Birthday in 2035) give one day. In 2021 the Government gave the day after Eid al-Fitr (14 May)
// and the eve of Eid al-Adha (19 July) as days off.
//
// Known from 1960, the year of independence (1 January 1960); python-holidays 0.108 starts
// there.

extension Country {
    /// Cameroon: public holidays, known from 1960.
    public static let cameroon = Country(
        "CM", "Cameroon", local: "Cameroun", languages: ["fr", "en"], firstWeekday: .monday, known: .from(1960),
        observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .cameroon,
        kinds: [.public], sources: "Loi n° 73-5 du 7 décembre 1973 (fêtes légales), as amended; the Government's notices of "
            + "2021 (days off)",
        rules: { cameroonianHolidays })

    /// A holiday on a Sunday is kept on the next working day, once for the holidays of one date.
    private static let cameroonianSunday: [Observance] = [.substitute(.always, on: [.sunday], oncePerDate: true)]
    private static let cameroonianDayOff: [String: String] = ["": "Jour férié", "en": "Public Holiday"]

    /// The public holidays, in the order of the year.
    private static let cameroonianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1), observed: cameroonianSunday),
        HolidayRule(
            "Youth Day", local: "Fête de la Jeunesse", on: .fixed(month: 2, day: 11), years: .from(1966),
            observed: cameroonianSunday),
        HolidayRule("Good Friday", local: "Vendredi saint", on: .easter(-2)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1), observed: cameroonianSunday),
        HolidayRule(
            "National Day", local: "Fête nationale", on: .fixed(month: 5, day: 20), years: .from(1972),
            observed: cameroonianSunday),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15), observed: cameroonianSunday),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25), observed: cameroonianSunday),
        HolidayRule("Eid al-Fitr", local: "Fête du Ramadan", on: .hijri(.shawwal, 1), observed: cameroonianSunday),
        HolidayRule("Eid al-Adha", local: "Fête du Mouton", on: .hijri(.dhuAlHijjah, 10), observed: cameroonianSunday),
        HolidayRule("Prophet's Birthday", local: "Mouloud", on: .hijri(.rabiAlAwwal, 12), observed: cameroonianSunday),
        .oneOff("Public Holiday", cameroonianDayOff, on: CivilDate(2021, 5, 14)),
        .oneOff("Public Holiday", cameroonianDayOff, on: CivilDate(2021, 7, 19)),
    ]
}
