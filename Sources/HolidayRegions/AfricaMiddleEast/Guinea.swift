import HolidayEngine

// Guinea: the public holidays kept since independence (2 October 1958), as Decree No.
// 2022-0526 of 2 November 2022 sets them: New Year's Day, Easter Monday, Labour Day, Africa
// Day (25 May, the Organisation of African Unity founded in 1963), Assumption, Independence
// Day (2 October), Christmas, and the Muslim days (the day after the night of the Maouloud,
// the day after the Night of Power, the end of Ramadan and the Tabaski) on the dates the
// Government announces after the sighting (HijriCalendar.guinea; a date not yet announced is
// estimated). The Second Republic's day (3 April, the coup of 1984) was kept from 1985 to
// 2021 and All Saints' Day until 2021.
//
// From 2023 Decree No. 2022-0526 makes the Tabaski two days (art. 1) and gives the Monday
// after New Year's Day, Independence Day or the end of Ramadan on a Sunday (art. 2).
//
// Known from 1959, the first full year of independence; python-holidays 0.108 starts there
// too.

extension Country {
    /// Guinea: public holidays, known from 1959.
    public static let guinea = Country(
        "GN", "Guinea", local: "Guinée", languages: ["fr"], firstWeekday: .monday, known: .from(1959),
        observedSuffix: ["en": " (observed)", "": " (lendemain)"], islamic: .guinea,
        kinds: [.public], sources: "Decree No. 2022-0526 of 2 November 2022 on public holidays; the Government's announcements "
            + "of the Muslim days",
        rules: { guineanHolidays })

    private static let guineanMaouloud = HolidayName(
        "Day after Prophet's Birthday", local: "Lendemain de la nuit du Maoloud")

    /// The Monday after a Sunday, from 2023 (Decree No. 2022-0526, art. 2).
    private static let guineanSunday: [Observance] = [.adding(.from(2023), [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let guineanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Fête du Nouvel an", on: .fixed(month: 1, day: 1), observed: guineanSunday),
        HolidayRule(
            "Second Republic Day", local: "Jour de la Deuxième République", on: .fixed(month: 4, day: 3),
            years: YearSet(1985, 2021)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Africa Day", local: "Anniversaire de l'Union Africaine", on: .fixed(month: 5, day: 25)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Independence Day", local: "Fête anniversaire de l'indépendance de la Guinée",
            on: .fixed(month: 10, day: 2),
            observed: guineanSunday),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1), years: .through(2021)),
        HolidayRule("Christmas Day", local: "Fête de Noël", on: .fixed(month: 12, day: 25)),
        // python-holidays 0.108 keeps 2015's Maouloud on 24 December only (not the one of 3
        // January 2015, 1436 AH); with no other source for that year, holical follows it.
        HolidayRule(
            names: [guineanMaouloud], on: .hijri(.rabiAlAwwal, 12), years: YearSet.always.except(2015)),
        .oneOff(guineanMaouloud, on: CivilDate(2015, 12, 24)),
        HolidayRule(
            "Day after Night of Power", local: "Lendemain de la nuit Lailatoul Qadr", on: .hijri(.ramadan, 27)),
        HolidayRule("Eid al-Fitr", local: "Jour de l'Aïd el-Fitr", on: .hijri(.shawwal, 1), observed: guineanSunday),
        HolidayRule("Eid al-Adha", local: "Jour de la Tabaski", on: .hijri(.dhuAlHijjah, 10)),
        // Decree No. 2022-0526, art. 1.
        HolidayRule(
            "Day after Eid al-Adha", local: "Lendemain de la Tabaski", on: .hijri(.dhuAlHijjah, 11),
            years: .from(2023)),
    ]
}
