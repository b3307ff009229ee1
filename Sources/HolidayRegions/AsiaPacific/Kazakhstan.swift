import HolidayEngine

// Kazakhstan: the holidays of the Law on holidays (Қазақстан Республикасындағы мерекелер
// туралы, No. 267-II of 13 December 2001), the Labour Code, and the Government's yearly
// resolutions moving days off (Қазақстан Республикасы Үкіметінің қаулысы «Демалыс күнін
// ауыстыру туралы»):
//
// - Every year: New Year's Day, 1 and 2 January; International Women's Day (8 March); the
//   Unity Day of the People of Kazakhstan (1 May); Victory Day (9 May); Independence Day (16
//   December, and 17 December 2002-2021).
// - Nauryz (22 March) from 2002, 21-23 March from 2010; Orthodox Christmas (7 January) and
//   Kurban ait (10 Dhu al-Hijjah, on the Islamic calendar as Kazakhstan observes it:
//   HijriCalendar.kazakhstan) from 2006; Capital Day (6 July) from 2009; Defender of the
//   Fatherland Day (7 May) from 2013; First President Day (1 December) 2012-2021.
// - Constitution Day: 30 August 1996-2025, none in 2026, 15 March from 2027 (the Law's
//   amendment as python-holidays 0.108 records it). Republic Day (25 October) 1994-2008 and
//   from 2022.
// - From 2002 a holiday on a Saturday or Sunday gives the next working day off after the
//   holiday (the Law of 2001, art. 5); Orthodox Christmas and Kurban ait, days off by the
//   Labour Code rather than holidays of the Law, give none, but a substitute passes over them.
//
// python-holidays 0.108 gives no Kurban ait for the Dhu al-Hijjah 1427 that began in December
// 2006 (Sunday 31 December 2006); no source says otherwise, so it is followed.
//
// The resolutions' days are listed through 2025, the last year decreed; later years have none
// until a resolution gives them. Weekend Saturday and Sunday. Known from 1991, the first year
// after the Declaration of State Sovereignty (25 October 1990), as in python-holidays 0.108.

extension Country {
    /// Kazakhstan: public holidays and the weekend days worked by decree, known from 1991.
    public static let kazakhstan = Country(
        "KZ", "Kazakhstan", local: "Қазақстан", languages: ["kk"], firstWeekday: .monday,
        known: .from(1991), observedSuffix: ["en": " (observed)", "": " (қайта белгіленген демалыс)"],
        islamic: .kazakhstan,
        kinds: [.public, .workday], sources: "Law No. 267-II of 13 December 2001 on holidays in the Republic of Kazakhstan, as amended; "
            + "the Government's yearly resolutions on the transfer of days off (2000-2025)",
        rules: { kazakhHolidays + kazakhTransfers })

    /// A holiday on a weekend: the next working day off, from 2002 (the Law of 2001).
    private static let substituted: [Observance] = [.substitute(.from(2002), on: [.saturday, .sunday])]

    private static let newYear = HolidayName("New Year's Day", local: "Жаңа жыл")
    private static let nauryz = HolidayName("Nauryz", local: "Наурыз мейрамы")
    private static let victoryDay = HolidayName("Victory Day", local: "Жеңіс күні")
    private static let constitutionDay = HolidayName(
        "Constitution Day", local: "Қазақстан Республикасының Конституциясы күні")
    private static let independenceDay = HolidayName("Independence Day", local: "Тәуелсіздік күні")
    private static let kurbanAit = HolidayName("Kurban Ait", local: "Құрбан айт")

