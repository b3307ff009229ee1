import HolidayEngine

// Azerbaijan: the holidays of the Labour Code (Əmək Məcəlləsi, 1999, art. 105), Novruz and the
// two Bayrams on the Islamic calendar as Azerbaijan observes it (HijriCalendar.azerbaijan:
// the Cabinet of Ministers' confirmed Bayram dates, later years estimated), the substitute days
// of art. 105, and the Cabinet of Ministers' exchanges of working and rest days.
//
// - Substitute days (art. 105.5, from 2006): a rest day that falls on a holiday moves to the
//   next working day, one for each holiday (Novruz on a weekend gives as many days as it has
//   weekend days); January 20, the Day of National Mourning, gives none.
// - The list by years, as python-holidays 0.108 gives it: Novruz March 20-21, five days from
//   2007; the Bayrams from 1993, Ramazan's second day from 2006 and Qurban's from 2007; January
//   2 from 2006; January 20 from 2000; National Salvation Day (June 15) from 1997; Armed Forces
//   Day on October 9 until 1997, on June 26 from 1998; Independence Day on October 18 a day
//   off until 2005; Flag Day (November 9) from 2010; Victory Day (November 8) from 2021.
// - Days marked but worked (art. 105's list of holidays that are not days off: Independence
//   Restoration Day from 2006, Constitution Day, National Revival Day, Memorial Day from 2021)
//   are kind `observance`. python-holidays calls them its `workday` category, but holical's
//   working-day kind is a weekend day worked by decree, which business days count.
//
// Art. 105.6: a Bayram day that coincides with another holiday that is a day off gives the
// next working day off too, on any weekday (`Observance.onAnotherDayOff`).
//
// Known from 1990, python-holidays 0.108's first year (the Azerbaijan SSR's own list, with
// Novruz, before independence in 1991); before it the Soviet Union's holidays.

extension Country {
    /// Azerbaijan: public holidays, the days marked but worked and the weekend days worked by
    /// decree, known from 1990.
    public static let azerbaijan = Country(
        "AZ", "Azerbaijan", local: "Azərbaycan", languages: ["az"], firstWeekday: .monday,
        known: .from(1990), observedSuffix: ["en": " (observed)", "": " (müşahidə olunur)"],
        islamic: .azerbaijan,
        kinds: [.public, .observance, .workday], sources: "Əmək Məcəlləsi (1999), art. 105; the Cabinet of Ministers' decisions on Bayram days "
            + "and on the exchange of working and rest days",
        rules: { azerbaijaniHolidays + azerbaijaniWorkingHolidays + azerbaijaniDaysOff + azerbaijaniTransfers })

    /// The next working day off for a holiday on a Saturday or Sunday (art. 105.5).
    private static let substituted: [Observance] = [.substitute(.from(2006), on: [.saturday, .sunday])]

    /// The same for a Bayram day, which from 2008 also gives the next working day off when it
    /// falls on another holiday (art. 105.6). Qurban Bayram on December 31, 2006 and January
    /// 1, 2007 was settled by the Cabinet's 2007 calendar instead: January 3, 4 and 5
    /// (`azerbaijaniDaysOff`).
    private static let bayramSubstituted: [Observance] = [
        .substitute(YearSet(2006, 2007), on: [.saturday, .sunday]),
        .substitute(.from(2008), on: [.saturday, .sunday], orOnAnotherDayOff: true),
    ]

    private static let newYear = HolidayName("New Year's Day", local: "Yeni il bayramı")
    private static let novruz = HolidayName("Novruz", local: "Novruz bayramı")
    private static let ramazan = HolidayName("Ramazan Bayram", local: "Ramazan bayramı")
    private static let qurban = HolidayName("Qurban Bayram", local: "Qurban bayramı")
    private static let qurbanObserved = HolidayName(
        "Qurban Bayram (observed)", local: "Qurban bayramı (müşahidə olunur)")

