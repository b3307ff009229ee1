import HolidayEngine

// The Netherlands: the generally recognised holidays of the Algemene termijnenwet (Atw, art. 3;
// in force 1 April 1965, 5 May added on 5 January 1982), with Good Friday and the first days
// of Easter and Whitsun, as the government lists the official holidays (rijksoverheid.nl,
// "Officiële feestdagen"). Whether an employee has the day off is for the collective labour
// agreement (cao) to say. Names in Dutch and West Frisian.
//
// Liberation Day: an optional day every year from 1982 (the Atw names it, many caos do not give
// it); a public holiday in the lustrum years only, when most caos give it (1970, 1975, ...).

extension Country {
    /// The Netherlands: public holidays and Liberation Day, known from 1966, the first whole
    /// year of the Algemene termijnenwet.
    public static let netherlands = Country(
        "NL", "Netherlands", local: "Nederland", languages: ["nl", "fy"], firstWeekday: .monday,
        known: .from(1966),
        kinds: [.public, .optional], sources: "Algemene termijnenwet art. 3 (1964; 5 May from 1982); rijksoverheid.nl, "
            + "officiële feestdagen",
        rules: { dutchHolidays })

    /// The holidays in the order of the year.
    private static let dutchHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["nl": "Nieuwjaarsdag", "fy": "Nijjiersdei"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", ["nl": "Goede Vrijdag", "fy": "Goedfreed"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["nl": "Eerste paasdag", "fy": "Peaskesnein"], on: .easter(0)),
        HolidayRule("Easter Monday", ["nl": "Tweede paasdag", "fy": "Peaskemoandei"], on: .easter(1)),
        // Queen Juliana's birthday, April 30, kept by Queen Beatrix from 1980: a Sunday
        // moved it to the Monday, from 1980 to the Saturday before.
        HolidayRule(
            "Queen's Day", ["nl": "Koninginnedag", "fy": "Keninginnedei"], on: .fixed(month: 4, day: 30),
            years: .through(2013),
            observed: [
                .sundayToMonday(.through(1979)),
                .moving(.from(1980), [.sunday: .previous(.saturday)]),
            ]),
        // King Willem-Alexander's birthday from 2014; a Sunday moves it to the Saturday.
        HolidayRule(
            "King's Day", ["nl": "Koningsdag", "fy": "Keningsdei"], on: .fixed(month: 4, day: 27),
            years: .from(2014), observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule(
            "Liberation Day", ["nl": "Bevrijdingsdag", "fy": "Befrijingsdei"], on: .fixed(month: 5, day: 5),
            years: .every(5, from: 1970), key: "Liberation Day (lustrum)"),
        HolidayRule(
            "Liberation Day", ["nl": "Bevrijdingsdag", "fy": "Befrijingsdei"], on: .fixed(month: 5, day: 5),
            kind: .optional, years: .from(1982)),
        HolidayRule("Ascension Day", ["nl": "Hemelvaartsdag", "fy": "Himelfeartsdei"], on: .easter(39)),
        HolidayRule("Whit Sunday", ["nl": "Eerste pinksterdag", "fy": "Pinkstersnein"], on: .easter(49)),
        HolidayRule("Whit Monday", ["nl": "Tweede pinksterdag", "fy": "Pinkstermoandei"], on: .easter(50)),
        HolidayRule(
            "Christmas Day", ["nl": "Eerste kerstdag", "fy": "Earste Krystdei"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", ["nl": "Tweede kerstdag", "fy": "Twadde Krystdei"],
            on: .fixed(month: 12, day: 26)),
    ]
}
