import HolidayEngine

// Ukraine: the holidays of the Labour Code (Кодекс законів про працю України, art. 73), with
// the Orthodox Easter and Trinity, Christmas on the Julian calendar (January 7) until 2023 and
// on December 25 from 2017, the substitute days of art. 67, the Cabinet of Ministers' yearly
// transfers of working days, and martial law.
//
// - Substitute days (art. 67): a holiday on a Saturday or Sunday gives the next working day
//   off, from 27 January 1995 (Закон № 35/95-ВР) until 9 January 1998 (Закон № 785/97-ВР) and
//   again from 23 April 1999 (Закон № 576-XIV). So New Year's Day and Christmas have none in
//   1995 (both fell before January 27), and Easter none in 1999 (April 11).
// - Martial law (Закон № 2136-IX of 15 March 2022): art. 73 does not apply, the holidays are
//   working days: from 2022 for Easter and the days after it, from 2023 for New Year's Day,
//   Christmas (January 7) and Women's Day, as python-holidays 0.108 counts them. They remain
//   in the calendar as kind `observance`. python-holidays calls them its `workday` category,
//   but holical's working-day kind is a weekend day worked by decree, which business days
//   count: Easter Sunday under martial law is no business day (docs/rule-model.md).
// - Закон № 3248-IX (2023): Christmas only on December 25, Statehood Day on July 15 and the
//   Day of Remembrance and Victory on May 8, from 2024; Defenders' Day on October 1 from 2023.
//
// Known from 1991: the year of the Declaration of Independence; before it the Ukrainian SSR
// kept the Soviet Union's holidays, another legal order.

extension Country {
    /// Ukraine: public holidays, the Saturdays worked by decree, and the holidays martial law
    /// made working days, known from 1991.
    public static let ukraine = Country(
        "UA", "Ukraine", local: "Україна", languages: ["uk"], firstWeekday: .monday,
        known: .from(1991), observedSuffix: ["en": " (observed)", "": " (вихідний)"],
        kinds: [.public, .observance, .workday], sources: "Кодекс законів про працю України, art. 67 and 73; Закони № 35/95-ВР, 576-XIV, "
            + "2136-IX (martial law), 3248-IX; the Cabinet of Ministers' yearly transfers of working days",
        rules: {
            daysOffUntil2022.flatMap { $0.worked(in: .from(2023)) }
                + daysOffUntil2021.flatMap { $0.worked(in: .from(2022)) } + ukrainianTransfers
        })

    /// A day off when it falls on a weekend, in the years art. 67 gave one.
    private static let substituted: [Observance] = [
        .substitute(YearSet(1995, 1997), on: [.saturday, .sunday]),
        .substitute(YearSet(1999, 2022), on: [.saturday, .sunday]),
    ]

