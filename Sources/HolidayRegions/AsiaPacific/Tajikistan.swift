import HolidayEngine

// Tajikistan: the holidays of the Law on holidays (Қонуни Ҷумҳурии Тоҷикистон «Дар бораи
// идҳо», No. 3 of 3 November 1995) and the Labour Code, as amended:
//
// - New Year's Day; Mother's Day (8 March); Nowruz, 21 and 22 March, 23 March from 2003 (Law
//   No. 13 of 3 May 2002) and 24 March from 2006 (Law No. 146 of 28 December 2005); Victory
//   Day (9 May); Independence Day (9 September, independence of 1991); Idi Ramazon and Idi
//   Qurbon on the Islamic calendar as Tajikistan observes it (HijriCalendar.tajikistan).
// - Constitution Day (6 November, the Constitution of 1994) from 1994; National Unity Day (27
//   June, the peace accord of 1997) from 1998 (Law No. 628 of 22 May 1998).
// - International Workers' Solidarity Day (1 May) until 2016 (Law No. 1390 of 24 February
//   2017 made it a working day).
//
// No substitute days. Weekend Saturday and Sunday. Known from 1992, the first year of
// independence (9 September 1991); before it the Soviet Union's holidays.

extension Country {
    /// Tajikistan: public holidays, known from 1992.
    public static let tajikistan = Country(
        "TJ", "Tajikistan", local: "Тоҷикистон", languages: ["tg"], firstWeekday: .monday,
        known: .from(1992), islamic: .tajikistan,
        kinds: [.public], sources: "Law No. 3 of 3 November 1995 on holidays, as amended by Laws No. 628 (1998), 13 (2002), "
            + "146 (2005) and 1390 (2017); the Eid dates as python-holidays 0.108 records them",
        rules: { tajikHolidays })

    private static let tajikNowruz = HolidayName("International Nowruz Day", local: "Иди байналмилалии Наврӯз")

    /// The public holidays, in the order of the year.
    private static let tajikHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Соли Нав", on: .fixed(month: 1, day: 1)),
        HolidayRule("Mother's Day", local: "Рӯзи Модар", on: .fixed(month: 3, day: 8)),
        HolidayRule(names: [tajikNowruz], on: .fixed(month: 3, day: 21)),
        HolidayRule(names: [tajikNowruz], on: .fixed(month: 3, day: 22), key: "Nowruz (22 March)"),
        HolidayRule(names: [tajikNowruz], on: .fixed(month: 3, day: 23), years: .from(2003), key: "Nowruz (23 March)"),
        HolidayRule(names: [tajikNowruz], on: .fixed(month: 3, day: 24), years: .from(2006), key: "Nowruz (24 March)"),
        HolidayRule(
            "International Workers' Solidarity Day", local: "Рӯзи байналхалқии якдилии меҳнаткашон",
            on: .fixed(month: 5, day: 1), years: .through(2016)),
        HolidayRule("Victory Day", local: "Рӯзи Ғалаба дар Ҷанги Бузурги Ватанӣ", on: .fixed(month: 5, day: 9)),
        HolidayRule("National Unity Day", local: "Рӯзи Ваҳдати миллӣ", on: .fixed(month: 6, day: 27), years: .from(1998)),
        HolidayRule(
            "Independence Day", local: "Рӯзи Истиқлолияти давлатии Ҷумҳурии Тоҷикистон", on: .fixed(month: 9, day: 9)),
        HolidayRule(
            "Constitution Day", local: "Рӯзи Конститутсияи Ҷумҳурии Тоҷикистон", on: .fixed(month: 11, day: 6),
            years: .from(1994)),
        HolidayRule("Eid al-Fitr", local: "Рӯзи иди Рамазон", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Рӯзи иди Қурбон", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
