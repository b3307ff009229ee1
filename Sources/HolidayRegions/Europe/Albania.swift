import HolidayEngine

// Albania: the official holidays of Ligji nr. 7651, datë 21.12.1992 "Për festat zyrtare dhe
// ditët përkujtimore", as amended: Nowruz from 1996; Summer Day and the day of Mother
// Teresa's beatification (19 October) from 2004; National Youth Day from 2009; the day of
// her canonisation (5 September) in place of the beatification from 2018; Alphabet Day from
// 2024. The Easters of both churches, Christmas and the first days of the two Bayrams, as the
// Muslim Community of Albania announces them (HijriCalendar.albania: the Bank of Albania's
// calendars of official holidays, 2018-2025).
//
// A holiday on a Saturday or Sunday gives the next working day off, chained when holidays
// follow each other (28 and 29 November); holidays on one date (both Easters on one Sunday,
// Orthodox Easter on 1 May) share one day, as python-holidays 0.108 has it, the only other
// source found. The Council of Ministers' decisions add one-off
// days off (2020, 2022, 2024).
//
// Known from 1993, the first year of the law.

extension Country {
    /// Albania: official holidays with their days off for a weekend, known from 1993.
    public static let albania = Country(
        "AL", "Albania", local: "Shqipëria", languages: ["sq"], firstWeekday: .monday,
        known: .from(1993), observedSuffix: ["en": " (observed)", "": " (ditë pushimi e shtyrë)"],
        islamic: .albania,
        kinds: [.public], sources: "Ligji nr. 7651, datë 21.12.1992, për festat zyrtare dhe ditët përkujtimore, as amended; "
            + "the Bank of Albania's calendars of official holidays, 2018-2025",
        rules: { albanianHolidays + albanianDecreedDays })

    /// A holiday on a weekend: the next working day is off, one for the holidays of a date.
    private static let albanianSubstitute: [Observance] = [
        .substitute(.always, on: [.saturday, .sunday], oncePerDate: true)
    ]

    /// The official holidays, in the order of the year.
    private static let albanianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Festat e Vitit të Ri", on: .fixed(month: 1, day: 1), observed: albanianSubstitute),
        HolidayRule(
            "Second day of New Year", local: "Festat e Vitit të Ri", on: .fixed(month: 1, day: 2),
            observed: albanianSubstitute),
        HolidayRule(
            "Summer Day", local: "Dita e Verës", on: .fixed(month: 3, day: 14), years: .from(2004),
            observed: albanianSubstitute),
        HolidayRule(
            "Nowruz Day", local: "Dita e Nevruzit", on: .fixed(month: 3, day: 22), years: .from(1996),
            observed: albanianSubstitute),
        HolidayRule(
            "Catholic Easter Sunday", local: "E diela e Pashkëve Katolike", on: .easter(0),
            observed: albanianSubstitute),
        HolidayRule(
            "Orthodox Easter Sunday", local: "E diela e Pashkëve Ortodokse", on: .orthodoxEaster(0),
            observed: albanianSubstitute),
        HolidayRule(
            "International Workers' Day", local: "Dita Ndërkombëtare e Punëtorëve", on: .fixed(month: 5, day: 1),
            observed: albanianSubstitute),
        HolidayRule(
            "Mother Teresa Canonization Day", local: "Dita e Shenjtërimit të Shenjt Terezës",
            on: .fixed(month: 9, day: 5), years: .from(2018), observed: albanianSubstitute),
        HolidayRule(
            "Mother Teresa Beatification Day", local: "Dita e Lumturimit të Shenjt Terezës",
            on: .fixed(month: 10, day: 19), years: YearSet(2004, 2017), observed: albanianSubstitute),
        HolidayRule(
            "Alphabet Day", local: "Dita e Alfabetit", on: .fixed(month: 11, day: 22), years: .from(2024),
            observed: albanianSubstitute),
        HolidayRule(
            "Flag and Independence Day", local: "Dita e Flamurit dhe e Pavarësisë", on: .fixed(month: 11, day: 28),
            observed: albanianSubstitute),
        HolidayRule(
            "Liberation Day", local: "Dita e Çlirimit", on: .fixed(month: 11, day: 29), observed: albanianSubstitute),
        HolidayRule(
            "National Youth Day", local: "Dita Kombëtare e Rinisë", on: .fixed(month: 12, day: 8), years: .from(2009),
            observed: albanianSubstitute),
        HolidayRule(
            "Christmas Day", local: "Krishtlindjet", on: .fixed(month: 12, day: 25), observed: albanianSubstitute),
        HolidayRule(
            "Eid al-Fitr", local: "Dita e Bajramit të Madh", on: .hijri(.shawwal, 1), observed: albanianSubstitute),
        HolidayRule(
            "Eid al-Adha", local: "Dita e Kurban Bajramit", on: .hijri(.dhuAlHijjah, 10),
            observed: albanianSubstitute),
    ]

    /// Days off the Council of Ministers declared.
    private static let albanianDecreedDays: [HolidayRule] = [
        .oneOff("Public Holiday", local: "Ditë pushimi", on: CivilDate(2020, 1, 3)),
        .oneOff("Public Holiday", local: "Ditë pushimi", on: CivilDate(2022, 3, 21)),
        .oneOff("Public Holiday", local: "Ditë pushimi", on: CivilDate(2024, 3, 15)),
    ]
}
