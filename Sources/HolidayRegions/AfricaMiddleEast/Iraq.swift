import HolidayEngine

// Iraq: the official holidays of Law No. 10 of 1963 (as amended in 1968), Law No. 110 of 1972
// (amended 1973) and the Official Holidays Law of 2024:
//
// - Army Day (6 January); Labour Day; Islamic New Year, Ashura, the Prophet's Birthday, Eid
//   al-Fitr (three days), the Day of Arafah and Eid al-Adha (three days) in every year.
// - New Year's Day from 1973; Nowruz (21 March) from 1969.
// - The revolutions of 8 February (until 2024), 14 July (until 2023) and 17 July (1969-2023).
// - From the 2024 law: Eid al-Ghadir (18 Dhu al-Hijjah) from 2024; from 2025 the
//   commemoration of the Ba'ath regime's crimes, the Anfal and Halabja (16 March).
//
// python-holidays 0.108's categories for religious communities (Christian, Jewish, Sabian
// Mandaean and Yazidi holidays, days off for their members) are left out. The Islamic days
// follow the calendar as Iraq observes it (HijriCalendar.iraq). Weekend Friday and Saturday,
// as python-holidays 0.108 has it. No substitute days. Known from 1964, the first year of
// Law No. 10 of 1963.

extension Country {
    /// Iraq: official holidays, known from 1964.
    public static let iraq = Country(
        "IQ", "Iraq", local: "العراق", languages: ["ar"], firstWeekday: .sunday, weekend: WeekendHistory(.fridaySaturday),
        known: .from(1964), islamic: .iraq,
        kinds: [.public], sources: "Law No. 10 of 1963 and its 1968 amendment; Law No. 110 of 1972 and its 1973 amendment; "
            + "Official Holidays Law of 2024",
        rules: { iraqiHolidays + iraqiIslamicHolidays })

    private static let iraqiFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let iraqiAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The holidays of the Gregorian year, in its order.
    private static let iraqiHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1), years: .from(1973)),
        HolidayRule("Army Day", local: "عيد الجيش", on: .fixed(month: 1, day: 6)),
        HolidayRule("February 8 Revolution", local: "ثورة 8 شباط", on: .fixed(month: 2, day: 8), years: .through(2024)),
        HolidayRule(
            "Commemoration of the Ba'ath regime's crimes, the Anfal and Halabja",
            local: "ذكرى جرائم البعث والأنفال والهجوم على حلبجة", on: .fixed(month: 3, day: 16), years: .from(2025)),
        HolidayRule("Nowruz", local: "عيد نوروز", on: .fixed(month: 3, day: 21), years: .from(1969)),
        HolidayRule("Labour Day", local: "عيد العمال العالمي", on: .fixed(month: 5, day: 1)),
        HolidayRule("July 14 Revolution", local: "ثورة 14 تموز", on: .fixed(month: 7, day: 14), years: .through(2023)),
        HolidayRule("July 17 Revolution", local: "ثورة 17 تموز", on: .fixed(month: 7, day: 17), years: YearSet(1969, 2023)),
    ]

    /// The Islamic holidays, in the order of the Hijri year.
    private static let iraqiIslamicHolidays: [HolidayRule] =
        [HolidayRule("Islamic New Year", local: "رأس السنة الهجرية", on: .hijri(.muharram, 1))]
        + HolidayRule.moved(
            [HolidayName("Ashura", local: "عاشوراء")], on: .hijri(.muharram, 10), years: .always,
            to: [CivilDate(2019, 9, 10), CivilDate(2021, 8, 19), CivilDate(2023, 7, 29)])
        + [
            HolidayRule("Prophet's Birthday", local: "المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
            HolidayRule(names: [iraqiFitr], on: .hijri(.shawwal, 1)),
            HolidayRule(names: [iraqiFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
            HolidayRule(names: [iraqiFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
            HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
            HolidayRule(names: [iraqiAdha], on: .hijri(.dhuAlHijjah, 10)),
            HolidayRule(names: [iraqiAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
            HolidayRule(names: [iraqiAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
        ]
        + HolidayRule.moved(
            [HolidayName("Eid al-Ghadir", local: "عيد الغدير")], on: .hijri(.dhuAlHijjah, 18), years: .from(2024),
            to: [CivilDate(2025, 6, 15)])
}