    /// The holidays that are days off, in the order of the year.
    private static let azerbaijaniHolidays: [HolidayRule] = [
        HolidayRule(names: [newYear], on: .fixed(month: 1, day: 1), observed: substituted),
        HolidayRule(
            names: [newYear], on: .fixed(month: 1, day: 2), years: .from(2006), observed: substituted, key: "January 2"),
        HolidayRule(
            "Day of National Mourning", local: "Ümumxalq hüzn günü", on: .fixed(month: 1, day: 20), years: .from(2000)),
        // 2025: the Cabinet moved the Monday after Women's Day to March 27.
        HolidayRule(
            "Women's Day", local: "Qadınlar günü", on: .fixed(month: 3, day: 8),
            observed: [.substitute(YearSet(2006, 2024), on: [.saturday, .sunday]), .substitute(.from(2026), on: [.saturday, .sunday])]),
        HolidayRule(names: [novruz], on: .fixed(month: 3, day: 20), observed: substituted),
        HolidayRule(names: [novruz], on: .fixed(month: 3, day: 21), observed: substituted, key: "Novruz (2)"),
        HolidayRule(
            names: [novruz], on: .fixed(month: 3, day: 22), years: .from(2007), observed: substituted, key: "Novruz (3)"),
        HolidayRule(
            names: [novruz], on: .fixed(month: 3, day: 23), years: .from(2007), observed: substituted, key: "Novruz (4)"),
        HolidayRule(
            names: [novruz], on: .fixed(month: 3, day: 24), years: .from(2007), observed: substituted, key: "Novruz (5)"),
        HolidayRule(
            "Victory over Fascism Day", local: "Faşizm üzərində qələbə günü", on: .fixed(month: 5, day: 9),
            observed: substituted),
        HolidayRule(
            names: [
                HolidayName("Republic Day", local: "Respublika Günü", years: .through(2020)),
                HolidayName("Independence Day", local: "Müstəqillik Günü", years: .from(2021)),
            ],
            on: .fixed(month: 5, day: 28), years: .from(1992), observed: substituted),
        HolidayRule(
            "National Salvation Day", local: "Azərbaycan xalqının milli qurtuluş günü", on: .fixed(month: 6, day: 15),
            years: .from(1997), observed: substituted),
        HolidayRule(
            "Armed Forces Day", local: "Azərbaycan Respublikasının Silahlı Qüvvələri günü", on: .fixed(month: 10, day: 9),
            years: YearSet(1992, 1997)),
        HolidayRule(
            "Armed Forces Day", local: "Azərbaycan Respublikasının Silahlı Qüvvələri günü", on: .fixed(month: 6, day: 26),
            years: .from(1998), observed: substituted, key: "Armed Forces Day (June 26)"),
        HolidayRule(
            "National Independence Day", local: "Milli Müstəqillik Günü", on: .fixed(month: 10, day: 18),
            years: .through(2005)),
        HolidayRule(
            "Victory Day", local: "Zəfər Günü", on: .fixed(month: 11, day: 8), years: .from(2021), observed: substituted),
        HolidayRule(
            "National Flag Day", local: "Azərbaycan Respublikasının Dövlət bayrağı günü", on: .fixed(month: 11, day: 9),
            years: .from(2010), observed: substituted),
        // Its day off for a weekend falls in the next year: from December 31, 2005 on. Sunday
        // December 31, 2006 was also Qurban Bayram: the 2007 calendar's January 3 stands in
        // for both (`azerbaijaniDaysOff`).
        HolidayRule(
            "International Solidarity Day of Azerbaijanis", local: "Dünya azərbaycanlılarının həmrəyliyi günü",
            on: .fixed(month: 12, day: 31), years: .from(1993),
            observed: [
                .substitute(.only(2005), on: [.saturday, .sunday]), .substitute(.from(2007), on: [.saturday, .sunday]),
            ]),
        // 2025: the Cabinet moved the day off for Sunday March 30 to March 28.
        HolidayRule(
            names: [ramazan], on: .hijri(.shawwal, 1), years: .from(1993),
            observed: [
                .substitute(YearSet(2006, 2007), on: [.saturday, .sunday]),
                .substitute(YearSet(2008, 2024), on: [.saturday, .sunday], orOnAnotherDayOff: true),
                .substitute(.from(2026), on: [.saturday, .sunday], orOnAnotherDayOff: true),
            ]),
        HolidayRule(
            names: [ramazan], on: .hijri(.shawwal, 2), years: .from(2006), observed: bayramSubstituted,
            key: "Ramazan Bayram (2)"),
        HolidayRule(names: [qurban], on: .hijri(.dhuAlHijjah, 10), years: .from(1993), observed: bayramSubstituted),
        HolidayRule(
            names: [qurban], on: .hijri(.dhuAlHijjah, 11), years: .from(2007), observed: bayramSubstituted,
            key: "Qurban Bayram (2)"),
    ]

