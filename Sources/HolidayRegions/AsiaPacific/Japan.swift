import HolidayEngine

// Japan: the national holidays of the Act on National Holidays (国民の祝日に関する法律,
// Act No. 178 of 1948) as amended, the rest days it adds (its art. 3), the one-off holidays
// of special acts, and the bank holidays of the Banking Act.
//
// - Art. 2 lists the days. Amendments: Respect for the Aged Day and Physical Education Day
//   from 1966 (Act No. 86 of 1966), Foundation Day from 1967 (Cabinet Order No. 376 of
//   1966); the Emperor's Birthday moved with each reign (April 29 until 1988, December 23
//   1989-2018, February 23 from 2020, none in 2019) and April 29 became Greenery Day (Act
//   No. 5 of 1989), then Showa Day with Greenery Day on May 4 from 2007 (Act No. 43 of
//   2005); Marine Day from 1996 (Act No. 22 of 1995); the Happy Monday acts moved Coming of
//   Age Day and Physical Education Day to Mondays from 2000 (Act No. 141 of 1998), Marine Day
//   and Respect for the Aged Day from 2003 (Act No. 59 of 2001); Mountain Day from 2016 (Act
//   No. 43 of 2014); Physical Education Day renamed Sports Day from 2020 (Act No. 57 of
//   2018).
// - The equinox days are "the day of the vernal (autumnal) equinox": the National
//   Astronomical Observatory announces them in the official gazette each February for the
//   next year (暦要項). holical computes the day the equinox falls on in Japan Standard Time
//   (`Equinox`), which gives the Observatory's day in every year python-holidays 0.108 lists
//   (1949-2099; the closest call is the autumnal equinox of 2074, about three minutes after
//   midnight).
// - Art. 3(2), the substitute holiday (振替休日): a holiday on a Sunday gives the next day off,
//   from 12 April 1973 (Act No. 10 of 1973); from 2007 the next day that is not a holiday
//   (Act No. 43 of 2005), which is what the next free working day gives in every year before
//   too. So no substitute for the Sundays of January-March 1973 (Foundation Day, February 11).
// - Art. 3(3), the citizens' holiday (国民の休日): a day between two national holidays, from
//   27 December 1985 (Act No. 103 of 1985). Until 2006 that was May 4 (between Constitution
//   Day and Children's Day), unless a Sunday or already the substitute for a Sunday May 3;
//   from 2007, a Tuesday between Respect for the Aged Day and an autumnal equinox on Wednesday.
// - Special acts: the Crown Prince's weddings (1959, 1993), the Showa Emperor's funeral (1989),
//   the enthronement ceremonies (1990, 2019) and the enthronement day (2019, Act No. 99 of
//   2018, which made April 30 and May 2, 2019 citizens' holidays); the Olympic and
//   Paralympic special measures acts moved Marine Day, Sports Day and Mountain Day in 2020
//   (Act No. 68 of 2019) and 2021 (Act No. 68 of 2020).
// - Bank holidays: December 31 to January 3, the days banks close (銀行法 art. 15, Banking Act
//   Enforcement Order art. 5), as python-holidays 0.108 lists them for every year.
//
// The weekend: Sunday, and from 1 May 1992 Saturday too, when every Saturday became a day off
// of the national administration (行政機関の休日に関する法律, Act No. 91 of 1988, as amended in
// 1992); companies had moved to the five-day week over the years before.
//
// Known from 1950 (holical's first year; the Act took effect in July 1948, and python-holidays
// 0.108 starts in 1949). The equinox days are computed to 2150; python-holidays stops at 2099.

