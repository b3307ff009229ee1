import HolidayEngine

// Turkmenistan: the holidays of the Labour Code (Türkmenistanyň Zähmet kodeksi) and the laws
// amending its list (15 August 2008, 5 October 2014, 11 October 2017), and the President's
// decrees (Permany) declaring single days non-working:
//
// - Every year: New Year's Day; the National Spring Festival, 21 and 22 March; Oraza and
//   Gurban baýramy, one day each, on the Islamic calendar as Turkmenistan observes it
//   (HijriCalendar.turkmenistan).
// - International Women's Day (8 March), except 2001-2007, when the Spring Festival began on
//   20 March instead.
// - State Flag Day (19 February) 1995-2017; Victory Day (9 May) until 2017.
// - 18 May from 2009: the Day of Revival, Unity and the Poetry of Magtymguly Pyragy, from 2015
//   the Day of the Constitution and the Poetry of Magtymguly Pyragy, from 2018 the Day of the
//   Constitution and the State Flag.
// - Independence Day: 27 October until 2017 (and 28 October from 2008), 27 September from
//   2018 (the law of 11 October 2017).
// - From 1995: Memorial Day (6 October; 2009-2014 on 12 January, with National Memorial Day on
//   6 October) and International Neutrality Day (12 December).
//
// From 2010 a holiday on a Sunday gives the next working day off. Weekend Saturday and
// Sunday. Known from 1992, the first full year of independence (27 October 1991); before it
// the Soviet Union's holidays.

extension Country {
    /// Turkmenistan: public holidays, known from 1992.
    public static let turkmenistan = Country(
        "TM", "Turkmenistan", local: "Türkmenistan", languages: ["tk"], firstWeekday: .monday,
        known: .from(1992), observedSuffix: ["en": " (observed)", "": " (dynç güni)"], islamic: .turkmenistan,
        kinds: [.public], sources: "Türkmenistanyň Zähmet kodeksi and the laws of 15 August 2008, 5 October 2014 and 11 October "
            + "2017 amending its holidays; the President's decrees on non-working days (2021, 2025, 2026)",
        rules: { turkmenHolidays + turkmenDecreedDays })

    /// A holiday on a Sunday: the next working day off, from 2010.
    private static let sundaySubstitute: [Observance] = [.substitute(.from(2010), on: [.sunday])]

    private static let springFestival = HolidayName("National Spring Festival", local: "Milli bahar baýramy")
    private static let independenceDay = HolidayName("Independence Day", local: "Türkmenistanyň Garaşsyzlyk güni")
    private static let memorialDay = HolidayName("Memorial Day", local: "Hatyra güni")

    /// The public holidays, in the order of the year.
    private static let turkmenHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Täze ýyl", on: .fixed(month: 1, day: 1), observed: sundaySubstitute),
        HolidayRule(
            names: [memorialDay], on: .fixed(month: 1, day: 12), years: YearSet(2009, 2014), observed: sundaySubstitute,
            key: "Memorial Day (12 January)"),
        HolidayRule(
            "State Flag Day", local: "Türkmenistanyň Döwlet baýdagynyň güni", on: .fixed(month: 2, day: 19),
            years: YearSet(1995, 2017), observed: sundaySubstitute),
        HolidayRule(
            "International Women's Day", local: "Halkara zenanlar güni", on: .fixed(month: 3, day: 8),
            years: .through(2000).union(.from(2008)), observed: sundaySubstitute),
        HolidayRule(
            names: [springFestival], on: .fixed(month: 3, day: 20), years: YearSet(2001, 2007),
            observed: sundaySubstitute, key: "Spring Festival (20 March)"),
        HolidayRule(names: [springFestival], on: .fixed(month: 3, day: 21), observed: sundaySubstitute),
        HolidayRule(
            names: [springFestival], on: .fixed(month: 3, day: 22), observed: sundaySubstitute,
            key: "Spring Festival (22 March)"),
        HolidayRule(
            "Victory Day", local: "1941-1945-nji ýyllaryň Beýik Watançylyk urşunda ýeňiş güni",
            on: .fixed(month: 5, day: 9), years: .through(2017), observed: sundaySubstitute),
        HolidayRule(
            names: [
                HolidayName(
                    "Day of Revival, Unity and the Poetry of Magtymguly Pyragy",
                    local: "Galkynyş, Agzybirlik we Magtymguly Pyragynyň şygryýet güni", years: YearSet(2009, 2014)),
                HolidayName(
                    "Day of the Constitution and the Poetry of Magtymguly Pyragy",
                    local: "Türkmenistanyň Konstitusiýasynyň we Magtymguly Pyragynyň şygryýet güni",
                    years: YearSet(2015, 2017)),
                HolidayName(
                    "Day of the Constitution and the State Flag",
                    local: "Türkmenistanyň Konstitusiýasynyň we Döwlet baýdagynyň güni", years: .from(2018)),
            ],
            on: .fixed(month: 5, day: 18), years: .from(2009), observed: sundaySubstitute),
        HolidayRule(
            names: [independenceDay], on: .fixed(month: 9, day: 27), years: .from(2018), observed: sundaySubstitute,
            key: "Independence Day (27 September)"),
        HolidayRule(
            names: [HolidayName("National Memorial Day", local: "Milli ýatlama güni", years: YearSet(2009, 2014)),
                    HolidayName(memorialDay.english, memorialDay.local, years: .through(2008).union(.from(2015)))],
            on: .fixed(month: 10, day: 6), years: .from(1995), observed: sundaySubstitute),
        HolidayRule(names: [independenceDay], on: .fixed(month: 10, day: 27), years: .through(2017), observed: sundaySubstitute),
        HolidayRule(
            names: [independenceDay], on: .fixed(month: 10, day: 28), years: YearSet(2008, 2017),
            observed: sundaySubstitute, key: "Independence Day (28 October)"),
        HolidayRule(
            "International Neutrality Day", local: "Halkara Bitaraplyk güni", on: .fixed(month: 12, day: 12),
            years: .from(1995), observed: sundaySubstitute),
        HolidayRule("Eid al-Fitr", local: "Oraza baýramy", on: .hijri(.shawwal, 1), observed: sundaySubstitute),
        HolidayRule("Eid al-Adha", local: "Gurban baýramy", on: .hijri(.dhuAlHijjah, 10), observed: sundaySubstitute),
    ]

    /// Days the President declared non-working (Permany of 2020, 2025 and 2026).
    private static let turkmenDecreedDays: [HolidayRule] =
        [(2021, 1, 2), (2025, 12, 11), (2025, 12, 13), (2026, 9, 28)].map { year, month, day in
            .oneOff("Non-working day", local: "Iş güni däl", on: CivilDate(year, month, day))
        }
}
