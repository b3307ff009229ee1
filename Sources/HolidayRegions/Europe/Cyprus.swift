import HolidayEngine

// Cyprus: the public holidays of the Republic (the Press and Information Office's list), the
// bank holiday of the Central Bank of Cyprus (Easter Tuesday) and two days many employers
// give (Holy Saturday, Christmas Eve: kind optional). The Orthodox feasts of Easter follow
// the Julian computus (`.orthodoxEaster`); the fixed feasts are on the Gregorian calendar,
// as the Church of Cyprus keeps them. No substitute days. Names in Greek and English. Known
// from 1961, the first full year of the Republic (independence, 16 August 1960); Cyprus
// Independence Day, 1 October, from 1979.

extension Country {
    /// Cyprus: public, bank and optional holidays, known from 1961.
    public static let cyprus = Country(
        "CY", "Cyprus", local: "Κύπρος", languages: ["el"], firstWeekday: .monday, known: .from(1961),
        kinds: [.public, .bank, .optional], sources: "Press and Information Office, public holidays of the Republic of Cyprus; Central "
            + "Bank of Cyprus bank holidays",
        rules: { cypriotHolidays + cypriotOtherDays })

    /// The public holidays, in the order of the year.
    private static let cypriotHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Πρωτοχρονιά", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Ημέρα των Θεοφανίων", on: .fixed(month: 1, day: 6)),
        HolidayRule("Green Monday", local: "Καθαρά Δευτέρα", on: .orthodoxEaster(-48)),
        HolidayRule(
            "Greek Independence Day", local: "Ημέρα της Ελληνικής Ανεξαρτησίας", on: .fixed(month: 3, day: 25)),
        // The start of the EOKA struggle, 1 April 1955.
        HolidayRule("Cyprus National Day", local: "Εθνική Ημέρα Κύπρου", on: .fixed(month: 4, day: 1)),
        HolidayRule("Good Friday", local: "Μεγάλη Παρασκευή", on: .orthodoxEaster(-2)),
        HolidayRule("Easter Sunday", local: "Κυριακή του Πάσχα", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "Δευτέρα της Διακαινησίμου", on: .orthodoxEaster(1)),
        HolidayRule("Labour Day", local: "Πρωτομαγιά", on: .fixed(month: 5, day: 1)),
        HolidayRule("Whit Monday", local: "Δευτέρα του Αγίου Πνεύματος", on: .orthodoxEaster(50)),
        HolidayRule(
            "Dormition of the Mother of God", local: "Κοίμηση της Θεοτόκου", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Cyprus Independence Day", local: "Ημέρα της Κυπριακής Ανεξαρτησίας",
            on: .fixed(month: 10, day: 1), years: .from(1979)),
        HolidayRule("Ohi Day", local: "Ημέρα του Όχι", on: .fixed(month: 10, day: 28)),
        HolidayRule("Christmas Day", local: "Χριστούγεννα", on: .fixed(month: 12, day: 25)),
        HolidayRule("Day After Christmas", local: "Επομένη Χριστουγέννων", on: .fixed(month: 12, day: 26)),
    ]

    /// The banks' extra day, and the days many employers give.
    private static let cypriotOtherDays: [HolidayRule] = [
        HolidayRule("Holy Saturday", local: "Μεγάλο Σάββατο", on: .orthodoxEaster(-1), kind: .optional),
        HolidayRule("Easter Tuesday", local: "Τρίτη της Διακαινησίμου", on: .orthodoxEaster(2), kind: .bank),
        HolidayRule(
            "Christmas Eve", local: "Παραμονή Χριστουγέννων", on: .fixed(month: 12, day: 24), kind: .optional),
    ]
}
