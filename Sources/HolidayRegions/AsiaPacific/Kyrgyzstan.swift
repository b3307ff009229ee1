import HolidayEngine

// Kyrgyzstan: the holidays of the Law on holidays (No. 430-XII of 19 April 1991) and the
// Labour Codes (4 October 1997, 4 August 2004, 23 January 2025) with the laws amending their
// lists (No. 2 and 3 of January 2002, 21 of 2008, 103 of 2009, 97 and 185 of 2012, 34 of 2016,
// 190 of 2017), and the Government's yearly resolutions moving days off:
//
// - Every year: New Year's Day; Christmas (7 January); Women's Day (8 March), International
//   Women's Day from 2005; Nooruz (21 March); 1 May, International Workers' Solidarity Day,
//   Labour Day from 1998; Constitution Day (5 May); Victory Day (9 May); Independence Day (31
//   August); Orozo ait and Kurman ait, on the Islamic calendar as Kyrgyzstan observes it
//   (HijriCalendar.kyrgyzstan).
// - Fatherland Defender's Day (23 February) from 2005; the Day of the People's Revolution (24
//   March) 2008-2012; the Day of the People's April Revolution (7 April) from 2016; 7
//   November from 2002, the Day of the Great October Socialist Revolution, from 2018 with 8
//   November the Days of History and Commemoration of Ancestors. The 2025 Labour Code made
//   23 February, 7 April and 7-8 November marked working days (kind observance), and added
//   the May holidays (2-4 and 6-8 May) and, from 2026, the New Year holidays (2-6 January).
// - Weekend substitutes, until the 2025 Labour Code: a holiday on a Saturday or Sunday gives
//   the next working day off; under the 2004 Code, 4 August 2004 to 29 March 2009, only a
//   holiday on a Sunday does (so 21 March 2009, a Saturday, gave none, and 9 May 2009 gave
//   Monday 11 May). Christmas gave none 2002-2012, the aits none before 2013 (Law No. 185 of
//   2012); the Government gave some by resolution (`kyrgyzDecreedSubstitutes`).
//
// The Government's resolutions also moved a substitute day elsewhere (Monday 25 February 2019
// to 2 January); in those years the holiday's own substitute is left out. They are listed
// through 2025, the last year decreed. Weekend Saturday and Sunday. Known from 1992, the first
// full year of independence (31 August 1991).

extension Country {
    /// Kyrgyzstan: public holidays, the days marked but worked and the weekend days worked by
    /// decree, known from 1992.
    public static let kyrgyzstan = Country(
        "KG", "Kyrgyzstan", local: "Кыргызстан", languages: ["ky"], firstWeekday: .monday,
        known: .from(1992), observedSuffix: kyrgyzObservedSuffix, islamic: .kyrgyzstan,
        kinds: [.public, .observance, .workday], sources: "Law No. 430-XII of 19 April 1991 on holidays; the Labour Codes of 1997, 2004 and 2025 and the "
            + "laws amending their holidays (2002, 2008, 2009, 2012, 2016, 2017); the Government's resolutions "
            + "on the transfer of days off (2006-2025)",
        rules: { kyrgyzHolidays + kyrgyzDecreedSubstitutes + kyrgyzTransfers })

    private static let kyrgyzObservedSuffix: [String: String] = ["en": " (observed)", "": " (эс алуу күнү)"]

    /// The years a weekend holiday dated before 29 March gives the next working day off for a
    /// Saturday or a Sunday, and for a Sunday only (the 2004 Code's rule, in force to 29 March 2009).
    private static let earlySaturdaySunday: YearSet = YearSet(1992, 2004).union(YearSet(2010, 2024))
    private static let earlySundayOnly: YearSet = YearSet(2005, 2009)
    /// The same for a holiday dated after 29 March.
    private static let lateSaturdaySunday: YearSet = YearSet(1992, 2004).union(YearSet(2009, 2024))
    private static let lateSundayOnly: YearSet = YearSet(2005, 2008)

