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
        known: .from(1991), observedSuffix: russianObservedSuffix,
        kinds: [.public, .workday], sources: "Трудовой кодекс РФ, art. 112; КЗоТ РСФСР, art. 65; Федеральные законы № 201-ФЗ "
            + "(2004) and № 35-ФЗ (2012); the government's yearly resolutions on the transfer of days off; "
            + "Указы Президента РФ № 345 and № 354 (2020)",
        rules: { russianHolidays + russianObservedDays + russianTransfers + russianDecreedDays })

    /// What the production calendars call a day off carried over from a holiday: the
    /// holiday's name, "(выходной)".
    private static let russianObservedSuffix = ["en": " (observed)", "": " (выходной)"]

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

    /// The first days of January: New Year's Day until 2004, the New Year holidays from 2005.
    private static let newYearNames: [HolidayName] = [
        newYear.during(.through(2004)), newYearHolidays.during(.from(2005)),
    ]

    /// May 1 and 2: International Workers' Solidarity Day in 1991, the Holiday of Spring and
    /// Labour from 1992.
    private static let mayDayNames: [HolidayName] = [
        HolidayName(
            "International Workers' Solidarity Day", local: "День международной солидарности трудящихся",
            years: .only(1991)),
        labourDay.during(.from(1992)),
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
            names: [sovereigntyDay.during(YearSet(1992, 2001)), russiaDay.during(.from(2002))],
            on: .fixed(month: 6, day: 12), years: .from(1992)),
        HolidayRule(names: [unityDay], on: .fixed(month: 11, day: 4), years: .from(2005)),
        HolidayRule(
            names: [octoberRevolution.during(.through(1995)), accordDay.during(.from(1996))],
            on: .fixed(month: 11, day: 7), years: .through(2004)),
        HolidayRule(names: [octoberRevolution], on: .fixed(month: 11, day: 8), years: .through(1991), key: "November 8"),
        HolidayRule(names: [constitutionDay], on: .fixed(month: 12, day: 12), years: YearSet(1994, 2004)),
    ]

    /// Days off carried over from holidays on days off, year by year (art. 112; КЗоТ art. 65
    /// before 2002), on the dates the production calendar of each year gave: `(labourDay,
    /// for: (5, 2), on: (5, 4))` is the day off for Saturday May 2, given on Monday May 4 and
    /// standing in for May 2. None for the January holidays from 2013: their days off are moved by
    /// decree. Tuesday May 10, 1994 is listed for Victory Day as the production calendars
    /// name it, though May 9 was a Monday that year.
    private static let russianObservedDays: [HolidayRule] = Array(
        [
            HolidayRule.decreedSubstitutes(
                1992,
                [
                    (labourDay, for: (5, 2), on: (5, 4)), (victoryDay, for: (5, 9), on: (5, 11)),
                    (octoberRevolution, for: (11, 7), on: (11, 9)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1993,
                [
                    (newYear, for: (1, 2), on: (1, 4)), (labourDay, for: (5, 1), on: (5, 3)),
                    (labourDay, for: (5, 2), on: (5, 4)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (sovereigntyDay, for: (6, 12), on: (6, 14)), (octoberRevolution, for: (11, 7), on: (11, 8)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1994,
                [
                    (newYear, for: (1, 1), on: (1, 3)), (newYear, for: (1, 2), on: (1, 4)),
                    (labourDay, for: (5, 1), on: (5, 3)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (sovereigntyDay, for: (6, 12), on: (6, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1995,
                [
                    (newYear, for: (1, 1), on: (1, 3)), (christmas, for: (1, 7), on: (1, 9)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(1996, [(christmas, for: (1, 7), on: (1, 8))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1997, [(womensDay, for: (3, 8), on: (3, 10))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1998,
                [
                    (womensDay, for: (3, 8), on: (3, 9)), (labourDay, for: (5, 2), on: (5, 4)),
                    (victoryDay, for: (5, 9), on: (5, 11)), (accordDay, for: (11, 7), on: (11, 9)),
                    (constitutionDay, for: (12, 12), on: (12, 14)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                1999,
                [
                    (newYear, for: (1, 2), on: (1, 4)), (labourDay, for: (5, 1), on: (5, 3)),
                    (labourDay, for: (5, 2), on: (5, 4)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (sovereigntyDay, for: (6, 12), on: (6, 14)), (accordDay, for: (11, 7), on: (11, 8)),
                    (constitutionDay, for: (12, 12), on: (12, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2000,
                [
                    (newYear, for: (1, 1), on: (1, 3)), (newYear, for: (1, 2), on: (1, 4)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(2001, [(christmas, for: (1, 7), on: (1, 8))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2002, [(defenderDay, for: (2, 23), on: (2, 25))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2003,
                [
                    (defenderDay, for: (2, 23), on: (2, 24)), (womensDay, for: (3, 8), on: (3, 10)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2004,
                [
                    (labourDay, for: (5, 1), on: (5, 3)), (labourDay, for: (5, 2), on: (5, 4)),
                    (victoryDay, for: (5, 9), on: (5, 10)), (russiaDay, for: (6, 12), on: (6, 14)),
                    (accordDay, for: (11, 7), on: (11, 8)), (constitutionDay, for: (12, 12), on: (12, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2005,
                [
                    (newYearHolidays, for: (1, 1), on: (1, 6)), (newYearHolidays, for: (1, 2), on: (1, 10)),
                    (labourDay, for: (5, 1), on: (5, 2)), (russiaDay, for: (6, 12), on: (6, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2006,
                [
                    (newYearHolidays, for: (1, 1), on: (1, 6)), (christmas, for: (1, 7), on: (1, 9)),
                    (unityDay, for: (11, 4), on: (11, 6)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2007,
                [
                    (christmas, for: (1, 7), on: (1, 8)), (unityDay, for: (11, 4), on: (11, 5)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2008,
                [
                    (newYearHolidays, for: (1, 5), on: (1, 8)), (defenderDay, for: (2, 23), on: (2, 25)),
                    (womensDay, for: (3, 8), on: (3, 10)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2009,
                [
                    (newYearHolidays, for: (1, 3), on: (1, 6)), (newYearHolidays, for: (1, 4), on: (1, 8)),
                    (womensDay, for: (3, 8), on: (3, 9)), (victoryDay, for: (5, 9), on: (5, 11)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2010,
                [
                    (newYearHolidays, for: (1, 2), on: (1, 6)), (newYearHolidays, for: (1, 3), on: (1, 8)),
                    (labourDay, for: (5, 1), on: (5, 3)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (russiaDay, for: (6, 12), on: (6, 14)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2011,
                [
                    (newYearHolidays, for: (1, 1), on: (1, 6)), (newYearHolidays, for: (1, 2), on: (1, 10)),
                    (labourDay, for: (5, 1), on: (5, 2)), (russiaDay, for: (6, 12), on: (6, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2012,
                [
                    (newYearHolidays, for: (1, 1), on: (1, 6)), (christmas, for: (1, 7), on: (1, 9)),
                    (unityDay, for: (11, 4), on: (11, 5)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2015,
                [
                    (womensDay, for: (3, 8), on: (3, 9)), (victoryDay, for: (5, 9), on: (5, 11)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2016,
                [
                    (labourDay, for: (5, 1), on: (5, 2)), (russiaDay, for: (6, 12), on: (6, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2017, [(unityDay, for: (11, 4), on: (11, 6))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2018, [(unityDay, for: (11, 4), on: (11, 5))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2020,
                [
                    (defenderDay, for: (2, 23), on: (2, 24)), (womensDay, for: (3, 8), on: (3, 9)),
                    (victoryDay, for: (5, 9), on: (5, 11)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2021,
                [
                    (labourDay, for: (5, 1), on: (5, 3)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (russiaDay, for: (6, 12), on: (6, 14)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2022,
                [
                    (labourDay, for: (5, 1), on: (5, 2)), (russiaDay, for: (6, 12), on: (6, 13)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2023, [(unityDay, for: (11, 4), on: (11, 6))], suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2026,
                [
                    (womensDay, for: (3, 8), on: (3, 9)), (victoryDay, for: (5, 9), on: (5, 11)),
                ],
                suffix: russianObservedSuffix),
            HolidayRule.decreedSubstitutes(
                2027,
                [
                    (labourDay, for: (5, 1), on: (5, 3)), (victoryDay, for: (5, 9), on: (5, 10)),
                    (russiaDay, for: (6, 12), on: (6, 14)),
                ],
                suffix: russianObservedSuffix),
        ].joined())

    /// What the resolutions call the day given off and the weekend day worked.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Выходной день (перенесённый)"),
        workday: HolidayName("Working day (transferred)", local: "Рабочий день (перенесённый)"))

    /// The transfers of days off, one resolution a line, in the order of the years (the
    /// government of the RSFSR in 1991, of the Russian Federation after it): weekend days
    /// made working days for a day off elsewhere, and from 2013 the days off of January
    /// holidays on a weekend moved to other dates (`(for: (1, 5), on: (5, 2))`: the day off
    /// of Saturday January 5 given on May 2, standing in for January 5; the holiday itself
    /// stays).
    private static let russianTransfers: [HolidayRule] = Array(
        [
            // 1991: the RSFSR government's transfer of the May days off.
            HolidayRule.transfers(
                1991, [(off: (5, 3), worked: (5, 5)), (off: (5, 10), worked: (5, 12))], names: transferNames),
            // 1994: the government's resolution on the day off of March 7.
            HolidayRule.transfers(1994, [(off: (3, 7), worked: (3, 5))], names: transferNames),
            // 1995: three government resolutions, for May 8, November 6 and December 11.
            HolidayRule.transfers(
                1995,
                [
                    (off: (5, 8), worked: (5, 6)), (off: (11, 6), worked: (11, 4)), (off: (12, 11), worked: (12, 9)),
                ],
                names: transferNames),
            // 1996: the government's resolutions on the transfer of days off in 1996.
            HolidayRule.transfers(
                1996,
                [
                    (off: (5, 3), worked: (5, 5)), (off: (5, 10), worked: (5, 12)), (off: (7, 3), worked: (12, 14)),
                    (off: (11, 8), worked: (11, 10)), (off: (12, 13), worked: (12, 15)),
                ],
                names: transferNames),
            // 1997: the government's resolutions on the transfer of days off in 1997.
            HolidayRule.transfers(
                1997, [(off: (1, 3), worked: (1, 5)), (off: (6, 13), worked: (6, 15))], names: transferNames),
            // 1999: the government's resolution on the transfer of January 10.
            HolidayRule.transfers(1999, [(off: (1, 8), worked: (1, 10))], names: transferNames),
            // 2000: the government's resolution on the transfer of days off in 2000.
            HolidayRule.transfers(
                2000,
                [
                    (off: (5, 8), worked: (5, 6)), (off: (11, 6), worked: (11, 4)), (off: (12, 11), worked: (12, 9)),
                ],
                names: transferNames),
            // 2001: the government's resolution on the transfer of days off in 2001.
            HolidayRule.transfers(
                2001,
                [
                    (off: (3, 9), worked: (3, 11)), (off: (4, 30), worked: (4, 28)), (off: (6, 11), worked: (6, 9)),
                    (off: (12, 31), worked: (12, 29)),
                ],
                names: transferNames),
            // 2002: the government's resolution on the transfer of days off in 2002.
            HolidayRule.transfers(
                2002,
                [
                    (off: (5, 3), worked: (4, 27)), (off: (5, 10), worked: (5, 18)), (off: (11, 8), worked: (11, 10)),
                    (off: (12, 13), worked: (12, 15)),
                ],
                names: transferNames),
            // 2003: the government's resolution on the transfer of days off in 2003.
            HolidayRule.transfers(
                2003,
                [
                    (off: (1, 3), worked: (1, 4)), (off: (1, 6), worked: (1, 5)), (off: (6, 13), worked: (6, 21)),
                ],
                names: transferNames),
            // 2005: the government's resolution on the transfer of days off in 2005.
            HolidayRule.transfers(
                2005, [(off: (3, 7), worked: (3, 5)), (off: (5, 10), worked: (5, 14))], names: transferNames),
            // 2006: the government's resolution on the transfer of days off in 2006 (December 2005).
            HolidayRule.transfers(
                2006, [(off: (2, 24), worked: (2, 26)), (off: (5, 8), worked: (5, 6))], names: transferNames),
            // 2007: «О переносе выходных дней в 2007 году».
            HolidayRule.transfers(
                2007,
                [
                    (off: (4, 30), worked: (4, 28)), (off: (6, 11), worked: (6, 9)), (off: (12, 31), worked: (12, 29)),
                ],
                names: transferNames),
            // 2008: «О переносе выходных дней в 2008 году».
            HolidayRule.transfers(
                2008,
                [
                    (off: (5, 2), worked: (5, 4)), (off: (6, 13), worked: (6, 7)), (off: (11, 3), worked: (11, 1)),
                ],
                names: transferNames),
            // 2009: «О переносе выходных дней в 2009 году».
            HolidayRule.transfers(2009, [(off: (1, 9), worked: (1, 11))], names: transferNames),
            // 2010: «О переносе выходных дней в 2010 году».
            HolidayRule.transfers(
                2010, [(off: (2, 22), worked: (2, 27)), (off: (11, 5), worked: (11, 13))], names: transferNames),
            // 2011: постановление от 05.08.2010 № 600.
            HolidayRule.transfers(2011, [(off: (3, 7), worked: (3, 5))], names: transferNames),
            // 2012: постановление от 20.07.2011 № 581, as amended by № 201 of 15.03.2012 (May 7 and 8).
            HolidayRule.transfers(
                2012,
                [
                    (off: (3, 9), worked: (3, 11)), (off: (4, 30), worked: (4, 28)), (off: (5, 7), worked: (5, 5)),
                    (off: (5, 8), worked: (5, 12)), (off: (6, 11), worked: (6, 9)), (off: (12, 31), worked: (12, 29)),
                ],
                names: transferNames),
            // 2013: постановление от 15.10.2012 № 1048 (the third day off from Monday February 25,
            // the day after Defender of the Fatherland Day on a Saturday).
            HolidayRule.decreedSubstitutes(
                2013,
                [
                    (for: (1, 5), on: (5, 2)), (for: (1, 6), on: (5, 3)), (for: (2, 23), on: (5, 10)),
                ],
                name: transferNames.dayOff),
            // 2014: постановление от 28.05.2013 № 444.
            HolidayRule.decreedSubstitutes(
                2014,
                [
                    (for: (1, 4), on: (5, 2)), (for: (1, 5), on: (6, 13)), (for: (2, 23), on: (11, 3)),
                ],
                name: transferNames.dayOff),
            // 2015: постановление от 27.08.2014 № 860.
            HolidayRule.decreedSubstitutes(
                2015, [(for: (1, 3), on: (1, 9)), (for: (1, 4), on: (5, 4))], name: transferNames.dayOff),
            // 2016: постановление от 24.09.2015 № 1017.
            HolidayRule.decreedSubstitutes(
                2016, [(for: (1, 2), on: (3, 7)), (for: (1, 3), on: (5, 3))], name: transferNames.dayOff)
                + HolidayRule.transfers(2016, [(off: (2, 22), worked: (2, 20))], names: transferNames),
            // 2017: постановление от 04.08.2016 № 756.
            HolidayRule.decreedSubstitutes(
                2017, [(for: (1, 1), on: (2, 24)), (for: (1, 7), on: (5, 8))], name: transferNames.dayOff),
            // 2018: постановление от 14.10.2017 № 1250.
            HolidayRule.decreedSubstitutes(
                2018, [(for: (1, 6), on: (3, 9)), (for: (1, 7), on: (5, 2))], name: transferNames.dayOff)
                + HolidayRule.transfers(
                    2018,
                    [
                        (off: (4, 30), worked: (4, 28)), (off: (6, 11), worked: (6, 9)),
                        (off: (12, 31), worked: (12, 29)),
                    ],
                    names: transferNames),
            // 2019: постановление от 01.10.2018 № 1163.
            HolidayRule.decreedSubstitutes(
                2019,
                [
                    (for: (1, 5), on: (5, 2)), (for: (1, 6), on: (5, 3)), (for: (2, 23), on: (5, 10)),
                ],
                name: transferNames.dayOff),
            // 2020: «О переносе выходных дней в 2020 году» (July 2019).
            HolidayRule.decreedSubstitutes(
                2020, [(for: (1, 4), on: (5, 4)), (for: (1, 5), on: (5, 5))], name: transferNames.dayOff),
            // 2021: «О переносе выходных дней в 2021 году», of 10 October 2020.
            HolidayRule.decreedSubstitutes(
                2021, [(for: (1, 2), on: (11, 5)), (for: (1, 3), on: (12, 31))], name: transferNames.dayOff)
                + HolidayRule.transfers(2021, [(off: (2, 22), worked: (2, 20))], names: transferNames),
            // 2022: «О переносе выходных дней в 2022 году» (September 2021).
            HolidayRule.decreedSubstitutes(
                2022, [(for: (1, 1), on: (5, 3)), (for: (1, 2), on: (5, 10))], name: transferNames.dayOff)
                + HolidayRule.transfers(2022, [(off: (3, 7), worked: (3, 5))], names: transferNames),
            // 2023: постановление от 29.08.2022 № 1505.
            HolidayRule.decreedSubstitutes(
                2023, [(for: (1, 1), on: (2, 24)), (for: (1, 8), on: (5, 8))], name: transferNames.dayOff),
            // 2024: постановление от 10.08.2023 № 1314.
            HolidayRule.decreedSubstitutes(
                2024, [(for: (1, 6), on: (5, 10)), (for: (1, 7), on: (12, 31))], name: transferNames.dayOff)
                + HolidayRule.transfers(
                    2024,
                    [
                        (off: (4, 29), worked: (4, 27)), (off: (4, 30), worked: (11, 2)),
                        (off: (12, 30), worked: (12, 28)),
                    ],
                    names: transferNames),
            // 2025: постановление от 04.10.2024 № 1335.
            HolidayRule.decreedSubstitutes(
                2025,
                [
                    (for: (1, 4), on: (5, 2)), (for: (2, 23), on: (5, 8)), (for: (3, 8), on: (6, 13)),
                    (for: (1, 5), on: (12, 31)),
                ],
                name: transferNames.dayOff)
                + HolidayRule.transfers(2025, [(off: (11, 3), worked: (11, 1))], names: transferNames),
            // 2026: «О переносе выходных дней в 2026 году» (September 2025).
            HolidayRule.decreedSubstitutes(
                2026, [(for: (1, 3), on: (1, 9)), (for: (1, 4), on: (12, 31))], name: transferNames.dayOff),
            // 2027: «О переносе выходных дней в 2027 году».
            HolidayRule.decreedSubstitutes(
                2027, [(for: (1, 2), on: (11, 5)), (for: (1, 3), on: (12, 31))], name: transferNames.dayOff)
                + HolidayRule.transfers(2027, [(off: (2, 22), worked: (2, 20))], names: transferNames),
        ].joined())

    /// Single days the President declared non-working days with pay.
    private static let russianDecreedDays: [HolidayRule] = [
        // Указ Президента РФ от 29.05.2020 № 345 «О проведении военных парадов и
        // артиллерийского салюта в ознаменование 75-й годовщины Победы в Великой
        // Отечественной войне 1941–1945 годов и Парада Победы 24 июня 1945 г.» (kremlin.ru,
        // 29 May 2020): the parades moved from May 9; the day a non-working day with pay.
        .oneOff("Victory Parade Day", local: "День проведения парада Победы", on: CivilDate(2020, 6, 24)),
        // Указ Президента РФ от 01.06.2020 № 354 «Об определении даты проведения
        // общероссийского голосования по вопросу одобрения изменений в Конституцию Российской
        // Федерации»: the vote on 1 July 2020, declared a non-working day with pay.
        .oneOff(
            "Constitutional Vote Day", local: "День общероссийского голосования по поправкам к Конституции",
            on: CivilDate(2020, 7, 1)),
    ]
}
