import HolidayEngine

// Liechtenstein: the days the Arbeitsgesetz (1966) treats as Sundays, and the bank
// holidays of Liechtenstein's banks (Liechtensteinische Landesbank's list, as
// python-holidays 0.108 gives them). The National Day on 15 August, the Feast of the
// Assumption, dates from 1940. No substitute days.

extension Country {
    /// Liechtenstein: public and bank holidays, known from 1950.
    public static let liechtenstein = Country(
        "LI", "Liechtenstein", languages: ["de"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public, .bank], sources: "Arbeitsgesetz (1966); Liechtensteinische Landesbank, bank holidays",
        rules: { liechtensteinHolidays })

    /// Public and bank holidays, in the order of the year.
    private static let liechtensteinHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Neujahr", on: .fixed(month: 1, day: 1)),
        HolidayRule("St Berchtold's Day", local: "Berchtoldstag", on: .fixed(month: 1, day: 2), kind: .bank),
        HolidayRule("Epiphany", local: "Heilige Drei Könige", on: .fixed(month: 1, day: 6)),
        HolidayRule("Candlemas", local: "Mariä Lichtmess", on: .fixed(month: 2, day: 2)),
        HolidayRule("Shrove Tuesday", local: "Fasnachtsdienstag", on: .easter(-47), kind: .bank),
        HolidayRule("St Joseph's Day", local: "Josefstag", on: .fixed(month: 3, day: 19)),
        HolidayRule("Good Friday", local: "Karfreitag", on: .easter(-2), kind: .bank),
        HolidayRule("Easter Sunday", local: "Ostersonntag", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Ostermontag", on: .easter(1)),
        HolidayRule("Labour Day", local: "Tag der Arbeit", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Auffahrt", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Pfingstsonntag", on: .easter(49)),
        HolidayRule("Whit Monday", local: "Pfingstmontag", on: .easter(50)),
        HolidayRule("Corpus Christi", local: "Fronleichnam", on: .easter(60)),
        HolidayRule("National Day", local: "Staatsfeiertag", on: .fixed(month: 8, day: 15)),
        HolidayRule("Nativity of Mary", local: "Mariä Geburt", on: .fixed(month: 9, day: 8)),
        HolidayRule("All Saints' Day", local: "Allerheiligen", on: .fixed(month: 11, day: 1)),
        HolidayRule("Immaculate Conception", local: "Mariä Empfängnis", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Eve", local: "Heiligabend", on: .fixed(month: 12, day: 24), kind: .bank),
        HolidayRule("Christmas Day", local: "Weihnachten", on: .fixed(month: 12, day: 25)),
        HolidayRule("St Stephen's Day", local: "Stephanstag", on: .fixed(month: 12, day: 26)),
        HolidayRule("New Year's Eve", local: "Silvester", on: .fixed(month: 12, day: 31), kind: .bank),
    ]
}
