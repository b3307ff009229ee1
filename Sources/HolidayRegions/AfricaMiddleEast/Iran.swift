import HolidayEngine

// Iran: the official holidays of the Islamic Republic, as the yearly official calendar
// lists them (the Calendar Centre of the Institute of Geophysics, University of Tehran, for
// the government): on the solar Hijri calendar (PersianCalendar) Nowruz (1-4 Farvardin),
// Islamic Republic Day (12 Farvardin), Nature's Day (13 Farvardin), the death of Imam
// Khomeini (14 Khordad, from 1989), the 15 Khordad uprising, the victory of the Islamic
// Revolution (22 Bahman), the nationalisation of the oil industry (29 Esfand) and 30 Esfand in
// a leap year; on the Islamic calendar as Iran observes it (HijriCalendar.iran) Tasua and
// Ashura, Arbaeen, the Prophet's death (28 Safar), the martyrdom of Imam Reza (the last day of
// Safar) and of Imam Hasan al-Askari (8 Rabi' al-Awwal), the Prophet's and Imam Sadiq's
// birthday (17 Rabi' al-Awwal), the martyrdom of Fatima (3 Jumada al-Akhirah), Imam Ali's
// birthday (13 Rajab), the Mab'ath (27 Rajab), the Mahdi's birthday (15 Sha'ban), Imam Ali's
// martyrdom (21 Ramadan), Eid al-Fitr and the day after, Imam Sadiq's martyrdom (25
// Shawwal), Eid al-Adha and Eid al-Ghadir (18 Dhu al-Hijjah). Days off the Cabinet decreed
// once: 1-2 August 2023 (heat), 1-7 March 2026 (mourning).
//
// Weekend: Friday (python-holidays 0.108 too; Thursdays are off for government offices, not
// for business). No substitute days. Known from 1980, the first full year of the Islamic
// Republic, as in python-holidays 0.108. The Islamic days end with the Hijri table in 2077.

extension Country {
    /// Iran: official holidays on the solar Hijri and Islamic calendars, known from 1980.
    public static let iran = Country(
        "IR", "Iran", local: "ایران", languages: ["fa"], firstWeekday: .saturday,
        weekend: WeekendHistory(WeekendMask([.friday])!), known: .from(1980), islamic: .iran,
        kinds: [.public], sources: "The official calendar of the Islamic Republic (Calendar Centre, Institute of Geophysics, "
            + "University of Tehran); the Cabinet's decisions on one-off days off",
        rules: { iranianSolarHolidays + iranianIslamicHolidays + iranianDecreedDays })

    private static let iranianNowruzHoliday = HolidayName("Nowruz Holiday", local: "عیدنوروز")

    /// The holidays of the solar Hijri calendar, in the order of its year.
    private static let iranianSolarHolidays: [HolidayRule] = [
        HolidayRule("Nowruz", local: "جشن نوروز", on: .persian(month: .farvardin, day: 1)),
        HolidayRule(names: [iranianNowruzHoliday], on: .persian(month: .farvardin, day: 2)),
        HolidayRule(names: [iranianNowruzHoliday], on: .persian(month: .farvardin, day: 3), key: "Nowruz Holiday (2)"),
        HolidayRule(names: [iranianNowruzHoliday], on: .persian(month: .farvardin, day: 4), key: "Nowruz Holiday (3)"),
        HolidayRule("Islamic Republic Day", local: "روز جمهوری اسلامی", on: .persian(month: .farvardin, day: 12)),
        HolidayRule("Nature's Day", local: "روز طبیعت", on: .persian(month: .farvardin, day: 13)),
        HolidayRule(
            "Death of Imam Khomeini", local: "رحلت حضرت امام خمینی", on: .persian(month: .khordad, day: 14),
            years: .from(1989)),
        HolidayRule("15 Khordad Uprising", local: "قیام ۱۵ خرداد", on: .persian(month: .khordad, day: 15)),
        HolidayRule(
            "Islamic Revolution Day", local: "پیروزی انقلاب اسلامی", on: .persian(month: .bahman, day: 22)),
        HolidayRule(
            "Oil Industry Nationalization Day", local: "روز ملی شدن صنعت نفت ایران", on: .persian(month: .esfand, day: 29)),
        // Only in a leap year, which gives Esfand a 30th day.
        HolidayRule("Last Day of the Year", local: "آخرین روز سال", on: .persian(month: .esfand, day: 30)),
    ]

