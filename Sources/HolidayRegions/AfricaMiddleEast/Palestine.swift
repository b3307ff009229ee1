import HolidayEngine

// Palestine: the official holidays of the State of Palestine (the Council of Ministers'
// yearly list): New Year's Day, Orthodox Christmas (25 December Julian, 7 January), Women's
// Day (8 March), the Easters of both churches, Labour Day, Independence Day (15 November, the
// declaration of 1988), Christmas; Islamic New Year, the Prophet's Birthday, Isra and Mi'raj,
// Eid al-Fitr (three days) and Eid al-Adha (four days), on the Umm al-Qura calendar
// (HijriCalendar.palestine). python-holidays 0.108's Catholic and Orthodox categories (days
// off for the members of the churches) are left out.
//
// Weekend: Friday and Saturday, the Palestinian government's; python-holidays 0.108 keeps
// Saturday and Sunday (it has no substitute days, so no date depends on it). No substitute
// days. Known from 1989, the first year after the declaration of independence (15 November
// 1988).

extension Country {
    /// Palestine: official holidays, known from 1989.
    public static let palestine = Country(
        "PS", "Palestine", local: "فلسطين", languages: ["ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(1989), islamic: .palestine,
        kinds: [.public], sources: "The Palestinian Council of Ministers' official holidays; the Umm al-Qura calendar",
        rules: { palestinianHolidays })

    private static let palestinianFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر السعيد")
    private static let palestinianAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى المبارك")

    /// The official holidays: the civil and Christian ones in the order of the year, then the
    /// Islamic ones.
    private static let palestinianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادي", on: .fixed(month: 1, day: 1)),
        HolidayRule("Orthodox Christmas Day", local: "عيد الميلاد المجيد الشرقي", on: .julian(month: 12, day: 25)),
        HolidayRule("International Women's Day", local: "يوم المراة العالمي", on: .fixed(month: 3, day: 8)),
        // Named apart: in the years both churches keep one Sunday, that date has two.
        HolidayRule("Western Easter", local: "عيد الفصح المجيد حسب التقويم الغربي", on: .easter(0)),
        HolidayRule("Eastern Easter", local: "عيد الفصح المجيد حسب التقويم الشرقي", on: .orthodoxEaster(0)),
        HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "عيد الاستقلال", on: .fixed(month: 11, day: 15)),
        HolidayRule("Catholic Christmas Day", local: "عيد الميلاد المجيد الغربي", on: .fixed(month: 12, day: 25)),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "ذكرى المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", local: "ذكرى الإسراء والمعراج", on: .hijri(.rajab, 27)),
        HolidayRule(names: [palestinianFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [palestinianFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [palestinianFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [palestinianAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [palestinianAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [palestinianAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
        HolidayRule(names: [palestinianAdha], on: .hijri(.dhuAlHijjah, 13), key: "Eid al-Adha (4)"),
    ]
}
