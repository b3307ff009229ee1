import HolidayEngine

// Thailand: the holidays of the Prime Minister's Office's holiday regulations as published in
// the Royal Gazette (ราชกิจจานุเบกษา): the regulations of B.E. 2491 (1948) and their amendments
// No. 2 (1950) to No. 23 (2017), and of B.E. 2562 (2019); the Cabinet resolutions (มติคณะรัฐมนตรี)
// on in-lieu days (วันหยุดชดเชย) and on each year's special holidays (วันหยุดพิเศษ); the Bank of
// Thailand's yearly announcements of the financial institutions' holidays (วันหยุดตามประเพณี
// ของสถาบันการเงิน), which list every public holiday, in-lieu and special day from 1992 on, and
// the banks' own closing days.
//
// - The Buddhist holy days are on the Thai lunar calendar (ThaiLunarCalendar, `.thai`: Makha
//   Bucha and Visakha Bucha a month later in a year with a second eighth month,
//   docs/calendars.md): Makha Bucha, Visakha Bucha (and the day after it until 1953), Asarnha
//   Bucha (as the eve of Lent until 1953, under its own name from 1962, regulations No. 14) and
//   the start of the Buddhist Lent (Khao Phansa).
// - The royal days change with the reigns: King Bhumibol's birthday on 5 December (National Day
//   there from 1960, regulations No. 13; Father's Day from 1980), kept after his death as the
//   anniversary of his birth; his Coronation Day on 5 May (1958-2016); King Vajiralongkorn's
//   birthday on 28 July from 2017 (regulations No. 23) and King Bhumibol's memorial day on
//   13 October from 2017; Queen Suthida's birthday on 3 June from 2019 (the Royal Gazette,
//   2019); King Vajiralongkorn's Coronation Day on 4 May from 2020 (the Cabinet's decision
//   after the coronation of May 2019); Queen Sirikit's birthday and Mother's Day on 12 August
//   from 1976.
// - Songkran: 13-15 April in 1948-1953, none in 1954-1956, 13 April in 1957-1988, 12-14 April
//   in 1989-1997, 13-15 April from 1998 (regulations No. 19), postponed in 2020 (COVID-19) to
//   the in-lieu days the Cabinet gave in July and September.
// - In-lieu days: a holiday on a Saturday or Sunday gives the Monday after in 1961-1973,
//   1995-1997 and from 2001 (the Cabinet resolution of B.E. 2544 (2001) resuming in-lieu days,
//   amended in B.E. 2547 (2004)); none in 1974-1988; case by case in 1989-1994 and 1998-2000, the
//   days the Cabinet gave transcribed below. Songkran gives one in-lieu day, the first working
//   day after it, when its first day is a Thursday to a Sunday; New Year's Eve on a weekend
//   gives the Tuesday after (the Monday being New Year's Day's); Asarnha Bucha on a Sunday the
//   Tuesday (the Monday being Lent's first day).
//
// Yearly decrees: the Cabinet lists each year's holidays, the lunar days among them, and the
// Royal Court announces the Royal Ploughing Ceremony's day. The last year transcribed here is
// 2026: from 2027 the lunar holidays are the almanac's dates and the Royal Ploughing Ceremony
// the second Friday of May (the weekday it fell on most often, 1960-2026), all estimated, and
// no special holidays are known.
//
// Kinds: public holidays; the banks' own closing days (`bank`); days of national observance
// that are working days (`observance`, python-holidays' `workday`); the Royal Ploughing
// Ceremony, a day off for government offices only (python-holidays' `government`; holical has
// no government kind: `other`); Teacher's Day, a day off in schools (`school`). Royal Thai
// Armed Forces Day, a day off for the armed forces only, is left out.
//
// Weekend: Sunday (with Saturday afternoon) from 1939, Saturday and Sunday from 1 March 1959
// (regulations No. 12). From 1 October 1956 to 6 October 1957 the weekend was Sunday and the
// Buddhist holy days (regulations No. 9 and 10), which a weekday mask cannot say: those months
// count as Sunday-only here. Calendars in Thailand begin the week on Sunday.
//
// Known from 1950. python-holidays 0.108 knows 1914-1949 too: the holidays of Rama VI to Rama
// VIII, a Buddhist Era year that began on 1 April until 1940, no weekend before 1939 and the
// wartime regulations of 1940-1948 are not encoded here.

