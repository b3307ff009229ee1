import HolidayEngine

// Taiwan: the holidays of the Measures for the Implementation of Memorial Days and Holidays
// (紀念日及節日實施辦法, Ministry of the Interior Order (87) No. 8706459 of 1998, as amended;
// from 2025 the Act on the Implementation of Memorial Days and Holidays, 紀念日及節日實施條例,
// Presidential Decree No. 11400053171), and the Directorate-General of Personnel
// Administration's yearly work calendars (行政院人事行政總處 政府行政機關辦公日曆表, 1998-2026),
// which place the observed days and move working days to make bridges.
//
// - Days off for all (放假): Founding Day of the Republic (January 1), the Spring Festival
//   from New Year's Eve to its third day (from 2026 the day before the Eve too), Peace
//   Memorial Day (February 28), Tomb-Sweeping Day (the solar term Qingming), the Dragon Boat
//   and Mid-Autumn Festivals and National Day (October 10); Children's Day (April 4) from
//   2011 (Order No. 0990212117); from 2025 Confucius' Birthday (September 28), Taiwan
//   Restoration and Guningtou Victory Memorial Day (October 25) and Constitution Day
//   (December 25); from 2026 Labour Day (May 1), until then a day off for workers only.
// - Observed days: a holiday on a Saturday is made up on the working day before, on a Sunday
//   on the working day after, from 2015 (Order No. 1030182404); when Children's Day and
//   Tomb-Sweeping Day fall on one day, Children's Day is made up on the day before (on a
//   Tuesday, Wednesday, Friday or Saturday), the day after (Monday, Thursday) or the Friday
//   before (Sunday), from 2012 (Order No. 1010307327; the calendars place it so from 2013).
//   A day of the Spring Festival on a weekend is made up after it, as the calendars have
//   done since 2003.
// - The calendars' transfers (調整放假): a weekday off for a Saturday worked (補行上班), kind
//   `workday` for the Saturdays; and the days they gave beside the holidays in 1998-2000.
//   Years after 2026 have no transfers until their calendar is published: holical does not
//   guess them.
// - Optional days, for those the law names: Labour Day (workers, until 2025) and Armed Forces
//   Day (September 3, soldiers); in 1998-2000 Women's and Children's Day (婦幼節, the day
//   before Tomb-Sweeping Day).
// - Memorial days and festivals that are no day off (kind observance), as the Measures list
//   them.
//
// The weekend: Sunday, and every Saturday from 2001 (公務人員週休二日實施辦法); in 1998-2000
// the second and fourth Saturdays of each month were off too, which holical's weekend cannot
// express: it counts those years with Sunday alone. Known from 1998, the first year of the
// Measures and of the calendars the days are checked with (python-holidays 0.108 starts
// there too); the days before have not been encoded from a source.

