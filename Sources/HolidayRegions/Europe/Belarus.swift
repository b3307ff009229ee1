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
        sources: "Указ Президента Республики Беларусь № 157 (1998), as amended; Трудовой кодекс, "
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

    /// A working day moved to a Saturday (or a Sunday) by the Council of Ministers: the
    /// weekend day is worked and the weekday off.
    private static func swapped(worked: CivilDate, for off: CivilDate) -> [HolidayRule] {
        [
            .oneOff("Day off (transferred)", local: "Выходны дзень (перанесены)", on: off),
            .oneOff("Working day (transferred)", local: "Рабочы дзень (перанесены)", on: worked, kind: .workday),
        ]
    }

    /// The working days moved within `year`: `(1, 10, for: 1, 2)` makes Saturday January 10 a
    /// working day and January 2 a day off.
    private static func swapped(_ year: Int, _ swaps: [(Int, Int, for: Int, Int)]) -> [HolidayRule] {
        swaps.flatMap { workedMonth, workedDay, month, day in
            swapped(
                worked: CivilDate(year: year, month: workedMonth, day: workedDay)!,
                for: CivilDate(year: year, month: month, day: day)!)
        }
    }

    /// The transfers of working days, one resolution a line, in the order of the years.
    private static let belarusianTransfers: [HolidayRule] = Array(
        [
            // 1998: the Council of Ministers' resolution on the transfer of working days in 1998.
            swapped(1998, [(1, 10, for: 1, 2), (4, 25, for: 4, 27)]),
            // 1999: the Council of Ministers' resolution on the transfer of working days in 1999.
            swapped(1999, [(1, 16, for: 1, 8), (4, 17, for: 4, 19)]),
            // 2000: the Council of Ministers' resolution on the transfer of working days in 2000.
            swapped(2000, [(5, 13, for: 5, 8), (11, 11, for: 11, 6)]),
            // 2001: the Council of Ministers' resolution on the transfer of working days in 2001.
            swapped(
                2001,
                [
                    (1, 20, for: 1, 2), (3, 3, for: 3, 9), (4, 21, for: 4, 23), (4, 28, for: 4, 30),
                    (7, 7, for: 7, 2), (12, 22, for: 12, 24), (12, 29, for: 12, 31),
                ]),
            // 2002: the Council of Ministers' resolution on the transfer of working days in 2002.
            swapped(2002, [(1, 5, for: 1, 2), (5, 18, for: 5, 10), (11, 16, for: 11, 8)]),
            // 2003: the Council of Ministers' resolution on the transfer of working days in 2003.
            swapped(2003, [(1, 4, for: 1, 6), (5, 3, for: 5, 5)]),
            // 2004: the Council of Ministers' resolution on the transfer of working days in 2004.
            swapped(2004, [(1, 10, for: 1, 2), (1, 17, for: 1, 5), (1, 31, for: 1, 6), (4, 17, for: 4, 19)]),
            // 2005: the Council of Ministers' resolution on the transfer of working days in 2005.
            swapped(2005, [(3, 12, for: 3, 7)]),
            // 2006: the Council of Ministers' resolution on the transfer of working days in 2006.
            swapped(2006, [(1, 21, for: 1, 2), (5, 6, for: 5, 8), (11, 4, for: 11, 6)]),
            // 2007: the Council of Ministers' resolution on the transfer of working days in 2007.
            swapped(
                2007,
                [
                    (3, 17, for: 3, 9), (4, 14, for: 4, 16), (5, 5, for: 4, 30), (7, 7, for: 7, 2),
                    (12, 22, for: 12, 24), (12, 29, for: 12, 31),
                ]) + swapped(worked: CivilDate(year: 2006, month: 12, day: 30)!, for: CivilDate(year: 2007, month: 1, day: 2)!),
            // 2008: the Council of Ministers' resolution on the transfer of working days in 2008.
            swapped(2008, [(1, 12, for: 1, 2), (5, 3, for: 5, 5), (6, 28, for: 7, 4), (12, 20, for: 12, 26)]),
            // 2009: the Council of Ministers' resolution on the transfer of working days in 2009.
            swapped(2009, [(1, 10, for: 1, 2), (4, 25, for: 4, 27)]),
            // 2010: the Council of Ministers' resolution on the transfer of working days in 2010.
            swapped(2010, [(1, 23, for: 1, 8), (4, 17, for: 4, 12), (5, 15, for: 5, 10)]),
            // 2011: the Council of Ministers' resolution on the transfer of working days in 2011.
            swapped(2011, [(3, 12, for: 3, 7), (5, 14, for: 5, 2)]),
            // 2012: the Council of Ministers' resolution on the transfer of working days in 2012.
            swapped(
                2012,
                [
                    (3, 11, for: 3, 9), (4, 28, for: 4, 23), (6, 30, for: 7, 2), (12, 22, for: 12, 24),
                    (12, 29, for: 12, 31),
                ]),
            // 2013: the Council of Ministers' resolution on the transfer of working days in 2013.
            swapped(2013, [(1, 5, for: 1, 2), (5, 18, for: 5, 10)]),
            // 2014: the Council of Ministers' resolution on the transfer of working days in 2014.
            swapped(
                2014,
                [
                    (1, 4, for: 1, 2), (1, 11, for: 1, 6), (5, 3, for: 4, 30), (7, 12, for: 7, 4),
                    (12, 20, for: 12, 26),
                ]),
            // 2015: the Council of Ministers' resolution on the transfer of working days in 2015.
            swapped(2015, [(1, 10, for: 1, 2), (4, 25, for: 4, 20)]),
            // 2016: the Council of Ministers' resolution on the transfer of working days in 2016.
            swapped(2016, [(1, 16, for: 1, 8), (3, 5, for: 3, 7)]),
            // 2017: the Council of Ministers' resolution on the transfer of working days in 2017, № 912 of 09.11.2016.
            swapped(2017, [(1, 21, for: 1, 2), (4, 29, for: 4, 24), (5, 6, for: 5, 8), (11, 4, for: 11, 6)]),
            // 2018: the Council of Ministers' resolution on the transfer of working days in 2018.
            swapped(
                2018,
                [
                    (1, 20, for: 1, 2), (3, 3, for: 3, 9), (4, 14, for: 4, 16), (4, 28, for: 4, 30),
                    (7, 7, for: 7, 2), (12, 22, for: 12, 24), (12, 29, for: 12, 31),
                ]),
            // 2019: the Council of Ministers' resolution on the transfer of working days in 2019.
            swapped(2019, [(5, 4, for: 5, 6), (5, 11, for: 5, 8), (11, 16, for: 11, 8)]),
            // 2020: the Council of Ministers' resolution on the transfer of working days in 2020, № 688 of 09.10.2019 (as amended once January 2 became a holiday).
            swapped(2020, [(1, 4, for: 1, 6), (4, 4, for: 4, 27)]),
            // 2021: the Council of Ministers' resolution on the transfer of working days in 2021.
            swapped(2021, [(1, 16, for: 1, 8), (5, 15, for: 5, 10)]),
            // 2022: the Council of Ministers' resolution on the transfer of working days in 2022.
            swapped(2022, [(3, 12, for: 3, 7), (5, 14, for: 5, 2)]),
            // 2023: the Council of Ministers' resolution on the transfer of working days in 2023.
            swapped(2023, [(4, 29, for: 4, 24), (5, 13, for: 5, 8), (11, 11, for: 11, 6)]),
            // 2024: the Council of Ministers' resolution on the transfer of working days in 2024.
            swapped(2024, [(5, 18, for: 5, 13), (11, 16, for: 11, 8)]),
            // 2025: the Council of Ministers' resolution on the transfer of working days in 2025.
            swapped(2025, [(1, 11, for: 1, 6), (4, 26, for: 4, 28), (7, 12, for: 7, 4), (12, 20, for: 12, 26)]),
            // 2026: the Council of Ministers' resolution on the transfer of working days in 2026.
            swapped(2026, [(4, 25, for: 4, 20)]),

        ].joined())
}