    /// The holidays of the Islamic calendar, in the order of its year.
    private static let iranianIslamicHolidays: [HolidayRule] = [
        HolidayRule("Tasua", local: "تاسوعای حسینی", on: .hijri(.muharram, 9)),
        HolidayRule("Ashura", local: "عاشورای حسینی", on: .hijri(.muharram, 10)),
        HolidayRule("Arbaeen", local: "اربعین حسینی", on: .hijri(.safar, 20)),
        HolidayRule(
            "Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali",
            local: "رحلت رسول اکرم؛شهادت امام حسن مجتبی علیه السلام", on: .hijri(.safar, 28)),
        // The last day of Safar, 29 or 30: the day before 1 Rabi' al-Awwal.
        HolidayRule(
            "Martyrdom of Ali al-Rida", local: "شهادت امام رضا علیه السلام", on: .hijri(.rabiAlAwwal, 1, offset: -1)),
        HolidayRule(
            "Martyrdom of Hasan al-Askari", local: "شهادت امام حسن عسکری علیه السلام", on: .hijri(.rabiAlAwwal, 8)),
        HolidayRule(
            "Birthday of Muhammad and Imam Ja'far al-Sadiq", local: "میلاد رسول اکرم و امام جعفر صادق علیه السلام",
            on: .hijri(.rabiAlAwwal, 17)),
        HolidayRule(
            "Martyrdom of Fatima", local: "شهادت حضرت فاطمه زهرا سلام الله علیها", on: .hijri(.jumadaAlAkhirah, 3)),
        HolidayRule("Birthday of Imam Ali", local: "ولادت امام علی علیه السلام و روز پدر", on: .hijri(.rajab, 13)),
        HolidayRule("Mab'ath", local: "مبعث رسول اکرم (ص)", on: .hijri(.rajab, 27)),
        HolidayRule(
            "Birthday of Mahdi", local: "ولادت حضرت قائم عجل الله تعالی فرجه و جشن نیمه شعبان", on: .hijri(.shaban, 15)),
        HolidayRule("Martyrdom of Imam Ali", local: "شهادت حضرت علی علیه السلام", on: .hijri(.ramadan, 21)),
        HolidayRule("Eid al-Fitr", local: "عید سعید فطر", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Fitr Holiday", local: "تعطیل به مناسبت عید سعید فطر", on: .hijri(.shawwal, 2)),
        HolidayRule("Eid al-Adha", local: "عید سعید قربان", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Eid al-Ghadir", local: "عید سعید غدیر خم", on: .hijri(.dhuAlHijjah, 18)),
    ]
    // Kept on 20 January 2001 by the official calendar of 1379, a day earlier than the
    // Shawwal of 1421 that began on 28 December 2000.
    + HolidayRule.moved(
        [HolidayName("Martyrdom of Imam Ja'far al-Sadiq", local: "شهادت امام جعفر صادق علیه السلام")],
        on: .hijri(.shawwal, 25), years: .always, to: [CivilDate(2001, 1, 20)])

    /// Days off the Cabinet decreed once: for the heat of August 2023, and seven days of
    /// the forty days of national mourning of March 2026.
    private static let iranianDecreedDays: [HolidayRule] =
        [(2023, 8, 1), (2023, 8, 2), (2026, 3, 1), (2026, 3, 2), (2026, 3, 3), (2026, 3, 4), (2026, 3, 5),
         (2026, 3, 6), (2026, 3, 7)].map { year, month, day in
            .oneOff("Public Holiday", local: "تعطیلی عمومی", on: CivilDate(year, month, day))
        }
}