extension Country {
    /// Taiwan: public holidays, observed days, the work calendars' transfers, optional days
    /// and memorial days, known from 1998; transfers are known through 2026.
    public static let taiwan = Country(
        "TW", "Taiwan", local: "臺灣", languages: ["zh-Hant"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(CivilDate(2001, 1, 1), .saturdaySunday)]),
        known: .from(1998), observedSuffix: TaiwanRules.observedSuffix,
        kinds: [.public, .observance, .optional, .workday], sources: "紀念日及節日實施辦法 (1998, as amended); 紀念日及節日實施條例 (2025); the Directorate-General "
            + "of Personnel Administration's work calendars, 1998-2026",
        rules: { TaiwanRules.holidays + TaiwanRules.calendars + TaiwanRules.optional + TaiwanRules.memorialDays })

    /// Taiwan's lists, apart from the other countries' names in `Country`.
    enum TaiwanRules {
        /// How the calendars name a day that makes up for a holiday.
        static let observedSuffix = ["en": " (observed)", "": "（補假）"]

        /// The holidays the calendars gave a day for before the observed days were law.
        static let foundingDay = HolidayName("Founding Day of the Republic of China", local: "中華民國開國紀念日")
        static let springFestival = HolidayName("Spring Festival", local: "春節")
        static let childrensDay = HolidayName("Children's Day", local: "兒童節")
        static let tombSweepingDay = HolidayName("Tomb-Sweeping Day", local: "民族掃墓節")
        static let dragonBoatFestival = HolidayName("Dragon Boat Festival", local: "端午節")
        static let buddhasBirthday = HolidayName("Buddha's Birthday", local: "佛陀誕辰紀念日")

        /// A holiday on a Saturday is made up on the working day before, on a Sunday on the
        /// working day after, from 2015.
        static let madeUp: [Observance] = [.adding(.from(2015), [.saturday: .previousWorkday, .sunday: .nextWorkday])]
        /// The same for Children's Day and Tomb-Sweeping Day, which share one such day when
        /// they fall on one weekend day (the other is `childrensDayWithQingming`).
        static let madeUpOnce: [Observance] = [
            Observance(.from(2015), [.saturday: .add(.previousWorkday), .sunday: .add(.nextWorkday)], oncePerDate: true)
        ]
        /// A day of the Spring Festival on a weekend is made up on the next working days.
        static let springFestivalMadeUp: [Observance] = [.substitute(.from(2003), on: [.saturday, .sunday])]

        /// The days off for all, in the order of the year.
        static let holidays: [HolidayRule] = [
            HolidayRule("Founding Day of the Republic of China", local: "中華民國開國紀念日", on: .fixed(month: 1, day: 1), observed: madeUp),
            HolidayRule(
                "Chinese New Year's Eve", local: "農曆除夕", on: .chinese(1, 1, offset: -2), years: .from(2026),
                observed: springFestivalMadeUp, key: "Day before Chinese New Year's Eve"),
            HolidayRule("Chinese New Year's Eve", local: "農曆除夕", on: .chinese(1, 1, offset: -1), observed: springFestivalMadeUp),
            HolidayRule("Spring Festival", local: "春節", on: .chinese(1, 1), observed: springFestivalMadeUp),
            HolidayRule(
                "Spring Festival", local: "春節", on: .chinese(1, 2), observed: springFestivalMadeUp,
                key: "Spring Festival (second day)"),
            HolidayRule(
                "Spring Festival", local: "春節", on: .chinese(1, 3), observed: springFestivalMadeUp,
                key: "Spring Festival (third day)"),
            HolidayRule("Peace Memorial Day", local: "和平紀念日", on: .fixed(month: 2, day: 28), observed: madeUp),
            HolidayRule("Children's Day", local: "兒童節", on: .fixed(month: 4, day: 4), years: .from(2011), observed: madeUpOnce),
            childrensDayWithQingming,
            HolidayRule("Tomb-Sweeping Day", local: "民族掃墓節", on: .solarTerm(.qingming), observed: madeUpOnce),
            HolidayRule("Labour Day", local: "勞動節", on: .fixed(month: 5, day: 1), years: .from(2026), observed: madeUp),
            HolidayRule("Dragon Boat Festival", local: "端午節", on: .chinese(5, 5), observed: madeUp),
            HolidayRule("Mid-Autumn Festival", local: "中秋節", on: .chinese(8, 15), observed: madeUp),
            HolidayRule(
                "Confucius' Birthday", local: "孔子誕辰紀念日", on: .fixed(month: 9, day: 28), years: .from(2025), observed: madeUp),
            HolidayRule("National Day", local: "國慶日", on: .fixed(month: 10, day: 10), observed: madeUp),
            HolidayRule(
                "Taiwan Restoration and Guningtou Victory Memorial Day", local: "臺灣光復暨金門古寧頭大捷紀念日",
                on: .fixed(month: 10, day: 25), years: .from(2025), observed: madeUp),
            HolidayRule(
                "Constitution Day", local: "行憲紀念日", on: .fixed(month: 12, day: 25), years: .from(2025), observed: madeUp),
        ]

        /// Children's Day on the day of Tomb-Sweeping Day, made up on the day the Measures
        /// give for its weekday (Order No. 1010307327); on a weekend the two days' shared
        /// observed day (`madeUpOnce`) is the other day the calendars give, the working day
        /// before that one (Saturday) or the Monday after (Sunday).
        static let childrensDayWithQingming = HolidayRule(
            "Children's Day (observed)", local: "兒童節（補假）",
            on: .fixed(month: 4, day: 4).following(by: 0, whenOn: .solarTerm(.qingming)), years: .from(2015),
            observed: [
                .moving(.from(2015), [
                    .monday: .days(1), .tuesday: .days(-1), .wednesday: .days(-1), .thursday: .days(1),
                    .friday: .days(-1), .saturday: .days(-1), .sunday: .days(-2),
                ])
            ])

        /// What the calendars call the two days of a transfer.
        static let transferNames = TransferNames(
            dayOff: HolidayName("Day off (transferred)", local: "調整放假日"),
            workday: HolidayName("Working day (transferred)", local: "補行上班日"))

        /// The work calendars: the days they gave beside the holidays before the observed
        /// days were law, and each year's transfers (a weekday off, a Saturday worked).
        static let calendars: [HolidayRule] = calendarDaysOff + calendarTransfers.flatMap { $0 }

        /// The days the calendars gave for holidays before the observed days were law.
        static let calendarDaysOff: [HolidayRule] =
            HolidayRule.decreedSubstitutes(
                1998, [(springFestival, for: (1, 28), on: (1, 31)), (tombSweepingDay, for: (4, 5), on: (4, 6))],
                suffix: observedSuffix)
            + HolidayRule.decreedSubstitutes(
                1999, [(foundingDay, for: (1, 1), on: (1, 2)), (dragonBoatFestival, for: (6, 18), on: (6, 19))],
                suffix: observedSuffix)
            // 2000: the Buddha's Birthday kept on Mother's Day, the second Sunday of May.
            + HolidayRule.decreedSubstitutes(2000, [(buddhasBirthday, for: (5, 11), on: (5, 14))], suffix: observedSuffix)
            // 2013: Children's Day and Tomb-Sweeping Day on Thursday April 4.
            + HolidayRule.decreedSubstitutes(2013, [(childrensDay, for: (4, 4), on: (4, 5))], suffix: observedSuffix)

        /// Each year's transfers.
        static let calendarTransfers: [[HolidayRule]] = [
            HolidayRule.transfers(2000, [(off: (4, 3), worked: (4, 8))], names: transferNames),
            HolidayRule.transfers(2001, [(off: (1, 22), worked: (1, 20))], names: transferNames),
            HolidayRule.transfers(2005, [(off: (2, 7), worked: (2, 5))], names: transferNames),
            HolidayRule.transfers(2006, [(off: (10, 9), worked: (10, 14))], names: transferNames),
            HolidayRule.transfers(
                2007, [(off: (2, 23), worked: (3, 3)), (off: (4, 6), worked: (4, 14)), (off: (6, 18), worked: (6, 23)),
                       (off: (9, 24), worked: (9, 29))], names: transferNames),
            HolidayRule.transfers(
                2009, [(off: (1, 2), worked: (1, 10)), (off: (1, 30), worked: (1, 17)), (off: (5, 29), worked: (6, 6))],
                names: transferNames),
            HolidayRule.transfers(2010, [(off: (2, 19), worked: (2, 6))], names: transferNames),
            HolidayRule.transfers(
                2012, [(off: (1, 27), worked: (2, 4)), (off: (2, 27), worked: (3, 3)), (off: (12, 31), worked: (12, 22))],
                names: transferNames),
            HolidayRule.transfers(2013, [(off: (2, 15), worked: (2, 23)), (off: (9, 20), worked: (9, 14))], names: transferNames),
            HolidayRule.transfer(off: CivilDate(2015, 1, 2), worked: CivilDate(2014, 12, 27), names: transferNames),
            HolidayRule.transfers(
                2016, [(off: (2, 12), worked: (1, 30)), (off: (6, 10), worked: (6, 4)), (off: (9, 16), worked: (9, 10))],
                names: transferNames),
            HolidayRule.transfers(
                2017, [(off: (2, 27), worked: (2, 18)), (off: (5, 29), worked: (6, 3)), (off: (10, 9), worked: (9, 30))],
                names: transferNames),
            HolidayRule.transfers(2018, [(off: (4, 6), worked: (3, 31)), (off: (12, 31), worked: (12, 22))], names: transferNames),
            HolidayRule.transfers(
                2019, [(off: (2, 8), worked: (1, 19)), (off: (3, 1), worked: (2, 23)), (off: (10, 11), worked: (10, 5))],
                names: transferNames),
            HolidayRule.transfers(
                2020, [(off: (1, 23), worked: (2, 15)), (off: (6, 26), worked: (6, 20)), (off: (10, 2), worked: (9, 26))],
                names: transferNames),
            HolidayRule.transfers(2021, [(off: (2, 10), worked: (2, 20)), (off: (9, 20), worked: (9, 11))], names: transferNames),
            HolidayRule.transfers(2022, [(off: (2, 4), worked: (1, 22))], names: transferNames),
            HolidayRule.transfers(
                2023, [(off: (1, 20), worked: (1, 7)), (off: (1, 27), worked: (2, 4)), (off: (2, 27), worked: (2, 18)),
                       (off: (4, 3), worked: (3, 25)), (off: (6, 23), worked: (6, 17)), (off: (10, 9), worked: (9, 23))],
                names: transferNames),
            HolidayRule.transfers(2024, [(off: (2, 8), worked: (2, 17))], names: transferNames),
            HolidayRule.transfers(2025, [(off: (1, 27), worked: (2, 8))], names: transferNames),
        ]

        /// The days off for those the law names.
        static let optional: [HolidayRule] = [
            .oneOff("Women's and Children's Day", local: "婦幼節", on: CivilDate(1998, 4, 4), kind: .optional),
            .oneOff("Women's and Children's Day", local: "婦幼節", on: CivilDate(1999, 4, 4), kind: .optional),
            .oneOff("Women's and Children's Day", local: "婦幼節", on: CivilDate(2000, 4, 3), kind: .optional),
            HolidayRule(
                "Labour Day", local: "勞動節", on: .fixed(month: 5, day: 1), kind: .optional, years: .through(2025),
                key: "Labour Day (workers)"),
            HolidayRule("Armed Forces Day", local: "軍人節", on: .fixed(month: 9, day: 3), kind: .optional),
            .decreedSubstitute(
                HolidayName("Armed Forces Day", local: "軍人節").observed(observedSuffix),
                for: CivilDate(2000, 9, 3), on: CivilDate(2000, 9, 4), kind: .optional),
        ]

        /// The memorial days and festivals that are no day off, in the order of the year.
        static let memorialDays: [HolidayRule] = [
            HolidayRule("Taoism Day", local: "道教節", on: .chinese(1, 1), kind: .observance, years: .from(2001)),
            HolidayRule("Women's Day", local: "婦女節", on: .fixed(month: 3, day: 8), kind: .observance),
            HolidayRule("Dr. Sun Yat-sen's Memorial Day", local: "國父逝世紀念日", on: .fixed(month: 3, day: 12), kind: .observance),
            HolidayRule("Arbor Day", local: "植樹節", on: .fixed(month: 3, day: 12), kind: .observance),
            HolidayRule("Anti-Aggression Day", local: "反侵略日", on: .fixed(month: 3, day: 14), kind: .observance, years: .from(2006)),
            HolidayRule("Youth Day", local: "青年節", on: .fixed(month: 3, day: 29), kind: .observance),
            HolidayRule(
                "Revolutionary Martyrs Memorial Day", local: "革命先烈紀念日", on: .fixed(month: 3, day: 29), kind: .observance,
                years: .from(2001)),
            HolidayRule(
                "Children's Day", local: "兒童節", on: .fixed(month: 4, day: 4), kind: .observance, years: .through(2010),
                key: "Children's Day (memorial day)"),
            HolidayRule(
                "Late President Chiang Kai-shek's Memorial Day", local: "先總統蔣公逝世紀念日", on: .solarTerm(.qingming),
                kind: .observance, years: .through(2007)),
            HolidayRule("Buddha's Birthday", local: "佛陀誕辰紀念日", on: .chinese(4, 8), kind: .observance, years: .from(2000)),
            HolidayRule(
                "Commemoration Day of the Lifting of Martial Law", local: "解嚴紀念日", on: .fixed(month: 7, day: 15),
                kind: .observance, years: .from(2008)),
            HolidayRule("Teachers' Day", local: "教師節", on: .fixed(month: 9, day: 28), kind: .observance),
            HolidayRule(
                "Confucius' Birthday", local: "孔子誕辰紀念日", on: .fixed(month: 9, day: 28), kind: .observance,
                years: YearSet(2001, 2024), key: "Confucius' Birthday (memorial day)"),
            HolidayRule(
                "Taiwan United Nations Day", local: "臺灣聯合國日", on: .fixed(month: 10, day: 24), kind: .observance,
                years: .from(2008)),
            HolidayRule(
                "Taiwan Retrocession Day", local: "臺灣光復節", on: .fixed(month: 10, day: 25), kind: .observance,
                years: YearSet(2001, 2024)),
            HolidayRule(
                "Late President Chiang Kai-shek's Birthday", local: "先總統蔣公誕辰紀念日", on: .fixed(month: 10, day: 31),
                kind: .observance, years: YearSet(2001, 2006)),
            HolidayRule(
                "Chinese Cultural Renaissance Day", local: "中華文化復興節", on: .fixed(month: 11, day: 12), kind: .observance),
            HolidayRule(
                "Dr. Sun Yat-sen's Birthday", local: "國父誕辰紀念日", on: .fixed(month: 11, day: 12), kind: .observance,
                years: .from(2001)),
            HolidayRule(
                "Constitution Day", local: "行憲紀念日", on: .fixed(month: 12, day: 25), kind: .observance,
                years: YearSet(2001, 2024), key: "Constitution Day (memorial day)"),
        ]
    }
}