    /// Holidays that are working days (art. 105), in the order of the year.
    private static let azerbaijaniWorkingHolidays: [HolidayRule] = [
        HolidayRule(
            "Memorial Day", local: "Anım Günü", on: .fixed(month: 9, day: 27), kind: .observance, years: .from(2021)),
        HolidayRule(
            names: [
                HolidayName("National Independence Day", local: "Milli Müstəqillik Günü", years: YearSet(2006, 2020)),
                HolidayName("Independence Restoration Day", local: "Müstəqilliyin Bərpası Günü", years: .from(2021)),
            ],
            on: .fixed(month: 10, day: 18), kind: .observance, years: .from(2006), key: "Independence Restoration Day"),
        HolidayRule(
            "Constitution Day", local: "Konstitusiya Günü", on: .fixed(month: 11, day: 12), kind: .observance,
            years: .from(1996)),
        HolidayRule(
            "National Revival Day", local: "Milli Dirçəliş Günü", on: .fixed(month: 11, day: 17), kind: .observance,
            years: .from(1992)),
    ]

    /// Days off for elections (presidential and municipal), decreed for the day, and the
    /// days off the production calendars gave for Qurban Bayram in 2007: Sunday December 31,
    /// 2006 (also Solidarity Day, which had no day of its own that year) gives January 3 as
    /// well as the rule's January 4, and Monday January 1 (also New Year's Day) gives
    /// January 5.
    private static let azerbaijaniDaysOff: [HolidayRule] = [
        .decreedSubstitute(qurbanObserved, for: CivilDate(2006, 12, 31), on: CivilDate(2007, 1, 3)),
        .decreedSubstitute(qurbanObserved, for: CivilDate(2007, 1, 1), on: CivilDate(2007, 1, 5)),
        .oneOff("Presidential election", local: "Prezident seçkiləri", on: CivilDate(2018, 4, 11)),
        .oneOff("Municipal elections", local: "Bələdiyyə seçkiləri", on: CivilDate(2019, 12, 27)),
        .oneOff("Presidential election", local: "Prezident seçkiləri", on: CivilDate(2024, 2, 7)),
        .oneOff("Municipal elections", local: "Bələdiyyə seçkiləri", on: CivilDate(2025, 1, 29)),
        // 2025: the rest days of Monday March 10 (for Women's Day) and Tuesday April 1 (for
        // Ramazan Bayram) moved to March 27 and 28, bridging Novruz and the Bayram.
        .oneOff(azerbaijaniTransfer.dayOff, on: CivilDate(2025, 3, 27)),
        .oneOff(azerbaijaniTransfer.dayOff, on: CivilDate(2025, 3, 28)),
    ]

