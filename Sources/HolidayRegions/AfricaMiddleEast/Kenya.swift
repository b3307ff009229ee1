import HolidayEngine

// Kenya: the public holidays of the Public Holidays Act (Cap. 110) and its schedule, with
// the Constitution of Kenya 2010 (art. 9: Madaraka Day, Mashujaa Day, Jamhuri Day), and the
// days the Cabinet Secretary declared by notice in the Kenya Gazette.
//
// - Moi Day (10 October) from 1990, dropped from 2010 by the Constitution, restored by the
//   High Court from 2018; renamed Utamaduni Day from 2021 and Mazingira Day from 2025 (Public
//   Holidays (Amendment) Acts).
// - Kenyatta Day (20 October) became Mashujaa Day, and Independence Day (12 December)
//   Jamhuri Day, from 2011 under the Constitution; Madaraka Day (1 June) from 2011.
// - Idd-ul-Fitr on the day the Gazette announces (HijriCalendar.kenya); Idd-ul-Azha (a
//   holiday for Muslims) and Diwali (for Hindus) are not listed here yet.
// - Section 3 of the Act: a holiday on a Sunday gives the next day that is not a holiday, from
//   1985.
//
// Known from 1964, the first whole year of independence.

extension Country {
    /// Kenya: public holidays, known from 1964.
    public static let kenya = Country(
        "KE", "Kenya", languages: ["en", "sw"], firstWeekday: .sunday, known: .from(1964),
        islamic: .kenya,
        kinds: [.public], sources: "Public Holidays Act (Cap. 110) as amended; Constitution of Kenya 2010, art. 9; the Kenya "
            + "Gazette's notices",
        rules: { kenyanHolidays })

    /// Section 3 of the Public Holidays Act: a Sunday holiday gives the next free working day.
    private static let kenyanSunday: [Observance] = [.adding(.from(1985), [.sunday: .nextWorkday])]

    /// Named in the Kenya Gazette's notices.
    private static let electionDay = HolidayName("Election Day", ["sw": "Siku ya Uchaguzi"])
    private static let inaugurationDay = HolidayName("Inauguration Day", ["sw": "Siku ya Kuapishwa"])
    private static let treeGrowingDay = HolidayName("National Tree Growing Day", ["sw": "Siku ya Kitaifa ya Upanzi wa Miti"])
    private static let mourningQueen = HolidayName("Day of Mourning for Queen Elizabeth II")

    /// The holidays, in the order of the year.
    private static let kenyanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["sw": "Mwaka Mpya"], on: .fixed(month: 1, day: 1), observed: kenyanSunday),
        // Gazette Notice, 2020: the state funeral of President Daniel arap Moi.
        .oneOff("President Moi Memorial Day", ["sw": "Siku ya Kumbukumbu ya Rais Moi"], on: CivilDate(2020, 2, 11)),
        HolidayRule("Good Friday", ["sw": "Ijumaa Kuu"], on: .easter(-2)),
        HolidayRule("Easter Monday", ["sw": "Jumatatu ya Pasaka"], on: .easter(1)),
        HolidayRule("Idd-ul-Fitr", ["sw": "Idd-ul-Fitr"], on: .hijri(.shawwal, 1), observed: kenyanSunday),
        // Gazette Notice, 2022: the state funeral of President Mwai Kibaki.
        .oneOff("State Funeral for Former President Mwai Kibaki", on: CivilDate(2022, 4, 29)),
        HolidayRule("Labour Day", ["sw": "Sikukuu ya Wafanyakazi"], on: .fixed(month: 5, day: 1), observed: kenyanSunday),
        // Gazette Notice No. 61 of 8 May 2024.
        .oneOff(treeGrowingDay, on: CivilDate(2024, 5, 10)),
        HolidayRule(
            "Madaraka Day", ["sw": "Sikukuu ya Madaraka"], on: .fixed(month: 6, day: 1), years: .from(2011),
            observed: kenyanSunday),
        // Gazette Notices of 2017 and 2022: the general elections, the fresh presidential
        // election and its postponed day, and the presidents' swearing-in.
        .oneOff(electionDay, on: CivilDate(2017, 8, 8)),
        .oneOff(electionDay, on: CivilDate(2022, 8, 9)),
        // Gazette Notice, September 2022: three days of mourning for Queen Elizabeth II.
        .oneOff(mourningQueen, on: CivilDate(2022, 9, 10)),
        .oneOff(mourningQueen, on: CivilDate(2022, 9, 11)),
        .oneOff(mourningQueen, on: CivilDate(2022, 9, 12)),
        .oneOff(inaugurationDay, on: CivilDate(2022, 9, 13)),
        HolidayRule(
            names: [
                HolidayName("Moi Day", ["sw": "Sikukuu ya Moi"], years: .through(2020)),
                HolidayName("Utamaduni Day", ["sw": "Sikukuu ya Utamaduni"], years: YearSet(2021, 2024)),
                HolidayName("Mazingira Day", ["sw": "Sikukuu ya Mazingira"]),
            ],
            on: .fixed(month: 10, day: 10), years: YearSet(1990, 2009).union(.from(2018)), observed: kenyanSunday),
        // Gazette Notice No. 214 of 16 October 2025.
        .oneOff("State Funeral for Former Prime Minister Raila Odinga", on: CivilDate(2025, 10, 17)),
        HolidayRule(
            names: [
                HolidayName("Kenyatta Day", ["sw": "Sikukuu ya Kenyatta"], years: .through(2010)),
                HolidayName("Mashujaa Day", ["sw": "Sikukuu ya Mashujaa"]),
            ],
            on: .fixed(month: 10, day: 20), observed: kenyanSunday),
        .oneOff(electionDay, on: CivilDate(2017, 10, 25)),
        .oneOff(electionDay, on: CivilDate(2017, 10, 26)),
        // Gazette Notice No. 184 of 31 October 2024.
        .oneOff(inaugurationDay, on: CivilDate(2024, 11, 1)),
        // Gazette Notice No. 238 of 6 November 2023.
        .oneOff(treeGrowingDay, on: CivilDate(2023, 11, 13)),
        // Gazette Notice No. 129 of 24 November 2015.
        .oneOff("Visit of Pope Francis to Kenya", on: CivilDate(2015, 11, 26)),
        .oneOff(inaugurationDay, on: CivilDate(2017, 11, 28)),
        HolidayRule(
            names: [
                HolidayName("Independence Day", ["sw": "Sikukuu ya Uhuru"], years: .through(2010)),
                HolidayName("Jamhuri Day", ["sw": "Sikukuu ya Jamhuri"]),
            ],
            on: .fixed(month: 12, day: 12), observed: kenyanSunday),
        HolidayRule("Christmas Day", ["sw": "Krismasi"], on: .fixed(month: 12, day: 25), observed: kenyanSunday),
        HolidayRule("Boxing Day", ["sw": "Siku ya Kupeana Zawadi"], on: .fixed(month: 12, day: 26), observed: kenyanSunday),
    ]
}