    private static let womensDay = HolidayName("Women's Day", local: "Аялдар күнү", years: .through(2004))
    private static let internationalWomensDay = HolidayName(
        "International Women's Day", local: "Аялдардын эл аралык күнү", years: .from(2005))
    private static let christmas = HolidayName("Christmas Day", local: "Ыйса Пайгамбардын туулган күнү")
    private static let nooruz = HolidayName("Nooruz", local: "Элдик Нооруз майрамы")
    private static let constitutionDay = HolidayName("Constitution Day", local: "Кыргыз Республикасынын Конституция күнү")
    private static let independenceDay = HolidayName(
        "Independence Day", local: "Кыргыз Республикасынын Көз карандысыздыгынын күнү")
    private static let historyDays = HolidayName(
        "Days of History and Commemoration of Ancestors", local: "Тарых жана ата-бабаларды эскерүү күндөрү",
        years: .from(2018))
    private static let mayHolidays = HolidayName("May Holidays", local: "Май каникулдары")
    private static let newYearHolidays = HolidayName("New Year Holidays", local: "Жаңы жылдык каникулдар")
    private static let orozoAit = HolidayName("Eid al-Fitr", local: "Орозо айт")
    private static let kurmanAit = HolidayName("Eid al-Adha", local: "Курман айт")

