import HolidayEngine

// Turkey: the national and general holidays of Law 2739 of 27 May 1935 ("Ulusal Bayram ve
// Genel Tatiller Hakkında Kanun") until 1980, and of Law 2429 of 17 March 1981, which replaced
// it, as amended:
//
// - Law 2739: New Year's Day; National Sovereignty Day (23 April); Spring Day (1 May); Youth
//   and Sports Day (19 May); Victory Day (30 August); Republic Day from the
//   afternoon of 28 October through 30 October; Freedom and Constitution Day (27 May) from
//   1963 until Law 2429.
// - Law 2429: 23 April becomes National Sovereignty and Children's Day, 19 May the
//   Commemoration of Atatürk, Youth and Sports Day; Republic Day is 28 October from 13:00 and
//   29 October; 1 May and 27 May are no longer holidays. Law 5892 (2009) makes 1 May Labour
//   and Solidarity Day again; the 2016 law that renamed Kazan Kahramankazan (art. 2) adds
//   15 July, Democracy and National Unity Day, from 2017.
// - The Bayrams, art. 2 (B): Ramazan Bayramı three and a half days, Kurban Bayramı four and
//   a half, each from 13:00 on its eve (arife). The eves and 28 October are half days
//   (`.halfDay`).
// - The Bayram dates: the Presidency of Religious Affairs (Diyanet), whose calendar is
//   computed and published years ahead (HijriCalendar.turkey, confirmed through 2032).
// - 31 December 1999 was a general holiday by a decree of the Council of Ministers.
//
// No substitute days. Weekend Saturday and Sunday. Known from 1950; python-holidays 0.108
// also has 1936-1949 under Law 2739, before the years holical's calendars cover.

extension Country {
    /// Turkey: national and general holidays and their half days, known from 1950.
    public static let turkey = Country(
        "TR", "Turkey", local: "Türkiye", languages: ["tr"], firstWeekday: .monday,
        known: .from(1950), islamic: .turkey,
        kinds: [.public, .halfDay], sources: "Law 2739 of 27 May 1935 and Law 2429 of 17 March 1981 on national and general holidays, "
            + "as amended (Law 5892 of 2009; 2016, 15 July); Diyanet's Hijri calendar",
        rules: { turkishHolidays + turkishHalfDays })

    private static let turkishRepublicDay = HolidayName("Republic Day", local: "Cumhuriyet Bayramı")
    private static let turkishRamadanFeast = HolidayName("Eid al-Fitr", local: "Ramazan Bayramı")
    private static let turkishSacrificeFeast = HolidayName("Eid al-Adha", local: "Kurban Bayramı")

    /// The national and general holidays, in the order of the year.
    private static let turkishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Yılbaşı", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            names: [
                HolidayName("National Sovereignty Day", local: "Ulusal Egemenlik Bayramı", years: .through(1980)),
                HolidayName(
                    "National Sovereignty and Children's Day", local: "Ulusal Egemenlik ve Çocuk Bayramı",
                    years: .from(1981)),
            ],
            on: .fixed(month: 4, day: 23)),
        HolidayRule("Spring Day", local: "Bahar Bayramı", on: .fixed(month: 5, day: 1), years: .through(1980)),
        // Law 5892 of 22 April 2009.
        HolidayRule(
            "Labour and Solidarity Day", local: "Emek ve Dayanışma Günü", on: .fixed(month: 5, day: 1),
            years: .from(2009)),
        HolidayRule(
            names: [
                HolidayName("Youth and Sports Day", local: "Gençlik ve Spor Bayramı", years: .through(1980)),
                HolidayName(
                    "Commemoration of Atatürk, Youth and Sports Day", local: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
                    years: .from(1981)),
            ],
            on: .fixed(month: 5, day: 19)),
        HolidayRule(
            "Freedom and Constitution Day", local: "Hürriyet ve Anayasa Bayramı", on: .fixed(month: 5, day: 27),
            years: YearSet(1963, 1980)),
        HolidayRule(
            "Democracy and National Unity Day", local: "Demokrasi ve Millî Birlik Günü", on: .fixed(month: 7, day: 15),
            years: .from(2017)),
        HolidayRule("Victory Day", local: "Zafer Bayramı", on: .fixed(month: 8, day: 30)),
        HolidayRule(names: [turkishRepublicDay], on: .fixed(month: 10, day: 29)),
        HolidayRule(
            names: [turkishRepublicDay], on: .fixed(month: 10, day: 30), years: .through(1980),
            key: "Republic Day (2)"),
        .oneOff("Public Holiday", local: "Genel Tatil", on: CivilDate(1999, 12, 31)),
        HolidayRule(names: [turkishRamadanFeast], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [turkishRamadanFeast], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [turkishRamadanFeast], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [turkishSacrificeFeast], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [turkishSacrificeFeast], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [turkishSacrificeFeast], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
        HolidayRule(names: [turkishSacrificeFeast], on: .hijri(.dhuAlHijjah, 13), key: "Eid al-Adha (4)"),
    ]

    /// The afternoons off: the eves of Republic Day and of the two Bayrams, from 13:00.
    private static let turkishHalfDays: [HolidayRule] = [
        HolidayRule(
            "Republic Day Eve", local: "Cumhuriyet Bayramı Arifesi", on: .fixed(month: 10, day: 28), kind: .halfDay),
        HolidayRule(
            "Eid al-Fitr Eve", local: "Ramazan Bayramı Arifesi", on: .hijri(.shawwal, 1, offset: -1), kind: .halfDay),
        HolidayRule(
            "Eid al-Adha Eve", local: "Kurban Bayramı Arifesi", on: .hijri(.dhuAlHijjah, 9), kind: .halfDay),
    ]
}
