import HolidayEngine

// Djibouti: the public holidays as the Government lists them: New Year's Day, Labour Day, the
// two days of Independence (27 June 1977), Christmas, and the Islamic holidays (Isra and
// Mi'raj, two days of Eid al-Fitr, the Day of Arafah, two days of Eid al-Adha, the Islamic New
// Year and the Prophet's Birthday). No table of the months as observed there is kept, so the
// Islamic days are Umm al-Qura's dates, all estimated.
//
// The weekend is Friday and Saturday, as python-holidays 0.108 has it; no source on a change
// was found. Known from 1978, the first whole year of independence.

extension Country {
    /// Djibouti: public holidays, known from 1978.
    public static let djibouti = Country(
        "DJ", "Djibouti", local: "Djibouti", languages: ["fr", "ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(1978),
        kinds: [.public], sources: "The Government's list of public holidays",
        rules: { djiboutianHolidays })

    /// The public holidays, in the order of the year.
    private static let djiboutianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Nouvel an", "ar": "رأس السنة الميلادية"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Labour Day", ["": "Fête du travail", "ar": "عيد العمال"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Independence Day", ["": "Fête de l'indépendance", "ar": "عيد الاستقلال"], on: .fixed(month: 6, day: 27)),
        HolidayRule(
            "Independence Day Holiday", ["": "Fête de l'indépendance, deuxième jour", "ar": "عطلة عيد الاستقلال"],
            on: .fixed(month: 6, day: 28)),
        HolidayRule("Christmas Day", ["": "Noël", "ar": "عيد الميلاد"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Islamic New Year", ["": "Nouvel an musulman", "ar": "رأس السنة الهجرية"], on: .hijri(.muharram, 1)),
        HolidayRule(
            "Prophet's Birthday", ["": "Anniversaire du prophète Mahomet", "ar": "المولد النبوي الشريف"],
            on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(
            "Isra and Mi'raj", ["": "Al Isra wal Miraj", "ar": "الإسراء والمعراج"], on: .hijri(.rajab, 27)),
        HolidayRule("Eid al-Fitr", ["": "Aïd el-Fitr", "ar": "عيد الفطر"], on: .hijri(.shawwal, 1)),
        HolidayRule(
            "Eid al-Fitr Holiday", ["": "Aïd el-Fitr, deuxième jour", "ar": "عطلة عيد الفطر"], on: .hijri(.shawwal, 2)),
        HolidayRule("Day of Arafah", ["": "Arafat", "ar": "يوم عرفة"], on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", ["": "Aïd el-Adha", "ar": "عيد الأضحى"], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Eid al-Adha Holiday", ["": "Aïd el-Adha, deuxième jour", "ar": "عطلة عيد الأضحى"],
            on: .hijri(.dhuAlHijjah, 11)),
    ]
}
