import HolidayEngine

// Brunei Darussalam: the public holidays the Prime Minister's Office lists each year (Public
// Holidays Order; the yearly lists of the Jabatan Perdana Menteri), from independence on 1
// January 1984.
//
// - New Year's Day, the Lunar New Year, National Day (23 February), the Royal Brunei Armed
//   Forces Day (31 May), the Sultan's birthday (15 July), Christmas Day; the Islamic days as
//   the Ministry of Religious Affairs announces them (`HijriCalendar.brunei`): Awal Tahun
//   Hijrah, Maulidur Rasul, Israk dan Mikraj, the first day of Ramadan, Nuzul Al-Quran, Hari
//   Raya Aidil Fitri (two days, one in 2000, three from 2012) and Hari Raya Aidil Adha.
// - A holiday on a Friday or a Sunday, the weekly rest days, gives the next working day; so
//   does a holiday on a working day that another holiday shares (the lists' practice).
// - Royal occasions declared once: the Crown Prince's proclamation (1998), the royal wedding
//   (2004), the Sultan's golden jubilee (2017).
//
// The weekend: Friday and Sunday. Known from 1984, as python-holidays 0.108.

extension Country {
    /// Brunei: public holidays, known from 1984.
    public static let brunei = Country(
        "BN", "Brunei", local: "Brunei Darussalam", languages: ["ms", "en"], firstWeekday: .monday,
        weekend: WeekendHistory(WeekendMask([.friday, .sunday])!), known: .from(1984),
        observedSuffix: ["en": " (observed)", "": " (diperhatikan)"], islamic: .brunei, lunisolar: .chinese,
        kinds: [.public], sources: "The Prime Minister's Office's yearly lists of public holidays; the Ministry of Religious Affairs' "
            + "announcements of the Islamic months",
        rules: { bruneianHolidays + bruneianOneOffs })

    /// A holiday on a rest day: the next working day that is no holiday, one for each holiday
    /// the day holds.
    private static let bruneiRestDay: [Observance] = [.substitute(.always, on: [.friday, .sunday])]
    /// An Islamic holiday, which moves through the year, also gives a day when it falls on
    /// a working day that another holiday holds: the two then lose one day, given back once.
    private static let bruneiIslamicDay: [Observance] = [.substitute(.always, on: [.friday, .sunday], orOnAnotherDayOff: true)]

    /// The public holidays, in the order of the year.
    private static let bruneianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Awal Tahun Masihi", on: .fixed(month: 1, day: 1), observed: bruneiRestDay),
        HolidayRule("Lunar New Year", local: "Tahun Baru Cina", on: .chinese(1, 1), observed: bruneiRestDay),
        HolidayRule("National Day", local: "Hari Kebangsaan", on: .fixed(month: 2, day: 23), observed: bruneiRestDay),
        HolidayRule(
            "Armed Forces Day", local: "Hari Angkatan Bersenjata Diraja Brunei", on: .fixed(month: 5, day: 31),
            observed: bruneiRestDay),
        HolidayRule(
            "Sultan Hassanal Bolkiah's Birthday", local: "Hari Keputeraan KDYMM Sultan Brunei", on: .fixed(month: 7, day: 15),
            observed: bruneiRestDay),
        HolidayRule("Christmas Day", local: "Hari Natal", on: .fixed(month: 12, day: 25), observed: bruneiRestDay),
        HolidayRule("Islamic New Year", local: "Awal Tahun Hijrah", on: .hijri(.muharram, 1), observed: bruneiIslamicDay),
        HolidayRule("Prophet's Birthday", local: "Maulidur Rasul", on: .hijri(.rabiAlAwwal, 12), observed: bruneiIslamicDay),
        HolidayRule("Isra' and Mi'raj", local: "Israk dan Mikraj", on: .hijri(.rajab, 27), observed: bruneiIslamicDay),
    ] + HolidayRule.moved(
        // 2008: Ramadan began on 1 September, and the lists put Nuzul Al-Quran on 18 September
        // (17 Ramadan counted from 2 September).
        [HolidayName("First Day of Ramadan", local: "Hari Pertama Berpuasa")], on: .hijri(.ramadan, 1), years: .always,
        to: [CivilDate(2008, 9, 1)], observed: bruneiIslamicDay) + [
        HolidayRule("Nuzul Al-Quran", local: "Hari Nuzul Al-Quran", on: .hijri(.ramadan, 17), observed: bruneiIslamicDay),
        HolidayRule("Eid al-Fitr", local: "Hari Raya Aidil Fitri", on: .hijri(.shawwal, 1), observed: bruneiIslamicDay),
        HolidayRule(
            "Eid al-Fitr (second day)", local: "Hari Raya Aidil Fitri (hari kedua)", on: .hijri(.shawwal, 2),
            years: .always.except(2000), observed: bruneiIslamicDay),
        HolidayRule(
            "Eid al-Fitr (third day)", local: "Hari Raya Aidil Fitri (hari ketiga)", on: .hijri(.shawwal, 3), years: .from(2012),
            observed: bruneiIslamicDay),
        HolidayRule("Eid al-Adha", local: "Hari Raya Aidil Adha", on: .hijri(.dhuAlHijjah, 10), observed: bruneiIslamicDay),
    ]

    /// Royal occasions declared public holidays once.
    private static let bruneianOneOffs: [HolidayRule] = [
        .oneOff(
            "Proclamation of Crown Prince Al-Muhtadee Billah",
            local: "Istiadat Pengisytiharan Duli Pengiran Muda Mahkota Al-Muhtadee Billah", on: CivilDate(1998, 8, 10)),
        .oneOff("Royal Wedding of 2004", local: "Istiadat Perkahwinan Diraja Brunei 2004", on: CivilDate(2004, 9, 9)),
        .oneOff("Sultan Hassanal Bolkiah's Golden Jubilee", local: "Jubli Emas Sultan Hassanal Bolkiah", on: CivilDate(2017, 10, 5)),
    ]
}
