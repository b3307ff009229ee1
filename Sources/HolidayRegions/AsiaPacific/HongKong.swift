import HolidayEngine

// Hong Kong: the statutory holidays every employee has (section 39 of the Employment
// Ordinance, Cap. 57, and before it the Industrial Employment Ordinance of 1962) and the
// general holidays of the General Holidays Ordinance (Cap. 149), the days banks, schools and
// the government close, as the Labour Department's and the government's yearly lists give them.
//
// - Statutory holidays (kind public), from 1963: the Lunar New Year's first two days (three
//   from 1977), Tomb-Sweeping Day, the Dragon Boat Festival, the day after the Mid-Autumn
//   Festival (the festival itself until 1967), Christmas Day (which the Ordinance lets an
//   employer give as the Winter Solstice instead), and from 1977 New Year's Day and the
//   Double Ninth Festival; from 1997 the Establishment Day and National Day, from 1999
//   Labour Day, from 2022 the Buddha's Birthday; the Employment (Amendment) Ordinance 2021
//   adds Easter Monday (2026), Good Friday (2028), the day after it (2030) and the first
//   weekday after Christmas (2024). A statutory holiday on a Sunday is kept on the next day
//   that is no Sunday and no holiday (s. 39(3)); National Day on the day of another holiday
//   likewise.
// - The Lunar New Year from 1983: when a day falls on a Sunday, the Eve (until 2011) or the
//   fourth day (from 2012) stands in for it.
// - General holidays (kind optional, as python-holidays 0.108 files them) besides those: a day
//   on a Sunday gives "the day following"; Good Friday, the day after and Easter Monday; the
//   Queen's Birthday and the Liberation Day until 1996; Whit Monday, the Republic of China's
//   National Day and the Monday after Remembrance Sunday until 1967.
// - The Mid-Autumn Festival: the festival itself until 1967, then the day after; when that is a
//   Sunday, the festival (1983-2010) or the second day after it (1968-1982, from 2011).
//
// The weekend: Sunday (the Ordinances' rest day). Known from 1950; python-holidays 0.108 lists
// the general holidays from 1946, before holical's first year.

extension Country {
    /// Hong Kong: statutory holidays and general holidays, known from 1950.
    public static let hongKong = Country(
        "HK", "Hong Kong", local: "香港", languages: ["zh-Hant", "en"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly), known: .from(1950), observedSuffix: ["en": " (observed)", "": "（補假）"],
        kinds: [.public, .optional], sources: "Employment Ordinance (Cap. 57) s. 39, as amended in 2021; General Holidays Ordinance (Cap. 149); "
            + "the Labour Department's and the government's yearly lists of holidays",
        rules: { HongKongRules.newYear + HongKongRules.spring + HongKongRules.autumn
            + HongKongRules.past + HongKongRules.oneOffs })

    /// Hong Kong's lists, apart from the other countries' names in `Country`.
    enum HongKongRules {
        /// A statutory holiday on a Sunday: the next day that is no Sunday and no holiday.
        static let sundaySubstitute: [Observance] = [.substitute(.always, on: [.sunday])]
        /// A general holiday on a Sunday is no day of its own ("the day following" is).
        static let notOnSunday: [Observance] = [.dropping(.always, on: [.sunday])]

        /// The general holiday the Ordinance gives for a holiday on a Sunday: the day after.
        static func dayFollowing(_ english: String, _ chinese: String, after date: DateRule, years: YearSet) -> HolidayRule {
            HolidayRule(
                english, local: chinese, on: date.shifted(1).inYears(when: date, fallsOn: [.sunday]), kind: .optional,
                years: years)
        }

        /// New Year's Day and the Lunar New Year.
        static let newYear: [HolidayRule] = [
            HolidayRule("New Year's Day", local: "一月一日", on: .fixed(month: 1, day: 1), years: .from(1977), observed: sundaySubstitute),
            HolidayRule(
                "New Year's Day", local: "一月一日", on: .fixed(month: 1, day: 1), kind: .optional, years: YearSet(1950, 1976),
                observed: notOnSunday, key: "New Year's Day (general holiday)"),
            dayFollowing("The day following New Year's Day", "一月一日翌日", after: .fixed(month: 1, day: 1), years: .always),
            HolidayRule(
                "Chinese New Year's Eve", local: "農曆年初一的前一日",
                on: .chinese(1, 1, offset: -1).inYears(when: .chinese(1, 1), fallsOn: [.friday, .saturday, .sunday]),
                years: YearSet(1983, 2011)),
            lunarNewYear("Chinese New Year", "農曆年初一", day: 1, years: .from(1963)),
            lunarNewYear("The second day of Chinese New Year", "農曆年初二", day: 2, years: .from(1963)),
            lunarNewYear("The third day of Chinese New Year", "農曆年初三", day: 3, years: .from(1977)),
            HolidayRule(
                "The fourth day of Chinese New Year", local: "農曆年初四",
                on: .chinese(1, 4).inYears(when: .chinese(1, 1), fallsOn: [.friday, .saturday, .sunday]), years: .from(2012)),
        ]
        + [
            lunarNewYear("Chinese New Year", "農曆年初一", day: 1, years: .from(1963)),
            lunarNewYear("The second day of Chinese New Year", "農曆年初二", day: 2, years: .from(1963)),
        ].map { $0.ofKind(.optional).during(YearSet(1950, 1962)).keyed("\($0.key) (general holiday)") }
        + [
            lunarNewYear("The third day of Chinese New Year", "農曆年初三", day: 3, years: .from(1977))
                .ofKind(.optional).during(YearSet(1968, 1976)).keyed("The third day of Chinese New Year (general holiday)")
        ]

