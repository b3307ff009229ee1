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
        sources: "Кодекс законів про працю України, art. 67 and 73; Закони № 35/95-ВР, 576-XIV, "
            + "2136-IX (martial law), 3248-IX; the Cabinet of Ministers' yearly transfers of working days",
        rules: { ukrainianHolidays.flatMap(untilMartialLaw) + ukrainianTransfers })

    /// A day off when it falls on a weekend, in the years art. 67 gave one.
    private static let substituted: [Observance] = [
        .substitute(YearSet(1995, 1997), on: [.saturday, .sunday]),
        .substitute(YearSet(1999, 2022), on: [.saturday, .sunday]),
    ]

    /// The holidays of art. 73, in the order of the year, each with the last year it was a
    /// day off before martial law.
    private static let ukrainianHolidays: [(HolidayRule, lastDayOff: Int)] = [
        (
            HolidayRule(
                "New Year's Day", local: "Новий рік", on: .fixed(month: 1, day: 1),
                observed: [.substitute(YearSet(1996, 1997), on: [.saturday, .sunday])] + substituted.dropFirst()),
            2022
        ),
        (
            HolidayRule(
                "Christmas Day", local: "Різдво Христове", on: .julian(month: 12, day: 25), years: .through(2023),
                observed: [.substitute(YearSet(1996, 1997), on: [.saturday, .sunday])] + substituted.dropFirst()),
            2022
        ),
        (
            HolidayRule(
                "International Women's Day", local: "Міжнародний жіночий день", on: .fixed(month: 3, day: 8),
                observed: substituted),
            2022
        ),
        // Easter has no day of its own in 1999 (April 11, before the rule returned), nor in
        // 2005 and 2016, when it fell on May 1: the one Sunday gives one day off, Labour Day's.
        (
            HolidayRule(
                "Easter Sunday", local: "Великдень (Пасха)", on: .orthodoxEaster(0),
                observed: [
                    substituted[0], .substitute(YearSet(2000, 2004), on: [.sunday]),
                    .substitute(YearSet(2006, 2015), on: [.sunday]), .substitute(.from(2017), on: [.sunday]),
                ]),
            2021
        ),
        (HolidayRule("Trinity Sunday", local: "Трійця", on: .orthodoxEaster(49), observed: substituted), 2021),
        (HolidayRule(names: mayDayNames, on: .fixed(month: 5, day: 1), observed: substituted), 2021),
        (
            HolidayRule(
                names: mayDayNames, on: .fixed(month: 5, day: 2), years: .through(2017), observed: substituted,
                key: "May 2"),
            2021
        ),
        (HolidayRule(names: victoryDayNames, on: .fixed(month: 5, day: 9), years: .through(2023), observed: substituted), 2021),
        (
            HolidayRule(
                names: victoryDayNames, on: .fixed(month: 5, day: 8), years: .from(2024), key: "Victory Day (May 8)"),
            2021
        ),
        (
            HolidayRule(
                "Constitution Day", local: "День Конституції України", on: .fixed(month: 6, day: 28),
                years: .from(1997), observed: substituted),
            2021
        ),
        (
            HolidayRule(
                "Independence Day", local: "День незалежності України", on: .fixed(month: 7, day: 16),
                years: .only(1991), key: "Independence Day (1991)"),
            2021
        ),
        (
            HolidayRule(
                "Statehood Day", local: "День Української Державності", on: .fixed(month: 7, day: 28),
                years: YearSet(2022, 2023)),
            2021
        ),
        (
            HolidayRule(
                "Statehood Day", local: "День Української Державності", on: .fixed(month: 7, day: 15),
                years: .from(2024), key: "Statehood Day (July 15)"),
            2021
        ),
        (
            HolidayRule(
                "Independence Day", local: "День незалежності України", on: .fixed(month: 8, day: 24),
                years: .from(1992), observed: substituted),
            2021
        ),
        (HolidayRule(names: defendersDayNames, on: .fixed(month: 10, day: 14), years: YearSet(2015, 2022), observed: substituted), 2021),
        (
            HolidayRule(
                names: defendersDayNames, on: .fixed(month: 10, day: 1), years: .from(2023),
                key: "Defenders' Day (October 1)"),
            2021
        ),
        (
            HolidayRule(
                "Anniversary of the Great October Socialist Revolution",
                local: "Річниця Великої Жовтневої соціалістичної революції", on: .fixed(month: 11, day: 7),
                years: .through(1999), observed: substituted),
            2021
        ),
        (
            HolidayRule(
                "Anniversary of the Great October Socialist Revolution",
                local: "Річниця Великої Жовтневої соціалістичної революції", on: .fixed(month: 11, day: 8),
                years: .through(1999), observed: substituted, key: "November 8"),
            2021
        ),
        (
            HolidayRule(
                "Christmas Day", local: "Різдво Христове", on: .fixed(month: 12, day: 25), years: .from(2017),
                observed: substituted, key: "Christmas Day (December 25)"),
            2021
        ),
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

    /// A holiday of art. 73 as a day off until `lastDayOff`, then, under martial law, as a
    /// working day marked in the calendar.
    private static func untilMartialLaw(_ entry: (HolidayRule, lastDayOff: Int)) -> [HolidayRule] {
        let (rule, lastDayOff) = entry
        var dayOff = rule
        dayOff.years = YearSet(rule.years.first, min(rule.years.last, lastDayOff))
        var working = rule
        working.kind = .observance
        working.years = YearSet(max(rule.years.first, lastDayOff + 1), rule.years.last)
        working.observances = []
        working.key = "\(rule.key) (martial law)"
        return [dayOff, working].filter { $0.years.first <= $0.years.last }
    }

    /// A working day moved to a Saturday (or a Sunday) by the Cabinet of Ministers: the
    /// weekend day is worked and the weekday off.
    private static func swapped(worked: CivilDate, for off: CivilDate) -> [HolidayRule] {
        [
            .oneOff("Day off (transferred)", local: "Вихідний день (перенесений)", on: off),
            .oneOff("Working day (transferred)", local: "Робочий день (перенесений)", on: worked, kind: .workday),
        ]
    }

    /// The working days moved within `year`: `(5, 5, for: 5, 3)` makes Sunday May 5 a working
    /// day and May 3 a day off.
    private static func swapped(_ year: Int, _ swaps: [(Int, Int, for: Int, Int)]) -> [HolidayRule] {
        swaps.flatMap { workedMonth, workedDay, month, day in
            swapped(
                worked: CivilDate(year: year, month: workedMonth, day: workedDay)!,
                for: CivilDate(year: year, month: month, day: day)!)
        }
    }

    /// The transfers of working days, in the order of the years: the Cabinet of Ministers'
    /// постанови (resolutions) until 2000, розпорядження (orders) after; none under martial
    /// law.
    private static let ukrainianTransfers: [HolidayRule] = Array(
        [
            // 1991: постанова № 60 (1991).
            swapped(1991, [(5, 5, for: 5, 3), (5, 12, for: 5, 10), (7, 13, for: 7, 15)]),
            // 1992: постанови № 377 (1991) and № 202 (1992).
            swapped(1992, [(1, 4, for: 1, 6), (5, 16, for: 4, 27)]),
            // 1993: постанови № 725 (1992) and № 563 (1993).
            swapped(1993, [(1, 10, for: 1, 8), (8, 21, for: 8, 23)]),
            // 1994: постанова № 98 (1994).
            swapped(1994, [(3, 5, for: 3, 7)]),
            // 1995: постанови № 266, № 634 and № 852 (1995).
            swapped(1995, [(5, 6, for: 5, 8), (8, 27, for: 8, 25), (11, 4, for: 11, 6)]),
            // 1995: Указ Президента № 13/95, a day off on Monday January 9.
            [
                .oneOff(
                    "Day off (presidential decree)", local: "Вихідний згідно указу Президента",
                    on: CivilDate(year: 1995, month: 1, day: 9)!)
            ],
            // 1996: постанова № 424 (1996).
            swapped(1996, [(5, 5, for: 5, 3), (5, 12, for: 5, 10)]),
            // 1997: постанови № 1547 (1996) and № 326 (1997).
            swapped(
                1997,
                [
                    (1, 4, for: 1, 6), (1, 11, for: 1, 8), (4, 19, for: 4, 29), (5, 17, for: 4, 30),
                ])
                + swapped(worked: CivilDate(year: 1996, month: 12, day: 28)!, for: CivilDate(year: 1997, month: 1, day: 2)!),
            // 1998: постанова № 1404 (1997).
            swapped(1998, [(1, 4, for: 1, 2)]),
            // 1999: постанови № 2070 (1998), № 558 and № 1433 (1999).
            swapped(1999, [(1, 10, for: 1, 8), (4, 24, for: 4, 12), (8, 21, for: 8, 23)]),
            // 2000: постанови № 717 and № 1251 (2000).
            swapped(2000, [(5, 6, for: 5, 8), (8, 27, for: 8, 25)]),
            // 2001: розпорядження № 138-р and постанова № 210 (2001).
            swapped(
                2001,
                [
                    (3, 11, for: 3, 9), (4, 28, for: 4, 30), (5, 5, for: 5, 10), (5, 6, for: 5, 11),
                    (6, 23, for: 6, 29), (12, 29, for: 12, 31),
                ]),
            // 2002: розпорядження № 202-р and № 705-р (2002).
            swapped(2002, [(5, 11, for: 5, 3), (12, 28, for: 12, 30), (12, 29, for: 12, 31)]),
            // 2003: розпорядження № 705-р (2002).
            swapped(2003, [(1, 4, for: 1, 6)]),
            // 2004: розпорядження № 773-р (2003).
            swapped(2004, [(1, 10, for: 1, 2), (1, 17, for: 1, 5), (1, 31, for: 1, 6), (8, 21, for: 8, 23)]),
            // 2005: розпорядження № 936-р (2004) and № 133-р (2005).
            swapped(2005, [(3, 5, for: 3, 7), (5, 14, for: 5, 10), (6, 25, for: 6, 27)]),
            // 2006: розпорядження № 490-р and № 562-р (2005).
            swapped(
                2006,
                [
                    (1, 21, for: 1, 3), (2, 4, for: 1, 4), (2, 18, for: 1, 5), (3, 11, for: 1, 6), (5, 6, for: 5, 8),
                    (9, 9, for: 8, 25),
                ]),
            // 2007: розпорядження № 612-р (2006).
            swapped(
                2007,
                [
                    (1, 20, for: 1, 2), (1, 27, for: 1, 3), (2, 10, for: 1, 4), (2, 24, for: 1, 5),
                    (3, 3, for: 3, 9), (4, 28, for: 4, 30), (6, 16, for: 6, 29), (12, 29, for: 12, 31),
                ]),
            // 2008: розпорядження № 1059-р (2007) and № 538-р (2008).
            swapped(
                2008,
                [
                    (1, 12, for: 1, 2), (1, 26, for: 1, 3), (2, 9, for: 1, 4), (5, 17, for: 4, 29),
                    (5, 31, for: 4, 30),
                ]),
            // 2009: розпорядження № 1458-р (2008).
            swapped(2009, [(1, 10, for: 1, 2), (1, 24, for: 1, 5), (2, 7, for: 1, 6)]),
            // 2010: розпорядження № 1412-р (2009).
            swapped(
                2010,
                [
                    (1, 30, for: 1, 4), (2, 13, for: 1, 5), (2, 27, for: 1, 6), (3, 13, for: 1, 8),
                    (8, 21, for: 8, 23),
                ]),
            // 2011: розпорядження № 2130-р (2010).
            swapped(2011, [(3, 12, for: 3, 7), (6, 25, for: 6, 27)]),
            // 2012: розпорядження № 1210-р (2011).
            swapped(2012, [(3, 3, for: 3, 9), (4, 28, for: 4, 30), (7, 7, for: 6, 29), (12, 29, for: 12, 31)]),
            // 2013: розпорядження № 1043-р (2012).
            swapped(2013, [(5, 18, for: 5, 3), (6, 1, for: 5, 10)]),
            // 2014: розпорядження № 920-р (2013).
            swapped(2014, [(1, 11, for: 1, 2), (1, 25, for: 1, 3), (2, 8, for: 1, 6)]),
            // 2015: розпорядження № 1084-р (2014).
            swapped(2015, [(1, 17, for: 1, 2), (1, 31, for: 1, 8), (2, 14, for: 1, 9)]),
            // 2016: розпорядження № 1155-р (2015).
            swapped(2016, [(1, 16, for: 1, 8), (3, 12, for: 3, 7), (7, 2, for: 6, 27)]),
            // 2017: розпорядження № 850-р (2016).
            swapped(2017, [(5, 13, for: 5, 8), (8, 19, for: 8, 25)]),
            // 2018: розпорядження № 1-р (2018).
            swapped(
                2018,
                [
                    (3, 3, for: 3, 9), (5, 5, for: 4, 30), (6, 23, for: 6, 29), (12, 22, for: 12, 24),
                    (12, 29, for: 12, 31),
                ]),
            // 2019: розпорядження № 7-р (2019).
            swapped(2019, [(5, 11, for: 4, 30), (12, 21, for: 12, 30), (12, 28, for: 12, 31)]),
            // 2020: розпорядження № 995-р (2019).
            swapped(2020, [(1, 11, for: 1, 6)]),
            // 2021: розпорядження № 1191-р (2020).
            swapped(2021, [(1, 16, for: 1, 8), (8, 28, for: 8, 23), (10, 23, for: 10, 15)]),
            // 2022: розпорядження № 1004-р (2021).
            swapped(2022, [(3, 12, for: 3, 7)]),

        ].joined())
}
