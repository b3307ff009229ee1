import HolidayEngine

// Chad: the public holidays of the Labour Code's list (Code du travail, as the ILO's NATLEX
// publishes it), as the Government keeps them: a
// civil holiday on a Sunday is kept on the Monday too; the Christian feasts and the Islamic
// ones have none. International Women's Day from 2019 (décret n° 273 du 7 mars 2019); Freedom
// and Democracy Day (1 December,
// the fall of the Habré regime in 1990) from 1991. The Islamic days follow the Higher Council
// for Islamic Affairs' sighting as the Government announces it (HijriCalendar+Chad.swift).
// President Idriss Déby Itno's funeral (23 April 2021) was a day off by decree.
//
// Known from 1961, the first year after independence (11 August 1960); python-holidays 0.108
// starts there.

extension Country {
    /// Chad: public holidays, known from 1961.
    public static let chad = Country(
        "TD", "Chad", local: "Tchad", languages: ["fr", "ar"], firstWeekday: .monday, known: .from(1961),
        observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .chad,
        kinds: [.public], sources: "Code du travail and the Government's lists of public holidays; décret n° 273 du 7 mars "
            + "2019 (8 mars); the decree of April 2021 (national mourning)",
        rules: { chadianHolidays })

    /// A civil holiday on a Sunday is kept on the Monday too.
    private static let chadianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let chadianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "Jour de l'An", "ar": "رأس السنة الميلادية"], on: .fixed(month: 1, day: 1),
            observed: chadianSunday),
        HolidayRule(
            "International Women's Day", ["": "Journée internationale de la femme", "ar": "اليوم العالمي للمرأة"],
            on: .fixed(month: 3, day: 8), years: .from(2019), observed: chadianSunday),
        HolidayRule("Easter Monday", ["": "Lundi de Pâques", "ar": "اثنين الفصح"], on: .easter(1)),
        HolidayRule(
            "Labour Day", ["": "Fête du Travail", "ar": "عيد العمال"], on: .fixed(month: 5, day: 1),
            observed: chadianSunday),
        HolidayRule(
            "Independence Day", ["": "Anniversaire de la Proclamation de l'Indépendance", "ar": "عيد الاستقلال"],
            on: .fixed(month: 8, day: 11), observed: chadianSunday),
        HolidayRule("All Saints' Day", ["": "Fête de la Toussaint", "ar": "عيد جميع القديسين"], on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Republic Day", ["": "Anniversaire de la Proclamation de la République", "ar": "عيد الجمهورية"],
            on: .fixed(month: 11, day: 28), observed: chadianSunday),
        HolidayRule(
            "Freedom and Democracy Day", ["": "Journée de la Liberté et de la Démocratie", "ar": "يوم الحرية والديمقراطية"],
            on: .fixed(month: 12, day: 1), years: .from(1991), observed: chadianSunday),
        HolidayRule("Christmas Day", ["": "Fête de Noël", "ar": "عيد الميلاد"], on: .fixed(month: 12, day: 25)),
        HolidayRule("Eid al-Fitr", ["": "Aïd El Fitir", "ar": "عيد الفطر"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", ["": "Aïd El Adha", "ar": "عيد الأضحى"], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Prophet's Birthday", ["": "Maouloud El Nebi", "ar": "المولد النبوي الشريف"], on: .hijri(.rabiAlAwwal, 12)),
        .oneOff(
            "Funeral of Idriss Déby Itno", ["": "Funérailles d'Idriss Déby Itno", "ar": "جنازة إدريس ديبي إتنو"],
            on: CivilDate(2021, 4, 23)),
    ]
}
