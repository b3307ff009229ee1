import HolidayEngine

// Greece: the public holidays (the Ministry of Labour's list of mandatory holidays) and the
// afternoons of Christmas Eve and New Year's Eve, when shops and offices close early
// (kind half-day). The Orthodox feasts of Easter follow the Julian computus
// (`.orthodoxEaster`); the fixed feasts are on the Gregorian calendar, as the Church of
// Greece keeps them. No substitute days, except Labour Day's from 2017: on a Saturday or
// Sunday it gives the next free working day (Sunday 1 May 2022 -> Monday 2 May), and in 2024,
// when 1 May fell in Holy Week, the Ministry moved it to Tuesday 7 May. Names in Greek and
// English.
//
// From 2017 Labour Day on Easter Monday also gives the Tuesday after it (2062, 2073 and 2084
// in the years checked): a substitute that depends on another holiday, not on a weekday, so
// it is a rule of its own (`DateRule.following(by:whenOn:)`).

extension Country {
    /// Greece: public holidays and half-days, known from 1950.
    public static let greece = Country(
        "GR", "Greece", local: "Ελλάδα", languages: ["el"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (αναπληρωματική αργία)"],
        kinds: [.public, .halfDay], sources: "Ministry of Labour and Social Security, mandatory public holidays; its decisions "
            + "moving Labour Day",
        rules: { greekHolidays + greekHalfDays })

    /// Labour Day (moved to May 7 in 2024), with its substitute day for a Saturday or Sunday and for
    /// Easter Monday, from 2017.
    private static let greekLabourDay: [HolidayRule] =
        HolidayRule.moved(
            [HolidayName("Labour Day", local: "Εργατική Πρωτομαγιά")], on: .fixed(month: 5, day: 1), years: .always,
            to: [CivilDate(2024, 5, 7)], observed: [.substitute(.from(2017), on: [.saturday, .sunday])])
        + [
            HolidayRule(
                "Labour Day (observed)", local: "Εργατική Πρωτομαγιά (αναπληρωματική αργία)",
                on: DateRule.fixed(month: 5, day: 1).following(by: 1, whenOn: .orthodoxEaster(1)),
                years: .from(2017)),
        ]

    /// The public holidays, in the order of the year.
    private static let greekHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Πρωτοχρονιά", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Θεοφάνεια", on: .fixed(month: 1, day: 6)),
        HolidayRule("Green Monday", local: "Καθαρά Δευτέρα", on: .orthodoxEaster(-48)),
        HolidayRule("Independence Day", local: "Εικοστή Πέμπτη Μαρτίου", on: .fixed(month: 3, day: 25)),
        HolidayRule("Good Friday", local: "Μεγάλη Παρασκευή", on: .orthodoxEaster(-2)),
        HolidayRule("Easter Monday", local: "Δευτέρα του Πάσχα", on: .orthodoxEaster(1)),
    ]
        + greekLabourDay + [
            HolidayRule("Whit Monday", local: "Δευτέρα του Αγίου Πνεύματος", on: .orthodoxEaster(50)),
            HolidayRule(
                "Dormition of the Mother of God", local: "Κοίμηση της Θεοτόκου", on: .fixed(month: 8, day: 15)),
            HolidayRule("Ohi Day", local: "Ημέρα του Όχι", on: .fixed(month: 10, day: 28)),
            HolidayRule("Christmas Day", local: "Χριστούγεννα", on: .fixed(month: 12, day: 25)),
            HolidayRule(
                "Synaxis of the Mother of God", local: "Σύναξη της Υπεραγίας Θεοτόκου",
                on: .fixed(month: 12, day: 26)),
        ]

    /// The afternoons that close early.
    private static let greekHalfDays: [HolidayRule] = [
        HolidayRule(
            "Christmas Eve", local: "Παραμονή Χριστουγέννων", on: .fixed(month: 12, day: 24), kind: .halfDay),
        HolidayRule(
            "New Year's Eve", local: "Παραμονή Πρωτοχρονιάς", on: .fixed(month: 12, day: 31), kind: .halfDay),
    ]
}