        /// A day of the Lunar New Year: from 1983 none on a Sunday (the Eve or the fourth day
        /// stands in).
        static func lunarNewYear(_ english: String, _ chinese: String, day: Int, years: YearSet) -> HolidayRule {
            HolidayRule(
                english, local: chinese, on: .chinese(1, day), years: years,
                observed: [.dropping(.from(1983), on: [.sunday])])
        }

        /// Tomb-Sweeping Day, Easter, the Buddha's Birthday, Labour Day, the Dragon Boat
        /// Festival and the Establishment Day.
        static let spring: [HolidayRule] = [
            HolidayRule("Tomb-Sweeping Day", local: "清明節", on: .solarTerm(.qingming), years: .from(1963), observed: sundaySubstitute),
            dayFollowing("The day following Tomb-Sweeping Day", "清明節翌日", after: .solarTerm(.qingming), years: .from(1968)),
            // Tomb-Sweeping Day on Easter Monday: its general holiday is the Tuesday.
            HolidayRule(
                "The day following Tomb-Sweeping Day", local: "清明節翌日",
                on: .solarTerm(.qingming).following(by: 1, whenOn: .easter(1)), kind: .optional, years: .from(1968),
                key: "The day following Tomb-Sweeping Day (Easter Monday)"),
            HolidayRule("Good Friday", local: "耶穌受難節", on: .easter(-2), years: .from(2028)),
            HolidayRule(
                "Good Friday", local: "耶穌受難節", on: .easter(-2), kind: .optional, years: .through(2027),
                key: "Good Friday (general holiday)"),
            HolidayRule("The day following Good Friday", local: "耶穌受難節翌日", on: .easter(-1), years: .from(2030)),
            HolidayRule(
                "The day following Good Friday", local: "耶穌受難節翌日", on: .easter(-1), kind: .optional,
                years: .through(2029), key: "The day following Good Friday (general holiday)"),
            HolidayRule("Easter Monday", local: "復活節星期一", on: .easter(1), years: .from(2026)),
            HolidayRule(
                "Easter Monday", local: "復活節星期一", on: .easter(1), kind: .optional, years: .through(2025),
                key: "Easter Monday (general holiday)"),
            // Tomb-Sweeping Day on Easter Sunday: its day following is Easter Monday, and the
            // Tuesday is the day following Easter Monday.
            HolidayRule(
                "The day following Easter Monday", local: "復活節星期一翌日",
                on: .solarTerm(.qingming).following(by: 2, whenOn: .easter(0)), kind: .optional, years: .from(1968)),
            HolidayRule("The Buddha's Birthday", local: "佛誕", on: .chinese(4, 8), years: .from(2022), observed: sundaySubstitute),
            HolidayRule(
                "The Buddha's Birthday", local: "佛誕", on: .chinese(4, 8), kind: .optional, years: YearSet(1999, 2021),
                observed: notOnSunday, key: "The Buddha's Birthday (general holiday)"),
            dayFollowing("The day following the Buddha's Birthday", "佛誕翌日", after: .chinese(4, 8), years: .from(1999)),
            HolidayRule("Labor Day", local: "勞動節", on: .fixed(month: 5, day: 1), years: .from(1999), observed: sundaySubstitute),
            dayFollowing("The day following Labor Day", "勞動節翌日", after: .fixed(month: 5, day: 1), years: .from(1999)),
            HolidayRule("Dragon Boat Festival", local: "端午節", on: .chinese(5, 5), years: .from(1963), observed: sundaySubstitute),
            dayFollowing("The day following Dragon Boat Festival", "端午節翌日", after: .chinese(5, 5), years: .from(1968)),
            HolidayRule(
                "Hong Kong S.A.R. Establishment Day", local: "香港特別行政區成立紀念日", on: .fixed(month: 7, day: 1),
                years: .from(1997), observed: sundaySubstitute),
            dayFollowing(
                "The day following Hong Kong S.A.R. Establishment Day", "香港特別行政區成立紀念日翌日",
                after: .fixed(month: 7, day: 1), years: .from(1997)),
        ]