    /// The holidays of art. 73, in the order of the year, that were days off until martial law
    /// made them working days in 2023: New Year's Day, Christmas (January 7) and Women's Day.
    private static let daysOffUntil2022: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Новий рік", on: .fixed(month: 1, day: 1),
            observed: [.substitute(YearSet(1996, 1997), on: [.saturday, .sunday])] + substituted.dropFirst()),
        HolidayRule(
            "Christmas Day", local: "Різдво Христове", on: .julian(month: 12, day: 25), years: .through(2023),
            observed: [.substitute(YearSet(1996, 1997), on: [.saturday, .sunday])] + substituted.dropFirst()),
        HolidayRule(
            "International Women's Day", local: "Міжнародний жіночий день", on: .fixed(month: 3, day: 8),
            observed: substituted),
    ]

    /// The other holidays of art. 73, in the order of the year: days off until martial law made
    /// them working days in 2022 (the holidays from Easter on).
    private static let daysOffUntil2021: [HolidayRule] = [
        // Easter has no day of its own in 1999 (April 11, before the rule returned), nor in
        // 2005 and 2016, when it fell on May 1: the one Sunday gives one day off, Labour Day's.
        HolidayRule(
            "Easter Sunday", local: "Великдень (Пасха)", on: .orthodoxEaster(0),
            observed: [
                substituted[0], .substitute(YearSet(2000, 2004), on: [.sunday]),
                .substitute(YearSet(2006, 2015), on: [.sunday]), .substitute(.from(2017), on: [.sunday]),
            ]),
        HolidayRule("Trinity Sunday", local: "Трійця", on: .orthodoxEaster(49), observed: substituted),
        HolidayRule(names: mayDayNames, on: .fixed(month: 5, day: 1), observed: substituted),
        HolidayRule(
            names: mayDayNames, on: .fixed(month: 5, day: 2), years: .through(2017), observed: substituted,
            key: "May 2"),
        HolidayRule(names: victoryDayNames, on: .fixed(month: 5, day: 9), years: .through(2023), observed: substituted),
        HolidayRule(
            names: victoryDayNames, on: .fixed(month: 5, day: 8), years: .from(2024), key: "Victory Day (May 8)"),
        HolidayRule(
            "Constitution Day", local: "День Конституції України", on: .fixed(month: 6, day: 28), years: .from(1997),
            observed: substituted),
        HolidayRule(
            "Independence Day", local: "День незалежності України", on: .fixed(month: 7, day: 16), years: .only(1991),
            key: "Independence Day (1991)"),
        HolidayRule(
            "Statehood Day", local: "День Української Державності", on: .fixed(month: 7, day: 28),
            years: YearSet(2022, 2023)),
        HolidayRule(
            "Statehood Day", local: "День Української Державності", on: .fixed(month: 7, day: 15), years: .from(2024),
            key: "Statehood Day (July 15)"),
        HolidayRule(
            "Independence Day", local: "День незалежності України", on: .fixed(month: 8, day: 24), years: .from(1992),
            observed: substituted),
        HolidayRule(
            names: defendersDayNames, on: .fixed(month: 10, day: 14), years: YearSet(2015, 2022),
            observed: substituted),
        HolidayRule(
            names: defendersDayNames, on: .fixed(month: 10, day: 1), years: .from(2023),
            key: "Defenders' Day (October 1)"),
        HolidayRule(
            "Anniversary of the Great October Socialist Revolution",
            local: "Річниця Великої Жовтневої соціалістичної революції", on: .fixed(month: 11, day: 7),
            years: .through(1999), observed: substituted),
        HolidayRule(
            "Anniversary of the Great October Socialist Revolution",
            local: "Річниця Великої Жовтневої соціалістичної революції", on: .fixed(month: 11, day: 8),
            years: .through(1999), observed: substituted, key: "November 8"),
        HolidayRule(
            "Christmas Day", local: "Різдво Христове", on: .fixed(month: 12, day: 25), years: .from(2017),
            observed: substituted, key: "Christmas Day (December 25)"),
    ]

    private static let mayDayNames: [HolidayName] = [
        HolidayName(
            "International Workers' Solidarity Day", local: "День міжнародної солідарності трудящих",
            years: .through(2017)),
        HolidayName("Labour Day", local: "День праці", years: .from(2018)),
    ]

    private static let victoryDayNames: [HolidayName] = [
        HolidayName("Victory Day", local: "День Перемоги", years: .through(2015)),
        HolidayName(
            "Day of Victory over Nazism in World War II",
            local: "День перемоги над нацизмом у Другій світовій війні (День перемоги)", years: YearSet(2016, 2023)),
        HolidayName(
            "Day of Remembrance and Victory over Nazism in World War II",
            local: "День памʼяті та перемоги над нацизмом у Другій світовій війні 1939-1945 років", years: .from(2024)),
    ]

    private static let defendersDayNames: [HolidayName] = [
        HolidayName("Defender of Ukraine Day", local: "День захисника України", years: .through(2020)),
        HolidayName("Defenders' Day", local: "День захисників і захисниць України", years: .from(2021)),
    ]

    /// What the Cabinet of Ministers calls the two days of a transfer: a working day moved
    /// to a Saturday (or a Sunday), the weekend day worked and the weekday off.
    private static let ukrainianTransfer = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Вихідний день (перенесений)"),
        workday: HolidayName("Working day (transferred)", local: "Робочий день (перенесений)"))

    /// The transfers of working days, in the order of the years: the Cabinet of Ministers'
    /// постанови (resolutions) until 2000, розпорядження (orders) after; none under martial
    /// law.
    private static let ukrainianTransfers: [HolidayRule] = Array(
        [
            // 1991: постанова № 60 (1991).
            HolidayRule.transfers(
                1991,
                [
                    (off: (5, 3), worked: (5, 5)), (off: (5, 10), worked: (5, 12)), (off: (7, 15), worked: (7, 13)),
                ],
                names: ukrainianTransfer),
            // 1992: постанови № 377 (1991) and № 202 (1992).
            HolidayRule.transfers(
                1992, [(off: (1, 6), worked: (1, 4)), (off: (4, 27), worked: (5, 16))], names: ukrainianTransfer),
            // 1993: постанови № 725 (1992) and № 563 (1993).
            HolidayRule.transfers(
                1993, [(off: (1, 8), worked: (1, 10)), (off: (8, 23), worked: (8, 21))], names: ukrainianTransfer),
            // 1994: постанова № 98 (1994).
            HolidayRule.transfers(1994, [(off: (3, 7), worked: (3, 5))], names: ukrainianTransfer),
            // 1995: постанови № 266, № 634 and № 852 (1995).
            HolidayRule.transfers(
                1995,
                [
                    (off: (5, 8), worked: (5, 6)), (off: (8, 25), worked: (8, 27)), (off: (11, 6), worked: (11, 4)),
                ],
                names: ukrainianTransfer),
            // 1995: Указ Президента № 13/95, a day off on Monday January 9.
            [
                .oneOff(
                    "Day off (presidential decree)", local: "Вихідний згідно указу Президента",
                    on: CivilDate(1995, 1, 9))
            ],
            // 1996: постанова № 424 (1996).
            HolidayRule.transfers(
                1996, [(off: (5, 3), worked: (5, 5)), (off: (5, 10), worked: (5, 12))], names: ukrainianTransfer),
            // 1997: постанови № 1547 (1996) and № 326 (1997).
            HolidayRule.transfers(
                1997,
                [
                    (off: (1, 6), worked: (1, 4)), (off: (1, 8), worked: (1, 11)), (off: (4, 29), worked: (4, 19)),
                    (off: (4, 30), worked: (5, 17)),
                ],
                names: ukrainianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(1997, 1, 2), worked: CivilDate(1996, 12, 28), names: ukrainianTransfer),
            // 1998: постанова № 1404 (1997).
            HolidayRule.transfers(1998, [(off: (1, 2), worked: (1, 4))], names: ukrainianTransfer),
            // 1999: постанови № 2070 (1998), № 558 and № 1433 (1999).
            HolidayRule.transfers(
                1999,
                [
                    (off: (1, 8), worked: (1, 10)), (off: (4, 12), worked: (4, 24)), (off: (8, 23), worked: (8, 21)),
                ],
                names: ukrainianTransfer),
            // 2000: постанови № 717 and № 1251 (2000).
            HolidayRule.transfers(
                2000, [(off: (5, 8), worked: (5, 6)), (off: (8, 25), worked: (8, 27))], names: ukrainianTransfer),
            // 2001: розпорядження № 138-р and постанова № 210 (2001).
            HolidayRule.transfers(
                2001,
                [
                    (off: (3, 9), worked: (3, 11)), (off: (4, 30), worked: (4, 28)), (off: (5, 10), worked: (5, 5)),
                    (off: (5, 11), worked: (5, 6)), (off: (6, 29), worked: (6, 23)), (off: (12, 31), worked: (12, 29)),
                ],
                names: ukrainianTransfer),
            // 2002: розпорядження № 202-р and № 705-р (2002).
            HolidayRule.transfers(
                2002,
                [
                    (off: (5, 3), worked: (5, 11)), (off: (12, 30), worked: (12, 28)),
                    (off: (12, 31), worked: (12, 29)),
                ],
                names: ukrainianTransfer),
            // 2003: розпорядження № 705-р (2002).
            HolidayRule.transfers(2003, [(off: (1, 6), worked: (1, 4))], names: ukrainianTransfer),
            // 2004: розпорядження № 773-р (2003).
            HolidayRule.transfers(
                2004,
                [
                    (off: (1, 2), worked: (1, 10)), (off: (1, 5), worked: (1, 17)), (off: (1, 6), worked: (1, 31)),
                    (off: (8, 23), worked: (8, 21)),
                ],
                names: ukrainianTransfer),
            // 2005: розпорядження № 936-р (2004) and № 133-р (2005).
            HolidayRule.transfers(
                2005,
                [
                    (off: (3, 7), worked: (3, 5)), (off: (5, 10), worked: (5, 14)), (off: (6, 27), worked: (6, 25)),
                ],
                names: ukrainianTransfer),
            // 2006: розпорядження № 490-р and № 562-р (2005).
            HolidayRule.transfers(
                2006,
                [
                    (off: (1, 3), worked: (1, 21)), (off: (1, 4), worked: (2, 4)), (off: (1, 5), worked: (2, 18)),
                    (off: (1, 6), worked: (3, 11)), (off: (5, 8), worked: (5, 6)), (off: (8, 25), worked: (9, 9)),
                ],
                names: ukrainianTransfer),
            // 2007: розпорядження № 612-р (2006).
            HolidayRule.transfers(
                2007,
                [
                    (off: (1, 2), worked: (1, 20)), (off: (1, 3), worked: (1, 27)), (off: (1, 4), worked: (2, 10)),
                    (off: (1, 5), worked: (2, 24)), (off: (3, 9), worked: (3, 3)), (off: (4, 30), worked: (4, 28)),
                    (off: (6, 29), worked: (6, 16)), (off: (12, 31), worked: (12, 29)),
                ],
                names: ukrainianTransfer),
            // 2008: розпорядження № 1059-р (2007) and № 538-р (2008).
            HolidayRule.transfers(
                2008,
                [
                    (off: (1, 2), worked: (1, 12)), (off: (1, 3), worked: (1, 26)), (off: (1, 4), worked: (2, 9)),
                    (off: (4, 29), worked: (5, 17)), (off: (4, 30), worked: (5, 31)),
                ],
                names: ukrainianTransfer),
            // 2009: розпорядження № 1458-р (2008).
            HolidayRule.transfers(
                2009,
                [
                    (off: (1, 2), worked: (1, 10)), (off: (1, 5), worked: (1, 24)), (off: (1, 6), worked: (2, 7)),
                ],
                names: ukrainianTransfer),
            // 2010: розпорядження № 1412-р (2009).
            HolidayRule.transfers(
                2010,
                [
                    (off: (1, 4), worked: (1, 30)), (off: (1, 5), worked: (2, 13)), (off: (1, 6), worked: (2, 27)),
                    (off: (1, 8), worked: (3, 13)), (off: (8, 23), worked: (8, 21)),
                ],
                names: ukrainianTransfer),
            // 2011: розпорядження № 2130-р (2010).
            HolidayRule.transfers(
                2011, [(off: (3, 7), worked: (3, 12)), (off: (6, 27), worked: (6, 25))], names: ukrainianTransfer),
            // 2012: розпорядження № 1210-р (2011).
            HolidayRule.transfers(
                2012,
                [
                    (off: (3, 9), worked: (3, 3)), (off: (4, 30), worked: (4, 28)), (off: (6, 29), worked: (7, 7)),
                    (off: (12, 31), worked: (12, 29)),
                ],
                names: ukrainianTransfer),
            // 2013: розпорядження № 1043-р (2012).
            HolidayRule.transfers(
                2013, [(off: (5, 3), worked: (5, 18)), (off: (5, 10), worked: (6, 1))], names: ukrainianTransfer),
            // 2014: розпорядження № 920-р (2013).
            HolidayRule.transfers(
                2014,
                [
                    (off: (1, 2), worked: (1, 11)), (off: (1, 3), worked: (1, 25)), (off: (1, 6), worked: (2, 8)),
                ],
                names: ukrainianTransfer),
            // 2015: розпорядження № 1084-р (2014).
            HolidayRule.transfers(
                2015,
                [
                    (off: (1, 2), worked: (1, 17)), (off: (1, 8), worked: (1, 31)), (off: (1, 9), worked: (2, 14)),
                ],
                names: ukrainianTransfer),
            // 2016: розпорядження № 1155-р (2015).
            HolidayRule.transfers(
                2016,
                [
                    (off: (1, 8), worked: (1, 16)), (off: (3, 7), worked: (3, 12)), (off: (6, 27), worked: (7, 2)),
                ],
                names: ukrainianTransfer),
            // 2017: розпорядження № 850-р (2016).
            HolidayRule.transfers(
                2017, [(off: (5, 8), worked: (5, 13)), (off: (8, 25), worked: (8, 19))], names: ukrainianTransfer),
            // 2018: розпорядження № 1-р (2018).
            HolidayRule.transfers(
                2018,
                [
                    (off: (3, 9), worked: (3, 3)), (off: (4, 30), worked: (5, 5)), (off: (6, 29), worked: (6, 23)),
                    (off: (12, 24), worked: (12, 22)), (off: (12, 31), worked: (12, 29)),
                ],
                names: ukrainianTransfer),
            // 2019: розпорядження № 7-р (2019).
            HolidayRule.transfers(
                2019,
                [
                    (off: (4, 30), worked: (5, 11)), (off: (12, 30), worked: (12, 21)),
                    (off: (12, 31), worked: (12, 28)),
                ],
                names: ukrainianTransfer),
            // 2020: розпорядження № 995-р (2019).
            HolidayRule.transfers(2020, [(off: (1, 6), worked: (1, 11))], names: ukrainianTransfer),
            // 2021: розпорядження № 1191-р (2020).
            HolidayRule.transfers(
                2021,
                [
                    (off: (1, 8), worked: (1, 16)), (off: (8, 23), worked: (8, 28)), (off: (10, 15), worked: (10, 23)),
                ],
                names: ukrainianTransfer),
            // 2022: розпорядження № 1004-р (2021).
            HolidayRule.transfers(2022, [(off: (3, 7), worked: (3, 12))], names: ukrainianTransfer),

        ].joined())
}
