import HolidayEngine

// Monaco: the legal holidays (jours fériés légaux) of Loi n° 798 du 18 février 1966, with the
// day after a holiday that falls on a Sunday (the same law; Saint Devote's day excepted, and
// the Immaculate Conception only from Circulaire n° 2019-2), as the government's yearly
// circulars list them (Journal de Monaco, "liste des jours chômés et payés", 2016-2026), and
// the day Loi n° 1.413 du 19 décembre 2014 declared. The law of 1966 is the first list this
// file has a text for, so the rules are known from 1967.

extension Country {
    /// Monaco: public holidays with their Monday for a Sunday, known from 1967.
    public static let monaco = Country(
        "MC", "Monaco", local: "Monaco", languages: ["fr"], firstWeekday: .monday,
        known: .from(1967), observedSuffix: ["en": " (observed)", "": " (reporté)"],
        kinds: [.public], sources: "Loi n° 798 du 18 février 1966; Circulaire n° 2019-2; Loi n° 1.413 du 19 décembre "
            + "2014; Journal de Monaco, yearly lists of jours chômés et payés",
        rules: { monegasqueHolidays })

    /// A holiday on a Sunday gives the Monday after it (Loi n° 798).
    private static let mondayForSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The legal holidays, in the order of the year.
    private static let monegasqueHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'An", on: .fixed(month: 1, day: 1), observed: mondayForSunday),
        .oneOff("Public Holiday", local: "Jour férié", on: CivilDate(2015, 1, 7)),
        HolidayRule("Saint Devote's Day", local: "Sainte Dévote", on: .fixed(month: 1, day: 27)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1), observed: mondayForSunday),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule("Corpus Christi", local: "Fête-Dieu", on: .easter(60)),
        HolidayRule(
            "Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15), observed: mondayForSunday),
        HolidayRule(
            "All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1), observed: mondayForSunday),
        HolidayRule(
            "Prince's Day", local: "Fête du Prince", on: .fixed(month: 11, day: 19), observed: mondayForSunday),
        // Circulaire n° 2019-2 gave the Immaculate Conception its Monday from 2019.
        HolidayRule(
            "Immaculate Conception", local: "Immaculée Conception", on: .fixed(month: 12, day: 8),
            observed: [.adding(.from(2019), [.sunday: .next(.monday)])]),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25), observed: mondayForSunday),
    ]
}
