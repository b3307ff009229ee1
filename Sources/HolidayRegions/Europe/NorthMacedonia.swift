import HolidayEngine

// North Macedonia: the holidays of the Закон за празниците на Република Македонија
// (Службен весник на РМ 21/98), as amended by 18/07. The law of 1998 kept New Year's Day
// and Labour Day two days each, Republic Day (Ilinden, 2 August), Independence Day and the
// Day of the National Uprising; Orthodox Christmas and Easter Monday were then days
// off for the Orthodox faithful only. The amendment of 2007 took the second days away and
// made Easter Monday (from 2007), Christmas (from 7 January 2008), Saints Cyril and Methodius,
// the Day of the Macedonian Revolutionary Struggle, Saint Clement of Ohrid and the first day
// of Ramadan Bayram holidays for everyone. The Easter days and Christmas follow the Julian
// calendar of the Macedonian Orthodox Church; Ramadan Bayram the month the Islamic Religious
// Community announces (HijriCalendar.northMacedonia: the Ministry of Labour and Social
// Policy's yearly Programme of non-working days, 2010-2025).
//
// A holiday on a Sunday gives the Monday after it off, even when that Monday is
// itself a holiday. The government's decisions add one-off days (the election days of 2024).
//
// The days off of each religious and ethnic community (the Albanian Alphabet Day, Saint Sava,
// the Roma, Vlach, Bosniak and Turkish days, the Catholic, Jewish and other Orthodox feasts)
// are not public holidays and are not listed here.
//
// Known from 1999, the first whole year under the law of 1998.

extension Country {
    /// North Macedonia: public holidays with their Monday for a Sunday, known from 1999.
    public static let northMacedonia = Country(
        "MK", "North Macedonia", local: "Северна Македонија", languages: ["mk"], firstWeekday: .monday,
        known: .from(1999), observedSuffix: ["en": " (observed)", "": " (неработен ден)"],
        islamic: .northMacedonia,
        kinds: [.public], sources: "Закон за празниците на Република Македонија (Сл. весник на РМ 21/98, 18/07); the Ministry "
            + "of Labour and Social Policy's Programmes of non-working days, 2010-2025; the Government, 2024",
        rules: { macedonianHolidays + macedonianDecreedDays })

    /// A holiday on a Sunday: the Monday after it is off.
    private static let macedonianSundayRule: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let macedonianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Нова Година", on: .fixed(month: 1, day: 1), observed: macedonianSundayRule),
        // Second day until the amendment of 2007.
        HolidayRule(
            "Second day of New Year", local: "Нова Година", on: .fixed(month: 1, day: 2), years: .through(2007),
            observed: macedonianSundayRule),
        // 18/07: for everyone from 7 January 2008.
        HolidayRule(
            "Orthodox Christmas Day", local: "Божиќ", on: .julian(month: 12, day: 25), years: .from(2008),
            observed: macedonianSundayRule),
        // 18/07: for everyone from 2007.
        HolidayRule("Easter Monday", local: "Велигден", on: .orthodoxEaster(1), years: .from(2007)),
        HolidayRule("Labour Day", local: "Ден на трудот", on: .fixed(month: 5, day: 1), observed: macedonianSundayRule),
        HolidayRule(
            "Second day of Labour Day", local: "Ден на трудот", on: .fixed(month: 5, day: 2), years: .through(2006),
            observed: macedonianSundayRule),
        HolidayRule(
            "Saints Cyril and Methodius Day", local: "Светите Кирил и Методиј - Ден на сесловенските просветители",
            on: .fixed(month: 5, day: 24), years: .from(2007), observed: macedonianSundayRule),
        HolidayRule(
            "Republic Day", local: "Ден на Републиката", on: .fixed(month: 8, day: 2), observed: macedonianSundayRule),
        HolidayRule(
            "Independence Day", local: "Ден на независноста", on: .fixed(month: 9, day: 8),
            observed: macedonianSundayRule),
        HolidayRule(
            "National Uprising Day", local: "Ден на народното востание", on: .fixed(month: 10, day: 11),
            observed: macedonianSundayRule),
        HolidayRule(
            "Macedonian Revolutionary Struggle Day", local: "Ден на македонската револуционерна борба",
            on: .fixed(month: 10, day: 23), years: .from(2007), observed: macedonianSundayRule),
        HolidayRule(
            "Saint Clement of Ohrid Day", local: "Свети Климент Охридски", on: .fixed(month: 12, day: 8),
            years: .from(2007), observed: macedonianSundayRule),
        HolidayRule(
            "Eid al-Fitr", local: "Рамазан Бајрам", on: .hijri(.shawwal, 1), years: .from(2007),
            observed: macedonianSundayRule),
    ]

    /// Days off the Government declared: the two rounds of the presidential election and
    /// the parliamentary election of 2024 (24 April, 8 May).
    private static let macedonianDecreedDays: [HolidayRule] = [
        .oneOff("Election Day", local: "Ден на изборите", on: CivilDate(2024, 4, 24)),
        .oneOff("Election Day", local: "Ден на изборите", on: CivilDate(2024, 5, 8)),
    ]
}
