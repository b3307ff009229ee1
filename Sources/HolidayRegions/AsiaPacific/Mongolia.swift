import HolidayEngine

// Mongolia: the public holidays of the Law on Public Holidays and Days of Celebration (Law
// of Mongolia on public holidays and days of observance, 2003, as amended): Tsagaan Sar by the
// Mongolian lunar calendar (docs/calendars.md), three days from 2014 (amendment of 28
// November 2013); Naadam, 11-13 July, 14-15 July from 2014 (amendment of 1 July 2014) and 10
// July from 2023 (amendment of 7 July 2023); Genghis Khan's Birthday from 2012 (amendment of
// 8 November 2012); Republic Day (26 November) a day off until 2011 and again from 2016
// (amendment of 18 November 2016), a working day of celebration 2012-2015; National Freedom
// and Independence Day (29 December), a day of celebration from 2007 and a day off from 2011
// (amendments of 16 August 2007 and 23 December 2011); the Buddha's Birthday from 2020
// (amendment of 20 December 2019). The law's days of celebration that stay working days are
// observances here. The law gives no substitute days.
//
// Known from 2004, the first year of the 2003 law and of the lunar calendar's table.

extension Country {
    /// Mongolia: public holidays and days of celebration, known from 2004.
    public static let mongolia = Country(
        "MN", "Mongolia", local: "Монгол Улс", languages: ["mn"], firstWeekday: .monday, known: .from(2004),
        kinds: [.public, .observance], sources: "Law of Mongolia on Public Holidays and Days of Celebration (2003) as amended in 2004, 2007, 2009, "
            + "2011, 2012, 2013, 2014, 2016, 2019, 2021 and 2023",
        rules: { mongolianHolidays + daysOfCelebration })

    private static let tsagaanSar = HolidayName("Lunar New Year", local: "Цагаан сар")
    private static let naadam = HolidayName(
        "National Festival and People's Revolution Anniversary", local: "Үндэсний их баяр наадам, Ардын хувьсгалын ойн баяр")

