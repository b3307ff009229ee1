import HolidayEngine

// Senegal: the public holidays of Law No. 63-51 of 4 July 1963 on public holidays, as amended
// by Law No. 74-52 of 4 November 1974 (Independence Day on 4 April from 1975, in place of 14
// July; the Korité and the Tabaski on a Sunday give the Monday after, from 1975), Law No.
// 83-54 of 18 February 1983 (Tamkharit, the Ashura, from 1983; the Senegambia Confederation's
// day, 1 February, kept 1983-1989 while the Confederation lasted) and Law No. 2013-06 (the
// Grand Magal of Touba, 18 Safar, from 2014): New Year's Day, Easter Monday, Labour Day,
// Ascension, Whit Monday, Assumption, All Saints' Day, Christmas, and the Muslim days
// (Tamkharit, the Magal, the Maouloud, the Korité and the Tabaski) on the dates the
// Government announces after the sighting (HijriCalendar.senegal; a date not yet announced is
// estimated).
//
// Known from 1964, the first full year of Law No. 63-51; python-holidays 0.108 starts there
// too.

extension Country {
    /// Senegal: public holidays, known from 1964.
    public static let senegal = Country(
        "SN", "Senegal", local: "Sénégal", languages: ["fr"], firstWeekday: .monday, known: .from(1964),
        observedSuffix: ["en": " (observed)", "": " (observé)"], islamic: .senegal,
        kinds: [.public], sources: "Law No. 63-51 of 4 July 1963 on public holidays, amended by Laws No. 74-52 (1974), 83-54 "
            + "(1983) and 2013-06 (2013); the Government's announcements of the Muslim days and of days "
            + "off given once",
        rules: { senegaleseHolidays + senegaleseDecreedDays })

    /// An Eid on a Sunday gives the Monday after, from 1975 (Law No. 74-52).
    private static let senegaleseSunday: [Observance] = [.adding(.from(1975), [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let senegaleseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1)),
        // Law No. 83-54; the Confederation was dissolved in 1989.
        HolidayRule(
            "Senegambia Confederation Day", local: "Fête de la Confédération de la Sénégambie",
            on: .fixed(month: 2, day: 1), years: YearSet(1983, 1989)),
        // Law No. 74-52 moved the day from 14 July to 4 April.
        HolidayRule(
            "Independence Day", local: "Fête de l'Indépendance", on: .fixed(month: 7, day: 14),
            years: .through(1974)),
        HolidayRule(
            "Independence Day", local: "Fête de l'Indépendance", on: .fixed(month: 4, day: 4), years: .from(1975),
            key: "Independence Day (4 April)"),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Jeudi de l'Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25)),
        // Law No. 83-54.
        HolidayRule("Tamkharit", local: "Tamxarit", on: .hijri(.muharram, 10), years: .from(1983)),
        // Law No. 2013-06.
        HolidayRule("Grand Magal of Touba", local: "Grand Magal de Touba", on: .hijri(.safar, 18), years: .from(2014)),
        HolidayRule("Maouloud", local: "Journée du Maouloud", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(
            "Korité", local: "Journée de la Korité", on: .hijri(.shawwal, 1), observed: senegaleseSunday),
        HolidayRule(
            "Tabaski", local: "Journée de la Tabaski", on: .hijri(.dhuAlHijjah, 10), observed: senegaleseSunday),
    ]

    /// Days off the Government gave once.
    private static let senegaleseDecreedDays: [HolidayRule] = [
        // Decree No. 2018-1942 of 26 October 2018 declared Monday 29 October a holiday.
        .oneOff("Public Holiday", local: "Jour férié", on: CivilDate(2018, 10, 29)),
        // The Council of Ministers of 22 December 2022 declared Monday 26 December a holiday.
        .oneOff("Public Holiday", local: "Jour férié", on: CivilDate(2022, 12, 26)),
    ]
}
