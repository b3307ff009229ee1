import HolidayEngine

// Egypt: the official holidays as the Presidency lists them (presidency.eg, "Official
// holidays"): the national days of the Revolutions of 23 July 1952, 25 January 2011 and
// 30 June 2013, the Sinai Liberation Day (from 1983, the year after Israel's withdrawal),
// Armed Forces Day (6 October), Labour Day, Sham el-Nessim (the Monday after Coptic Easter,
// which follows the Julian computus), Coptic Christmas (25 December Julian, 7 January; from
// 2002) and the Islamic holidays, whose days follow Dar al-Ifta's announcements
// (HijriCalendar.egypt).
//
// Since 2020 the Cabinet moves a national holiday that falls on a Sunday, Monday, Tuesday or
// Wednesday to the Thursday of its week, so that it joins the Friday-Saturday weekend; Coptic
// Christmas, Sham el-Nessim, the Prophet's Birthday and the Eids keep their days. The
// Prime Minister's decisions set a few years apart (kept on the day, moved elsewhere, days
// added), listed in `egyptianDecreedDays`.
//
// The weekend is Friday and Saturday for the government and most employers; no date of a
// change was found, so it is kept for every year, as python-holidays 0.108 does.
// Known from 1954, the first year of the Republic (declared 18 June 1953).

extension Country {
    /// Egypt: official holidays, with the Thursday moves from 2020; known from 1954.
    public static let egypt = Country(
        "EG", "Egypt", local: "مصر", languages: ["ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(1954),
        observedSuffix: ["en": " (observed)", "": " (يوم تعويضي)"], islamic: .egypt,
        kinds: [.public], sources: "The Presidency's list of official holidays; the Cabinet's decisions moving holidays "
            + "to Thursday (from 2020); Dar al-Ifta al-Misriyya's announcements of the Islamic months",
        rules: { egyptianHolidays + egyptianDecreedDays })

    /// A national holiday on a Sunday to Wednesday is kept on the Thursday, from 2020; `except`
    /// the years a decision kept it on its day or moved it elsewhere.
    private static func egyptianThursday(except years: Int...) -> [Observance] {
        [
            .moving(
                .from(2020).except(.years(years)),
                [
                    .sunday: .next(.thursday), .monday: .next(.thursday), .tuesday: .next(.thursday),
                    .wednesday: .next(.thursday),
                ])
        ]
    }

    /// The official holidays, in the order of the year.
    private static let egyptianHolidays: [HolidayRule] = [
        // 2022 and 2023: the day off moved to the working day beside the weekend (below).
        HolidayRule(
            "Coptic Christmas Day", local: "عيد الميلاد المجيد", on: .julian(month: 12, day: 25),
            years: .from(2002).except(2022, 2023)),
        HolidayRule(
            names: [
                HolidayName("National Police Day", local: "عيد الشرطة", years: YearSet(2009, 2011)),
                HolidayName(
                    "January 25th Revolution and National Police Day", local: "ثورة ٢٥ يناير وعيد الشرطة",
                    years: .from(2012)),
            ],
            on: .fixed(month: 1, day: 25), years: .from(2009), observed: egyptianThursday()),
        HolidayRule(
            "Sham el-Nessim", local: "شم النسيم", on: .orthodoxEaster(1)),
        HolidayRule(
            "Sinai Liberation Day", local: "عيد تحرير سيناء", on: .fixed(month: 4, day: 25), years: .from(1983),
            observed: egyptianThursday(except: 2022)),
        // 2024: moved to Sunday 5 May, after Coptic Easter (below).
        HolidayRule(
            "Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1), years: .always.except(2024),
            observed: egyptianThursday()),
        HolidayRule(
            "June 30 Revolution Day", local: "عيد ثورة ٣٠ يونيو", on: .fixed(month: 6, day: 30), years: .from(2014),
            observed: egyptianThursday(except: 2024)),
        HolidayRule(
            "July 23 Revolution Day", local: "عيد ثورة ٢٣ يوليو", on: .fixed(month: 7, day: 23),
            observed: egyptianThursday(except: 2023)),
        HolidayRule(
            "Armed Forces Day", local: "عيد القوات المسلحة", on: .fixed(month: 10, day: 6),
            observed: egyptianThursday(except: 2024)),
        HolidayRule(
            "Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1), observed: egyptianThursday()),
        HolidayRule("Prophet's Birthday", local: "المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", local: "عيد الفطر المبارك", on: .hijri(.shawwal, 1)),
        HolidayRule(
            "Eid al-Fitr Holiday", local: "عطلة عيد الفطر المبارك", on: .hijri(.shawwal, 2)),
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", local: "عيد الأضحى المبارك", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(
            "Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: .hijri(.dhuAlHijjah, 12),
            key: "Eid al-Adha Holiday (2)"),
    ]

    /// Days the Prime Minister's decisions gave or moved (Ahram Online and the State
    /// Information Service reported each).
    private static let egyptianDecreedDays: [HolidayRule] = [
        // Eid al-Adha 2021 and 2022: the public sector off from the Saturday before.
        .oneOff("Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: CivilDate(2021, 7, 17)),
        .oneOff("Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: CivilDate(2021, 7, 18)),
        .oneOff("Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: CivilDate(2022, 7, 13)),
        .oneOff("Eid al-Adha Holiday", local: "عطلة عيد الأضحى المبارك", on: CivilDate(2022, 7, 14)),
        // Coptic Christmas on a Friday (2022) and on a Saturday (2023).
        .decreedSubstitute(
            HolidayName("Coptic Christmas Day", local: "عيد الميلاد المجيد"),
            for: CivilDate(2022, 1, 7), on: CivilDate(2022, 1, 6)),
        .decreedSubstitute(
            HolidayName("Coptic Christmas Day", local: "عيد الميلاد المجيد"),
            for: CivilDate(2023, 1, 7), on: CivilDate(2023, 1, 8)),
        // Eid al-Fitr 2022: a further day before Labour Day's Thursday.
        .oneOff("Eid al-Fitr Holiday", local: "عطلة عيد الفطر المبارك", on: CivilDate(2022, 5, 4)),
        // 2023: the second day of Eid al-Fitr, 30 June and the third day of Eid al-Adha fell
        // on the weekend; each gave a day after it.
        .decreedSubstitute(
            HolidayName("Eid al-Fitr", local: "عيد الفطر المبارك"),
            for: CivilDate(2023, 4, 22), on: CivilDate(2023, 4, 24)),
        .decreedSubstitute(
            HolidayName("June 30 Revolution Day", local: "عيد ثورة ٣٠ يونيو"),
            for: CivilDate(2023, 6, 30), on: CivilDate(2023, 7, 2)),
        .decreedSubstitute(
            HolidayName("Eid al-Adha", local: "عيد الأضحى المبارك"),
            for: CivilDate(2023, 6, 30), on: CivilDate(2023, 7, 3)),
        // Labour Day 2024 (a Wednesday) to the Sunday after Coptic Easter, before Sham el-Nessim.
        .decreedSubstitute(
            HolidayName("Labour Day", local: "عيد العمال"),
            for: CivilDate(2024, 5, 1), on: CivilDate(2024, 5, 5)),
    ]
}
