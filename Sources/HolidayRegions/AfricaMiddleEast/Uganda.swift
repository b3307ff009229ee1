import HolidayEngine

// Uganda: the public holidays of the Public Holidays Act (Cap. 255) and its schedule, as
// amended: NRM Liberation Day (26 January, the National Resistance Movement's taking of
// Kampala in 1986) from 1987, National Heroes' Day (9 June) from 2001, Archbishop Janani
// Luwum Day (16 February) from 2016; Eid al-Fitr and Eid al-Adha as the Uganda Muslim
// Supreme Council announces them (no table of its sightings here: Umm al-Qura, estimated).
// The Act gives no substitute day for a holiday on a weekend. The Minister's notice declared
// 15 and 16 January 2026 public holidays for the general elections.
//
// Known from 1963, the first whole year of independence (9 October 1962).

extension Country {
    /// Uganda: public holidays, known from 1963.
    public static let uganda = Country(
        "UG", "Uganda", languages: ["en", "sw"], firstWeekday: .monday, known: .from(1963),
        kinds: [.public], sources: "Public Holidays Act (Cap. 255) as amended; the Minister's notice of the 2026 election days",
        rules: { ugandanHolidays })

    /// The holidays, in the order of the year.
    private static let ugandanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["sw": "Mwaka Mpya"], on: .fixed(month: 1, day: 1)),
        .oneOff("General Elections", ["sw": "Uchaguzi Mkuu"], on: CivilDate(2026, 1, 15)),
        .oneOff("General Elections", ["sw": "Uchaguzi Mkuu"], on: CivilDate(2026, 1, 16)),
        HolidayRule("NRM Liberation Day", on: .fixed(month: 1, day: 26), years: .from(1987)),
        HolidayRule("Archbishop Janani Luwum Day", on: .fixed(month: 2, day: 16), years: .from(2016)),
        HolidayRule("Women's Day", ["sw": "Siku ya Wanawake"], on: .fixed(month: 3, day: 8)),
        HolidayRule("Good Friday", ["sw": "Ijumaa Kuu"], on: .easter(-2)),
        HolidayRule("Easter Monday", ["sw": "Jumatatu ya Pasaka"], on: .easter(1)),
        HolidayRule("Labour Day", ["sw": "Siku ya Wafanyakazi"], on: .fixed(month: 5, day: 1)),
        HolidayRule("Uganda Martyrs' Day", ["sw": "Siku ya Mashahidi wa Uganda"], on: .fixed(month: 6, day: 3)),
        HolidayRule("National Heroes' Day", ["sw": "Siku ya Mashujaa"], on: .fixed(month: 6, day: 9), years: .from(2001)),
        HolidayRule("Independence Day", ["sw": "Siku ya Uhuru"], on: .fixed(month: 10, day: 9)),
        HolidayRule("Christmas Day", ["sw": "Krismasi"], on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", ["sw": "Siku ya Kupeana Zawadi"], on: .fixed(month: 12, day: 26)),
        HolidayRule("Eid al-Fitr", ["sw": "Idd-ul-Fitr"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", ["sw": "Idd-ul-Adha"], on: .hijri(.dhuAlHijjah, 10)),
    ]
}