    /// The public holidays, in the order of the year.
    private static let kazakhHolidays: [HolidayRule] =
        [
            HolidayRule(names: [newYear], on: .fixed(month: 1, day: 1), observed: substituted),
            HolidayRule(names: [newYear], on: .fixed(month: 1, day: 2), observed: substituted, key: "New Year's Day (2)"),
            HolidayRule("Orthodox Christmas", local: "Православиелік Рождество", on: .julian(month: 12, day: 25), years: .from(2006)),
            HolidayRule(
                "International Women's Day", local: "Халықаралық әйелдер күні", on: .fixed(month: 3, day: 8),
                observed: substituted),
            HolidayRule(names: [constitutionDay], on: .fixed(month: 3, day: 15), years: .from(2027), observed: substituted,
                        key: "Constitution Day (15 March)"),
            HolidayRule(names: [nauryz], on: .fixed(month: 3, day: 21), years: .from(2010), observed: substituted),
            HolidayRule(names: [nauryz], on: .fixed(month: 3, day: 22), years: .from(2002), observed: substituted, key: "Nauryz (22 March)"),
            HolidayRule(names: [nauryz], on: .fixed(month: 3, day: 23), years: .from(2010), observed: substituted, key: "Nauryz (23 March)"),
            HolidayRule(
                "Kazakhstan People's Unity Day", local: "Қазақстан халқының бірлігі мерекесі", on: .fixed(month: 5, day: 1),
                observed: substituted),
            HolidayRule(
                "Defender of the Fatherland Day", local: "Отан Қорғаушы күні", on: .fixed(month: 5, day: 7), years: .from(2013),
                observed: substituted),
            // 2020: the Government moved the day off for Saturday 9 May from Monday 11 May to Friday 8 May.
            HolidayRule(
                names: [victoryDay], on: .fixed(month: 5, day: 9),
                observed: [.substitute(.from(2002).except(2020), on: [.saturday, .sunday])]),
            HolidayRule("Capital Day", local: "Астана күні", on: .fixed(month: 7, day: 6), years: .from(2009), observed: substituted),
            HolidayRule(names: [constitutionDay], on: .fixed(month: 8, day: 30), years: YearSet(1996, 2025), observed: substituted),
            HolidayRule(
                names: [
                    HolidayName("Republic Day", local: "Республика күні", years: .through(2025)),
                    HolidayName("Day of the Republic of Kazakhstan", local: "Қазақстан Республикасы күні", years: .from(2026)),
                ],
                on: .fixed(month: 10, day: 25), years: YearSet(1994, 2008).union(.from(2022)), observed: substituted),
            HolidayRule(
                "First President Day", local: "Қазақстан Республикасының Тұңғыш Президенті күні", on: .fixed(month: 12, day: 1),
                years: YearSet(2012, 2021), observed: substituted),
            HolidayRule(names: [independenceDay], on: .fixed(month: 12, day: 16), observed: substituted),
            HolidayRule(
                names: [independenceDay], on: .fixed(month: 12, day: 17), years: YearSet(2002, 2021), observed: substituted,
                key: "Independence Day (17 December)"),
        ]
        // Kurban ait from 2006: in 2006 only the one of 10 January (see the header).
        + HolidayRule.moved(
            [kurbanAit], on: .hijri(.dhuAlHijjah, 10), years: .from(2006), to: [CivilDate(2006, 1, 10)])

