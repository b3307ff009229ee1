import HolidayEngine

// Saudi Arabia: the holidays of the Labour Law (Royal Decree M/51 of 1426 AH) and its
// executive regulations (art. 24), which the Ministry of Human Resources cites each year when
// it announces the Eids: Eid al-Fitr, four days from the day after 29 Ramadan (30
// Ramadan when the month is full, else 1-4 Shawwal); Eid al-Adha, four days from the Day of
// Arafah (9-12 Dhu al-Hijjah); National Day, 23 September (from 2005); Founding Day, 22
// February (Royal Order A/371 of 27 January 2022, from 2022). The Islamic days follow the
// Umm al-Qura calendar as observed (HijriCalendar.saudiArabia).
//
// Weekend: Thursday and Friday until 27 June 2013, Friday and Saturday from 28 June 2013
// (by royal decree, June 2013). A day of an Eid that falls on a weekend day gives the next
// working day off (art. 24(2)), chained, and never a day that is already a holiday; National
// Day and Founding Day on a weekend day give the working day next to it: until 2012 the Wednesday before a Thursday and the Saturday after a Friday,
// from 2013 the Thursday before a Friday and the Sunday after a Saturday. Days off decreed
// once: 26 February 2011, 25 January 2015 and 23 November 2022.
//
// Known from 1950, as python-holidays 0.108 has the Eids for every year.

extension Country {
    /// Saudi Arabia: public holidays with their weekend substitutes, known from 1950.
    public static let saudiArabia = Country(
        "SA", "Saudi Arabia", local: "المملكة العربية السعودية", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2013, 6, 28), mask: .fridaySaturday)]),
        known: .from(1950), observedSuffix: ["en": " (observed)", "": " (يوم عطلة بديل)"],
        islamic: .saudiArabia,
        kinds: [.public], sources: "Labour Law (Royal Decree M/51, 1426 AH) and its executive regulations, art. 24; "
            + "Royal Order A/371 of 2022 (Founding Day); the royal decree of June 2013 on the weekend",
        rules: { saudiHolidays + saudiDecreedDays })

    /// A day of an Eid on a weekend day: the next working day off.
    private static let saudiEidSubstitute: [Observance] = [
        .substitute(.through(2012), on: [.thursday, .friday]),
        .substitute(.from(2013), on: [.friday, .saturday]),
    ]

    /// National Day and Founding Day on a weekend day: the working day beside it.
    private static let saudiNationalSubstitute: [Observance] = [
        .adding(.through(2012), [.thursday: .previous(.wednesday), .friday: .next(.saturday)]),
        .adding(.from(2013), [.friday: .previous(.thursday), .saturday: .next(.sunday)]),
    ]

    private static let saudiFitr = HolidayName("Eid al-Fitr Holiday", local: "عطلة عيد الفطر")
    private static let saudiAdha = HolidayName("Eid al-Adha Holiday", local: "عطلة عيد الأضحى")

    /// The public holidays, in the order of the year.
    private static let saudiHolidays: [HolidayRule] = [
        HolidayRule(
            "Founding Day", local: "يوم التأسيس", on: .fixed(month: 2, day: 22), years: .from(2022),
            observed: saudiNationalSubstitute),
        HolidayRule(
            "National Day", local: "اليوم الوطني", on: .fixed(month: 9, day: 23), years: .from(2005),
            observed: saudiNationalSubstitute),
        // Four days from the day after 29 Ramadan.
        HolidayRule(names: [saudiFitr], on: .hijri(.ramadan, 29, offset: 1), observed: saudiEidSubstitute),
        HolidayRule(
            names: [saudiFitr], on: .hijri(.ramadan, 29, offset: 2), observed: saudiEidSubstitute,
            key: "Eid al-Fitr Holiday (2)"),
        HolidayRule(
            names: [saudiFitr], on: .hijri(.ramadan, 29, offset: 3), observed: saudiEidSubstitute,
            key: "Eid al-Fitr Holiday (3)"),
        HolidayRule(
            names: [saudiFitr], on: .hijri(.ramadan, 29, offset: 4), observed: saudiEidSubstitute,
            key: "Eid al-Fitr Holiday (4)"),
        // Four days from the Day of Arafah.
        HolidayRule("Day of Arafah", local: "يوم عرفة", on: .hijri(.dhuAlHijjah, 9), observed: saudiEidSubstitute),
        HolidayRule(names: [saudiAdha], on: .hijri(.dhuAlHijjah, 10), observed: saudiEidSubstitute),
        HolidayRule(
            names: [saudiAdha], on: .hijri(.dhuAlHijjah, 11), observed: saudiEidSubstitute,
            key: "Eid al-Adha Holiday (2)"),
        HolidayRule(
            names: [saudiAdha], on: .hijri(.dhuAlHijjah, 12), observed: saudiEidSubstitute,
            key: "Eid al-Adha Holiday (3)"),
    ]

    /// Days off decreed once by royal order.
    private static let saudiDecreedDays: [HolidayRule] = [
        .oneOff(
            "King Abdullah's return", local: "عطلة رسمية بمناسبة عودة الملك عبد الله",
            on: CivilDate(2011, 2, 26)),
        .oneOff(
            "Day of mourning for King Abdullah", local: "يوم حداد على الملك عبد الله",
            on: CivilDate(2015, 1, 25)),
        .oneOff(
            "The national team's World Cup victory", local: "عطلة فوز المنتخب في كأس العالم",
            on: CivilDate(2022, 11, 23)),
    ]
}
