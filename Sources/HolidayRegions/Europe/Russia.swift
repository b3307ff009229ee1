import HolidayEngine

// Russia: the non-working holidays (нерабочие праздничные дни) of the Labour Code (Трудовой
// кодекс РФ, art. 112, in force 1 February 2002; before it the КЗоТ РСФСР, art. 65, as
// amended in 1991 and 1992), with Christmas on the Julian calendar (January 7; January 8 from
// 2101), and the government's yearly transfers of days off.
//
// The list by years:
// - 1991: Christmas restored (January 7); May 1-2; May 9; November 7-8.
// - 1992: the Declaration of Sovereignty day (June 12). 1993: January 2; November 8 gone.
// - 1994-2004: Constitution Day, December 12 (Указ Президента «О Дне Конституции», 1994).
// - 1996: November 7 renamed the Day of Accord and Reconciliation (Указ Президента, 1996).
// - 2002 (the Labour Code): Defender of the Fatherland Day, February 23; June 12 named Russia Day.
// - 2005 (Федеральный закон от 29.12.2004 № 201-ФЗ): New Year holidays January 1-5, Unity Day
//   November 4; May 2, November 7 and December 12 no longer days off.
// - 2013 (Федеральный закон от 23.04.2012 № 35-ФЗ): New Year holidays January 1-6 and 8.
//
// Days off moved: when a holiday falls on a day off, the day off moves to the next working day
// (art. 112), except for the January holidays, whose coinciding days off the government moves
// to other dates; and each year a government resolution (постановление Правительства РФ «О
// переносе выходных дней в ... году») moves days off to bridge days, often making a Saturday
// a working day. Both are listed year by year below as the production calendars had them,
// through 2027, the last year decided; after it no day is moved (the calendar of a year is
// known when its resolution is signed). Each day off that stands in for a holiday says which
// (`decreedSubstitute`): the holiday on a weekend day it was carried over from.
//
// The President declared single days non-working days with pay by decree: 24 June 2020,
// the Victory parade (Указ от 29.05.2020 № 345), and 1 July 2020, the vote on the
// constitutional amendments (Указ от 01.06.2020 № 354).
//
// Known from 1991: the RSFSR's own list begins with the restoration of Christmas in 1991;
// before it the Soviet Union's holidays, another legal order.

extension Country {
    /// Russia: public holidays and the weekend days worked by decree, known from 1991.
    public static let russia = Country(
        "RU", "Russia", local: "Россия", languages: ["ru"], firstWeekday: .monday,
        known: .from(1991),
        sources: "Трудовой кодекс РФ, art. 112; КЗоТ РСФСР, art. 65; Федеральные законы № 201-ФЗ "
            + "(2004) and № 35-ФЗ (2012); the government's yearly resolutions on the transfer of days off; "
            + "Указы Президента РФ № 345 and № 354 (2020)",
        rules: { russianHolidays + russianObservedDays + russianTransfers + russianDecreedDays })

    private static let newYear = HolidayName("New Year's Day", local: "Новый год")
    private static let newYearHolidays = HolidayName("New Year Holidays", local: "Новогодние каникулы")
    private static let christmas = HolidayName("Christmas Day", local: "Рождество Христово")
    private static let defenderDay = HolidayName("Defender of the Fatherland Day", local: "День защитника Отечества")
    private static let womensDay = HolidayName("International Women's Day", local: "Международный женский день")
    private static let labourDay = HolidayName("Holiday of Spring and Labour", local: "Праздник Весны и Труда")
    private static let victoryDay = HolidayName("Victory Day", local: "День Победы")
    private static let sovereigntyDay = HolidayName(
        "Day of the Adoption of the Declaration of State Sovereignty",
        local: "День принятия Декларации о государственном суверенитете Российской Федерации")
    private static let russiaDay = HolidayName("Russia Day", local: "День России")
    private static let unityDay = HolidayName("Unity Day", local: "День народного единства")
    private static let octoberRevolution = HolidayName(
        "Anniversary of the Great October Socialist Revolution",
        local: "Годовщина Великой Октябрьской социалистической революции")
    private static let accordDay = HolidayName("Day of Accord and Reconciliation", local: "День согласия и примирения")
    private static let constitutionDay = HolidayName(
        "Constitution Day", local: "День Конституции Российской Федерации")

