import HolidayEngine

// Morocco: the paid public holidays as the Ministry of the Civil Service lists them (mmsp.gov.ma,
// "Horaires de travail et jours fériés"): the national days, each from the year of the event
// or of the decision that made it a holiday, and the Islamic holidays.
//
// - Throne Day follows the King's accession: Mohammed V's (18 November) until 1962, Hassan
//   II's (3 March) from 1963, Mohammed VI's (30 July) from 2001; Youth Day the King's birthday
//   (Hassan II's, 9 July, then Mohammed VI's, 21 August, from 2001).
// - The Day of Oued Ed-Dahab marks the province's allegiance of 14 August 1979, a holiday from
//   1980; the Green March (6 November 1975) from 1976; Independence Day (18 November 1955,
//   the King's return) from 1957; the Amazigh New Year from 2024 (royal decision of 3 May
//   2023); Unity Day (31 October) from 2026 (the Royal Office's statement proclaiming it).
// - The Islamic holidays follow the sighting the Ministry of Habous announces; no table of
//   Morocco's own month starts is kept, so they are Umm al-Qura's dates, all estimated.
//
// Known from 1956, the year of independence (2 March 1956); python-holidays 0.108 gives
// 1950-1955 too, before there was a Moroccan state to keep them.

extension Country {
    /// Morocco: paid public holidays, known from 1956.
    public static let morocco = Country(
        "MA", "Morocco", local: "المغرب", languages: ["ar", "fr"], firstWeekday: .monday, known: .from(1956),
        kinds: [.public], sources: "The Ministry of the Civil Service's list of paid public holidays (mmsp.gov.ma); "
            + "the royal decisions on the Amazigh New Year (2023) and Unity Day",
        rules: { moroccanHolidays })

    /// Names of Throne Day and Youth Day, which moved with the King.
    private static let moroccanThroneDay: [String: String] = ["": "عيد العرش", "fr": "Fête du Trône"]
    private static let moroccanYouthDay: [String: String] = ["": "عيد الشباب", "fr": "Fête de la Jeunesse"]

    /// The paid public holidays, in the order of the year.
    private static let moroccanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "رأس السنة الميلادية", "fr": "Nouvel an"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Proclamation of Independence Day",
            ["": "ذكرى تقديم وثيقة الاستقلال", "fr": "Manifeste de l'indépendance"], on: .fixed(month: 1, day: 11)),
        HolidayRule(
            "Amazigh New Year", ["": "رأس السنة الأمازيغية", "fr": "Nouvel an amazigh"], on: .fixed(month: 1, day: 14),
            years: .from(2024)),
        HolidayRule(
            "Throne Day", moroccanThroneDay, on: .fixed(month: 3, day: 3), years: YearSet(1963, 2000),
            key: "Throne Day (Hassan II)"),
        HolidayRule("Labour Day", ["": "عيد الشغل", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Youth Day", moroccanYouthDay, on: .fixed(month: 7, day: 9), years: .through(2000)),
        HolidayRule("Throne Day", moroccanThroneDay, on: .fixed(month: 7, day: 30), years: .from(2001)),
        HolidayRule(
            "Oued Ed-Dahab Day", ["": "ذكرى استرجاع إقليم وادي الذهب", "fr": "Allégeance de Oued Eddahab"],
            on: .fixed(month: 8, day: 14), years: .from(1980)),
        HolidayRule(
            "Revolution of the King and the People",
            ["": "ذكرى ثورة الملك والشعب", "fr": "Révolution du Roi et du Peuple"], on: .fixed(month: 8, day: 20)),
        HolidayRule(
            "Youth Day", moroccanYouthDay, on: .fixed(month: 8, day: 21), years: .from(2001),
            key: "Youth Day (Mohammed VI)"),
        HolidayRule(
            "Unity Day", ["": "عيد الوحدة", "fr": "Fête de l'Unité"], on: .fixed(month: 10, day: 31),
            years: .from(2026)),
        HolidayRule(
            "Green March", ["": "ذكرى المسيرة الخضراء", "fr": "Marche Verte"], on: .fixed(month: 11, day: 6),
            years: .from(1976)),
        HolidayRule(
            "Throne Day", moroccanThroneDay, on: .fixed(month: 11, day: 18), years: .through(1962),
            key: "Throne Day (Mohammed V)"),
        HolidayRule(
            "Independence Day", ["": "عيد الاستقلال", "fr": "Fête de l'Indépendance"], on: .fixed(month: 11, day: 18),
            years: .from(1957)),
        HolidayRule(
            "Islamic New Year", ["": "فاتح محرم", "fr": "Nouvel an de l'Hégire"], on: .hijri(.muharram, 1)),
        HolidayRule(
            "Prophet's Birthday", ["": "عيد المولد النبوي", "fr": "Aïd al-Mawlid"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(
            "Prophet's Birthday", ["": "عيد المولد النبوي", "fr": "Aïd al-Mawlid"], on: .hijri(.rabiAlAwwal, 13),
            key: "Prophet's Birthday (2)"),
        HolidayRule("Eid al-Fitr", ["": "عيد الفطر", "fr": "Aïd al-Fitr"], on: .hijri(.shawwal, 1)),
        HolidayRule(
            "Eid al-Fitr", ["": "عيد الفطر", "fr": "Aïd al-Fitr"], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule("Eid al-Adha", ["": "عيد الأضحى", "fr": "Aïd al-Adha"], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Eid al-Adha", ["": "عيد الأضحى", "fr": "Aïd al-Adha"], on: .hijri(.dhuAlHijjah, 11),
            key: "Eid al-Adha (2)"),
    ]
}
