import HolidayEngine

// Bangladesh: the public holidays (সাধারণ ছুটি) of the Ministry of Public Administration's yearly
// lists (the notification of 2019, reg-4/2019-212; the lists of 2025 and 2026) and its notices
// of days off by executive order:
//
// - Every year: Shaheed Day and International Mother Language Day (21 February), Independence
//   Day (26 March), Pohela Boishakh (14 April, the Bengali new year on the revised Bangla
//   calendar), May Day, Victory Day (16 December), Christmas Day; on the Islamic calendar as
//   Bangladesh observes it (HijriCalendar.bangladesh): Ashura, Eid-e-Miladunnabi, Shab-e-Barat
//   (15 Sha'ban), Shab-e-Qadr (27 Ramadan), Jumu'atul-Wida (the last Friday of Ramadan),
//   Eid-ul-Fitr and Eid-ul-Adha (three days each).
// - Bangabandhu's birthday (17 March) until 2024, and National Mourning Day (15 August) until
//   2023: the interim government struck both from the lists (the notice of 13 August 2024
//   cancelling 15 August 2024; the list of 2025). July Mass Uprising Day (5 August) from 2025.
// - Days off by executive order: 7 January 2024 (the twelfth parliamentary election),
//   5-7 August 2024.
//
// Jumu'atul-Wida in the years no list dates it is python-holidays 0.108's forecast, the last
// Friday of Umm al-Qura's Ramadan (its last day is the day before Bangladesh's 1 Shawwal
// less one); the lists of 2023 and 2026 put it on the last Friday of Bangladesh's Ramadan.
//
// Weekend: Friday and Saturday, the government's two-day week (python-holidays 0.108 too). Not
// encoded: the Sunday weekly holiday before the 1980s, the Friday-only years and the dates the
// two-day week began and ended, for which no primary source was found here. No substitute
// days. Known from 1972, the first full year of independence (26 March 1971); python-holidays
// 0.108 also gives 1950-1971, when the region was East Pakistan.

extension Country {
    /// Bangladesh: public holidays, known from 1972.
    public static let bangladesh = Country(
        "BD", "Bangladesh", local: "বাংলাদেশ", languages: ["bn", "en"], firstWeekday: .sunday,
        weekend: WeekendHistory(WeekendMask([.friday, .saturday])!), known: .from(1972), islamic: .bangladesh,
        kinds: [.public], sources: "Ministry of Public Administration: the yearly lists of public holidays (reg-4/2019-212; 2025; "
            + "2026) and its notices of days off by executive order (2024)",
        rules: { bangladeshiHolidays + bangladeshiIslamicHolidays + bangladeshiDecreedDays })

    /// The public holidays of the Gregorian calendar, in the order of the year.
    private static let bangladeshiHolidays: [HolidayRule] = [
        HolidayRule(
            "Shaheed Day and International Mother Language Day", local: "শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস",
            on: .fixed(month: 2, day: 21)),
        HolidayRule(
            "Father of the Nation Bangabandhu Sheikh Mujibur Rahman's Birthday",
            local: "জাতির পিতা বঙ্গবন্ধু শেখ মুজিবুর রহমান এর জন্মদিবস", on: .fixed(month: 3, day: 17), years: .through(2024)),
        HolidayRule("Independence Day", local: "স্বাধীনতা দিবস", on: .fixed(month: 3, day: 26)),
        HolidayRule("Pohela Boishakh", local: "পহেলা বৈশাখ", on: .fixed(month: 4, day: 14)),
        HolidayRule("May Day", local: "মে দিবস", on: .fixed(month: 5, day: 1)),
        HolidayRule("July Mass Uprising Day", local: "জুলাই গণ-অভ্যুত্থান দিবস", on: .fixed(month: 8, day: 5), years: .from(2025)),
        // Cancelled for 2024 by the Ministry of Public Administration's notice of 13 August 2024.
        HolidayRule("National Mourning Day", local: "জাতীয় শোক দিবস", on: .fixed(month: 8, day: 15), years: .through(2023)),
        HolidayRule("Victory Day", local: "বিজয় দিবস", on: .fixed(month: 12, day: 16)),
        HolidayRule("Christmas Day", local: "বড়দিন", on: .fixed(month: 12, day: 25)),
    ]

    private static let eidUlFitr = HolidayName("Eid-ul-Fitr", local: "ঈদুল ফিতর")
    private static let eidUlAdha = HolidayName("Eid-ul-Adha", local: "ঈদুল আজহা")
    private static let jumuatulWida = HolidayName("Jumu'atul-Wida", local: "জুমাতুল বিদা")

    /// The holidays of the Islamic calendar, in the order of its year.
    private static let bangladeshiIslamicHolidays: [HolidayRule] = [
        HolidayRule("Ashura", local: "আশুরা", on: .hijri(.muharram, 10)),
        HolidayRule("Eid-e-Miladunnabi", local: "ঈদে মিলাদুন্নবী", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Shab-e-Barat", local: "শবে বরাত", on: .hijri(.shaban, 15)),
        HolidayRule("Shab-e-Qadr", local: "শবে কদর", on: .hijri(.ramadan, 27)),
        HolidayRule(names: [eidUlFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [eidUlFitr], on: .hijri(.shawwal, 2), key: "Eid-ul-Fitr (2)"),
        HolidayRule(names: [eidUlFitr], on: .hijri(.shawwal, 3), key: "Eid-ul-Fitr (3)"),
        HolidayRule(names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid-ul-Adha (2)"),
        HolidayRule(names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid-ul-Adha (3)"),
    ]
    // The last Friday of Umm al-Qura's Ramadan: Friday on or before the day before its last,
    // in Bangladesh's calendar a day later; the lists of 2023 and 2026 dated it themselves.
    + HolidayRule.moved(
        [jumuatulWida], on: .hijri(.shawwal, 1, offset: -2).onWeekday(.friday, .onOrBefore), years: .always,
        to: [CivilDate(2023, 4, 21), CivilDate(2026, 3, 20)])

    /// Days off by executive order (the Ministry of Public Administration's notices of 2024).
    private static let bangladeshiDecreedDays: [HolidayRule] =
        [(2024, 1, 7), (2024, 8, 5), (2024, 8, 6), (2024, 8, 7)].map { year, month, day in
            .oneOff("Public Holiday", local: "সাধারণ ছুটি", on: CivilDate(year, month, day))
        }
}
