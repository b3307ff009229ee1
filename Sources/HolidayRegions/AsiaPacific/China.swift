import HolidayEngine

// China: the holidays of the State Council's Measures on National Holidays and Memorial Days
// (全国年节及纪念日放假办法) of 1949 and its revisions of 1999, 2007, 2013 and 2024, and the
// General Office of the State Council's yearly notices of holiday arrangements
// (国务院办公厅关于……年部分节假日安排的通知), which move working days to make the holidays
// consecutive.
//
// - 1949: New Year's Day, the Spring Festival (three days), Labour Day and National Day (two
//   days). 1999 (from September 1999): a third day of National Day, and from 2000 Labour Day
//   of three days. 2007 (from 2008): Labour Day one day, the Spring Festival from New
//   Year's Eve to its second day, and Tomb-Sweeping Day (Qingming), the Dragon Boat
//   Festival and the Mid-Autumn Festival. 2013 (from 2014): the Spring Festival's first three
//   days again. 2024 (from 2025, State Council Decree No. 795): New Year's Eve added back to
//   them, and May 2. The lunar days follow the Chinese calendar (`ChineseCalendar.chinese`),
//   Qingming its solar term.
// - Art. 6 of the 1999 and later Measures: a holiday for all citizens on a Saturday or Sunday
//   is made up on a working day (补假). The notices place those days; holical places them on
//   the next free working days, which is where the notices of 2000-2026 put them unless
//   they say otherwise (the notices' own days are listed below). After the last notice
//   published (2026) these days are forecasts, and holical marks them so.
// - The notices' transfers: a weekday off (休息) for a weekend day worked (上班), kind
//   `workday` for the weekend days; 2001-2026, and the one-off days of 2015 (the 70th
//   anniversary of the victory in the War of Resistance) and 2020 (the Spring Festival
//   extended against Covid-19, 国办发明电〔2020〕1号). Years after 2026 have no transfers until
//   their notice is published: holical does not guess them.
// - Half days (部分公民放假的节日: a half day off for the women, youth, children or soldiers
//   concerned): Women's Day, Youth Day, Children's Day and Army Day.
//
// The weekend: Sunday, and from 1 May 1995 Saturday too (国务院关于职工工作时间的规定 as
// amended by State Council Decree No. 174 of 1995; alternate Saturdays from March 1994 are
// not modelled). Known from 1950, the first full year of the People's Republic.

