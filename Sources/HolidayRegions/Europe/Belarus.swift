import HolidayEngine

// Belarus: the public holidays that are days off (Указ Президента Республики Беларусь от
// 26 марта 1998 г. № 157 «О государственных праздниках, праздничных днях и памятных датах в
// Республике Беларусь», as amended; the Labour Code, art. 147), both Christmases and both
// Easters (the Orthodox ones on the Julian calendar), Radunitsa (the Tuesday nine days after
// Orthodox Easter), and the Council of Ministers' yearly transfers of working days to
// Saturdays. Names in Belarusian and Russian, the two state languages.
//
// The list by years, as python-holidays 0.108 gives it (its sources: president.gov.by, the
// 1998 decree): Easter Sundays from 1992, with Easter Mondays and Dzyady (November 2) as days
// off until 1997; Constitution Day (March 15) a day off 1995-1998; October Revolution Day
// from 1995; Independence Day on July 27 (the 1990 Declaration of Sovereignty) until 1996,
// on July 3 from 1997 (the 1996 referendum); January 2 from 2020.
//
// The decree's other days, public holidays that are working days (Defenders' Day, Constitution
// Day from 1999, the Day of Unity of Belarus and Russia, the Day of the State Symbols, the Day
// of People's Unity, Dzyady from 1998), are kind `observance`. python-holidays calls them its
// `workday` category, but holical's working-day kind is a weekend day worked by decree, which
// business days count: a Sunday commemoration is no business day (docs/rule-model.md).
//
// Known from 1991: the year the Byelorussian SSR became the Republic of Belarus; before it
// the Soviet Union's holidays, another legal order.

extension Country {
    /// Belarus: public holidays, commemorations and the Saturdays worked by decree, known
    /// from 1991.
    public static let belarus = Country(
        "BY", "Belarus", local: "Беларусь", languages: ["be", "ru"], firstWeekday: .monday,
        known: .from(1991),
        kinds: [.public, .observance, .workday], sources: "Указ Президента Республики Беларусь № 157 (1998), as amended; Трудовой кодекс, "
            + "art. 147; the Council of Ministers' yearly resolutions on the transfer of working days",
        rules: { belarusianHolidays + belarusianCommemorations + belarusianTransfers })

    private static let dzyady: [String: String] = ["be": "Дзень памяці", "ru": "День памяти"]
    private static let constitutionDay: [String: String] = ["be": "Дзень Канстытуцыі", "ru": "День Конституции"]