extension Country {
    /// Japan: the national holidays, substitute and citizens' holidays, and bank holidays,
    /// known from 1950.
    public static let japan = Country(
        "JP", "Japan", local: "日本", languages: ["ja"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(CivilDate(year: 1992, month: 5, day: 1)!, .saturdaySunday)]),
        known: .from(1950), observedSuffix: ["en": " (substitute holiday)", "": "の振替休日"],
        kinds: [.public, .bank], sources: "国民の祝日に関する法律 (Act No. 178 of 1948) and its amendments; the special acts for "
            + "1959, 1989, 1990, 1993, 2019, 2020 and 2021; 銀行法施行令 art. 5; 行政機関の休日に関する法律",
        rules: { japaneseHolidays + japaneseBankHolidays })

    /// Japan Standard Time, in which the equinox days are reckoned.
    private static let japanStandardTime = 9

    /// A holiday on a Sunday gives the next day that is not a holiday (art. 3(2)), from 12
    /// April 1973.
    private static let japaneseSubstitute: [Observance] = [.substitute(.from(1973), on: [.sunday])]
    /// The same for the holidays of January to March, whose 1973 dates came before the law.
    private static let japaneseSubstituteFrom1974: [Observance] = [.substitute(.from(1974), on: [.sunday])]

    /// The national holidays (art. 2), the rest days of art. 3 and the special acts' days, in
    /// the order of the year.
    private static let japaneseHolidays: [HolidayRule] = [
        // The substitute is January 2, a bank holiday but no national holiday (a next free
        // working day would pass over the bank holidays to January 4).
        HolidayRule(
            "New Year's Day", local: "元日", on: .fixed(month: 1, day: 1),
            observed: [.adding(.from(1974), [.sunday: .next(.monday)])]),
        HolidayRule(
            "Coming of Age Day", local: "成人の日", on: .fixed(month: 1, day: 15), years: .through(1999),
            observed: japaneseSubstituteFrom1974),
        HolidayRule(
            "Coming of Age Day", local: "成人の日", on: .nth(2, .monday, of: 1), years: .from(2000),
            key: "Coming of Age Day (Monday)"),
        HolidayRule(
            "Foundation Day", local: "建国記念の日", on: .fixed(month: 2, day: 11), years: .from(1967),
            observed: japaneseSubstituteFrom1974),
        HolidayRule(
            "Emperor's Birthday", local: "天皇誕生日", on: .fixed(month: 2, day: 23), years: .from(2020),
            observed: japaneseSubstitute, key: "Emperor's Birthday (Reiwa)"),
        HolidayRule(
            "Vernal Equinox Day", local: "春分の日", on: .equinox(.march, utcOffsetHours: japanStandardTime),
            observed: japaneseSubstituteFrom1974),
        HolidayRule(
            "Emperor's Birthday", local: "天皇誕生日", on: .fixed(month: 4, day: 29), years: .through(1988),
            observed: japaneseSubstitute),
        HolidayRule(
            "Greenery Day", local: "みどりの日", on: .fixed(month: 4, day: 29), years: YearSet(1989, 2006),
            observed: japaneseSubstitute),
        HolidayRule("Showa Day", local: "昭和の日", on: .fixed(month: 4, day: 29), years: .from(2007), observed: japaneseSubstitute),
        // Act No. 99 of 2018: the enthronement day, and the days either side of it citizens'
        // holidays by art. 3(3).
        .oneOff("Citizens' Holiday", local: "国民の休日", on: CivilDate(year: 2019, month: 4, day: 30)!),
        .oneOff("Enthronement Day", local: "天皇の即位の日", on: CivilDate(year: 2019, month: 5, day: 1)!),
        .oneOff("Citizens' Holiday", local: "国民の休日", on: CivilDate(year: 2019, month: 5, day: 2)!),
        HolidayRule("Constitution Day", local: "憲法記念日", on: .fixed(month: 5, day: 3), observed: japaneseSubstitute),
        HolidayRule(
            "Citizens' Holiday", local: "国民の休日", on: .fixed(month: 5, day: 4), years: YearSet(1986, 2006),
            observed: [.dropping(.always, on: [.sunday, .monday])], key: "Citizens' Holiday (May 4)"),
        HolidayRule("Greenery Day", local: "みどりの日", on: .fixed(month: 5, day: 4), years: .from(2007),
                    observed: japaneseSubstitute, key: "Greenery Day (May 4)"),
        HolidayRule("Children's Day", local: "こどもの日", on: .fixed(month: 5, day: 5), observed: japaneseSubstitute),
        HolidayRule(
            "Marine Day", local: "海の日", on: .fixed(month: 7, day: 20), years: YearSet(1996, 2002),
            observed: japaneseSubstitute),
    ] + HolidayRule.moved(
        [HolidayName("Marine Day", local: "海の日")], on: .nth(3, .monday, of: 7), years: .from(2003),
        to: [CivilDate(year: 2020, month: 7, day: 23)!, CivilDate(year: 2021, month: 7, day: 22)!],
        key: "Marine Day (Monday)")
    + HolidayRule.moved(
        [HolidayName("Sports Day", local: "スポーツの日")], on: .nth(2, .monday, of: 10), years: .from(2020),
        to: [CivilDate(year: 2020, month: 7, day: 24)!, CivilDate(year: 2021, month: 7, day: 23)!],
        key: "Sports Day")
    + [
        // Mountain Day moved in the Olympic years too; on Sunday August 8, 2021 it gave its
        // substitute on the Monday.
        HolidayRule(
            "Mountain Day", local: "山の日", on: .fixed(month: 8, day: 11), years: .from(2016).except(2020, 2021),
            observed: japaneseSubstitute),
        HolidayRule(
            "Mountain Day", local: "山の日", on: .oneOff(CivilDate(year: 2020, month: 8, day: 10)!),
            years: .only(2020), key: "Mountain Day 2020"),
        HolidayRule(
            "Mountain Day", local: "山の日", on: .oneOff(CivilDate(year: 2021, month: 8, day: 8)!),
            years: .only(2021), observed: japaneseSubstitute, key: "Mountain Day 2021"),
        HolidayRule(
            "Respect for the Aged Day", local: "敬老の日", on: .fixed(month: 9, day: 15), years: YearSet(1966, 2002),
            observed: japaneseSubstitute),
        HolidayRule(
            "Respect for the Aged Day", local: "敬老の日", on: .nth(3, .monday, of: 9), years: .from(2003),
            key: "Respect for the Aged Day (Monday)"),
        // Art. 3(3): the Tuesday between the Monday and a Wednesday equinox (2009, 2015, 2026...).
        HolidayRule(
            "Citizens' Holiday", local: "国民の休日",
            on: .nth(3, .monday, of: 9).shifted(2)
                .following(by: -1, whenOn: .equinox(.september, utcOffsetHours: japanStandardTime)),
            years: .from(2003), key: "Citizens' Holiday (September)"),
        HolidayRule(
            "Autumnal Equinox Day", local: "秋分の日",
            on: .equinox(.september, utcOffsetHours: japanStandardTime), observed: japaneseSubstitute),
        HolidayRule(
            "Physical Education Day", local: "体育の日", on: .fixed(month: 10, day: 10), years: YearSet(1966, 1999),
            observed: japaneseSubstitute),
        HolidayRule(
            "Physical Education Day", local: "体育の日", on: .nth(2, .monday, of: 10), years: YearSet(2000, 2019),
            key: "Physical Education Day (Monday)"),
        HolidayRule("Culture Day", local: "文化の日", on: .fixed(month: 11, day: 3), observed: japaneseSubstitute),
        HolidayRule(
            "Labour Thanksgiving Day", local: "勤労感謝の日", on: .fixed(month: 11, day: 23),
            observed: japaneseSubstitute),
        HolidayRule(
            "Emperor's Birthday", local: "天皇誕生日", on: .fixed(month: 12, day: 23), years: YearSet(1989, 2018),
            observed: japaneseSubstitute, key: "Emperor's Birthday (Heisei)"),
        // The special acts' days (none fell on a Sunday).
        .oneOff(
            "Wedding of Crown Prince Akihito", local: "皇太子明仁親王の結婚の儀",
            on: CivilDate(year: 1959, month: 4, day: 10)!),
        .oneOff("Funeral of Emperor Showa", local: "昭和天皇の大喪の礼", on: CivilDate(year: 1989, month: 2, day: 24)!),
        .oneOff(
            "Enthronement Ceremony", local: "即位礼正殿の儀", on: CivilDate(year: 1990, month: 11, day: 12)!),
        .oneOff(
            "Wedding of Crown Prince Naruhito", local: "皇太子徳仁親王の結婚の儀",
            on: CivilDate(year: 1993, month: 6, day: 9)!),
        .oneOff(
            "Enthronement Ceremony", local: "即位礼正殿の儀が行われる日", on: CivilDate(year: 2019, month: 10, day: 22)!),
    ]

    /// The days banks close besides Sundays and the national holidays (Banking Act
    /// Enforcement Order art. 5): December 31 to January 3.
    private static let japaneseBankHolidays: [HolidayRule] = [
        HolidayRule("Bank Holiday", local: "銀行休業日", on: .fixed(month: 1, day: 1), kind: .bank, key: "Bank Holiday (January 1)"),
        HolidayRule("Bank Holiday", local: "銀行休業日", on: .fixed(month: 1, day: 2), kind: .bank, key: "Bank Holiday (January 2)"),
        HolidayRule("Bank Holiday", local: "銀行休業日", on: .fixed(month: 1, day: 3), kind: .bank, key: "Bank Holiday (January 3)"),
        HolidayRule(
            "Bank Holiday", local: "銀行休業日", on: .fixed(month: 12, day: 31), kind: .bank, key: "Bank Holiday (December 31)"),
    ]
}