extension Country {
    /// China: public holidays, their make-up days and the yearly notices' transfers, known
    /// from 1950; transfers are known through 2026.
    public static let china = Country(
        "CN", "China", local: "中国", languages: ["zh"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(CivilDate(year: 1995, month: 5, day: 1)!, .saturdaySunday)]),
        known: .from(1950), observedSuffix: ["en": " (observed)", "": "（补假）"],
        kinds: [.public, .halfDay, .workday], sources: "全国年节及纪念日放假办法 (1949; revised 1999, 2007, 2013, 2024); the General Office of the "
            + "State Council's yearly notices of holiday arrangements, 2001-2026; 国务院关于职工工作时间的规定",
        rules: { ChinaRules.holidays + ChinaRules.halfDays + ChinaRules.notices })

    /// China's lists, apart from the other countries' names in `Country`.
    enum ChinaRules {
        /// Art. 6: a weekend holiday is made up on the next working day, from 2000; the days
        /// are forecasts after the last notice published.
        static let madeUp: [Observance] = [
            .substitute(.from(2000), on: [.saturday, .sunday]).forecast(.from(2027))
        ]
        /// The same, but in the years a notice gave the day elsewhere (a decreed substitute
        /// below).
        static func madeUp(except years: Int...) -> [Observance] {
            [.substitute(.from(2000).except(.years(years)), on: [.saturday, .sunday]).forecast(.from(2027))]
        }

        /// The holidays for all citizens, in the order of the year.
        static let holidays: [HolidayRule] = [
            HolidayRule("New Year's Day", local: "元旦", on: .fixed(month: 1, day: 1), observed: madeUp),
            HolidayRule(
                "Chinese New Year's Eve", local: "农历除夕", on: .chinese(1, 1, offset: -1),
                years: YearSet(2008, 2013).union(.from(2025)), observed: madeUp),
            HolidayRule("Spring Festival", local: "春节", on: .chinese(1, 1), observed: madeUp),
            HolidayRule(
                "Spring Festival", local: "春节", on: .chinese(1, 2), observed: madeUp, key: "Spring Festival (second day)"),
            HolidayRule(
                "Spring Festival", local: "春节", on: .chinese(1, 3), years: YearSet(1950, 2007).union(.from(2014)),
                observed: madeUp, key: "Spring Festival (third day)"),
            HolidayRule("Tomb-Sweeping Day", local: "清明节", on: .solarTerm(.qingming), years: .from(2008), observed: madeUp),
            HolidayRule("Labour Day", local: "劳动节", on: .fixed(month: 5, day: 1), observed: madeUp),
            HolidayRule(
                "Labour Day", local: "劳动节", on: .fixed(month: 5, day: 2), years: YearSet(2000, 2007).union(.from(2025)),
                observed: madeUp, key: "Labour Day (May 2)"),
            HolidayRule(
                "Labour Day", local: "劳动节", on: .fixed(month: 5, day: 3), years: YearSet(2000, 2007),
                observed: madeUp, key: "Labour Day (May 3)"),
            // 2012: on a Saturday, made up on the Friday before (the 2012 notice).
            HolidayRule("Dragon Boat Festival", local: "端午节", on: .chinese(5, 5), years: .from(2008), observed: madeUp(except: 2012)),
            // 2015: Sunday September 27, made up on October 6 within National Day's week.
            HolidayRule("Mid-Autumn Festival", local: "中秋节", on: .chinese(8, 15), years: .from(2008), observed: madeUp(except: 2015)),
            HolidayRule("National Day", local: "国庆节", on: .fixed(month: 10, day: 1), observed: madeUp),
            HolidayRule(
                "National Day", local: "国庆节", on: .fixed(month: 10, day: 2), observed: madeUp, key: "National Day (October 2)"),
            HolidayRule(
                "National Day", local: "国庆节", on: .fixed(month: 10, day: 3), years: .from(1999), observed: madeUp,
                key: "National Day (October 3)"),
        ]

        /// The days for part of the people: a half day off for those concerned.
        static let halfDays: [HolidayRule] = [
            HolidayRule("International Women's Day", local: "国际妇女节", on: .fixed(month: 3, day: 8), kind: .halfDay),
            HolidayRule("Youth Day", local: "五四青年节", on: .fixed(month: 5, day: 4), kind: .halfDay),
            HolidayRule("Children's Day", local: "六一儿童节", on: .fixed(month: 6, day: 1), kind: .halfDay),
            HolidayRule("Army Day", local: "建军节", on: .fixed(month: 8, day: 1), kind: .halfDay),
        ]

        /// What a notice calls the two days of a transfer.
        static let transferNames = TransferNames(
            dayOff: HolidayName("Day off (transferred)", local: "休息日（调休）"),
            workday: HolidayName("Working day (transferred)", local: "上班日（调休）"))

        /// Each year's notice: the weekdays off and the weekend days worked for them, then its
        /// days of its own.
        static let notices: [HolidayRule] = [
            transfers(2001, [((1, 29), (1, 20)), ((1, 30), (1, 21)), ((5, 4), (4, 28)), ((5, 7), (4, 29)), ((10, 4), (9, 29)), ((10, 5), (9, 30))]),
            transfers(2002, [((2, 15), (2, 9)), ((2, 18), (2, 10)), ((5, 6), (4, 27)), ((5, 7), (4, 28)), ((10, 4), (9, 28)), ((10, 7), (9, 29))], workedTheYearBefore: [((1, 2), (12, 29)), ((1, 3), (12, 30))]),
            transfers(2003, [((2, 6), (2, 8)), ((2, 7), (2, 9)), ((5, 6), (4, 26)), ((5, 7), (4, 27)), ((10, 6), (9, 27)), ((10, 7), (9, 28))]),
            transfers(2004, [((1, 27), (1, 17)), ((1, 28), (1, 18)), ((5, 6), (5, 8)), ((5, 7), (5, 9)), ((10, 6), (10, 9)), ((10, 7), (10, 10))]),
            transfers(2005, [((2, 14), (2, 5)), ((2, 15), (2, 6)), ((5, 5), (4, 30)), ((5, 6), (5, 8)), ((10, 6), (10, 8)), ((10, 7), (10, 9))]),
            transfers(2006, [((2, 2), (1, 28)), ((2, 3), (2, 5)), ((5, 4), (4, 29)), ((5, 5), (4, 30)), ((10, 5), (9, 30)), ((10, 6), (10, 8))], workedTheYearBefore: [((1, 3), (12, 31))]),
            transfers(2007, [((2, 22), (2, 17)), ((2, 23), (2, 25)), ((5, 4), (4, 28)), ((5, 7), (4, 29)), ((10, 4), (9, 29)), ((10, 5), (9, 30)), ((12, 31), (12, 29))], workedTheYearBefore: [((1, 2), (12, 30)), ((1, 3), (12, 31))]),
            transfers(2008, [((2, 11), (2, 2)), ((2, 12), (2, 3)), ((5, 2), (5, 4)), ((9, 29), (9, 27)), ((9, 30), (9, 28))]),
            transfers(2009, [((1, 2), (1, 4)), ((1, 29), (1, 24)), ((1, 30), (2, 1)), ((5, 29), (5, 31)), ((10, 7), (9, 27)), ((10, 8), (10, 10))]),
            transfers(2010, [((2, 18), (2, 20)), ((2, 19), (2, 21)), ((6, 14), (6, 12)), ((6, 15), (6, 13)), ((9, 23), (9, 19)), ((9, 24), (9, 25)), ((10, 6), (9, 26)), ((10, 7), (10, 9))]),
            transfers(2011, [((2, 7), (1, 30)), ((2, 8), (2, 12)), ((4, 4), (4, 2)), ((10, 6), (10, 8)), ((10, 7), (10, 9))]),
            transfers(2012, [((1, 26), (1, 21)), ((1, 27), (1, 29)), ((4, 2), (3, 31)), ((4, 3), (4, 1)), ((4, 30), (4, 28)), ((10, 5), (9, 29))], workedTheYearBefore: [((1, 3), (12, 31))]),
            transfers(2013, [((1, 2), (1, 5)), ((1, 3), (1, 6)), ((2, 14), (2, 16)), ((2, 15), (2, 17)), ((4, 5), (4, 7)), ((4, 29), (4, 27)), ((4, 30), (4, 28)), ((6, 10), (6, 8)), ((6, 11), (6, 9)), ((9, 20), (9, 22)), ((10, 4), (9, 29)), ((10, 7), (10, 12))]),
            transfers(2014, [((2, 5), (1, 26)), ((2, 6), (2, 8)), ((5, 2), (5, 4)), ((10, 6), (9, 28)), ((10, 7), (10, 11))]),
            transfers(2015, [((1, 2), (1, 4)), ((2, 18), (2, 15)), ((2, 24), (2, 28)), ((9, 4), (9, 6)), ((10, 7), (10, 10))]),
            transfers(2016, [((2, 11), (2, 6)), ((2, 12), (2, 14)), ((6, 10), (6, 12)), ((9, 16), (9, 18)), ((10, 6), (10, 8)), ((10, 7), (10, 9))]),
            transfers(2017, [((1, 27), (1, 22)), ((2, 2), (2, 4)), ((4, 3), (4, 1)), ((5, 29), (5, 27)), ((10, 6), (9, 30))]),
            transfers(2018, [((2, 15), (2, 11)), ((2, 21), (2, 24)), ((4, 6), (4, 8)), ((4, 30), (4, 28)), ((10, 4), (9, 29)), ((10, 5), (9, 30)), ((12, 31), (12, 29))]),
            transfers(2019, [((2, 4), (2, 2)), ((2, 8), (2, 3)), ((5, 2), (4, 28)), ((5, 3), (5, 5)), ((10, 4), (9, 29)), ((10, 7), (10, 12))]),
            transfers(2020, [((1, 24), (1, 19)), ((5, 4), (4, 26)), ((5, 5), (5, 9)), ((6, 26), (6, 28)), ((10, 7), (9, 27)), ((10, 8), (10, 10))]),
            transfers(2021, [((2, 11), (2, 7)), ((2, 17), (2, 20)), ((5, 4), (4, 25)), ((5, 5), (5, 8)), ((9, 20), (9, 18)), ((10, 6), (9, 26)), ((10, 7), (10, 9))]),
            transfers(2022, [((1, 31), (1, 29)), ((2, 4), (1, 30)), ((4, 4), (4, 2)), ((5, 3), (4, 24)), ((5, 4), (5, 7)), ((10, 6), (10, 8)), ((10, 7), (10, 9))]),
            transfers(2023, [((1, 26), (1, 28)), ((1, 27), (1, 29)), ((5, 2), (4, 23)), ((5, 3), (5, 6)), ((6, 23), (6, 25)), ((10, 5), (10, 7)), ((10, 6), (10, 8))]),
            transfers(2024, [((2, 15), (2, 4)), ((2, 16), (2, 18)), ((4, 5), (4, 7)), ((5, 2), (4, 28)), ((5, 3), (5, 11)), ((9, 16), (9, 14)), ((10, 4), (9, 29)), ((10, 7), (10, 12))]),
            transfers(2025, [((2, 3), (1, 26)), ((2, 4), (2, 8)), ((5, 5), (4, 27)), ((10, 7), (9, 28)), ((10, 8), (10, 11))]),
            transfers(2026, [((1, 2), (1, 4)), ((2, 20), (2, 14)), ((2, 23), (2, 28)), ((5, 5), (5, 9)), ((10, 6), (9, 20)), ((10, 7), (10, 10))]),
        ].flatMap { $0 } + [
            .decreedSubstitute(
                HolidayName("Dragon Boat Festival (observed)", local: "端午节（补假）"),
                for: CivilDate(year: 2012, month: 6, day: 23)!, on: CivilDate(year: 2012, month: 6, day: 22)!),
            .oneOff(
                "70th Anniversary of the Victory of the War of Resistance",
                local: "中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日", on: CivilDate(year: 2015, month: 9, day: 3)!),
            .decreedSubstitute(
                HolidayName("Mid-Autumn Festival (observed)", local: "中秋节（补假）"),
                for: CivilDate(year: 2015, month: 9, day: 27)!, on: CivilDate(year: 2015, month: 10, day: 6)!),
            // Covid-19: the Spring Festival extended to February 2 (国办发明电〔2020〕1号); the
            // Mid-Autumn Festival on National Day made up on October 6 (2020 notice).
            .decreedSubstitute(
                HolidayName("Spring Festival (observed)", local: "春节（补假）"),
                for: CivilDate(year: 2020, month: 1, day: 25)!, on: CivilDate(year: 2020, month: 1, day: 30)!),
        ] + [(1, 31), (2, 1), (2, 2)].map { month, day in
            HolidayRule.oneOff(
                "Spring Festival extended holiday", local: "春节延长假期", on: CivilDate(year: 2020, month: month, day: day)!)
        } + [
            .decreedSubstitute(
                HolidayName("Mid-Autumn Festival (observed)", local: "中秋节（补假）"),
                for: CivilDate(year: 2020, month: 10, day: 1)!, on: CivilDate(year: 2020, month: 10, day: 6)!),
        ]

        /// One notice's transfers: the weekdays off and the weekend days worked for them,
        /// (month, day) each, those worked in December of the year before apart.
        static func transfers(
            _ year: Int, _ days: [((Int, Int), (Int, Int))], workedTheYearBefore: [((Int, Int), (Int, Int))] = []
        ) -> [HolidayRule] {
            func pairs(_ list: [((Int, Int), (Int, Int))], workedIn workedYear: Int) -> [HolidayRule] {
                list.flatMap { off, worked in
                    HolidayRule.transfer(
                        off: CivilDate(year: year, month: off.0, day: off.1)!,
                        worked: CivilDate(year: workedYear, month: worked.0, day: worked.1)!, names: transferNames)
                }
            }
            return pairs(days, workedIn: year) + pairs(workedTheYearBefore, workedIn: year - 1)
        }
    }
}
