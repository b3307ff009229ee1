import HolidayEngine

// Bahrain: the official holidays (the Central Bank of Bahrain's list of official bank
// holidays, which follows the government's): New Year's Day, Labour Day, National Day (16
// and 17 December); Islamic New Year, Ashura and its eve (9-10 Muharram), the Prophet's
// Birthday, Eid al-Fitr and Eid al-Adha, three days each. The Islamic days are Umm
// al-Qura's, confirmed for 2019-2025 by the Central Bank's lists, which in 2019 and 2023 put
// Ashura a day after Umm al-Qura's (`bahrainiHolidays`, a moved holiday), estimated in the
// other years.
//
// Weekend: Thursday and Friday until 31 August 2006, Friday and Saturday from 1 September
// 2006 (the government's change of the weekend, with the United Arab Emirates). No
// substitute days. Known from 1972, the first year after independence (15 August 1971).

extension Country {
    /// Bahrain: official holidays, known from 1972.
    public static let bahrain = Country(
        "BH", "Bahrain", local: "البحرين", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2006, 9, 1), mask: .fridaySaturday)]),
        known: .from(1972), islamic: .bahrain,
        kinds: [.public], sources: "The Central Bank of Bahrain's official bank holidays (2019-2025); the Umm al-Qura calendar",
        rules: { bahrainiHolidays })

    private static let bahrainiNationalDay = HolidayName("National Day", local: "العيد الوطني")
    private static let bahrainiAshura = HolidayName("Ashura", local: "عاشوراء")
    private static let bahrainiFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let bahrainiAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The official holidays: the civil ones in the order of the year, then the Islamic ones.
    private static let bahrainiHolidays: [HolidayRule] =
        [
            HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
            HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1)),
            HolidayRule(names: [bahrainiNationalDay], on: .fixed(month: 12, day: 16)),
            HolidayRule(names: [bahrainiNationalDay], on: .fixed(month: 12, day: 17), key: "National Day (2)"),
            HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1)),
        ]
        // Ashura as the Central Bank's lists gave it in 2019 and 2023, a day after Umm al-Qura.
        + HolidayRule.moved(
            [bahrainiAshura], on: .hijri(.muharram, 9), years: .always, to: [CivilDate(2019, 9, 9), CivilDate(2023, 7, 28)],
            key: "Ashura Eve")
        + HolidayRule.moved(
            [bahrainiAshura], on: .hijri(.muharram, 10), years: .always, to: [CivilDate(2019, 9, 10), CivilDate(2023, 7, 29)])
        + [
            HolidayRule("Prophet's Birthday", local: "المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
            HolidayRule(names: [bahrainiFitr], on: .hijri(.shawwal, 1)),
            HolidayRule(names: [bahrainiFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
            HolidayRule(names: [bahrainiFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
            HolidayRule(names: [bahrainiAdha], on: .hijri(.dhuAlHijjah, 10)),
            HolidayRule(names: [bahrainiAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
            HolidayRule(names: [bahrainiAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
        ]
}
