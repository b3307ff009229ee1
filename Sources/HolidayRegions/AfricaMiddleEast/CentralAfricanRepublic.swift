import HolidayEngine

// The Central African Republic: the public holidays as the country's aeronautical information
// publication lists them (ASECNA, AIP GEN 2.1) and the Government keeps them:
// Boganda Day (29 March, the death of Barthélemy Boganda in 1959) and Independence Day (13
// August 1960) from 1960; National Day on 1 December, the proclamation of the Republic in
// 1958, kept on 4 December in 1977 and 1978, the Empire's years (the coronation of 4 December
// 1977); the Day of General Prayer (30 June) from 2007; the Eids from 2015, when the
// Government made them public holidays (RFI, 12 September 2016), on the dates it announces
// (HijriCalendar+CentralAfricanRepublic.swift). No substitute days.
//
// Known from 1959, the first year of the Republic (proclaimed 1 December 1958);
// python-holidays 0.108 starts there.

extension Country {
    /// The Central African Republic: public holidays, known from 1959.
    public static let centralAfricanRepublic = Country(
        "CF", "Central African Republic", local: "République centrafricaine", languages: ["fr", "sg"],
        firstWeekday: .monday, known: .from(1959), islamic: .centralAfricanRepublic,
        kinds: [.public], sources: "ASECNA, AIP Centrafrique GEN 2.1 (public holidays); the Government's decisions on the "
            + "Eids (2015)",
        rules: { centralAfricanHolidays })

    private static let centralAfricanNationalDay: [String: String] = ["": "Fête nationale"]

    /// The public holidays, in the order of the year.
    private static let centralAfricanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1)),
        HolidayRule("Boganda Day", local: "Journée Barthélemy Boganda", on: .fixed(month: 3, day: 29), years: .from(1960)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule(
            "Day of General Prayer", local: "Journée de prière générale", on: .fixed(month: 6, day: 30),
            years: .from(2007)),
        HolidayRule("Independence Day", local: "Jour de l'indépendance", on: .fixed(month: 8, day: 13), years: .from(1960)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "National Day", centralAfricanNationalDay, on: .fixed(month: 12, day: 1),
            years: .always.except(1977, 1978)),
        HolidayRule(
            "National Day", centralAfricanNationalDay, on: .fixed(month: 12, day: 4), years: YearSet(1977, 1978),
            key: "National Day (Empire)"),
        HolidayRule("Christmas Day", local: "Jour de Noël", on: .fixed(month: 12, day: 25)),
        HolidayRule("Eid al-Fitr", local: "Aïd al-Fitr", on: .hijri(.shawwal, 1), years: .from(2015)),
        HolidayRule("Eid al-Adha", local: "Aïd al-Adha", on: .hijri(.dhuAlHijjah, 10), years: .from(2015)),
    ]
}
