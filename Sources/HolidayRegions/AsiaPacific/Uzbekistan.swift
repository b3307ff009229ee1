import HolidayEngine

// Uzbekistan: the holidays of the Labour Code (Mehnat kodeksi) of 21 December 1995 and of
// the Labour Code of 28 October 2022 (in force 30 April 2023), and the President's yearly
// decrees on the holidays, which add days off and move working days to Saturdays:
//
// - Every year: New Year's Day; Women's Day (8 March); Navroʻz (21 March); 9 May, Victory Day,
//   from 1999 the Day of Memory and Honour; Independence Day (1 September, independence of
//   1991); Ramazon and Qurbon hayit on the Islamic calendar as Uzbekistan observes it
//   (HijriCalendar.uzbekistan).
// - Constitution Day (8 December, the Constitution of 1992) from 1993; Teachers' and
//   Instructors' Day (1 October) from 1997.
// - From the 2022 Code: a holiday on a Saturday or Sunday gives the next working day off, one
//   for the holidays of a date (Saturday 9 May 2054, also Ramazon hayit, gives one Monday).
//   Sunday 1 January 2023 came before the Code, so New Year's Day's substitute begins in 2024.
//
// The decrees' days are listed through 2026, the last year decreed; later years have none
// until a decree gives them. Weekend Saturday and Sunday. Known from 1992, the first full year
// of independence (31 August 1991); before it the Soviet Union's holidays.

extension Country {
    /// Uzbekistan: public holidays and the weekend days worked by decree, known from 1992.
    public static let uzbekistan = Country(
        "UZ", "Uzbekistan", local: "Oʻzbekiston", languages: ["uz"], firstWeekday: .monday,
        known: .from(1992), observedSuffix: ["en": " (observed)", "": " (koʻchirilgan)"], islamic: .uzbekistan,
        kinds: [.public, .workday], sources: "Mehnat kodeksi (1995; 2022, in force 30 April 2023); the President's decrees on holidays "
            + "and additional days off, 2018-2026",
        rules: { uzbekHolidays + uzbekAdditionalDaysOff + uzbekTransfers })

    /// A holiday on a weekend: the next working day off, from the 2022 Labour Code; one for
    /// the holidays of a date, as the weekend day they share is one day off lost.
    private static let substituted: [Observance] = [.substitute(.from(2023), on: [.saturday, .sunday], oncePerDate: true)]

    /// The public holidays, in the order of the year.
    private static let uzbekHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Yangi yil", on: .fixed(month: 1, day: 1),
            observed: [.substitute(.from(2024), on: [.saturday, .sunday], oncePerDate: true)]),
        HolidayRule("Women's Day", local: "Xotin-qizlar kuni", on: .fixed(month: 3, day: 8), observed: substituted),
        HolidayRule("Nowruz", local: "Navroʻz bayrami", on: .fixed(month: 3, day: 21), observed: substituted),
        HolidayRule(
            names: [
                HolidayName("Victory Day", local: "Gʻalaba kuni", years: .through(1998)),
                HolidayName("Day of Memory and Honour", local: "Xotira va qadrlash kuni", years: .from(1999)),
            ],
            on: .fixed(month: 5, day: 9), observed: substituted),
        HolidayRule("Independence Day", local: "Mustaqillik kuni", on: .fixed(month: 9, day: 1), observed: substituted),
        HolidayRule(
            "Teachers' and Instructors' Day", local: "Oʻqituvchi va murabbiylar kuni", on: .fixed(month: 10, day: 1),
            years: .from(1997), observed: substituted),
        HolidayRule(
            "Constitution Day", local: "Oʻzbekiston Respublikasi Konstitutsiyasi kuni", on: .fixed(month: 12, day: 8),
            years: .from(1993), observed: substituted),
        HolidayRule("Eid al-Fitr", local: "Roʻza hayit", on: .hijri(.shawwal, 1), observed: substituted),
        HolidayRule("Eid al-Adha", local: "Qurbon hayit", on: .hijri(.dhuAlHijjah, 10), observed: substituted),
    ]

    /// What the decrees call a weekday given off for a Saturday worked, and the Saturday.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Dam olish kuni (koʻchirilgan)"),
        workday: HolidayName("Working day (transferred)", local: "Ish kuni (koʻchirilgan)"))

    /// The additional days off the President decreed for each year's holidays (the yearly
    /// decrees on the holidays of 2018-2026), in the order of the years.
    private static let uzbekAdditionalDaysOff: [HolidayRule] =
        [
            (2018, 1, 2), (2018, 3, 20), (2018, 8, 31), (2019, 1, 2), (2019, 3, 22), (2019, 9, 2), (2020, 3, 23),
            (2021, 5, 14), (2021, 9, 2), (2021, 9, 3), (2021, 12, 31), (2022, 1, 3), (2022, 3, 22), (2022, 3, 23),
            (2022, 5, 3), (2022, 7, 11), (2022, 9, 2), (2023, 1, 2), (2023, 4, 24), (2023, 6, 29), (2023, 6, 30),
            (2024, 3, 22), (2024, 4, 11), (2024, 6, 18), (2024, 9, 3), (2024, 12, 31), (2025, 12, 31), (2026, 1, 2),
            (2026, 5, 28), (2026, 5, 29), (2026, 8, 31),
        ].map { year, month, day in
            .oneOff(
                "Additional day off", local: "Qoʻshimcha dam olish kuni",
                on: CivilDate(year, month, day))
        }

    /// Working days the same decrees moved to a Saturday (or Sunday), one year a line.
    private static let uzbekTransfers: [HolidayRule] = Array(
        [
            HolidayRule.transfers(
                2018,
                [
                    (off: (1, 3), worked: (1, 6)), (off: (3, 19), worked: (3, 17)), (off: (3, 22), worked: (3, 24)),
                    (off: (8, 23), worked: (8, 25)), (off: (8, 24), worked: (8, 26)), (off: (9, 3), worked: (9, 8)),
                    (off: (9, 4), worked: (9, 15)), (off: (12, 31), worked: (12, 29)),
                ], names: transferNames),
            HolidayRule.transfers(
                2019,
                [
                    (off: (1, 3), worked: (1, 5)), (off: (6, 6), worked: (6, 1)), (off: (9, 3), worked: (9, 7)),
                    (off: (12, 31), worked: (12, 28)),
                ], names: transferNames),
            HolidayRule.transfers(2020, [(off: (1, 2), worked: (1, 4)), (off: (8, 31), worked: (8, 29))], names: transferNames),
            HolidayRule.transfers(
                2021, [(off: (3, 22), worked: (3, 27)), (off: (7, 21), worked: (7, 17)), (off: (7, 22), worked: (7, 24))],
                names: transferNames),
            HolidayRule.transfers(
                2022, [(off: (1, 4), worked: (1, 8)), (off: (5, 4), worked: (5, 7)), (off: (7, 12), worked: (7, 16))],
                names: transferNames),
            HolidayRule.transfers(
                2023, [(off: (1, 3), worked: (1, 7)), (off: (3, 20), worked: (3, 11)), (off: (3, 22), worked: (3, 25))],
                names: transferNames),
            HolidayRule.transfers(
                2024, [(off: (1, 2), worked: (1, 6)), (off: (4, 12), worked: (4, 13)), (off: (12, 30), worked: (12, 14))],
                names: transferNames),
            HolidayRule.transfers(2025, [(off: (1, 2), worked: (1, 4))], names: transferNames),
            HolidayRule.transfers(2026, [(off: (12, 31), worked: (12, 12))], names: transferNames),
        ].joined())
}
