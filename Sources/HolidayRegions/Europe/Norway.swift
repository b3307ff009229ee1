import HolidayEngine

// Norway: the helligdager of lov om helligdager og helligdagsfred (24 February 1995 nr. 12)
// § 2, the same days its predecessors kept, and the høytidsdager 1 and 17 May of lov om 1. og
// 17. mai som høytidsdager (26 April 1947 nr. 1). Sundays are helligdager too (§ 2); they are
// not listed. No substitute days: a holiday on a Sunday is not moved.
//
// The counties keep the national days only. Svalbard and Jan Mayen, also a country of their
// own in ISO 3166-1 (SvalbardAndJanMayen.swift), keep them as well.

extension Country {
    /// Norway: public holidays, known from 1950, and its counties (ISO 3166-2:NO).
    public static let norway = Country(
        "NO", "Norway", local: "Norge", languages: ["nb"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Lov om helligdager og helligdagsfred (1995 nr. 12) § 2; "
            + "lov om 1. og 17. mai som høytidsdager (1947 nr. 1)",
        rules: { norwegianHolidays },
        subdivisions: [
            Subdivision("03", "Oslo"),
            Subdivision("11", "Rogaland"),
            Subdivision("15", "Møre og Romsdal"),
            Subdivision("18", "Nordland"),
            Subdivision("21", "Svalbard"),
            Subdivision("22", "Jan Mayen"),
            Subdivision("31", "Østfold"),
            Subdivision("32", "Akershus"),
            Subdivision("33", "Buskerud"),
            Subdivision("34", "Innlandet"),
            Subdivision("39", "Vestfold"),
            Subdivision("40", "Telemark"),
            Subdivision("42", "Agder"),
            Subdivision("46", "Vestland"),
            Subdivision("50", "Trøndelag"),
            Subdivision("55", "Troms"),
            Subdivision("56", "Finnmark"),
        ])

    /// The helligdager and høytidsdager, in the order of the year; Svalbard and Jan Mayen
    /// share them.
    static let norwegianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Første nyttårsdag", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Skjærtorsdag", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Langfredag", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Første påskedag", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Andre påskedag", on: .easter(1)),
        HolidayRule("Labour Day", local: "Arbeidernes dag", on: .fixed(month: 5, day: 1)),
        HolidayRule("Constitution Day", local: "Grunnlovsdag", on: .fixed(month: 5, day: 17)),
        HolidayRule("Ascension Day", local: "Kristi himmelfartsdag", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Første pinsedag", on: .easter(49)),
        HolidayRule("Whit Monday", local: "Andre pinsedag", on: .easter(50)),
        HolidayRule("Christmas Day", local: "Første juledag", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", local: "Andre juledag", on: .fixed(month: 12, day: 26)),
    ]
}
