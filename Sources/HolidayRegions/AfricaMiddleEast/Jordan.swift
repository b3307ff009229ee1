import HolidayEngine

// Jordan: the official holidays the government announces (the Ministry of Foreign Affairs'
// list of public holidays): New Year's Day, Labour Day, Independence Day (25 May, for the
// independence of 1946), Christmas; Islamic New Year, the Prophet's Birthday, Isra and
// Mi'raj, Eid al-Fitr and its two days after, the Day of Arafah, Eid al-Adha and its two days
// after. The Islamic days are Umm al-Qura's, estimated: python-holidays 0.108 records no date
// Jordan observed differently and none confirmed.
//
// Weekend: Thursday and Friday until 5 January 2000, Friday and Saturday from 6 January
// 2000 (the government's change of the weekly rest days). No substitute days. Known from
// 1950.

extension Country {
    /// Jordan: public holidays, known from 1950.
    public static let jordan = Country(
        "JO", "Jordan", local: "الأردن", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2000, 1, 6), mask: .fridaySaturday)]),
        known: .from(1950),
        kinds: [.public], sources: "The Ministry of Foreign Affairs' list of public holidays; the Umm al-Qura calendar",
        rules: { jordanianHolidays })

    private static let jordanianFitrHoliday = HolidayName("Eid al-Fitr Holiday", local: "عطلة عيد الفطر")
    private static let jordanianAdhaHoliday = HolidayName("Eid al-Adha Holiday", local: "عطلة عيد الأضحى")

    /// The public holidays: the civil ones in the order of the year, then the Islamic ones.
    private static let jordanianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
        HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "عيد الاستقلال", on: .fixed(month: 5, day: 25)),
        HolidayRule("Christmas Day", local: "عيد الميلاد المجيد", on: .fixed(month: 12, day: 25)),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "عيد المولد النبوي", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", local: "ليلة المعراج", on: .hijri(.rajab, 27)),
        HolidayRule("Eid al-Fitr", local: "عيد الفطر", on: .hijri(.shawwal, 1)),
        HolidayRule(names: [jordanianFitrHoliday], on: .hijri(.shawwal, 2)),
        HolidayRule(names: [jordanianFitrHoliday], on: .hijri(.shawwal, 3), key: "Eid al-Fitr Holiday (2)"),
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", local: "عيد الأضحى", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [jordanianAdhaHoliday], on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(names: [jordanianAdhaHoliday], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha Holiday (2)"),
    ]
}