    /// What the resolutions call a weekday given off and the weekend day worked for it.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Демалыс күні (ауыстырылған)"),
        workday: HolidayName("Working day (transferred)", local: "Жұмыс күні (ауыстырылған)"))

    /// The Government's resolutions on the transfer of days off, one year a line: a weekday
    /// made a day off for a Saturday or Sunday worked.
    private static let kazakhTransfers: [HolidayRule] = Array(
        [
            HolidayRule.transfers(2000, [(off: (5, 8), worked: (5, 6))], names: transferNames),
            HolidayRule.transfers(
                2001,
                [(off: (3, 9), worked: (3, 11)), (off: (3, 23), worked: (3, 25)), (off: (4, 30), worked: (4, 28)),
                 (off: (12, 31), worked: (12, 29))], names: transferNames),
            HolidayRule.transfers(2002, [(off: (5, 10), worked: (5, 12))], names: transferNames),
            HolidayRule.transfers(2003, [(off: (5, 2), worked: (5, 4)), (off: (12, 15), worked: (12, 13))], names: transferNames),
            HolidayRule.transfers(
                2005,
                [(off: (3, 7), worked: (3, 5)), (off: (3, 21), worked: (3, 19)), (off: (8, 29), worked: (8, 27)),
                 (off: (10, 24), worked: (10, 22))], names: transferNames),
            HolidayRule.transfers(2006, [(off: (1, 11), worked: (1, 14)), (off: (5, 8), worked: (5, 6))], names: transferNames),
            HolidayRule.transfers(
                2007,
                [(off: (3, 9), worked: (3, 11)), (off: (3, 23), worked: (3, 25)), (off: (8, 31), worked: (9, 2)),
                 (off: (10, 26), worked: (10, 28)), (off: (12, 31), worked: (12, 29))], names: transferNames),
            HolidayRule.transfers(2008, [(off: (5, 2), worked: (5, 4))], names: transferNames),
            HolidayRule.transfers(2009, [(off: (12, 18), worked: (12, 20))], names: transferNames),
            HolidayRule.transfers(2010, [(off: (1, 8), worked: (1, 10)), (off: (7, 5), worked: (7, 3))], names: transferNames),
            HolidayRule.transfers(2011, [(off: (3, 7), worked: (3, 5)), (off: (8, 29), worked: (8, 27))], names: transferNames),
            HolidayRule.transfers(
                2012, [(off: (3, 9), worked: (3, 11)), (off: (4, 30), worked: (4, 28)), (off: (12, 31), worked: (12, 29))],
                names: transferNames),
            HolidayRule.transfers(2013, [(off: (5, 10), worked: (5, 4)), (off: (10, 14), worked: (10, 12))], names: transferNames),
            HolidayRule.transfer(
                off: CivilDate(2014, 1, 3), worked: CivilDate(2013, 12, 28),
                names: transferNames),
            HolidayRule.transfers(2014, [(off: (5, 2), worked: (5, 4)), (off: (5, 8), worked: (5, 11))], names: transferNames),
            HolidayRule.transfers(2016, [(off: (3, 7), worked: (3, 5))], names: transferNames),
            HolidayRule.transfers(2017, [(off: (3, 20), worked: (3, 18)), (off: (7, 7), worked: (7, 1))], names: transferNames),
            HolidayRule.transfers(
                2018,
                [(off: (3, 9), worked: (3, 3)), (off: (4, 30), worked: (4, 28)), (off: (5, 8), worked: (5, 5)),
                 (off: (8, 31), worked: (8, 25)), (off: (12, 31), worked: (12, 29))], names: transferNames),
            HolidayRule.transfers(2019, [(off: (5, 10), worked: (5, 4))], names: transferNames),
            // 2020: Victory Day's day off, due on Monday 11 May, moved to Friday 8 May.
            HolidayRule.transfers(2020, [(off: (1, 3), worked: (1, 5)), (off: (12, 18), worked: (12, 20))], names: transferNames)
                + HolidayRule.decreedSubstitutes(2020, [(for: (5, 9), on: (5, 8))], name: transferNames.dayOff),
            HolidayRule.transfers(2021, [(off: (7, 5), worked: (7, 3))], names: transferNames),
            HolidayRule.transfers(
                2022, [(off: (3, 7), worked: (3, 5)), (off: (8, 29), worked: (8, 27)), (off: (10, 24), worked: (10, 22))],
                names: transferNames),
            HolidayRule.transfers(2023, [(off: (7, 7), worked: (7, 1))], names: transferNames),
            HolidayRule.transfers(2024, [(off: (5, 8), worked: (5, 4))], names: transferNames),
            HolidayRule.transfers(2025, [(off: (1, 3), worked: (1, 5))], names: transferNames),
        ].joined())
}
