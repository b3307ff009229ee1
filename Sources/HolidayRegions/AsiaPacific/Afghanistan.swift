import HolidayEngine

// Afghanistan: the public holidays of the Labour Law (art. 41 gives the first day of Ramadan
// and the holidays the government lists) as the governments listed them over the years:
//
// - Every year: Independence Day (19 August, the Treaty of Rawalpindi, 1919); on the Islamic
//   calendar as Afghanistan observes it (HijriCalendar.afghanistan): the Prophet's Birthday,
//   the first day of Ramadan, Eid al-Fitr (three days), the Day of Arafah and Eid al-Adha
//   (three days).
// - Nowruz (1 Hamal, the solar Hijri new year: PersianCalendar) until 1996, and from 2001 to
//   2020; Labour Day 1974-1996 and 2002-2021; the Soviet Victory Day (9 May) 1978-1988;
//   Liberation Day (15 February, the Soviet withdrawal of 1989) from 1989; Mojahedin's Victory
//   Day (28 April 1992) from 1992; Martyrs' Day (9 September, Ahmad Shah Massoud) 2012-2020;
//   Ashura until 2021.
// - Under the Islamic Emirate, from 2022: its Victory Day (24 Asad, the fall of Kabul on
//   15 August 2021) and the day of the American withdrawal (31 August).
//
// Weekend: Friday, the Labour Law's weekly holiday; the Islamic Emirate's cabinet keeps
// Saturday to Wednesday as full working days and Thursday as a half day (aop.gov.af).
// python-holidays 0.108 uses Friday and Saturday, the weekend the Cabinet approved in August
// 2015 for government offices; its start and end dates were not found in a primary source,
// so that era is not encoded. The week begins on Saturday. No substitute days. Known from
// 1950 (python-holidays 0.108 also gives 1919-1949, which holical does not declare).

extension Country {
    /// Afghanistan: public holidays on the Gregorian, solar Hijri and Islamic calendars,
    /// known from 1950.
    public static let afghanistan = Country(
        "AF", "Afghanistan", local: "افغانستان", languages: ["fa", "ps"], firstWeekday: .saturday,
        weekend: WeekendHistory(WeekendMask([.friday])!), known: .from(1950), islamic: .afghanistan,
        kinds: [.public], sources: "Labour Law of Afghanistan, art. 41; the governments' lists of public holidays; "
            + "the Islamic Emirate's cabinet decisions (aop.gov.af)",
        rules: { afghanHolidays + afghanIslamicHolidays })

    /// The holidays of the Gregorian and solar Hijri calendars, in the order of the year.
    private static let afghanHolidays: [HolidayRule] = [
        HolidayRule(
            "Liberation Day", ["": "روز آزادی", "ps": "د ازادۍ ورځ"], on: .fixed(month: 2, day: 15), years: .from(1989)),
        HolidayRule(
            "Nowruz", ["": "نوروز", "ps": "نوروز"], on: .persian(month: .farvardin, day: 1),
            years: .through(1996).union(YearSet(2001, 2020))),
        HolidayRule(
            "Mojahedin's Victory Day", ["": "روز پیروزی مجاهدین", "ps": "مجاهدو د بریا ورځ"],
            on: .fixed(month: 4, day: 28), years: .from(1992)),
        HolidayRule(
            "International Workers' Day", ["": "روز جهانی کارگر", "ps": "د کارګرو نړیواله ورځ"],
            on: .fixed(month: 5, day: 1), years: YearSet(1974, 1996).union(YearSet(2002, 2021))),
        HolidayRule(
            "Soviet Victory Day", ["": "روز پیروزی شوروی", "ps": "د شوروی د بریالیتوب ورځ"],
            on: .fixed(month: 5, day: 9), years: YearSet(1978, 1988)),
        // 24 Asad (Mordad) 1400: 15 August 2021.
        HolidayRule(
            "Islamic Emirate Victory Day", ["": "روز پیروزی امارت اسلامی", "ps": "د اسلامي امارت د بریا ورځ"],
            on: .persian(month: .mordad, day: 24), years: .from(2022)),
        HolidayRule(
            "Afghanistan Independence Day", ["": "روز استقلال افغانستان", "ps": "د افغانستان د استقلال ورځ"],
            on: .fixed(month: 8, day: 19)),
        HolidayRule(
            "American Withdrawal Day", ["": "روز خروج آمریکایی ها", "ps": "د امریکا د وتلو ورځ"],
            on: .fixed(month: 8, day: 31), years: .from(2022)),
        HolidayRule(
            "Martyrs' Day", ["": "روز شهیدان", "ps": "د شهیدانو ورځ"], on: .fixed(month: 9, day: 9),
            years: YearSet(2012, 2020)),
    ]

    private static let eidAlFitr = HolidayName("Eid al-Fitr", ["": "عید فطر", "ps": "عید فطر"])
    private static let eidAlAdha = HolidayName("Eid al-Adha", ["": "عید قربانی", "ps": "عید قربانی"])

    /// The holidays of the Islamic calendar, in the order of its year.
    private static let afghanIslamicHolidays: [HolidayRule] = [
        HolidayRule("Ashura", ["": "عاشورا", "ps": "عاشورا"], on: .hijri(.muharram, 10), years: .through(2021)),
        HolidayRule(
            "Prophet's Birthday", ["": "میلاد پیامبر", "ps": "د پیغمبر الله صلی الله علیه وسلم د میلاد ورځ"],
            on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("First Day of Ramadan", ["": "اول رمضان", "ps": "د روژې لومړۍ نیټه"], on: .hijri(.ramadan, 1)),
        HolidayRule(names: [eidAlFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [eidAlFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [eidAlFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule("Day of Arafah", ["": "روز عرفه", "ps": "د عرفه ورځ"], on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule(names: [eidAlAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [eidAlAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [eidAlAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
    ]
}
