import HolidayEngine

// United Arab Emirates: the official holidays of Federal Law No. 8 of 1980 (art. 74) as the
// Cabinet's yearly resolutions on the holidays of the public and private sectors give them:
// New Year's Day; the Eids (Eid al-Fitr and its two days after, with 29 or 30 Ramadan before
// it in 2019-2024; the Day of Arafah and Eid al-Adha with its two days after); Islamic New
// Year; Isra and Mi'raj until 2018; the Prophet's Birthday; Commemoration Day (30 November
// 2015-2018, 1 December 2019-2023); National Day, 2 and 3 December (1 and 2 December in 2025).
// From 2020 the Cabinet moved Islamic New Year and the Prophet's Birthday to the end of the
// week in several years (`uaeMovedDays`), and gave one-off days off. The Islamic days follow
// HijriCalendar.unitedArabEmirates.
//
// Weekend: Thursday and Friday until 31 August 2006, Friday and Saturday from 1 September
// 2006 (the federal government's change of the weekend), Saturday and Sunday from 1 January
// 2022 (with Friday afternoons off for the federal government). No substitute days.
//
// Kinds: public holidays, and the optional day of Pope Francis' visit (5 February 2019, for
// the private sector's participants). python-holidays 0.108's government category (days off
// for federal employees only) is left out. Known from 1972, the first year of the federation
// (founded 2 December 1971).

extension Country {
    /// The United Arab Emirates: official holidays, known from 1972.
    public static let unitedArabEmirates = Country(
        "AE", "United Arab Emirates", local: "الإمارات العربية المتحدة", languages: ["ar"], firstWeekday: .monday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [
                (from: CivilDate(2006, 9, 1), mask: .fridaySaturday),
                (from: CivilDate(2022, 1, 1), mask: .saturdaySunday),
            ]),
        known: .from(1972), islamic: .unitedArabEmirates,
        kinds: [.public, .optional], sources: "Federal Law No. 8 of 1980, art. 74; the Cabinet's resolutions on official holidays "
            + "(2017-2026)",
        rules: { uaeHolidays + uaeMovedDays + uaeDecreedDays })

    private static let uaeFitrHoliday = HolidayName("Eid al-Fitr Holiday", local: "عطلة عيد الفطر")
    private static let uaeAdhaHoliday = HolidayName("Eid al-Adha Holiday", local: "عطلة عيد الأضحى")
    private static let uaeNationalDay = HolidayName("National Day", local: "اليوم الوطني")
    private static let uaeCommemorationDay = HolidayName("Commemoration Day", local: "يوم الشهيد")

    /// The official holidays, in the order of the year.
    private static let uaeHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
        HolidayRule(names: [uaeCommemorationDay], on: .fixed(month: 11, day: 30), years: YearSet(2015, 2018)),
        HolidayRule(
            names: [uaeCommemorationDay], on: .fixed(month: 12, day: 1), years: YearSet(2019, 2023),
            key: "Commemoration Day (December 1)"),
        HolidayRule(names: [uaeNationalDay], on: .fixed(month: 12, day: 2)),
        HolidayRule(names: [uaeFitrHoliday], on: .hijri(.shawwal, 1, offset: -1), years: YearSet(2019, 2024),
            key: "Eid al-Fitr Holiday (eve)"),
        HolidayRule("Eid al-Fitr", local: "عيد الفطر", on: .hijri(.shawwal, 1)),
        HolidayRule(names: [uaeFitrHoliday], on: .hijri(.shawwal, 2)),
        HolidayRule(names: [uaeFitrHoliday], on: .hijri(.shawwal, 3), key: "Eid al-Fitr Holiday (2)"),
        HolidayRule("Arafat Day", local: "وقفة عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", local: "عيد الأضحى", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [uaeAdhaHoliday], on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(names: [uaeAdhaHoliday], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha Holiday (2)"),
        HolidayRule("Isra and Mi'raj", local: "ليلة المعراج", on: .hijri(.rajab, 27), years: .through(2018)),
    ]

    /// Holidays the Cabinet moved to another day in some years: Islamic New Year and the
    /// Prophet's Birthday to the end of the week, and National Day's first day to 1 December
    /// 2025.
    private static let uaeMovedDays: [HolidayRule] =
        HolidayRule.moved(
            [HolidayName("Islamic New Year", local: "رأس السنة الهجرية")], on: .hijri(.muharram, 1),
            years: .always, to: [CivilDate(2020, 8, 23), CivilDate(2021, 8, 12), CivilDate(2023, 7, 21), CivilDate(2025, 6, 27), CivilDate(2026, 6, 15)])
        + HolidayRule.moved(
            [HolidayName("Prophet's Birthday", local: "عيد المولد النبوي")], on: .hijri(.rabiAlAwwal, 12),
            years: .always,
            to: [CivilDate(2018, 11, 18), CivilDate(2021, 10, 21), CivilDate(2023, 9, 29), CivilDate(2025, 9, 5), CivilDate(2026, 8, 28)])
        + HolidayRule.moved(
            [uaeNationalDay], on: .fixed(month: 12, day: 3), years: .always, to: [CivilDate(2025, 12, 1)],
            key: "National Day (2)")

    /// Days off the Cabinet gave once, and the optional day of the Pope's visit.
    private static let uaeDecreedDays: [HolidayRule] = [
        .oneOff(uaeFitrHoliday, on: CivilDate(2020, 5, 22)),
        .oneOff(uaeFitrHoliday, on: CivilDate(2021, 5, 11)),
        .oneOff(uaeFitrHoliday, on: CivilDate(2022, 4, 30)),
        .oneOff("Death of Sheikh Khalifa bin Zayed Al Nahyan", local: "وفاة الشيخ خليفة بن زايد آل نهيان", on: CivilDate(2022, 5, 14)),
        .oneOff("Death of Sheikh Khalifa bin Zayed Al Nahyan", local: "وفاة الشيخ خليفة بن زايد آل نهيان", on: CivilDate(2022, 5, 15)),
        .oneOff("Death of Sheikh Khalifa bin Zayed Al Nahyan", local: "وفاة الشيخ خليفة بن زايد آل نهيان", on: CivilDate(2022, 5, 16)),
        .oneOff(uaeFitrHoliday, on: CivilDate(2024, 4, 8)),
        .oneOff(uaeFitrHoliday, on: CivilDate(2026, 3, 19)),
        .oneOff("Pope Francis' Visit Day", local: "يوم زيارة البابا فرنسيس", on: CivilDate(2019, 2, 5), kind: .optional),
    ]
}