    /// A name for some years only.
    private static func named(_ name: HolidayName, _ years: YearSet) -> HolidayName {
        HolidayName(name.english, name.local, years: years)
    }

    /// The first days of January: New Year's Day until 2004, the New Year holidays from 2005.
    private static let newYearNames: [HolidayName] = [named(newYear, .through(2004)), named(newYearHolidays, .from(2005))]

    /// May 1 and 2: International Workers' Solidarity Day in 1991, the Holiday of Spring and
    /// Labour from 1992.
    private static let mayDayNames: [HolidayName] = [
        HolidayName(
            "International Workers' Solidarity Day", local: "День международной солидарности трудящихся",
            years: .only(1991)),
        named(labourDay, .from(1992)),
    ]

    /// The non-working holidays, in the order of the year.
    private static let russianHolidays: [HolidayRule] = [
        HolidayRule(names: newYearNames, on: .fixed(month: 1, day: 1)),
        HolidayRule(names: newYearNames, on: .fixed(month: 1, day: 2), years: .from(1993), key: "January 2"),
        HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 3), years: .from(2005)),
        HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 4), years: .from(2005), key: "January 4"),
        HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 5), years: .from(2005), key: "January 5"),
        HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 6), years: .from(2013), key: "January 6"),
        HolidayRule(names: [christmas], on: .julian(month: 12, day: 25)),
        HolidayRule(names: [newYearHolidays], on: .fixed(month: 1, day: 8), years: .from(2013), key: "January 8"),
        HolidayRule(names: [defenderDay], on: .fixed(month: 2, day: 23), years: .from(2002)),
        HolidayRule(names: [womensDay], on: .fixed(month: 3, day: 8)),
        HolidayRule(names: mayDayNames, on: .fixed(month: 5, day: 1)),
        HolidayRule(names: mayDayNames, on: .fixed(month: 5, day: 2), years: .through(2004), key: "May 2"),
        HolidayRule(names: [victoryDay], on: .fixed(month: 5, day: 9)),
        HolidayRule(
            names: [named(sovereigntyDay, YearSet(1992, 2001)), named(russiaDay, .from(2002))],
            on: .fixed(month: 6, day: 12), years: .from(1992)),
        HolidayRule(names: [unityDay], on: .fixed(month: 11, day: 4), years: .from(2005)),
        HolidayRule(
            names: [named(octoberRevolution, .through(1995)), named(accordDay, .from(1996))],
            on: .fixed(month: 11, day: 7), years: .through(2004)),
        HolidayRule(names: [octoberRevolution], on: .fixed(month: 11, day: 8), years: .through(1991), key: "November 8"),
        HolidayRule(names: [constitutionDay], on: .fixed(month: 12, day: 12), years: YearSet(1994, 2004)),
    ]

    /// A day off carried over from a holiday on a day off to the next working day (art. 112),
    /// on the dates the production calendar of `year` gave: `(labourDay, 5, 2, to: 5, 4)` is
    /// the day off for Saturday May 2, given on Monday May 4, standing in for May 2.
    private static func observed(_ year: Int, _ days: [(HolidayName, Int, Int, to: Int, Int)]) -> [HolidayRule] {
        days.map { name, month, day, toMonth, toDay in
            .decreedSubstitute(
                HolidayName("\(name.english) (observed)", local: "\(name.local[""] ?? name.english) (выходной)"),
                for: CivilDate(year: year, month: month, day: day)!,
                on: CivilDate(year: year, month: toMonth, day: toDay)!)
        }
    }

    /// Days off carried over from holidays on days off, year by year (art. 112; КЗоТ art. 65
    /// before 2002). None for the January holidays from 2013: their days off are moved by
    /// decree. Tuesday May 10, 1994 is listed for Victory Day as the production calendars
    /// name it, though May 9 was a Monday that year.
    private static let russianObservedDays: [HolidayRule] = Array(
        [
            observed(
                1992,
                [
                    (labourDay, 5, 2, to: 5, 4), (victoryDay, 5, 9, to: 5, 11),
                    (octoberRevolution, 11, 7, to: 11, 9),
                ]),
            observed(
                1993,
                [
                    (newYear, 1, 2, to: 1, 4), (labourDay, 5, 1, to: 5, 3), (labourDay, 5, 2, to: 5, 4),
                    (victoryDay, 5, 9, to: 5, 10), (sovereigntyDay, 6, 12, to: 6, 14),
                    (octoberRevolution, 11, 7, to: 11, 8),
                ]),
            observed(
                1994,
                [
                    (newYear, 1, 1, to: 1, 3), (newYear, 1, 2, to: 1, 4), (labourDay, 5, 1, to: 5, 3),
                    (victoryDay, 5, 9, to: 5, 10), (sovereigntyDay, 6, 12, to: 6, 13),
                ]),
            observed(1995, [(newYear, 1, 1, to: 1, 3), (christmas, 1, 7, to: 1, 9)]),
            observed(1996, [(christmas, 1, 7, to: 1, 8)]),
            observed(1997, [(womensDay, 3, 8, to: 3, 10)]),
            observed(
                1998,
                [
                    (womensDay, 3, 8, to: 3, 9), (labourDay, 5, 2, to: 5, 4), (victoryDay, 5, 9, to: 5, 11),
                    (accordDay, 11, 7, to: 11, 9), (constitutionDay, 12, 12, to: 12, 14),
                ]),
            observed(
                1999,
                [
                    (newYear, 1, 2, to: 1, 4), (labourDay, 5, 1, to: 5, 3), (labourDay, 5, 2, to: 5, 4),
                    (victoryDay, 5, 9, to: 5, 10), (sovereigntyDay, 6, 12, to: 6, 14), (accordDay, 11, 7, to: 11, 8),
                    (constitutionDay, 12, 12, to: 12, 13),
                ]),
            observed(2000, [(newYear, 1, 1, to: 1, 3), (newYear, 1, 2, to: 1, 4)]),
            observed(2001, [(christmas, 1, 7, to: 1, 8)]),
            observed(2002, [(defenderDay, 2, 23, to: 2, 25)]),
            observed(2003, [(defenderDay, 2, 23, to: 2, 24), (womensDay, 3, 8, to: 3, 10)]),
            observed(
                2004,
                [
                    (labourDay, 5, 1, to: 5, 3), (labourDay, 5, 2, to: 5, 4), (victoryDay, 5, 9, to: 5, 10),
                    (russiaDay, 6, 12, to: 6, 14), (accordDay, 11, 7, to: 11, 8),
                    (constitutionDay, 12, 12, to: 12, 13),
                ]),
            observed(
                2005,
                [
                    (newYearHolidays, 1, 1, to: 1, 6), (newYearHolidays, 1, 2, to: 1, 10),
                    (labourDay, 5, 1, to: 5, 2), (russiaDay, 6, 12, to: 6, 13),
                ]),
            observed(
                2006,
                [
                    (newYearHolidays, 1, 1, to: 1, 6), (christmas, 1, 7, to: 1, 9), (unityDay, 11, 4, to: 11, 6),
                ]),
            observed(2007, [(christmas, 1, 7, to: 1, 8), (unityDay, 11, 4, to: 11, 5)]),
            observed(
                2008,
                [
                    (newYearHolidays, 1, 5, to: 1, 8), (defenderDay, 2, 23, to: 2, 25), (womensDay, 3, 8, to: 3, 10),
                ]),
            observed(
                2009,
                [
                    (newYearHolidays, 1, 3, to: 1, 6), (newYearHolidays, 1, 4, to: 1, 8),
                    (womensDay, 3, 8, to: 3, 9), (victoryDay, 5, 9, to: 5, 11),
                ]),
            observed(
                2010,
                [
                    (newYearHolidays, 1, 2, to: 1, 6), (newYearHolidays, 1, 3, to: 1, 8),
                    (labourDay, 5, 1, to: 5, 3), (victoryDay, 5, 9, to: 5, 10), (russiaDay, 6, 12, to: 6, 14),
                ]),
            observed(
                2011,
                [
                    (newYearHolidays, 1, 1, to: 1, 6), (newYearHolidays, 1, 2, to: 1, 10),
                    (labourDay, 5, 1, to: 5, 2), (russiaDay, 6, 12, to: 6, 13),
                ]),
            observed(
                2012,
                [
                    (newYearHolidays, 1, 1, to: 1, 6), (christmas, 1, 7, to: 1, 9), (unityDay, 11, 4, to: 11, 5),
                ]),
            observed(2015, [(womensDay, 3, 8, to: 3, 9), (victoryDay, 5, 9, to: 5, 11)]),
            observed(2016, [(labourDay, 5, 1, to: 5, 2), (russiaDay, 6, 12, to: 6, 13)]),
            observed(2017, [(unityDay, 11, 4, to: 11, 6)]),
            observed(2018, [(unityDay, 11, 4, to: 11, 5)]),
            observed(
                2020,
                [
                    (defenderDay, 2, 23, to: 2, 24), (womensDay, 3, 8, to: 3, 9), (victoryDay, 5, 9, to: 5, 11),
                ]),
            observed(2021, [(labourDay, 5, 1, to: 5, 3), (victoryDay, 5, 9, to: 5, 10), (russiaDay, 6, 12, to: 6, 14)]),
            observed(2022, [(labourDay, 5, 1, to: 5, 2), (russiaDay, 6, 12, to: 6, 13)]),
            observed(2023, [(unityDay, 11, 4, to: 11, 6)]),
            observed(2026, [(womensDay, 3, 8, to: 3, 9), (victoryDay, 5, 9, to: 5, 11)]),
            observed(2027, [(labourDay, 5, 1, to: 5, 3), (victoryDay, 5, 9, to: 5, 10), (russiaDay, 6, 12, to: 6, 14)]),
        ].joined())

    /// What the resolutions call the day given off and the weekend day worked.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Выходной день (перенесённый)"),
        workday: HolidayName("Working day (transferred)", local: "Рабочий день (перенесённый)"))

    /// Days off a decree moved from a holiday that fell on a day off: `(1, 5, to: 5, 2)` moves
    /// the day off of Saturday January 5 to May 2, which stands in for January 5. The holiday
    /// itself stays.
    private static func moved(_ year: Int, _ moves: [(Int, Int, to: Int, Int)]) -> [HolidayRule] {
        moves.map { month, day, toMonth, toDay in
            .decreedSubstitute(
                transferNames.dayOff, for: CivilDate(year: year, month: month, day: day)!,
                on: CivilDate(year: year, month: toMonth, day: toDay)!)
        }
    }

    /// Weekend days a decree made working days, each for a day off elsewhere: `(4, 28, for:
    /// 4, 30)` makes Saturday April 28 a working day and Monday April 30 a day off.
    private static func swapped(_ year: Int, _ swaps: [(Int, Int, for: Int, Int)]) -> [HolidayRule] {
        HolidayRule.transfers(
            year,
            swaps.map { workedMonth, workedDay, month, day in
                (off: (month: month, day: day), worked: (month: workedMonth, day: workedDay))
            },
            names: transferNames)
    }

    /// The transfers of days off, one resolution a line, in the order of the years (the
    /// government of the RSFSR in 1991, of the Russian Federation after it).
    private static let russianTransfers: [HolidayRule] = Array(
        [
            // 1991: the RSFSR government's transfer of the May days off.
            swapped(1991, [(5, 5, for: 5, 3), (5, 12, for: 5, 10)]),
            // 1994: the government's resolution on the day off of March 7.
            swapped(1994, [(3, 5, for: 3, 7)]),
            // 1995: three government resolutions, for May 8, November 6 and December 11.
            swapped(1995, [(5, 6, for: 5, 8), (11, 4, for: 11, 6), (12, 9, for: 12, 11)]),
            // 1996: the government's resolutions on the transfer of days off in 1996.
            swapped(1996, [(5, 5, for: 5, 3), (5, 12, for: 5, 10), (12, 14, for: 7, 3), (11, 10, for: 11, 8), (12, 15, for: 12, 13)]),
            // 1997: the government's resolutions on the transfer of days off in 1997.
            swapped(1997, [(1, 5, for: 1, 3), (6, 15, for: 6, 13)]),
            // 1999: the government's resolution on the transfer of January 10.
            swapped(1999, [(1, 10, for: 1, 8)]),
            // 2000: the government's resolution on the transfer of days off in 2000.
            swapped(2000, [(5, 6, for: 5, 8), (11, 4, for: 11, 6), (12, 9, for: 12, 11)]),
            // 2001: the government's resolution on the transfer of days off in 2001.
            swapped(2001, [(3, 11, for: 3, 9), (4, 28, for: 4, 30), (6, 9, for: 6, 11), (12, 29, for: 12, 31)]),
            // 2002: the government's resolution on the transfer of days off in 2002.
            swapped(2002, [(4, 27, for: 5, 3), (5, 18, for: 5, 10), (11, 10, for: 11, 8), (12, 15, for: 12, 13)]),
            // 2003: the government's resolution on the transfer of days off in 2003.
            swapped(2003, [(1, 4, for: 1, 3), (1, 5, for: 1, 6), (6, 21, for: 6, 13)]),
            // 2005: the government's resolution on the transfer of days off in 2005.
            swapped(2005, [(3, 5, for: 3, 7), (5, 14, for: 5, 10)]),
            // 2006: the government's resolution on the transfer of days off in 2006 (December 2005).
            swapped(2006, [(2, 26, for: 2, 24), (5, 6, for: 5, 8)]),
            // 2007: «О переносе выходных дней в 2007 году».
            swapped(2007, [(4, 28, for: 4, 30), (6, 9, for: 6, 11), (12, 29, for: 12, 31)]),
            // 2008: «О переносе выходных дней в 2008 году».
            swapped(2008, [(5, 4, for: 5, 2), (6, 7, for: 6, 13), (11, 1, for: 11, 3)]),
            // 2009: «О переносе выходных дней в 2009 году».
            swapped(2009, [(1, 11, for: 1, 9)]),
            // 2010: «О переносе выходных дней в 2010 году».
            swapped(2010, [(2, 27, for: 2, 22), (11, 13, for: 11, 5)]),
            // 2011: постановление от 05.08.2010 № 600.
            swapped(2011, [(3, 5, for: 3, 7)]),
            // 2012: постановление от 20.07.2011 № 581, as amended by № 201 of 15.03.2012 (May 7 and 8).
            swapped(2012, [(3, 11, for: 3, 9), (4, 28, for: 4, 30), (5, 5, for: 5, 7), (5, 12, for: 5, 8), (6, 9, for: 6, 11), (12, 29, for: 12, 31)]),
            // 2013: постановление от 15.10.2012 № 1048 (the third day off from Monday February 25,
            // the day after Defender of the Fatherland Day on a Saturday).
            moved(2013, [(1, 5, to: 5, 2), (1, 6, to: 5, 3), (2, 23, to: 5, 10)]),
            // 2014: постановление от 28.05.2013 № 444.
            moved(2014, [(1, 4, to: 5, 2), (1, 5, to: 6, 13), (2, 23, to: 11, 3)]),
            // 2015: постановление от 27.08.2014 № 860.
            moved(2015, [(1, 3, to: 1, 9), (1, 4, to: 5, 4)]),
            // 2016: постановление от 24.09.2015 № 1017.
            moved(2016, [(1, 2, to: 3, 7), (1, 3, to: 5, 3)]) + swapped(2016, [(2, 20, for: 2, 22)]),
            // 2017: постановление от 04.08.2016 № 756.
            moved(2017, [(1, 1, to: 2, 24), (1, 7, to: 5, 8)]),
            // 2018: постановление от 14.10.2017 № 1250.
            moved(2018, [(1, 6, to: 3, 9), (1, 7, to: 5, 2)])
                + swapped(2018, [(4, 28, for: 4, 30), (6, 9, for: 6, 11), (12, 29, for: 12, 31)]),
            // 2019: постановление от 01.10.2018 № 1163.
            moved(2019, [(1, 5, to: 5, 2), (1, 6, to: 5, 3), (2, 23, to: 5, 10)]),
            // 2020: «О переносе выходных дней в 2020 году» (July 2019).
            moved(2020, [(1, 4, to: 5, 4), (1, 5, to: 5, 5)]),
            // 2021: «О переносе выходных дней в 2021 году», of 10 October 2020.
            moved(2021, [(1, 2, to: 11, 5), (1, 3, to: 12, 31)]) + swapped(2021, [(2, 20, for: 2, 22)]),
            // 2022: «О переносе выходных дней в 2022 году» (September 2021).
            moved(2022, [(1, 1, to: 5, 3), (1, 2, to: 5, 10)]) + swapped(2022, [(3, 5, for: 3, 7)]),
            // 2023: постановление от 29.08.2022 № 1505.
            moved(2023, [(1, 1, to: 2, 24), (1, 8, to: 5, 8)]),
            // 2024: постановление от 10.08.2023 № 1314.
            moved(2024, [(1, 6, to: 5, 10), (1, 7, to: 12, 31)])
                + swapped(2024, [(4, 27, for: 4, 29), (11, 2, for: 4, 30), (12, 28, for: 12, 30)]),
            // 2025: постановление от 04.10.2024 № 1335.
            moved(2025, [(1, 4, to: 5, 2), (2, 23, to: 5, 8), (3, 8, to: 6, 13), (1, 5, to: 12, 31)])
                + swapped(2025, [(11, 1, for: 11, 3)]),
            // 2026: «О переносе выходных дней в 2026 году» (September 2025).
            moved(2026, [(1, 3, to: 1, 9), (1, 4, to: 12, 31)]),
            // 2027: «О переносе выходных дней в 2027 году».
            moved(2027, [(1, 2, to: 11, 5), (1, 3, to: 12, 31)]) + swapped(2027, [(2, 20, for: 2, 22)]),
        ].joined())

    /// Single days the President declared non-working days with pay.
    private static let russianDecreedDays: [HolidayRule] = [
        // Указ Президента РФ от 29.05.2020 № 345 «О проведении военных парадов и
        // артиллерийского салюта в ознаменование 75-й годовщины Победы в Великой
        // Отечественной войне 1941–1945 годов и Парада Победы 24 июня 1945 г.» (kremlin.ru,
        // 29 May 2020): the parades moved from May 9; the day a non-working day with pay.
        .oneOff("Victory Parade Day", local: "День проведения парада Победы", on: CivilDate(year: 2020, month: 6, day: 24)!),
        // Указ Президента РФ от 01.06.2020 № 354 «Об определении даты проведения
        // общероссийского голосования по вопросу одобрения изменений в Конституцию Российской
        // Федерации»: the vote on 1 July 2020, declared a non-working day with pay.
        .oneOff(
            "Constitutional Vote Day", local: "День общероссийского голосования по поправкам к Конституции",
            on: CivilDate(year: 2020, month: 7, day: 1)!),
    ]
}
