import HolidayEngine

// Somalia: the public holidays as the Federal Government lists them (the Ministry of Foreign
// Affairs' "About Somalia"): New Year's Day, Labour Day, the independence of British
// Somaliland (26 June 1960), the Republic (the union of 1 July 1960) and the Islamic holidays
// (the Islamic New Year, Ashura, the Prophet's Birthday, Isra and Mi'raj and the two Eids). No
// table of the months as observed there is kept, so the Islamic days are Umm al-Qura's dates,
// all estimated.
//
// Friday is the weekly day off (the Ministry of Labour and Social Affairs, reported by TRT
// Afrika); python-holidays 0.108 assumes Saturday and Sunday, which moves none of its dates.
// Known from 1961, the first whole year of the Somali Republic.

extension Country {
    /// Somalia: public holidays, known from 1961.
    public static let somalia = Country(
        "SO", "Somalia", local: "Soomaaliya", languages: ["so", "ar"], firstWeekday: .monday,
        weekend: WeekendHistory(WeekendMask([.friday])!), known: .from(1961),
        kinds: [.public], sources: "The Federal Government's list of public holidays (Ministry of Foreign Affairs)",
        rules: { somaliHolidays })

    /// The public holidays, in the order of the year.
    private static let somaliHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "Maalinta Sannadka Cusub", "ar": "رأس السنة الميلادية"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Labour Day", ["": "Maalinta Shaqaalaha", "ar": "عيد العمال"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Independence Day", ["": "Maalinta Xorriyadda", "ar": "عيد الاستقلال"], on: .fixed(month: 6, day: 26)),
        HolidayRule(
            "Republic Day", ["": "Maalinta Jamhuuriyadda", "ar": "عيد الجمهورية"], on: .fixed(month: 7, day: 1)),
        HolidayRule(
            "Islamic New Year", ["": "Sannadka Cusub ee Hijriga", "ar": "رأس السنة الهجرية"], on: .hijri(.muharram, 1)),
        HolidayRule("Ashura", ["": "Caashuuraa", "ar": "عاشوراء"], on: .hijri(.muharram, 10)),
        HolidayRule(
            "Prophet's Birthday", ["": "Mowliidka Nebiga", "ar": "المولد النبوي الشريف"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", ["": "Isra iyo Micraaj", "ar": "الإسراء والمعراج"], on: .hijri(.rajab, 27)),
        HolidayRule("Eid al-Fitr", ["": "Ciidul Fitri", "ar": "عيد الفطر"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", ["": "Ciidul Adxa", "ar": "عيد الأضحى"], on: .hijri(.dhuAlHijjah, 10)),
    ]
}
