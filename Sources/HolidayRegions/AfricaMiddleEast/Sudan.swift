import HolidayEngine

// Sudan: the public holidays as the Government announces them (the list of Sudan's embassy in
// London): Independence Day (1 January 1956), the Islamic holidays (four days of each Eid,
// with the Day of Arafah; a fourth day of Eid al-Fitr from 2020) and the Christian holidays:
// Coptic Christmas and Easter by the Julian computus and Christmas on 25 December, suspended
// from 2011 to 2018 and restored in 2019. The Islamic days follow the announced sighting
// (HijriCalendar.sudan).
//
// The weekend was Friday, then Friday and Saturday from 26 January 2008 (the Council of
// Ministers' decision; Sudan Tribune, article 25544).
//
// Known from 1985, as python-holidays 0.108 has it: no list of the years before was found.

extension Country {
    /// Sudan: public holidays, known from 1985.
    public static let sudan = Country(
        "SD", "Sudan", local: "السودان", languages: ["ar", "en"], firstWeekday: .saturday,
        weekend: WeekendHistory(
            WeekendMask([.friday])!, changes: [(from: CivilDate(2008, 1, 26), mask: .fridaySaturday)]),
        known: .from(1985), islamic: .sudan,
        kinds: [.public], sources: "The Government's list of public holidays (Sudan's embassy in London); the Council of "
            + "Ministers' decision on the weekend (2008)",
        rules: { sudaneseHolidays })

    /// The Christian holidays: kept until 2010, suspended 2011-2018, kept again from 2019.
    private static let sudaneseChristianYears = YearSet.through(2010).union(.from(2019))
    private static let sudaneseEidAlFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر المبارك")
    private static let sudaneseEidAlAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى المبارك")

    /// The public holidays, in the order of the year.
    private static let sudaneseHolidays: [HolidayRule] = [
        HolidayRule("Independence Day", local: "عيد الاستقلال", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Coptic Christmas", local: "عيد الميلاد المجيد", on: .julian(month: 12, day: 25),
            years: sudaneseChristianYears),
        HolidayRule("Coptic Easter", local: "عيد الفصح القبطي", on: .orthodoxEaster(0), years: sudaneseChristianYears),
        HolidayRule("Christmas Day", local: "عيد الميلاد", on: .fixed(month: 12, day: 25), years: sudaneseChristianYears),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(names: [sudaneseEidAlFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [sudaneseEidAlFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [sudaneseEidAlFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [sudaneseEidAlFitr], on: .hijri(.shawwal, 4), years: .from(2020), key: "Eid al-Fitr (4)"),
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule(names: [sudaneseEidAlAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [sudaneseEidAlAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [sudaneseEidAlAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
        HolidayRule(names: [sudaneseEidAlAdha], on: .hijri(.dhuAlHijjah, 13), key: "Eid al-Adha (4)"),
    ]
}