    /// The holidays, in the order of the year. A holiday's substitute is left out in the
    /// years a resolution moved it (those years are named beside it).
    private static let kyrgyzHolidays: [HolidayRule] = Array(
        [
            [
                HolidayRule(
                    "New Year's Day", local: "Жаңы жыл", on: .fixed(month: 1, day: 1),
                    observed: [
                        .substitute(earlySaturdaySunday, on: [.saturday, .sunday]),
                        .substitute(earlySundayOnly, on: [.sunday]),
                    ]),
                HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 2), years: .from(2026), key: "New Year Holidays 2"),
                HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 3), years: .from(2026), key: "New Year Holidays 3"),
                HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 4), years: .from(2026), key: "New Year Holidays 4"),
                HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 5), years: .from(2026), key: "New Year Holidays 5"),
                HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 6), years: .from(2026), key: "New Year Holidays 6"),
                // Moved by resolution: 2018, 2023, 2024.
                HolidayRule(
                    names: [christmas], on: .julian(month: 12, day: 25),
                    observed: [
                        .substitute(
                            YearSet(1992, 2001).union(YearSet(2013, 2024)).except(2018, 2023, 2024), on: [.saturday, .sunday]),
                    ]),
            ],
            // Moved by resolution: 2019, 2020.
            HolidayRule(
                names: [
                    HolidayName("Fatherland Defender's Day", local: "Ата-Журтту коргоонун күнү", years: .through(2024)),
                    HolidayName("Fatherland Defender's Day", local: "Мекенди коргоочулардын күнү", years: .from(2025)),
                ],
                on: .fixed(month: 2, day: 23), years: .from(2005),
                observed: [
                    .substitute(earlySaturdaySunday.except(2019, 2020), on: [.saturday, .sunday]),
                    .substitute(earlySundayOnly, on: [.sunday]),
                ]
            ).worked(in: .from(2025)),
            [
                // Moved by resolution: 2020.
                HolidayRule(
                    names: [womensDay, internationalWomensDay], on: .fixed(month: 3, day: 8),
                    observed: [
                        .substitute(earlySaturdaySunday.except(2020), on: [.saturday, .sunday]),
                        .substitute(earlySundayOnly, on: [.sunday]),
                    ]),
                // Moved by resolution: 2015, 2020.
                HolidayRule(
                    names: [nooruz], on: .fixed(month: 3, day: 21),
                    observed: [
                        .substitute(earlySaturdaySunday.except(2015, 2020), on: [.saturday, .sunday]),
                        .substitute(earlySundayOnly, on: [.sunday]),
                    ]),
                HolidayRule(
                    "Day of the People's Revolution", local: "Элдик революция күнү", on: .fixed(month: 3, day: 24),
                    years: YearSet(2008, 2012),
                    observed: [
                        .substitute(earlySaturdaySunday, on: [.saturday, .sunday]), .substitute(earlySundayOnly, on: [.sunday]),
                    ]),
            ],
            // Moved by resolution: 2019, 2024.
            HolidayRule(
                "Day of the People's April Revolution", local: "Элдик Апрель революциясы күнү", on: .fixed(month: 4, day: 7),
                years: .from(2016), observed: [.substitute(lateSaturdaySunday.except(2019, 2024), on: [.saturday, .sunday])]
            ).worked(in: .from(2025)),
            [
                // Moved by resolution: 2021.
                HolidayRule(
                    names: [
                        HolidayName(
                            "International Workers' Solidarity Day", local: "Эмгекчилердин эл аралык тилектештик күнү",
                            years: .through(1997)),
                        HolidayName("Labour Day", local: "Эмгек майрамы", years: .from(1998)),
                    ],
                    on: .fixed(month: 5, day: 1),
                    observed: [
                        .substitute(lateSaturdaySunday.except(2021), on: [.saturday, .sunday]),
                        .substitute(lateSundayOnly, on: [.sunday]),
                    ]),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 2), years: .from(2025), key: "May Holidays 2"),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 3), years: .from(2025), key: "May Holidays 3"),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 4), years: .from(2025), key: "May Holidays 4"),
                // Moved by resolution: 2013, 2018, 2019, 2024.
                HolidayRule(
                    names: [constitutionDay], on: .fixed(month: 5, day: 5),
                    observed: [
                        .substitute(lateSaturdaySunday.except(2013, 2018, 2019, 2024), on: [.saturday, .sunday]),
                        .substitute(lateSundayOnly, on: [.sunday]),
                    ]),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 6), years: .from(2025), key: "May Holidays 6"),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 7), years: .from(2025), key: "May Holidays 7"),
                HolidayRule(names: [mayHolidays], on: .fixed(month: 5, day: 8), years: .from(2025), key: "May Holidays 8"),
                // Moved by resolution: 2020, 2021.
                HolidayRule(
                    "Victory Day", local: "Жеңиш күнү", on: .fixed(month: 5, day: 9),
                    observed: [
                        .substitute(lateSaturdaySunday.except(2020, 2021), on: [.saturday, .sunday]),
                        .substitute(lateSundayOnly, on: [.sunday]),
                    ]),
                // Moved by resolution: 2014, 2019, 2024.
                HolidayRule(
                    names: [independenceDay], on: .fixed(month: 8, day: 31),
                    observed: [
                        .substitute(lateSaturdaySunday.except(2014, 2019, 2024), on: [.saturday, .sunday]),
                        .substitute(lateSundayOnly, on: [.sunday]),
                    ]),
            ],
            HolidayRule(
                names: [
                    HolidayName(
                        "Day of the Great October Socialist Revolution", local: "Улуу Октябрь социалисттик революциясынын күнү",
                        years: YearSet(2002, 2017)),
                    historyDays,
                ],
                on: .fixed(month: 11, day: 7), years: .from(2002),
                observed: [
                    .substitute(lateSaturdaySunday, on: [.saturday, .sunday]), .substitute(lateSundayOnly, on: [.sunday]),
                ]
            ).worked(in: .from(2025)),
            HolidayRule(
                names: [historyDays], on: .fixed(month: 11, day: 8), years: .from(2018),
                observed: [.substitute(lateSaturdaySunday, on: [.saturday, .sunday])], key: "Days of History 8 November"
            ).worked(in: .from(2025)),
            [
                HolidayRule(
                    names: [orozoAit], on: .hijri(.shawwal, 1),
                    observed: [.substitute(YearSet(2013, 2024), on: [.saturday, .sunday])]),
                HolidayRule(
                    names: [kurmanAit], on: .hijri(.dhuAlHijjah, 10),
                    observed: [.substitute(YearSet(2013, 2024), on: [.saturday, .sunday])]),
            ],
        ].joined())

    /// What the resolutions call a weekday given off and the weekend day worked for it.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Эс алуу күнү (которулган)"),
        workday: HolidayName("Working day (transferred)", local: "Жумуш күнү (которулган)"))

    /// Days off the resolutions gave for a holiday on a weekend: for an ait or Christmas in
    /// the years the law gave them none, and for a holiday whose substitute they moved away
    /// from the next working day (`(for: (2, 23), on: (1, 2))`: Saturday 23 February 2019's
    /// day off on 2 January).
    private static let kyrgyzDecreedSubstitutes: [HolidayRule] = Array(
        [
            [
                .decreedSubstitute(kurmanAit.observed(kyrgyzObservedSuffix), for: CivilDate(2006, 12, 31), on: CivilDate(2007, 1, 2)),
            ],
            HolidayRule.decreedSubstitutes(2007, [(holiday: christmas, for: (1, 7), on: (1, 5))], suffix: kyrgyzObservedSuffix),
            HolidayRule.decreedSubstitutes(2011, [(holiday: kurmanAit, for: (11, 6), on: (11, 8))], suffix: kyrgyzObservedSuffix),
            HolidayRule.decreedSubstitutes(2012, [(holiday: orozoAit, for: (8, 19), on: (8, 20))], suffix: kyrgyzObservedSuffix),
            HolidayRule.decreedSubstitutes(2013, [(for: (5, 5), on: (5, 10))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(2014, [(for: (8, 31), on: (9, 5))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(2015, [(for: (3, 21), on: (1, 6))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(2018, [(for: (1, 7), on: (1, 3)), (for: (5, 5), on: (9, 3))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(
                2019, [(for: (2, 23), on: (1, 2)), (for: (4, 7), on: (1, 3)), (for: (8, 31), on: (1, 4)), (for: (5, 5), on: (5, 10))],
                name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(
                2020, [(for: (2, 23), on: (1, 2)), (for: (3, 8), on: (1, 3)), (for: (3, 21), on: (1, 6)), (for: (5, 9), on: (5, 4))],
                name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(2021, [(for: (5, 1), on: (1, 8)), (for: (5, 9), on: (8, 30))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(2023, [(for: (1, 7), on: (1, 3))], name: transferNames.dayOff),
            HolidayRule.decreedSubstitutes(
                2024, [(for: (1, 7), on: (1, 2)), (for: (8, 31), on: (1, 5)), (for: (4, 7), on: (3, 22)), (for: (5, 5), on: (5, 2))],
                name: transferNames.dayOff),
        ].joined())

    /// The Government's resolutions on the transfer of days off, one year a line: a weekday
    /// made a day off for a Saturday or Sunday worked.
    private static let kyrgyzTransfers: [HolidayRule] = Array(
        [
            HolidayRule.transfers(2006, [(off: (1, 9), worked: (1, 15))], names: transferNames),
            HolidayRule.transfer(off: CivilDate(2007, 1, 3), worked: CivilDate(2006, 12, 30), names: transferNames),
            HolidayRule.transfers(2007, [(off: (1, 4), worked: (1, 13))], names: transferNames),
            HolidayRule.transfer(off: CivilDate(2008, 1, 2), worked: CivilDate(2007, 12, 29), names: transferNames),
            HolidayRule.transfer(off: CivilDate(2008, 1, 3), worked: CivilDate(2007, 12, 30), names: transferNames),
            HolidayRule.transfers(2008, [(off: (1, 4), worked: (1, 12))], names: transferNames),
            HolidayRule.transfer(off: CivilDate(2009, 1, 2), worked: CivilDate(2008, 12, 27), names: transferNames),
            HolidayRule.transfers(
                2009,
                [(off: (1, 5), worked: (1, 10)), (off: (1, 6), worked: (1, 17)), (off: (3, 23), worked: (3, 28)),
                 (off: (5, 4), worked: (5, 16)), (off: (12, 31), worked: (12, 26))], names: transferNames),
            HolidayRule.transfers(
                2010,
                [(off: (1, 4), worked: (1, 16)), (off: (1, 5), worked: (1, 23)), (off: (1, 6), worked: (1, 30)),
                 (off: (1, 8), worked: (2, 6)), (off: (2, 22), worked: (2, 20)), (off: (8, 30), worked: (8, 28)),
                 (off: (11, 15), worked: (11, 13))], names: transferNames),
            HolidayRule.transfers(2011, [(off: (3, 7), worked: (3, 5)), (off: (5, 6), worked: (5, 14))], names: transferNames),
            HolidayRule.transfers(
                2012,
                [(off: (1, 3), worked: (1, 14)), (off: (1, 4), worked: (1, 21)), (off: (1, 5), worked: (1, 28)),
                 (off: (1, 6), worked: (2, 4))], names: transferNames),
            HolidayRule.transfer(off: CivilDate(2013, 1, 2), worked: CivilDate(2012, 12, 29), names: transferNames),
            HolidayRule.transfers(
                2013,
                [(off: (1, 3), worked: (1, 12)), (off: (1, 4), worked: (1, 19)), (off: (8, 9), worked: (8, 17)),
                 (off: (10, 14), worked: (10, 12)), (off: (11, 8), worked: (11, 16))], names: transferNames),
            HolidayRule.transfers(
                2014,
                [(off: (1, 2), worked: (1, 11)), (off: (1, 3), worked: (1, 18)), (off: (1, 6), worked: (1, 25)),
                 (off: (7, 28), worked: (8, 2))], names: transferNames),
            HolidayRule.transfers(2015, [(off: (1, 2), worked: (1, 10)), (off: (1, 5), worked: (2, 21))], names: transferNames),
            HolidayRule.transfers(
                2016, [(off: (1, 8), worked: (1, 16)), (off: (5, 3), worked: (4, 30)), (off: (5, 4), worked: (5, 7))],
                names: transferNames),
            HolidayRule.transfers(
                2017, [(off: (3, 20), worked: (3, 25)), (off: (5, 8), worked: (5, 13)), (off: (11, 6), worked: (10, 28))],
                names: transferNames),
            HolidayRule.transfer(off: CivilDate(2018, 1, 2), worked: CivilDate(2017, 12, 30), names: transferNames),
            HolidayRule.transfers(
                2018,
                [(off: (3, 9), worked: (3, 3)), (off: (4, 30), worked: (4, 28)), (off: (8, 20), worked: (9, 22)),
                 (off: (11, 9), worked: (11, 3))], names: transferNames),
            HolidayRule.transfers(2021, [(off: (7, 19), worked: (7, 24))], names: transferNames),
            HolidayRule.transfers(
                2022,
                [(off: (1, 4), worked: (1, 15)), (off: (1, 5), worked: (2, 26)), (off: (1, 6), worked: (3, 26)),
                 (off: (5, 4), worked: (4, 30)), (off: (5, 6), worked: (5, 14))], names: transferNames),
            HolidayRule.transfers(
                2023,
                [(off: (1, 4), worked: (2, 25)), (off: (1, 5), worked: (3, 11)), (off: (1, 6), worked: (3, 25)),
                 (off: (3, 20), worked: (4, 29)), (off: (5, 8), worked: (5, 13)), (off: (11, 6), worked: (11, 11))],
                names: transferNames),
            HolidayRule.transfers(
                2024, [(off: (1, 3), worked: (1, 27)), (off: (1, 4), worked: (3, 2)), (off: (5, 3), worked: (5, 11))],
                names: transferNames),
            HolidayRule.transfers(2025, [(off: (1, 2), worked: (1, 11))], names: transferNames),
            [
                .oneOff("Additional day off", local: "Кошумча эс алуу күнү", on: CivilDate(2025, 1, 3)),
                .oneOff("Additional day off", local: "Кошумча эс алуу күнү", on: CivilDate(2025, 1, 6)),
            ],
        ].joined())
}
