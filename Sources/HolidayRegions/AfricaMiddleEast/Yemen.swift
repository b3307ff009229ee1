import HolidayEngine

// Yemen: the official holidays of Presidential Decree Law No. 8 of 1996, as amended by
// Decree Law No. 2 of 2000: Labour Day, Unity Day (22 May, the Republic of Yemen's founding in
// 1990), the 26 September and 14 October revolutions, Evacuation Day (30 November); Islamic
// New Year; Eid al-Fitr from 29 Ramadan (with 30 Ramadan in a full month) to 3 Shawwal; Eid
// al-Adha from the Day of Arafah to 13 Dhu al-Hijjah. The Prophet's Birthday and Victory Day
// (7 July) were days off until 1999; from 2000 they, and Isra and Mi'raj, are marked but
// worked (kind observance; python-holidays 0.108's workday category). A holiday on a Friday
// gives the next working day off, one for the holidays of a date, chained. python-holidays'
// school category (Teacher's Day) is left out.
//
// The Islamic days follow the calendar as Yemen observes it (HijriCalendar.yemen). Weekend:
// Thursday and Friday until 14 August 2013, Friday and Saturday from 15 August 2013. Known
// from 1991, the first year of the Republic of Yemen (22 May 1990).

extension Country {
    /// Yemen: official holidays and the days marked but worked, known from 1991.
    public static let yemen = Country(
        "YE", "Yemen", local: "اليمن", languages: ["ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2013, 8, 15), mask: .fridaySaturday)]),
        known: .from(1991), observedSuffix: ["en": " (observed)", "": " (يوم عطلة بديل)"], islamic: .yemen,
        kinds: [.public, .observance], sources: "Presidential Decree Law No. 8 of 1996 on official holidays, as amended by Decree Law No. 2 of 2000",
        rules: { yemeniHolidays + yemeniMarkedDays })

    /// A holiday on a Friday: the next working day off, one for the holidays of a date.
    private static let yemeniSubstitute: [Observance] = [.substitute(.always, on: [.friday], oncePerDate: true)]

    private static let yemeniFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let yemeniAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")
    private static let yemeniMawlid = HolidayName("Prophet's Birthday", local: "المولد النبوي")
    private static let yemeniVictoryDay = HolidayName("Victory Day", local: "ذكرى 7 يوليو")

    /// The official holidays: the civil ones in the order of the year, then the Islamic ones.
    private static let yemeniHolidays: [HolidayRule] = [
        HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1), observed: yemeniSubstitute),
        HolidayRule(
            "Unity Day", local: "اليوم الوطني للجمهورية اليمنية", on: .fixed(month: 5, day: 22), observed: yemeniSubstitute),
        HolidayRule(
            names: [yemeniVictoryDay], on: .fixed(month: 7, day: 7), years: .through(1999), observed: yemeniSubstitute),
        HolidayRule(
            "Revolution Day", local: "ثورة 26 سبتمبر المجيدة", on: .fixed(month: 9, day: 26), observed: yemeniSubstitute),
        HolidayRule(
            "Liberation Day", local: "ثورة 14 أكتوبر المجيدة", on: .fixed(month: 10, day: 14), observed: yemeniSubstitute),
        HolidayRule("Evacuation Day", local: "عيد الجلاء", on: .fixed(month: 11, day: 30), observed: yemeniSubstitute),
        HolidayRule(
            "Islamic New Year", local: "عيد رأس السنة الهجرية", on: .hijri(.muharram, 1), observed: yemeniSubstitute),
        HolidayRule(
            names: [yemeniMawlid], on: .hijri(.rabiAlAwwal, 12), years: .through(1999), observed: yemeniSubstitute),
        HolidayRule(
            names: [yemeniFitr], on: .hijri(.ramadan, 29), observed: yemeniSubstitute, key: "Eid al-Fitr (29 Ramadan)"),
        // Only when Ramadan has 30 days.
        HolidayRule(
            names: [yemeniFitr], on: .hijri(.ramadan, 30), observed: yemeniSubstitute, key: "Eid al-Fitr (30 Ramadan)"),
        HolidayRule(names: [yemeniFitr], on: .hijri(.shawwal, 1), observed: yemeniSubstitute),
        HolidayRule(names: [yemeniFitr], on: .hijri(.shawwal, 2), observed: yemeniSubstitute, key: "Eid al-Fitr (2)"),
        HolidayRule(names: [yemeniFitr], on: .hijri(.shawwal, 3), observed: yemeniSubstitute, key: "Eid al-Fitr (3)"),
        HolidayRule(
            names: [yemeniAdha], on: .hijri(.dhuAlHijjah, 9), observed: yemeniSubstitute, key: "Eid al-Adha (Arafah)"),
        HolidayRule(names: [yemeniAdha], on: .hijri(.dhuAlHijjah, 10), observed: yemeniSubstitute),
        HolidayRule(names: [yemeniAdha], on: .hijri(.dhuAlHijjah, 11), observed: yemeniSubstitute, key: "Eid al-Adha (2)"),
        HolidayRule(names: [yemeniAdha], on: .hijri(.dhuAlHijjah, 12), observed: yemeniSubstitute, key: "Eid al-Adha (3)"),
        HolidayRule(names: [yemeniAdha], on: .hijri(.dhuAlHijjah, 13), observed: yemeniSubstitute, key: "Eid al-Adha (4)"),
    ]

    /// Days marked but worked from 2000 (Decree Law No. 2 of 2000).
    private static let yemeniMarkedDays: [HolidayRule] = [
        HolidayRule(
            names: [yemeniMawlid], on: .hijri(.rabiAlAwwal, 12), kind: .observance, years: .from(2000),
            key: "Prophet's Birthday (marked)"),
        HolidayRule(
            "Isra and Mi'raj", local: "ذكرى الإسراء والمعراج", on: .hijri(.rajab, 27), kind: .observance,
            years: .from(2000)),
        HolidayRule(
            names: [yemeniVictoryDay], on: .fixed(month: 7, day: 7), kind: .observance, years: .from(2000),
            key: "Victory Day (marked)"),
    ]
}