    /// What the Cabinet of Ministers' decisions call the two days of an exchange: a working
    /// day moved to a Saturday or Sunday, the weekend day worked and the weekday off.
    private static let azerbaijaniTransfer = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "İstirahət günü (köçürülmüş)"),
        workday: HolidayName("Working day (transferred)", local: "İş günü (köçürülmüş)"))

    /// The exchanges of working and rest days, one decision (or a year's decisions) a line,
    /// in the order of the years.
    private static let azerbaijaniTransfers: [HolidayRule] = Array(
        [
            // 2008: the Cabinet of Ministers' decision on the exchange of working and rest days in 2008.
            HolidayRule.transfers(
                2008,
                [
                    (off: (3, 27), worked: (3, 29)), (off: (3, 28), worked: (3, 30)), (off: (9, 29), worked: (9, 27)),
                ],
                names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2008, 1, 3), worked: CivilDate(2007, 12, 29), names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2008, 1, 4), worked: CivilDate(2007, 12, 30), names: azerbaijaniTransfer),
            // 2009: the Cabinet of Ministers' decision on the exchange of working and rest days in 2009.
            HolidayRule.transfers(2009, [(off: (3, 27), worked: (3, 29))], names: azerbaijaniTransfer),
            // 2010: the Cabinet of Ministers' decision on the exchange of working and rest days in 2010.
            HolidayRule.transfers(
                2010, [(off: (6, 14), worked: (6, 12)), (off: (11, 15), worked: (11, 13))], names: azerbaijaniTransfer),
            // 2011: the Cabinet of Ministers' decision on the exchange of working and rest days in 2011.
            HolidayRule.transfers(2011, [(off: (8, 29), worked: (8, 27))], names: azerbaijaniTransfer),
            // 2013: the Cabinet of Ministers' decision on the exchange of working and rest days in 2013.
            HolidayRule.transfer(
                off: CivilDate(2013, 1, 3), worked: CivilDate(2012, 12, 29), names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2013, 1, 4), worked: CivilDate(2012, 12, 30), names: azerbaijaniTransfer),
            // 2014: the Cabinet of Ministers' decision on the exchange of working and rest days in 2014.
            HolidayRule.transfer(
                off: CivilDate(2014, 1, 3), worked: CivilDate(2013, 12, 28), names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2014, 1, 6), worked: CivilDate(2013, 12, 29), names: azerbaijaniTransfer),
            // 2015: the Cabinet of Ministers' decision on the exchange of working and rest days in 2015.
            HolidayRule.transfers(2015, [(off: (3, 27), worked: (3, 29))], names: azerbaijaniTransfer),
            // 2020: the Cabinet of Ministers' decision on the exchange of working and rest days in 2020.
            HolidayRule.transfers(
                2020, [(off: (3, 27), worked: (3, 29)), (off: (5, 27), worked: (5, 31))], names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2020, 1, 3), worked: CivilDate(2019, 12, 28), names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2020, 1, 6), worked: CivilDate(2019, 12, 29), names: azerbaijaniTransfer),
            // 2021: the Cabinet of Ministers' decision on the exchange of working and rest days in 2021.
            HolidayRule.transfers(
                2021,
                [
                    (off: (5, 11), worked: (5, 8)), (off: (5, 12), worked: (5, 16)), (off: (7, 19), worked: (7, 17)),
                ],
                names: azerbaijaniTransfer),
            // 2022: the Cabinet of Ministers' decision on the exchange of working and rest days in 2022.
            HolidayRule.transfers(
                2022, [(off: (3, 7), worked: (3, 5)), (off: (11, 7), worked: (11, 5))], names: azerbaijaniTransfer),
            // 2023: the Cabinet of Ministers' decision on the exchange of working and rest days in 2023.
            HolidayRule.transfers(
                2023,
                [
                    (off: (6, 27), worked: (6, 24)), (off: (6, 30), worked: (6, 25)), (off: (11, 10), worked: (11, 4)),
                ],
                names: azerbaijaniTransfer),
            // 2024: the Cabinet of Ministers' decision on the exchange of working and rest days in 2024.
            HolidayRule.transfers(
                2024,
                [
                    (off: (1, 5), worked: (1, 7)), (off: (4, 12), worked: (4, 6)), (off: (11, 12), worked: (11, 16)),
                    (off: (11, 13), worked: (11, 23)), (off: (12, 30), worked: (12, 28)),
                ],
                names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2024, 1, 4), worked: CivilDate(2023, 12, 30), names: azerbaijaniTransfer),
            // 2025: the Cabinet of Ministers' decision on the exchange of working and rest days in 2025.
            HolidayRule.transfers(2025, [(off: (6, 27), worked: (6, 21))], names: azerbaijaniTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2025, 1, 3), worked: CivilDate(2024, 12, 29), names: azerbaijaniTransfer),

        ].joined())
}
