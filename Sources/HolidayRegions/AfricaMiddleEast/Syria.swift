import HolidayEngine

// Syria: the official holidays (the Prime Minister's yearly circulars on official
// holidays): New Year's Day, Revolution Day (8 March), Mother's Day (21 March), the Easters
// of both churches, Independence Day (17 April), Labour Day, Martyrs' Day (6 May), Tishreen
// Liberation War Day (6 October); Christmas and the day after from 2024; Liberation Day (8
// December) from 2025; Islamic New Year, the Prophet's Birthday, Eid al-Fitr (three days),
// and Eid al-Adha from the Day of Arafah (four days), on the Islamic calendar as Syria
// observes it (HijriCalendar.syria).
//
// Weekend Friday and Saturday. No substitute days. Known from 2004, the first year of
// python-holidays 0.108's reliable records and of the two-day weekend.

extension Country {
    /// Syria: official holidays, known from 2004.
    public static let syria = Country(
        "SY", "Syria", local: "سوريا", languages: ["ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(2004), islamic: .syria,
        kinds: [.public], sources: "The Prime Minister's circulars on official holidays",
        rules: { syrianHolidays })

    private static let syrianFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let syrianAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The official holidays: the civil and Christian ones in the order of the year, then the
    /// Islamic ones.
    private static let syrianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "عيد رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
        HolidayRule("Revolution Day", local: "الثورة السورية", on: .fixed(month: 3, day: 8)),
        HolidayRule("Mother's Day", local: "عيد الأم", on: .fixed(month: 3, day: 21)),
        HolidayRule("Western Easter", local: "عيد الفصح حسب التقويم الغربي", on: .easter(0)),
        HolidayRule("Eastern Easter", local: "عيد الفصح حسب التقويم الشرقي", on: .orthodoxEaster(0)),
        HolidayRule("Independence Day", local: "عيد الاستقلال", on: .fixed(month: 4, day: 17)),
        HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1)),
        HolidayRule("Martyrs' Day", local: "عيد الشهداء", on: .fixed(month: 5, day: 6)),
        HolidayRule("Tishreen Liberation War Day", local: "ذكرى حرب تشرين التحريرية", on: .fixed(month: 10, day: 6)),
        HolidayRule("Liberation Day", local: "عيد التحرير", on: .fixed(month: 12, day: 8), years: .from(2025)),
        HolidayRule("Christmas Day", local: "عيد الميلاد", on: .fixed(month: 12, day: 25), years: .from(2024)),
        HolidayRule("Boxing Day", local: "يوم الصناديق", on: .fixed(month: 12, day: 26), years: .from(2024)),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "عيد المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(names: [syrianFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [syrianFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [syrianFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [syrianAdha], on: .hijri(.dhuAlHijjah, 9), key: "Eid al-Adha (Arafah)"),
        HolidayRule(names: [syrianAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [syrianAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [syrianAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
    ]
}