    /// The public holidays that are days off, in the order of the year.
    private static let belarusianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["be": "Новы год", "ru": "Новый год"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "New Year's Day", ["be": "Новы год", "ru": "Новый год"], on: .fixed(month: 1, day: 2),
            years: .from(2020), key: "January 2"),
        HolidayRule(
            "Orthodox Christmas Day",
            ["be": "Нараджэнне Хрыстова (праваслаўнае Раство)", "ru": "Рождество Христово (православное Рождество)"],
            on: .julian(month: 12, day: 25)),
        HolidayRule("Women's Day", ["be": "Дзень жанчын", "ru": "День женщин"], on: .fixed(month: 3, day: 8)),
        HolidayRule("Constitution Day", constitutionDay, on: .fixed(month: 3, day: 15), years: YearSet(1995, 1998)),
        HolidayRule(
            "Catholic Easter", ["be": "Каталіцкі Вялікдзень", "ru": "Католическая Пасха"], on: .easter(0),
            years: .from(1992)),
        HolidayRule(
            "Catholic Easter Monday", ["be": "Каталіцкі Вялікдзень", "ru": "Католическая Пасха"], on: .easter(1),
            years: YearSet(1992, 1997)),
        HolidayRule(
            "Orthodox Easter", ["be": "Праваслаўны Вялікдзень", "ru": "Православная Пасха"], on: .orthodoxEaster(0),
            years: .from(1992)),
        HolidayRule(
            "Orthodox Easter Monday", ["be": "Праваслаўны Вялікдзень", "ru": "Православная Пасха"],
            on: .orthodoxEaster(1), years: YearSet(1992, 1997)),
        HolidayRule("Radunitsa", ["be": "Радаўніца", "ru": "Радуница"], on: .orthodoxEaster(9)),
        HolidayRule("Labour Day", ["be": "Свята працы", "ru": "Праздник труда"], on: .fixed(month: 5, day: 1)),
        HolidayRule("Victory Day", ["be": "Дзень Перамогі", "ru": "День Победы"], on: .fixed(month: 5, day: 9)),
        HolidayRule(
            "Independence Day", independenceDay, on: .fixed(month: 7, day: 27), years: .through(1996)),
        HolidayRule("Independence Day", independenceDay, on: .fixed(month: 7, day: 3), years: .from(1997)),
        HolidayRule("Dzyady", dzyady, on: .fixed(month: 11, day: 2), years: YearSet(1992, 1997)),
        HolidayRule(
            "October Revolution Day", ["be": "Дзень Кастрычніцкай рэвалюцыі", "ru": "День Октябрьской революции"],
            on: .fixed(month: 11, day: 7), years: .from(1995)),
        HolidayRule(
            "Catholic Christmas Day",
            ["be": "Нараджэнне Хрыстова (каталіцкае Раство)", "ru": "Рождество Христово (католическое Рождество)"],
            on: .fixed(month: 12, day: 25)),
    ]

    private static let independenceDay: [String: String] = [
        "be": "Дзень Незалежнасці Рэспублікі Беларусь (Дзень Рэспублікі)",
        "ru": "День Независимости Республики Беларусь (День Республики)",
    ]

    /// Public holidays that are working days (the 1998 decree), in the order of the year.
    private static let belarusianCommemorations: [HolidayRule] = [
        HolidayRule(
            "Day of the Fatherland's Defenders and the Armed Forces",
            [
                "be": "Дзень абаронцаў Айчыны і Узброеных Сіл Рэспублікі Беларусь",
                "ru": "День защитников Отечества и Вооруженных Сил Республики Беларусь",
            ],
            on: .fixed(month: 2, day: 23), kind: .observance),
        HolidayRule(
            "Constitution Day", constitutionDay, on: .fixed(month: 3, day: 15), kind: .observance,
            years: .from(1999), key: "Constitution Day (working)"),
        HolidayRule(
            "Day of Unity of the Peoples of Belarus and Russia",
            ["be": "Дзень яднання народаў Беларусі і Расіі", "ru": "День единения народов Беларуси и России"],
            on: .fixed(month: 4, day: 2), kind: .observance, years: .from(1996)),
        HolidayRule(
            "Day of the State Flag, Emblem and Anthem",
            [
                "be": "Дзень Дзяржаўнага сцяга, Дзяржаўнага герба і Дзяржаўнага гімна Рэспублікі Беларусь",
                "ru": "День Государственного флага, Государственного герба и Государственного гимна Республики Беларусь",
            ],
            on: .nth(2, .sunday, of: 5), kind: .observance, years: .from(1998)),
        HolidayRule(
            "Day of People's Unity", ["be": "Дзень народнага адзінства", "ru": "День народного единства"],
            on: .fixed(month: 9, day: 17), kind: .observance, years: .from(2021)),
        HolidayRule(
            "Dzyady", dzyady, on: .fixed(month: 11, day: 2), kind: .observance, years: .from(1998),
            key: "Dzyady (working)"),
    ]

    /// What the Council of Ministers' resolutions call the two days of a transfer: a working
    /// day moved to a Saturday (or a Sunday), the weekend day worked and the weekday off.
    private static let belarusianTransfer = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Выходны дзень (перанесены)"),
        workday: HolidayName("Working day (transferred)", local: "Рабочы дзень (перанесены)"))

    /// The transfers of working days, one resolution a line, in the order of the years.
    private static let belarusianTransfers: [HolidayRule] = Array(
        [
            // 1998: the Council of Ministers' resolution on the transfer of working days in 1998.
            HolidayRule.transfers(
                1998, [(off: (1, 2), worked: (1, 10)), (off: (4, 27), worked: (4, 25))], names: belarusianTransfer),
            // 1999: the Council of Ministers' resolution on the transfer of working days in 1999.
            HolidayRule.transfers(
                1999, [(off: (1, 8), worked: (1, 16)), (off: (4, 19), worked: (4, 17))], names: belarusianTransfer),
            // 2000: the Council of Ministers' resolution on the transfer of working days in 2000.
            HolidayRule.transfers(
                2000, [(off: (5, 8), worked: (5, 13)), (off: (11, 6), worked: (11, 11))], names: belarusianTransfer),
            // 2001: the Council of Ministers' resolution on the transfer of working days in 2001.
            HolidayRule.transfers(
                2001,
                [
                    (off: (1, 2), worked: (1, 20)), (off: (3, 9), worked: (3, 3)), (off: (4, 23), worked: (4, 21)),
                    (off: (4, 30), worked: (4, 28)), (off: (7, 2), worked: (7, 7)), (off: (12, 24), worked: (12, 22)),
                    (off: (12, 31), worked: (12, 29)),
                ],
                names: belarusianTransfer),
            // 2002: the Council of Ministers' resolution on the transfer of working days in 2002.
            HolidayRule.transfers(
                2002,
                [
                    (off: (1, 2), worked: (1, 5)), (off: (5, 10), worked: (5, 18)), (off: (11, 8), worked: (11, 16)),
                ],
                names: belarusianTransfer),
            // 2003: the Council of Ministers' resolution on the transfer of working days in 2003.
            HolidayRule.transfers(
                2003, [(off: (1, 6), worked: (1, 4)), (off: (5, 5), worked: (5, 3))], names: belarusianTransfer),
            // 2004: the Council of Ministers' resolution on the transfer of working days in 2004.
            HolidayRule.transfers(
                2004,
                [
                    (off: (1, 2), worked: (1, 10)), (off: (1, 5), worked: (1, 17)), (off: (1, 6), worked: (1, 31)),
                    (off: (4, 19), worked: (4, 17)),
                ],
                names: belarusianTransfer),
            // 2005: the Council of Ministers' resolution on the transfer of working days in 2005.
            HolidayRule.transfers(2005, [(off: (3, 7), worked: (3, 12))], names: belarusianTransfer),
            // 2006: the Council of Ministers' resolution on the transfer of working days in 2006.
            HolidayRule.transfers(
                2006,
                [
                    (off: (1, 2), worked: (1, 21)), (off: (5, 8), worked: (5, 6)), (off: (11, 6), worked: (11, 4)),
                ],
                names: belarusianTransfer),
            // 2007: the Council of Ministers' resolution on the transfer of working days in 2007.
            HolidayRule.transfers(
                2007,
                [
                    (off: (3, 9), worked: (3, 17)), (off: (4, 16), worked: (4, 14)), (off: (4, 30), worked: (5, 5)),
                    (off: (7, 2), worked: (7, 7)), (off: (12, 24), worked: (12, 22)), (off: (12, 31), worked: (12, 29)),
                ],
                names: belarusianTransfer) + HolidayRule.transfer(
                    off: CivilDate(2007, 1, 2), worked: CivilDate(2006, 12, 30), names: belarusianTransfer),
            // 2008: the Council of Ministers' resolution on the transfer of working days in 2008.
            HolidayRule.transfers(
                2008,
                [
                    (off: (1, 2), worked: (1, 12)), (off: (5, 5), worked: (5, 3)), (off: (7, 4), worked: (6, 28)),
                    (off: (12, 26), worked: (12, 20)),
                ],
                names: belarusianTransfer),
            // 2009: the Council of Ministers' resolution on the transfer of working days in 2009.
            HolidayRule.transfers(
                2009, [(off: (1, 2), worked: (1, 10)), (off: (4, 27), worked: (4, 25))], names: belarusianTransfer),
            // 2010: the Council of Ministers' resolution on the transfer of working days in 2010.
            HolidayRule.transfers(
                2010,
                [
                    (off: (1, 8), worked: (1, 23)), (off: (4, 12), worked: (4, 17)), (off: (5, 10), worked: (5, 15)),
                ],
                names: belarusianTransfer),
            // 2011: the Council of Ministers' resolution on the transfer of working days in 2011.
            HolidayRule.transfers(
                2011, [(off: (3, 7), worked: (3, 12)), (off: (5, 2), worked: (5, 14))], names: belarusianTransfer),
            // 2012: the Council of Ministers' resolution on the transfer of working days in 2012.
            HolidayRule.transfers(
                2012,
                [
                    (off: (3, 9), worked: (3, 11)), (off: (4, 23), worked: (4, 28)), (off: (7, 2), worked: (6, 30)),
                    (off: (12, 24), worked: (12, 22)), (off: (12, 31), worked: (12, 29)),
                ],
                names: belarusianTransfer),
            // 2013: the Council of Ministers' resolution on the transfer of working days in 2013.
            HolidayRule.transfers(
                2013, [(off: (1, 2), worked: (1, 5)), (off: (5, 10), worked: (5, 18))], names: belarusianTransfer),
            // 2014: the Council of Ministers' resolution on the transfer of working days in 2014.
            HolidayRule.transfers(
                2014,
                [
                    (off: (1, 2), worked: (1, 4)), (off: (1, 6), worked: (1, 11)), (off: (4, 30), worked: (5, 3)),
                    (off: (7, 4), worked: (7, 12)), (off: (12, 26), worked: (12, 20)),
                ],
                names: belarusianTransfer),
            // 2015: the Council of Ministers' resolution on the transfer of working days in 2015.
            HolidayRule.transfers(
                2015, [(off: (1, 2), worked: (1, 10)), (off: (4, 20), worked: (4, 25))], names: belarusianTransfer),
            // 2016: the Council of Ministers' resolution on the transfer of working days in 2016.
            HolidayRule.transfers(
                2016, [(off: (1, 8), worked: (1, 16)), (off: (3, 7), worked: (3, 5))], names: belarusianTransfer),
            // 2017: the Council of Ministers' resolution on the transfer of working days in 2017, № 912 of 09.11.2016.
            HolidayRule.transfers(
                2017,
                [
                    (off: (1, 2), worked: (1, 21)), (off: (4, 24), worked: (4, 29)), (off: (5, 8), worked: (5, 6)),
                    (off: (11, 6), worked: (11, 4)),
                ],
                names: belarusianTransfer),
            // 2018: the Council of Ministers' resolution on the transfer of working days in 2018.
            HolidayRule.transfers(
                2018,
                [
                    (off: (1, 2), worked: (1, 20)), (off: (3, 9), worked: (3, 3)), (off: (4, 16), worked: (4, 14)),
                    (off: (4, 30), worked: (4, 28)), (off: (7, 2), worked: (7, 7)), (off: (12, 24), worked: (12, 22)),
                    (off: (12, 31), worked: (12, 29)),
                ],
                names: belarusianTransfer),
            // 2019: the Council of Ministers' resolution on the transfer of working days in 2019.
            HolidayRule.transfers(
                2019,
                [
                    (off: (5, 6), worked: (5, 4)), (off: (5, 8), worked: (5, 11)), (off: (11, 8), worked: (11, 16)),
                ],
                names: belarusianTransfer),
            // 2020: the Council of Ministers' resolution on the transfer of working days in 2020, № 688 of 09.10.2019 (as amended once January 2 became a holiday).
            HolidayRule.transfers(
                2020, [(off: (1, 6), worked: (1, 4)), (off: (4, 27), worked: (4, 4))], names: belarusianTransfer),
            // 2021: the Council of Ministers' resolution on the transfer of working days in 2021.
            HolidayRule.transfers(
                2021, [(off: (1, 8), worked: (1, 16)), (off: (5, 10), worked: (5, 15))], names: belarusianTransfer),
            // 2022: the Council of Ministers' resolution on the transfer of working days in 2022.
            HolidayRule.transfers(
                2022, [(off: (3, 7), worked: (3, 12)), (off: (5, 2), worked: (5, 14))], names: belarusianTransfer),
            // 2023: the Council of Ministers' resolution on the transfer of working days in 2023.
            HolidayRule.transfers(
                2023,
                [
                    (off: (4, 24), worked: (4, 29)), (off: (5, 8), worked: (5, 13)), (off: (11, 6), worked: (11, 11)),
                ],
                names: belarusianTransfer),
            // 2024: the Council of Ministers' resolution on the transfer of working days in 2024.
            HolidayRule.transfers(
                2024, [(off: (5, 13), worked: (5, 18)), (off: (11, 8), worked: (11, 16))], names: belarusianTransfer),
            // 2025: the Council of Ministers' resolution on the transfer of working days in 2025.
            HolidayRule.transfers(
                2025,
                [
                    (off: (1, 6), worked: (1, 11)), (off: (4, 28), worked: (4, 26)), (off: (7, 4), worked: (7, 12)),
                    (off: (12, 26), worked: (12, 20)),
                ],
                names: belarusianTransfer),
            // 2026: the Council of Ministers' resolution on the transfer of working days in 2026.
            HolidayRule.transfers(2026, [(off: (4, 20), worked: (4, 25))], names: belarusianTransfer),

        ].joined())
}
