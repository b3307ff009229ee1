import HolidayEngine

// Kuwait: the official holidays the Council of Ministers announces each year: New Year's
// Day, National Day (25 February) and Liberation Day (26 February, from 1992, the first
// anniversary of the liberation from the Iraqi occupation on 26 February 1991); Islamic New
// Year, the Prophet's Birthday, Isra and Mi'raj, Eid al-Fitr and its two days after, the Day
// of Arafah, Eid al-Adha and its two days after. The Islamic days are Umm al-Qura's,
// estimated: python-holidays 0.108 records no date Kuwait observed differently and none
// confirmed.
//
// Weekend: Thursday and Friday until 31 August 2007, Friday and Saturday from 1 September
// 2007 (the Council of Ministers' change of the weekend). No substitute days. Known from
// 1962, the first year of the independent state (19 June 1961); python-holidays 0.108 also
// has 1950-1961 and Liberation Day before 1992 (scripts/divergences.toml).

extension Country {
    /// Kuwait: public holidays, known from 1962.
    public static let kuwait = Country(
        "KW", "Kuwait", local: "الكويت", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2007, 9, 1), mask: .fridaySaturday)]),
        known: .from(1962),
        kinds: [.public], sources: "The Council of Ministers' yearly decisions on official holidays; the Umm al-Qura calendar",
        rules: { kuwaitiHolidays })

    private static let kuwaitiFitrHoliday = HolidayName("Eid al-Fitr Holiday", local: "عطلة عيد الفطر")
    private static let kuwaitiAdhaHoliday = HolidayName("Eid al-Adha Holiday", local: "عطلة عيد الأضحى")

    /// The public holidays: the civil ones in the order of the year, then the Islamic ones.
    private static let kuwaitiHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
        HolidayRule("National Day", local: "اليوم الوطني", on: .fixed(month: 2, day: 25)),
        HolidayRule("Liberation Day", local: "يوم التحرير", on: .fixed(month: 2, day: 26), years: .from(1992)),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "عيد المولد النبوي", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", local: "ليلة المعراج", on: .hijri(.rajab, 27)),
        HolidayRule("Eid al-Fitr", local: "عيد الفطر", on: .hijri(.shawwal, 1)),
        HolidayRule(names: [kuwaitiFitrHoliday], on: .hijri(.shawwal, 2)),
        HolidayRule(names: [kuwaitiFitrHoliday], on: .hijri(.shawwal, 3), key: "Eid al-Fitr Holiday (2)"),
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", local: "عيد الأضحى", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [kuwaitiAdhaHoliday], on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(names: [kuwaitiAdhaHoliday], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha Holiday (2)"),
    ]
}