extension Country {
    /// Thailand: public holidays, bank closing days and days of observance, known from 1950;
    /// the Cabinet's lists are transcribed through 2026, and later lunar holidays and Royal
    /// Ploughing Ceremonies are estimated.
    public static let thailand = Country(
        "TH", "Thailand", local: "ประเทศไทย", languages: ["th"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(from: CivilDate(1959, 3, 1), mask: .saturdaySunday)]),
        known: .from(1950), observedSuffix: inLieuSuffix,
        kinds: [.public, .bank, .observance, .school, .other],
        sources: "The Prime Minister's Office's holiday regulations in the Royal Gazette (B.E. 2491 (1948) and "
            + "amendments No. 2-23, B.E. 2562 (2019)); the Cabinet resolutions on in-lieu and special holidays; "
            + "the Bank of Thailand's announcements of the financial institutions' holidays",
        rules: { thaiHolidays + thaiLunarHolidays + thaiBankDays + thaiObservances + thaiDecrees })

    /// An in-lieu day's name: its holiday's, and "(in lieu)".
    private static let inLieuSuffix: [String: String] = ["en": " (in lieu)", "": " (ชดเชย)"]
    /// The years a holiday on a weekend gives the Monday after (the Cabinet's standing rule).
    private static let inLieuYears = YearSet(1961, 1973).union(YearSet(1995, 1997)).union(.from(2001))
    /// A Saturday or Sunday holiday: an in-lieu day on the Monday after.
    private static let mondayInLieu: [Observance] = [
        .adding(inLieuYears, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// The last year whose Cabinet list of holidays is transcribed here.
    private static let lastDecreedYear = 2026

    /// A festival of the Thai lunar calendar as Thailand places it, estimated after the last
    /// Cabinet list.
    private static func lunar(_ festival: ThaiLunarCalendar.Festival) -> DateRule {
        DateRule.thai(festival, tradition: .thai).forecast(.from(lastDecreedYear + 1))
    }

    private static let newYearsDay = HolidayName("New Year's Day", local: "วันขึ้นปีใหม่")
    private static let songkran = HolidayName("Songkran Festival", local: "วันสงกรานต์")
    private static let nationalDay = HolidayName("National Day", local: "วันชาติ")
    private static let coronationDay = HolidayName("Coronation Day", local: "วันฉัตรมงคล")
    private static let mothersDay = HolidayName("National Mother's Day", local: "วันแม่แห่งชาติ")
    private static let kingBhumibolsBirthday: [HolidayName] = [
        HolidayName("The King's Birthday", local: "วันเฉลิมพระชนมพรรษา", years: .through(1959)),
        HolidayName(
            "HM King Bhumibol Adulyadej's Birthday", local: "วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร",
            years: YearSet(1960, 2015)),
        // After his death in October 2016: the anniversary of his birth.
        HolidayName(
            "HM King Bhumibol Adulyadej's Birthday Anniversary",
            local: "วันคล้ายวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร", years: YearSet(2016, 2018)),
        // Titled the Great from 2019.
        HolidayName(
            "HM King Bhumibol Adulyadej the Great's Birthday Anniversary",
            local: "วันคล้ายวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร",
            years: .from(2019)),
    ]
    private static let constitutionDay = HolidayName("Constitution Day", local: "วันรัฐธรรมนูญ")
    private static let newYearsEve = HolidayName("New Year's Eve", local: "วันสิ้นปี")

    /// The holidays on Gregorian dates, in the order of the year.
    private static let thaiHolidays: [HolidayRule] = [
        HolidayRule(names: [newYearsDay], on: .fixed(month: 1, day: 1), observed: mondayInLieu),
        // The second day of the New Year, 1948-1954.
        HolidayRule(names: [newYearsDay], on: .fixed(month: 1, day: 2), years: .through(1954), key: "New Year's Day (2)"),
        // Children's Day: the second Saturday of January from 1965 (none in 1964, the change
        // coming too late); the first Monday of October in 1955-1963.
        HolidayRule(
            "National Children's Day", local: "วันเด็กแห่งชาติ", on: .nth(2, .saturday, of: 1), years: .from(1965)),
        HolidayRule(
            "National Children's Day", local: "วันเด็กแห่งชาติ", on: .nth(1, .monday, of: 10), years: YearSet(1955, 1963),
            key: "National Children's Day (October)"),
        // Chakri Day; its full name from 1983 (regulations No. 17).
        HolidayRule(
            names: [
                HolidayName("Chakri Day", local: "วันจักรี", years: .through(1982)),
                HolidayName(
                    "Chakri Memorial Day", local: "วันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราช และวันที่ระลึกมหาจักรีบรมราชวงศ์",
                    years: .from(1983)),
            ],
            on: .fixed(month: 4, day: 6), observed: mondayInLieu),
        // Songkran, by era (see the header).
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 13), years: YearSet(1950, 1953), key: "Songkran (1948)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 14), years: YearSet(1950, 1953), key: "Songkran (1948, 2)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 15), years: YearSet(1950, 1953), key: "Songkran (1948, 3)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 13), years: YearSet(1957, 1988), observed: mondayInLieu),
        HolidayRule(
            names: [songkran], on: .fixed(month: 4, day: 12), years: YearSet(1989, 1997),
            observed: [songkranInLieu(YearSet(1995, 1997))], key: "Songkran (1989)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 13), years: YearSet(1989, 1997), key: "Songkran (1989, 2)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 14), years: YearSet(1989, 1997), key: "Songkran (1989, 3)"),
        HolidayRule(
            names: [songkran], on: .fixed(month: 4, day: 13), years: Self.songkranYears,
            observed: [songkranInLieu(.from(2001))], key: "Songkran (1998)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 14), years: Self.songkranYears, key: "Songkran (1998, 2)"),
        HolidayRule(names: [songkran], on: .fixed(month: 4, day: 15), years: Self.songkranYears, key: "Songkran (1998, 3)"),
        // Mother's Day on 15 April, 1950-1957.
        HolidayRule(names: [mothersDay], on: .fixed(month: 4, day: 15), years: YearSet(1950, 1957), key: "Mother's Day (April)"),
        // Labour Day, a holiday from 1974.
        HolidayRule(
            "National Labour Day", local: "วันแรงงานแห่งชาติ", on: .fixed(month: 5, day: 1), years: .from(1974),
            observed: mondayInLieu),
        // King Vajiralongkorn's Coronation Day from 2020, King Bhumibol's 1958-2016.
        HolidayRule(names: [coronationDay], on: .fixed(month: 5, day: 4), years: .from(2020), observed: mondayInLieu),
        HolidayRule(
            names: [coronationDay], on: .fixed(month: 5, day: 5), years: YearSet(1958, 2016), observed: mondayInLieu,
            key: "Coronation Day (Rama IX)"),
        HolidayRule(
            "HM Queen Suthida's Birthday", local: "วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสุทิดา พัชรสุธาพิมลลักษณ พระบรมราชินี",
            on: .fixed(month: 6, day: 3), years: .from(2019), observed: mondayInLieu),
        // National Day on 24 June until 1959 (with the days either side in 1952-1953), on
        // King Bhumibol's birthday from 1960 (regulations No. 13).
        HolidayRule(names: [nationalDay], on: .fixed(month: 6, day: 23), years: YearSet(1952, 1953), key: "National Day (eve)"),
        HolidayRule(
            names: [nationalDay], on: .fixed(month: 6, day: 24), years: .through(1959), observed: mondayInLieu,
            key: "National Day (June)"),
        HolidayRule(names: [nationalDay], on: .fixed(month: 6, day: 25), years: YearSet(1952, 1953), key: "National Day (after)"),
        HolidayRule(
            "HM King Maha Vajiralongkorn's Birthday",
            local: "วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรเมนทรรามาธิบดีศรีสินทรมหาวชิราลงกรณ พระวชิรเกล้าเจ้าอยู่หัว",
            on: .fixed(month: 7, day: 28), years: .from(2017), observed: mondayInLieu),
        // Queen Sirikit's birthday from 1976; the Queen Mother's from 2017.
        HolidayRule(
            names: [
                HolidayName(
                    "HM Queen Sirikit's Birthday", local: "วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสิริกิติ์ พระบรมราชินีนาถ",
                    years: .through(2016)),
                HolidayName(
                    "HM Queen Sirikit the Queen Mother's Birthday", local: "วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง",
                    years: .from(2017)),
            ],
            on: .fixed(month: 8, day: 12), years: .from(1976), observed: mondayInLieu),
        HolidayRule(names: [mothersDay], on: .fixed(month: 8, day: 12), years: .from(1976), observed: mondayInLieu),
        // The anniversary of King Bhumibol's death (13 October 2016), from 2017.
        HolidayRule(
            names: [
                HolidayName(
                    "HM King Bhumibol Adulyadej Memorial Day",
                    local: "วันคล้ายวันสวรรคตพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร", years: YearSet(2017, 2018)),
                HolidayName(
                    "HM King Bhumibol Adulyadej the Great Memorial Day",
                    local: "วันคล้ายวันสวรรคตพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร",
                    years: YearSet(2019, 2022)),
                HolidayName("HM King Bhumibol Adulyadej the Great Memorial Day", local: "วันนวมินทรมหาราช", years: .from(2023)),
            ],
            on: .fixed(month: 10, day: 13), years: .from(2017), observed: mondayInLieu),
        HolidayRule(
            "HM King Chulalongkorn Memorial Day", local: "วันปิยมหาราช", on: .fixed(month: 10, day: 23),
            observed: mondayInLieu),
        HolidayRule("United Nations Day", local: "วันสหประชาชาติ", on: .fixed(month: 10, day: 24), years: YearSet(1951, 1956)),
        // King Bhumibol's birthday; 4 to 6 December until 1953 (7 December in place of 4 in 1951).
        HolidayRule(
            names: kingBhumibolsBirthday, on: .fixed(month: 12, day: 4), years: YearSet(1950, 1953).except(1951),
            key: "The King's Birthday (eve)"),
        HolidayRule(names: kingBhumibolsBirthday, on: .fixed(month: 12, day: 5), observed: mondayInLieu),
        HolidayRule(names: kingBhumibolsBirthday, on: .fixed(month: 12, day: 6), years: .through(1953), key: "The King's Birthday (2)"),
        HolidayRule(names: kingBhumibolsBirthday, on: .fixed(month: 12, day: 7), years: .only(1951), key: "The King's Birthday (3)"),
        HolidayRule(
            names: [nationalDay], on: .fixed(month: 12, day: 5), years: .from(1960), observed: mondayInLieu),
        HolidayRule(
            "National Father's Day", local: "วันพ่อแห่งชาติ", on: .fixed(month: 12, day: 5), years: .from(1980),
            observed: mondayInLieu),
        // Constitution Day; with the days either side in 1950-1953.
        HolidayRule(names: [constitutionDay], on: .fixed(month: 12, day: 9), years: YearSet(1950, 1953), key: "Constitution Day (eve)"),
        HolidayRule(names: [constitutionDay], on: .fixed(month: 12, day: 10), observed: mondayInLieu),
        HolidayRule(names: [constitutionDay], on: .fixed(month: 12, day: 11), years: YearSet(1950, 1953), key: "Constitution Day (after)"),
        // New Year's Eve until 1956 and from 1989; on a weekend, the Tuesday after (the
        // Monday is New Year's Day's in-lieu day), in the in-lieu years of the year it falls
        // in, but for 2024 (the Cabinet gave 29 December 2023 instead).
        HolidayRule(
            names: [newYearsEve], on: .fixed(month: 12, day: 31), years: YearSet(1950, 1956).union(.from(1989)),
            observed: [
                .adding(
                    YearSet(1994, 1996).union(.from(2000)).except(2023),
                    [.saturday: .next(.tuesday), .sunday: .next(.tuesday)]),
            ]),
    ]

    /// Songkran's years of 13-15 April from 1998, but 2020 (postponed by COVID-19).
    private static let songkranYears = YearSet.from(1998).except(2020)

    /// Songkran's single in-lieu day: when its first day is a Thursday to a Sunday, the first
    /// working day after the festival's days.
    private static func songkranInLieu(_ years: YearSet) -> Observance {
        .adding(years, [.thursday: .nextWorkday, .friday: .nextWorkday, .saturday: .nextWorkday, .sunday: .nextWorkday])
    }

    private static let visakhaBucha: [HolidayName] = [
        HolidayName("Visakha Bucha", local: "วันวิสาขะบูชา", years: .through(1956)),
        HolidayName("Visakha Bucha", local: "วันวิสาขบูชา", years: .from(1957)),
    ]
    private static let buddhistLent = HolidayName("Buddhist Lent Day", local: "วันเข้าพรรษา")

    /// The Buddhist holy days on the Thai lunar calendar, in the order of the year.
    private static let thaiLunarHolidays: [HolidayRule] = [
        HolidayRule("Makha Bucha", local: "วันมาฆบูชา", on: lunar(.makhaBucha), observed: mondayInLieu),
        HolidayRule(names: visakhaBucha, on: lunar(.visakhaBucha), observed: mondayInLieu),
        HolidayRule(names: visakhaBucha, on: lunar(.visakhaBucha).shifted(1), years: .through(1953), key: "Visakha Bucha (after)"),
        // Until 1953 Asarnha Bucha was the eve of Lent, under Lent's name; from 1962 a holiday
        // of its own (regulations No. 14): on a Saturday the Monday after, on a Sunday the
        // Tuesday (the Monday being Lent's in-lieu day).
        HolidayRule(names: [buddhistLent], on: lunar(.asarnhaBucha), years: .through(1953), key: "Buddhist Lent Day (eve)"),
        HolidayRule(
            "Asarnha Bucha", local: "วันอาสาฬหบูชา", on: lunar(.asarnhaBucha), years: .from(1962),
            observed: [.adding(inLieuYears, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]),
        // Lent's first day: an in-lieu day only for a Saturday (on a Sunday, Asarnha Bucha's
        // in-lieu day covers the Monday).
        HolidayRule(
            names: [buddhistLent], on: lunar(.khaoPhansa),
            observed: [.adding(inLieuYears, [.saturday: .next(.monday)])]),
    ]

    /// The banks' own closing days (the Bank of Thailand's announcements).
    private static let thaiBankDays: [HolidayRule] = [
        // The Bank for Agriculture and Agricultural Cooperatives' year-end closing, until 2021.
        HolidayRule(
            "Additional Closing Day for the Bank for Agriculture and Agricultural Cooperatives",
            local: "วันหยุดเพิ่มเติมสำหรับการปิดบัญชีประจำปีของธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร",
            on: .fixed(month: 4, day: 1), kind: .bank, years: .through(2021)),
        // The half-year closing of the financial institutions, until 2018.
        HolidayRule(
            "Mid-Year Closing Day", local: "วันหยุดภาคครึ่งปีของสถาบันการเงินและสถาบันการเงินเฉพาะกิจ",
            on: .fixed(month: 7, day: 1), kind: .bank, years: .through(2018)),
        // Queen Rambai Barni's royal cremation (the Royal Gazette, 1985).
        .oneOff(
            "HM Queen Rambai Barni's Royal Cremation Ceremony", local: "วันพระราชพิธีถวายพระเพลิงพระบรมศพสมเด็จพระนางเจ้ารำไพพรรณี",
            on: CivilDate(1985, 4, 9), kind: .bank),
    ]

    private static let royalPloughing = HolidayName("Royal Ploughing Ceremony", local: "วันพืชมงคล")

    /// The days of national observance that stay working days, the Royal Ploughing Ceremony
    /// (a day off for government offices) and Teacher's Day (a day off in schools).
    private static let thaiObservances: [HolidayRule] = [
        HolidayRule("National Aviation Day", local: "วันการบินแห่งชาติ", on: .fixed(month: 1, day: 13), kind: .observance, years: .from(1995)),
        HolidayRule(
            "National Forest Conservation Day", local: "วันอนุรักษ์ทรัพยากรป่าไม้ของชาติ", on: .fixed(month: 1, day: 14),
            kind: .observance, years: .from(1990)),
        HolidayRule("Teacher's Day", local: "วันครู", on: .fixed(month: 1, day: 16), kind: .school, years: .from(1957)),
        HolidayRule(
            "HM King Ramkhamhaeng Memorial Day", local: "วันพ่อขุนรามคำแหงมหาราช", on: .fixed(month: 1, day: 17),
            kind: .observance, years: .from(1990)),
        HolidayRule("Thai Veterans Day", local: "วันทหารผ่านศึก", on: .fixed(month: 2, day: 3), kind: .observance),
        HolidayRule("National Artist Day", local: "วันศิลปินแห่งชาติ", on: .fixed(month: 2, day: 26), kind: .observance, years: .from(1985)),
        HolidayRule("International Women's Day", local: "วันสตรีสากล", on: .fixed(month: 3, day: 8), kind: .observance, years: .from(1989)),
        HolidayRule("National Science Day", local: "วันวิทยาศาสตร์แห่งชาติ", on: .fixed(month: 8, day: 18), kind: .observance, years: .from(1982)),
        HolidayRule("Thai National Flag Day", local: "วันพระราชทานธงชาติไทย", on: .fixed(month: 9, day: 28), kind: .observance, years: .from(2017)),
        HolidayRule("Loy Krathong", local: "วันลอยกระทง", on: .thai(.loyKrathong, tradition: .thai), kind: .observance),
        // 1999: the ceremony held, but not a day off (the financial crisis).
        .oneOff(royalPloughing, on: CivilDate(1999, 5, 14), kind: .observance),
        // From 2027: the second Friday of May, estimated, until the Royal Court announces it.
        HolidayRule(names: [royalPloughing], on: DateRule.nth(2, .friday, of: 5).forecast(.from(lastDecreedYear + 1)),
                    kind: .other, years: .from(lastDecreedYear + 1), key: "Royal Ploughing Ceremony (forecast)"),
    ] + royalPloughingDays.map { year, month, day in
        .oneOff(royalPloughing, on: CivilDate(year, month, day), kind: .other)
    }

    /// The Royal Ploughing Ceremony's days as the Royal Court announced them (the Cabinet's
    /// yearly lists of government holidays), 1960-2026; not a day off in 1999.
    private static let royalPloughingDays: [(Int, Int, Int)] = [
        (1960, 5, 2), (1961, 5, 11), (1962, 5, 7), (1963, 5, 10), (1964, 5, 8), (1965, 5, 13), (1966, 5, 13),
        (1967, 5, 11), (1968, 5, 10), (1969, 5, 9), (1970, 5, 8), (1971, 5, 7), (1972, 5, 8), (1973, 5, 7),
        (1974, 5, 8), (1975, 5, 7), (1976, 5, 10), (1977, 5, 12), (1978, 5, 11), (1979, 5, 7), (1980, 5, 14),
        (1981, 5, 7), (1982, 5, 19), (1983, 5, 11), (1984, 5, 10), (1985, 5, 9), (1986, 5, 9), (1987, 5, 8),
        (1988, 5, 11), (1989, 5, 11), (1990, 5, 11), (1991, 5, 10), (1992, 5, 14), (1993, 5, 17), (1994, 5, 11),
        (1995, 5, 10), (1996, 5, 16), (1997, 5, 9), (1998, 5, 8), (2000, 5, 15), (2001, 5, 16), (2002, 5, 9),
        (2003, 5, 8), (2004, 5, 7), (2005, 5, 11), (2006, 5, 11), (2007, 5, 10), (2008, 5, 9), (2009, 5, 11),
        (2010, 5, 13), (2011, 5, 13), (2012, 5, 9), (2013, 5, 13), (2014, 5, 9), (2015, 5, 13), (2016, 5, 9),
        (2017, 5, 12), (2018, 5, 14), (2019, 5, 9), (2020, 5, 11), (2021, 5, 10), (2022, 5, 13), (2023, 5, 17),
        (2024, 5, 10), (2025, 5, 9), (2026, 5, 13),
    ]

    private static let specialInLieu = HolidayName("Special In-Lieu Holiday", local: "วันหยุดชดเชย")
    private static let specialHoliday = HolidayName("Special Public Holiday", local: "วันหยุดพิเศษ (เพิ่มเติม)")
    private static let electionDay = HolidayName("Election Day", local: "วันเลือกตั้ง")
    private static let accessionJubilee = HolidayName(
        "HM King Bhumibol Adulyadej's 60th Anniversary of Accession", local: "พระราชพิธีฉลองสิริราชสมบัติครบ 60 ปี พ.ศ. 2549")
    private static let politicalUnrest = HolidayName("Special Public Holiday (political unrest)", local: "วันหยุดพิเศษ (การเมือง)")
    private static let floods = HolidayName(
        "Special Public Holiday (2011 floods)", local: "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)")

    /// The Cabinet's one-off days: in-lieu days given case by case (1992-1994, 1998-2000),
    /// jubilees, royal ceremonies, elections, emergencies, and the special holidays below, as
    /// the Bank of Thailand lists them.
    private static let thaiDecrees: [HolidayRule] =
        HolidayRule.decreedSubstitutes(1992, [(for: (5, 16), on: (5, 18)), (for: (12, 5), on: (12, 7))], name: specialInLieu)
        + HolidayRule.decreedSubstitutes(
            1993, [(for: (3, 7), on: (3, 8)), (for: (5, 1), on: (5, 3)), (for: (10, 23), on: (10, 25)), (for: (12, 5), on: (12, 6))],
            name: specialInLieu)
        + HolidayRule.decreedSubstitutes(
            1994,
            [
                (for: (1, 1), on: (1, 3)), (for: (5, 1), on: (5, 2)), (for: (7, 23), on: (7, 25)), (for: (10, 23), on: (10, 24)),
                (for: (12, 10), on: (12, 12)),
            ],
            name: specialInLieu)
        + HolidayRule.decreedSubstitutes(1998, [(for: (5, 10), on: (5, 11)), (for: (12, 5), on: (12, 7))], name: specialInLieu)
        + HolidayRule.decreedSubstitutes(
            1999, [(for: (5, 1), on: (5, 3)), (for: (5, 29), on: (5, 31)), (for: (10, 23), on: (10, 25)), (for: (12, 5), on: (12, 6))],
            name: specialInLieu)
        + HolidayRule.decreedSubstitutes(
            2000, [(for: (1, 1), on: (1, 3)), (for: (2, 19), on: (2, 21)), (for: (8, 12), on: (8, 14)), (for: (12, 10), on: (12, 11))],
            name: specialInLieu)
        + [
            .oneOff("HM King Bhumibol Adulyadej's Golden Jubilee", local: "พระราชพิธีกาญจนาภิเษก พ.ศ. 2539", on: CivilDate(1996, 6, 10)),
            .oneOff(electionDay, on: CivilDate(2000, 12, 29)),
            .oneOff(electionDay, on: CivilDate(2006, 4, 19)),
            .oneOff(accessionJubilee, on: CivilDate(2006, 6, 9)),
            .oneOff(accessionJubilee, on: CivilDate(2006, 6, 12)),
            .oneOff(accessionJubilee, on: CivilDate(2006, 6, 13)),
            // The day after the coup of 19 September 2006 (the Council for National Security).
            .oneOff("Special Public Holiday (Council for National Security)", local: "วันหยุดพิเศษ (คมช.)", on: CivilDate(2006, 9, 20)),
            // The general election on Sunday 23 December 2007: the Monday in lieu.
            .decreedSubstitute(electionDay.observed(inLieuSuffix), for: CivilDate(2007, 12, 23), on: CivilDate(2007, 12, 24)),
            .oneOff(politicalUnrest, on: CivilDate(2009, 4, 10)),
            .oneOff(politicalUnrest, on: CivilDate(2009, 4, 16)),
            .oneOff(politicalUnrest, on: CivilDate(2009, 4, 17)),
            .oneOff(floods, on: CivilDate(2011, 10, 27)),
            .oneOff(floods, on: CivilDate(2011, 10, 28)),
            .oneOff(floods, on: CivilDate(2011, 10, 29)),
            .oneOff(floods, on: CivilDate(2011, 10, 30)),
            .oneOff(floods, on: CivilDate(2011, 10, 31)),
            .oneOff(
                "Day of Mourning for HM King Bhumibol Adulyadej", local: "วันหยุดพิเศษ (ร่วมถวายอาลัย ส่งดวงพระวิญญาณพระบรมศพ)",
                on: CivilDate(2016, 10, 14)),
            .oneOff(
                "HM King Bhumibol Adulyadej's Royal Cremation Ceremony",
                local: "วันพระราชพิธีถวายพระเพลิงพระบรมศพพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช", on: CivilDate(2017, 10, 26)),
            .oneOff(
                "HM King Maha Vajiralongkorn's Coronation Celebrations",
                local: "พระราชพิธีบรมราชาภิเษก พระบาทสมเด็จพระวชิรเกล้าเจ้าอยู่หัว", on: CivilDate(2019, 5, 6)),
            // Songkran 2020, postponed by COVID-19: three of its days given in July and
            // September (the Cabinet resolutions of 2020), more as special holidays in November
            // and December.
            .decreedSubstitute(songkran.observed(inLieuSuffix), for: CivilDate(2020, 4, 13), on: CivilDate(2020, 7, 27)),
            .decreedSubstitute(songkran.observed(inLieuSuffix), for: CivilDate(2020, 4, 14), on: CivilDate(2020, 9, 4)),
            .decreedSubstitute(songkran.observed(inLieuSuffix), for: CivilDate(2020, 4, 15), on: CivilDate(2020, 9, 7)),
        ]
        + specialHolidays.map { year, month, day in .oneOff(specialHoliday, on: CivilDate(year, month, day)) }

    /// The special holidays (วันหยุดพิเศษ) the Cabinet gave, most of them bridge days between a
    /// holiday and a weekend, as the Bank of Thailand lists them, 2009-2026.
    private static let specialHolidays: [(Int, Int, Int)] = [
        (2009, 1, 2), (2009, 7, 6), (2010, 5, 20), (2010, 5, 21), (2010, 8, 13), (2011, 5, 16), (2012, 4, 9),
        (2013, 12, 30), (2014, 8, 11), (2015, 1, 2), (2015, 5, 4), (2016, 5, 6), (2016, 7, 18), (2020, 11, 19),
        (2020, 11, 20), (2020, 12, 11), (2021, 2, 12), (2021, 4, 12), (2021, 9, 24), (2022, 7, 15), (2022, 7, 29),
        (2022, 10, 14), (2022, 12, 30), (2023, 5, 5), (2023, 7, 31), (2023, 12, 29), (2024, 4, 12), (2024, 12, 30),
        (2025, 6, 2), (2025, 8, 11), (2026, 1, 2),
    ]
}