        /// The Mid-Autumn Festival, the Double Ninth Festival, National Day and Christmas.
        static let autumn: [HolidayRule] = midAutumn + midAutumn.filter { $0.years.contains(1963) }.map {
            $0.ofKind(.optional).during(YearSet(1950, 1962)).keyed("\($0.key) (general holiday)")
        } + [
            HolidayRule("Double Ninth Festival", local: "重陽節", on: .chinese(9, 9), years: .from(1977), observed: sundaySubstitute),
            HolidayRule(
                "Double Ninth Festival", local: "重陽節", on: .chinese(9, 9), kind: .optional, years: YearSet(1968, 1976),
                observed: notOnSunday, key: "Double Ninth Festival (general holiday)"),
            dayFollowing("The day following Double Ninth Festival", "重陽節翌日", after: .chinese(9, 9), years: .from(1968)),
            HolidayRule(
                "National Day", local: "國慶日", on: .fixed(month: 10, day: 1), years: .from(1997),
                observed: [.substitute(.always, on: [.sunday], orOnAnotherDayOff: true)]),
            dayFollowing("The day following National Day", "國慶日翌日", after: .fixed(month: 10, day: 1), years: .from(1997)),
            HolidayRule(
                "The day following National Day", local: "國慶日翌日", on: .fixed(month: 10, day: 2), kind: .optional,
                years: YearSet(1997, 1998), key: "The day following National Day (1997-1998)"),
        ] + nationalDayOnAnotherHoliday + [
            HolidayRule("Christmas Day", local: "聖誕節", on: .fixed(month: 12, day: 25), years: .from(1963), observed: sundaySubstitute),
            HolidayRule(
                "Christmas Day", local: "聖誕節", on: .fixed(month: 12, day: 25), kind: .optional, years: YearSet(1950, 1962),
                observed: notOnSunday, key: "Christmas Day (general holiday)"),
            HolidayRule(
                "The first weekday after Christmas Day", local: "聖誕節後第一個周日", on: .fixed(month: 12, day: 26),
                years: .from(2024), observed: sundaySubstitute),
            HolidayRule(
                "The first weekday after Christmas Day", local: "聖誕節後第一個周日", on: .fixed(month: 12, day: 26),
                kind: .optional, years: .through(2023), observed: notOnSunday,
                key: "The first weekday after Christmas Day (general holiday)"),
            HolidayRule(
                "The first weekday after Christmas Day", local: "聖誕節後第一個周日",
                on: .fixed(month: 12, day: 27).inYears(when: .fixed(month: 12, day: 26), fallsOn: [.sunday]), kind: .optional,
                key: "The first weekday after Christmas Day (December 27)"),
            HolidayRule(
                "The second weekday after Christmas Day", local: "聖誕節後第二個周日",
                on: .fixed(month: 12, day: 27).inYears(when: .fixed(month: 12, day: 25), fallsOn: [.sunday]), kind: .optional),
        ]

        /// National Day on the day after the Mid-Autumn Festival or on the Double Ninth
        /// Festival: the general holiday is the next day that is no Sunday (the Monday after
        /// a Saturday).
        static let nationalDayOnAnotherHoliday: [HolidayRule] = [
            (DateRule.chinese(8, 16), "Mid-Autumn Festival"), (DateRule.chinese(9, 9), "Double Ninth Festival"),
        ].flatMap { other, name in
            [
                HolidayRule(
                    "The day following National Day", local: "國慶日翌日",
                    on: .fixed(month: 10, day: 1).following(by: 1, whenOn: other)
                        .inYears(when: .fixed(month: 10, day: 1), fallsOn: [.monday, .tuesday, .wednesday, .thursday, .friday]),
                    kind: .optional, years: .from(1997), key: "The day following National Day (\(name))"),
                HolidayRule(
                    "The day following National Day", local: "國慶日翌日",
                    on: .fixed(month: 10, day: 1).following(by: 2, whenOn: other)
                        .inYears(when: .fixed(month: 10, day: 1), fallsOn: [.saturday]),
                    kind: .optional, years: .from(1997), key: "The day following National Day (\(name), Saturday)"),
            ]
        }

