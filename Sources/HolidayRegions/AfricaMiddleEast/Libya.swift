import HolidayEngine

// Libya: the official holidays of Law No. 4 of 1987 on official holidays (in force from 1988),
// then of Law No. 5 of 2012, which replaced the Jamahiriya's days (2 March, 11 June, 23 July,
// 1 September) with the anniversaries of the 2011 revolution and Independence Day, and made
// the Islamic New Year a day off. Decision No. 414 of 2021 adds the National Environmental
// Sanitation Day (14 August, from 2022). The Islamic holidays follow the Government's yearly
// decisions (HijriCalendar.libya).
//
// Days the 1987 law marked as working days (the evacuation days of the British and Italian
// forces, the Arab League's and Syria's anniversaries, Ashura, Isra and Mi'raj, the night of
// mid-Sha'ban and, until 2011, the Islamic New Year) are observances here.
//
// The weekend is Friday and Saturday: Decision No. 489 of 2005 on official working hours
// (in force 2006, ILO NATLEX) made the week Sunday to Thursday. No dated source for the
// weekend before was found, so Friday-Saturday is kept for every year.
//
// Known from 1988, the first year of the 1987 law.

extension Country {
    /// Libya: official holidays, known from 1988.
    public static let libya = Country(
        "LY", "Libya", local: "ليبيا", languages: ["ar"], firstWeekday: .saturday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(1988), islamic: .libya,
        kinds: [.public, .observance], sources: "Law No. 4 of 1987 and Law No. 5 of 2012 on official holidays; Decision No. 414 of 2021; "
            + "the Government's decisions fixing the Islamic holidays",
        rules: { libyanHolidays + libyanWorkingHolidays + libyanDecreedDays })

    private static let libyanEidAlFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let libyanEidAlAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The official days off, in the order of the year.
    private static let libyanHolidays: [HolidayRule] = [
        HolidayRule(
            "Anniversary of the February 17 Revolution", local: "ذكرى ثورة 17 فبراير", on: .fixed(month: 2, day: 17),
            years: .from(2012)),
        HolidayRule(
            "People's Authority Day", local: "عيد إعلان سلطة الشعب", on: .fixed(month: 3, day: 2),
            years: .through(2011)),
        HolidayRule("Labour Day", local: "عيد العمال", on: .fixed(month: 5, day: 1), years: .from(2012)),
        HolidayRule(
            "American Forces Evacuation Day", local: "عيد إجلاء القوات الأمريكية", on: .fixed(month: 6, day: 11),
            years: .through(2011)),
        HolidayRule(
            "July Revolution Day", local: "عيد ثورة يوليو المجيدة", on: .fixed(month: 7, day: 23),
            years: .through(2011)),
        HolidayRule(
            "National Environmental Sanitation Day", local: "اليوم الوطني للإصحاح البيئي",
            on: .fixed(month: 8, day: 14), years: .from(2022)),
        HolidayRule(
            "Al-Fateh Revolution Day", local: "عيد الفاتح العظيم", on: .fixed(month: 9, day: 1), years: .through(2011)),
        HolidayRule("Martyrs' Day", local: "يوم الشهيد", on: .fixed(month: 9, day: 16), years: .from(2012)),
        HolidayRule("Liberation Day", local: "يوم التحرير", on: .fixed(month: 10, day: 23), years: .from(2012)),
        HolidayRule("Independence Day", local: "عيد الاستقلال", on: .fixed(month: 12, day: 24), years: .from(2012)),
        HolidayRule(
            "Islamic New Year", local: "عيد رأس السنة الهجرية", on: .hijri(.muharram, 1), years: .from(2012)),
        HolidayRule("Prophet's Birthday", local: "ذكرى المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(names: [libyanEidAlFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [libyanEidAlFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [libyanEidAlFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule(names: [libyanEidAlAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [libyanEidAlAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [libyanEidAlAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
    ]

    /// The days the 1987 law marked and kept as working days, until 2011.
    private static let libyanWorkingHolidays: [HolidayRule] = [
        HolidayRule(
            "Syrian Revolution Day", local: "عيد ثورة سوريا", on: .fixed(month: 3, day: 8), kind: .observance,
            years: .through(2011)),
        HolidayRule(
            "Anniversary of the Arab League", local: "ذكرى إنشاء الجامعة العربية", on: .fixed(month: 3, day: 22),
            kind: .observance, years: .through(2011)),
        HolidayRule(
            "British Forces Evacuation Day", local: "عيد إجلاء القوات البريطانية", on: .fixed(month: 3, day: 28),
            kind: .observance, years: .through(2011)),
        HolidayRule(
            "Italian Forces Evacuation Day", local: "عيد إجلاء الطليان", on: .fixed(month: 10, day: 7),
            kind: .observance, years: .through(2011)),
        HolidayRule(
            "Islamic New Year", local: "عيد رأس السنة الهجرية", on: .hijri(.muharram, 1), kind: .observance,
            years: .through(2011), key: "Islamic New Year (working day)"),
        HolidayRule(
            "Ashura", local: "عاشوراء", on: .hijri(.muharram, 10), kind: .observance, years: .through(2011)),
        HolidayRule(
            "Isra and Mi'raj", local: "ذكرى الإسراء والمعراج", on: .hijri(.rajab, 27), kind: .observance,
            years: .through(2011)),
        HolidayRule(
            "Night of Forgiveness", local: "ليلة النصف من شعبان", on: .hijri(.shaban, 15), kind: .observance,
            years: .through(2011)),
    ]

    /// Days off the Government gave once.
    private static let libyanDecreedDays: [HolidayRule] = [
        // Decision No. 555 of 2023.
        .oneOff("Public Holiday", local: "عطلة رسمية", on: CivilDate(2023, 12, 10)),
    ]
}
