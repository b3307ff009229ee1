import HolidayEngine

// Oman: the official holidays as royal decrees set them (56/2020, 88/2022, 15/2025): Renaissance Day (23 July, Sultan Qaboos's
// accession in 1970) until 2019; from 2020 (Royal Decree 56/2020) the Sultan's Accession Day
// (11 January) and National Day, 18 and 19 November, moved to 20 and 21 November from 2025
// (Royal Decree 15/2025); Islamic New Year, the Prophet's Birthday, Isra and Mi'raj; Eid
// al-Fitr from 29 Ramadan to 3 Shawwal (with 30 Ramadan in a full month); Eid al-Adha from the
// Day of Arafah to 12 Dhu al-Hijjah. The Islamic
// days follow the calendar as Oman observes it (HijriCalendar.oman).
//
// Weekend: Thursday and Friday until 30 April 2013, Friday and Saturday from 1 May 2013. No
// substitute days. Known from 1970, the year of the Renaissance.

extension Country {
    /// Oman: official holidays, known from 1970.
    public static let oman = Country(
        "OM", "Oman", local: "عُمان", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2013, 5, 1), mask: .fridaySaturday)]),
        known: .from(1970), islamic: .oman,
        kinds: [.public], sources: "Royal Decrees 56/2020, 88/2022 and 15/2025 on official holidays; the Ministry of Endowments "
            + "and Religious Affairs' moon sightings",
        rules: { omaniHolidays })

    private static let omaniNationalDay = HolidayName("National Day", local: "اليوم الوطني")
    private static let omaniFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let omaniAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The official holidays: the civil ones in the order of the year, then the Islamic ones.
    private static let omaniHolidays: [HolidayRule] = [
        HolidayRule(
            "Sultan's Accession Day", local: "اليوم الوطني لتولي السلطان", on: .fixed(month: 1, day: 11),
            years: .from(2020)),
        HolidayRule("Renaissance Day", local: "يوم النهضة", on: .fixed(month: 7, day: 23), years: .through(2019)),
        HolidayRule(names: [omaniNationalDay], on: .fixed(month: 11, day: 18), years: YearSet(2020, 2024)),
        HolidayRule(
            names: [omaniNationalDay], on: .fixed(month: 11, day: 19), years: YearSet(2020, 2024),
            key: "National Day (2)"),
        HolidayRule(
            names: [omaniNationalDay], on: .fixed(month: 11, day: 20), years: .from(2025), key: "National Day (20)"),
        HolidayRule(
            names: [omaniNationalDay], on: .fixed(month: 11, day: 21), years: .from(2025), key: "National Day (21)"),
        HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        HolidayRule("Prophet's Birthday", local: "المولد النبوي", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", local: "الإسراء والمعراج", on: .hijri(.rajab, 27)),
        HolidayRule(names: [omaniFitr], on: .hijri(.ramadan, 29), key: "Eid al-Fitr (29 Ramadan)"),
        // Only when Ramadan has 30 days.
        HolidayRule(names: [omaniFitr], on: .hijri(.ramadan, 30), key: "Eid al-Fitr (30 Ramadan)"),
        HolidayRule(names: [omaniFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [omaniFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [omaniFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [omaniAdha], on: .hijri(.dhuAlHijjah, 9), key: "Eid al-Adha (Arafah)"),
        HolidayRule(names: [omaniAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [omaniAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [omaniAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
    ]
}