        /// The Mid-Autumn Festival's day, statutory from 1963 (a general holiday before).
        static let midAutumn: [HolidayRule] = [
            HolidayRule(
                "Mid-Autumn Festival", local: "中秋節", on: .chinese(8, 15), years: YearSet(1963, 1967), observed: notOnSunday),
            HolidayRule(
                "The day following Mid-Autumn Festival", local: "中秋節翌日",
                on: .chinese(8, 16).inYears(when: .chinese(8, 15), fallsOn: [.sunday]), years: YearSet(1963, 1967),
                key: "The day following Mid-Autumn Festival (until 1967)"),
            HolidayRule(
                "The day following Mid-Autumn Festival", local: "中秋節翌日", on: .chinese(8, 16), years: .from(1968),
                observed: notOnSunday),
            HolidayRule(
                "Mid-Autumn Festival", local: "中秋節",
                on: .chinese(8, 15).inYears(when: .chinese(8, 16), fallsOn: [.sunday]), years: YearSet(1983, 2010),
                key: "Mid-Autumn Festival (1983-2010)"),
            HolidayRule(
                "The second day following Mid-Autumn Festival", local: "中秋節後第二日",
                on: .chinese(8, 17).inYears(when: .chinese(8, 16), fallsOn: [.sunday]),
                years: YearSet(1968, 1982).union(.from(2011))),
        ]

        /// The general holidays of the colony.
        static let past: [HolidayRule] = [
            .oneOff("Queen's Birthday", local: "英女皇壽辰", on: CivilDate(1952, 6, 5), kind: .optional),
            HolidayRule(
                "Queen's Birthday", local: "英女皇壽辰", on: .fixed(month: 4, day: 21), kind: .optional, years: YearSet(1953, 1982)),
            HolidayRule(
                "Queen's Birthday", local: "英女皇壽辰", on: .nth(2, .saturday, of: 6), kind: .optional, years: YearSet(1983, 1996),
                key: "Queen's Birthday (Saturday)"),
            HolidayRule(
                "Queen's Birthday", local: "英女皇壽辰", on: .nth(2, .saturday, of: 6).shifted(2), kind: .optional,
                years: YearSet(1983, 1996), key: "Queen's Birthday (Monday)"),
            .oneOff("Queen's Birthday", local: "英女皇壽辰", on: CivilDate(1997, 6, 28), kind: .optional),
            .oneOff("Queen's Birthday", local: "英女皇壽辰", on: CivilDate(1997, 6, 30), kind: .optional),
            HolidayRule("Monday after Pentecost", local: "靈降臨節後星期一", on: .easter(50), kind: .optional, years: .through(1967)),
            HolidayRule(
                "Anniversary of the liberation of Hong Kong", local: "重光紀念日", on: .fixed(month: 8, day: 30), kind: .optional,
                years: .through(1967)),
            HolidayRule(
                "Anniversary of the liberation of Hong Kong", local: "重光紀念日", on: .nth(1, .monday, of: 8), kind: .optional,
                years: YearSet(1968, 1982), key: "Anniversary of the liberation of Hong Kong (first Monday)"),
            HolidayRule(
                "Anniversary of the liberation of Hong Kong", local: "重光紀念日", on: .last(.monday, of: 8).shifted(-2),
                kind: .optional, years: YearSet(1983, 1996), key: "Anniversary of the liberation of Hong Kong (Saturday)"),
            HolidayRule(
                "Anniversary of the liberation of Hong Kong", local: "重光紀念日", on: .last(.monday, of: 8), kind: .optional,
                years: YearSet(1968, 1996), key: "Anniversary of the liberation of Hong Kong (last Monday)"),
            .oneOff("Sino-Japanese War Victory Day", local: "抗日戰爭勝利紀念日", on: CivilDate(1997, 8, 18), kind: .optional),
            .oneOff("Sino-Japanese War Victory Day", local: "抗日戰爭勝利紀念日", on: CivilDate(1998, 8, 17), kind: .optional),
            HolidayRule(
                "National Day of the Republic of China", local: "中華民國國慶日", on: .nth(2, .monday, of: 10), kind: .optional,
                years: .through(1967)),
            HolidayRule(
                "Monday after Remembrance Day", local: "和平紀念日後星期一", on: .nth(2, .sunday, of: 11).shifted(1), kind: .optional,
                years: .through(1967)),
        ]

        /// Days given once, statutory and general.
        static let oneOffs: [HolidayRule] = [
            .oneOff("Wedding of Prince Charles and Diana", local: "英國王儲查理斯王子與戴安娜婚禮", on: CivilDate(1981, 7, 29)),
            .oneOff(
                "Second day of Queen Elizabeth II and her husband's visit to Hong Kong", local: "英女王伊利沙伯二世伉儷訪港的第二天",
                on: CivilDate(1986, 10, 22)),
            .oneOff("The day following Hong Kong S.A.R. Establishment Day", local: "香港特別行政區成立紀念日翌日", on: CivilDate(1997, 7, 2)),
            .oneOff("Additional public holiday", local: "額外公眾假期", on: CivilDate(1999, 12, 31), kind: .optional),
            .oneOff(
                "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War",
                local: "中國人民抗日戰爭勝利70周年紀念日", on: CivilDate(2015, 9, 3)),
        ]
    }
}