    /// The days off, in the order of the year.
    private static let mongolianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Шинэ жил", on: .fixed(month: 1, day: 1)),
        HolidayRule(names: [tsagaanSar], on: .mongolian(.tsagaanSar)),
        HolidayRule(names: [tsagaanSar], on: .mongolian(.tsagaanSar).shifted(1), key: "Lunar New Year (second day)"),
        HolidayRule(
            names: [tsagaanSar], on: .mongolian(.tsagaanSar).shifted(2), years: .from(2014),
            key: "Lunar New Year (third day)"),
        HolidayRule("International Women's Day", local: "Олон улсын эмэгтэйчүүдийн өдөр", on: .fixed(month: 3, day: 8)),
        HolidayRule("The Buddha's Birthday", local: "Бурхан багшийн Их дүйчин өдөр", on: .mongolian(.buddhaDay), years: .from(2020)),
        HolidayRule("Children's Day", local: "Хүүхдийн баяр", on: .fixed(month: 6, day: 1)),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 10), years: .from(2023), key: "Naadam (10 July)"),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 11), key: "Naadam (11 July)"),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 12), key: "Naadam (12 July)"),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 13), key: "Naadam (13 July)"),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 14), years: .from(2014), key: "Naadam (14 July)"),
        HolidayRule(names: [naadam], on: .fixed(month: 7, day: 15), years: .from(2014), key: "Naadam (15 July)"),
        HolidayRule("Genghis Khan's Birthday", local: "Их Эзэн Чингис хааны өдөр", on: .mongolian(.genghisKhanDay), years: .from(2012)),
        HolidayRule(
            names: [
                HolidayName("Republic Holiday", local: "Бүгд Найрамдах Улс тунхагласны баяр", years: .through(2011)),
                HolidayName("Republic Day", local: "Бүгд Найрамдах Улс тунхагласан өдөр"),
            ],
            on: .fixed(month: 11, day: 26), years: .through(2011).union(.from(2016))),
        HolidayRule(
            "National Freedom and Independence Day", local: "Үндэсний эрх чөлөө, тусгаар тогтнолоо сэргээсний баярын өдөр",
            on: .fixed(month: 12, day: 29), years: .from(2011)),
    ]

    /// The Monday of the week (Monday to Sunday) that holds the first of September.
    private static let septemberWeekOne: DateRule = .weekday(.monday, onOrBefore: 9, 1)

    /// The days of celebration that stay working days, in the order of the year.
    private static let daysOfCelebration: [HolidayRule] = [
        HolidayRule("Constitution Day", local: "Монгол Улсын Үндсэн хуулийн өдөр", on: .fixed(month: 1, day: 13), kind: .observance),
        HolidayRule("Patriots' Day", local: "Эх орончдын өдөр", on: .fixed(month: 3, day: 1), kind: .observance, years: .from(2005)),
        HolidayRule(
            names: [
                HolidayName("Armed Forces Day", local: "Зэвсэгт хүчний өдөр", years: .through(2010)),
                HolidayName("Military Day", local: "Монгол цэргийн өдөр"),
            ],
            on: .fixed(month: 3, day: 18), kind: .observance),
        HolidayRule("Health Protection Day", local: "Эрүүл мэндийг хамгаалах өдөр", on: .fixed(month: 4, day: 7), kind: .observance),
        HolidayRule(
            "Intellectual Property Protection Day", local: "Оюуны өмчийг хамгаалах өдөр", on: .fixed(month: 4, day: 26),
            kind: .observance),
        HolidayRule("Family Day", local: "Гэр бүлийн өдөр", on: .fixed(month: 5, day: 15), kind: .observance),
    ]
    + literaryDays(on: .weekday(.monday, onOrBefore: 5, 1), years: .from(2022), month: "May")
    + [
        HolidayRule(
            "National Flag Day", local: "Монгол Улсын төрийн далбааны өдөр", on: .fixed(month: 7, day: 10), kind: .observance,
            years: .from(2009)),
        HolidayRule("Youth Day", local: "Залуучуудын өдөр", on: .fixed(month: 8, day: 25), kind: .observance),
        HolidayRule(
            "Memorial Day of Political Victims", local: "Улс төрийн хэлмэгдэгсдийн дурсгалын өдөр",
            on: .fixed(month: 9, day: 10), kind: .observance),
        HolidayRule("Elders' Day", local: "Ахмадын өдөр", on: .fixed(month: 10, day: 1), kind: .observance),
        HolidayRule(
            names: [
                HolidayName("Capital Day", local: "Монгол Улсын Нийслэлийн өдөр", years: .through(2020)),
                HolidayName("Capital City Day", local: "Монгол Улсын нийслэл хотын өдөр"),
            ],
            on: .fixed(month: 10, day: 29), kind: .observance),
        HolidayRule(
            "Republic Day", local: "Бүгд Найрамдах Улс тунхагласан өдөр", on: .fixed(month: 11, day: 26), kind: .observance,
            years: YearSet(2012, 2015), key: "Republic Day (celebration)"),
        HolidayRule(
            "Democracy and Human Rights Day", local: "Ардчилал, хүний эрхийн өдөр", on: .fixed(month: 12, day: 10),
            kind: .observance),
        HolidayRule(
            "National Freedom Day", local: "Үндэсний эрх чөлөөний өдөр", on: .fixed(month: 12, day: 29), kind: .observance,
            years: YearSet(2007, 2010)),
    ]
    // New Harvest Days: 5 September to 20 October, from 2007.
    + (0...45).map { day in
        HolidayRule(
            "New Harvest Days", local: "Шинэ ургацын өдрүүд", on: .fixed(month: 9, day: 5).shifted(day), kind: .observance,
            years: .from(2007), key: "New Harvest Days \(day)")
    }
    + literaryDays(on: septemberWeekOne, years: .from(2021), month: "September")
    // Environmental Protection Days: the fourth week of September, Monday to Sunday.
    + (21...27).map { day in
        HolidayRule(
            "Environmental Protection Days", local: "Байгаль орчныг хамгаалах өдрүүд", on: septemberWeekOne.shifted(day),
            kind: .observance, key: "Environmental Protection Days \(day)")
    }

    /// The National Literary, Cultural and Book Days (amendment of 2 July 2021): the Saturday
    /// and Sunday of the third week (Monday to Sunday) of the month whose first week is the
    /// one holding `weekOne`.
    private static func literaryDays(on weekOne: DateRule, years: YearSet, month: String) -> [HolidayRule] {
        [19, 20].map { day in
            HolidayRule(
                "National Literary, Cultural and Book Days", local: "Үндэсний бичиг соёл, номын өдрүүд",
                on: weekOne.shifted(day), kind: .observance, years: years, key: "Literary Days \(month) \(day)")
        }
    }
}
