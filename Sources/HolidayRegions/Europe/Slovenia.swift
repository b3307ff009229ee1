import HolidayEngine

// Slovenia: the holidays and work-free days of the Zakon o praznikih in dela prostih dnevih v
// Republiki Sloveniji (Uradni list RS, št. 26/1991, 21 November 1991) as amended. Its
// article 1 lists the national holidays, article 2 the other work-free days; the national
// holidays it names as not work-free (Rudolf Maister Day from 2005, and the days added since)
// are working days. No day is moved or added for a holiday on a weekend.
//
// A national holiday that is a working day is an observance here, not a working day:
// holical's `.workday` is a weekend day worked, which business days count, and Rudolf Maister
// Day on a Saturday is no working Saturday. python-holidays 0.108 files these days under its
// "workday" category; the dates are judged divergences of that category
// (scripts/divergences.toml).
//
// Known from 1992, the first year of the act.

extension Country {
    /// Slovenia: holidays and work-free days, known from 1992.
    public static let slovenia = Country(
        "SI", "Slovenia", local: "Slovenija", languages: ["sl"], firstWeekday: .monday,
        known: .from(1992),
        kinds: [.public, .observance], sources: "Zakon o praznikih in dela prostih dnevih v Republiki Sloveniji (Uradni list RS, "
            + "št. 26/1991) and its amendments; ZUJF (Uradni list RS, št. 40/2012); ZOPNN-F "
            + "(Uradni list RS, št. 88/2023)",
        rules: { slovenianHolidays + slovenianWorkingHolidays })

    /// The work-free holidays, in the order of the year.
    private static let slovenianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "novo leto", on: .fixed(month: 1, day: 1)),
        // Not work-free from 2013 (ZUJF) until the amendment of December 2016 restored it.
        HolidayRule("New Year's Day", local: "novo leto", on: .fixed(month: 1, day: 2), years: .through(2012)),
        HolidayRule("New Year's Day", local: "novo leto", on: .fixed(month: 1, day: 2), years: .from(2017)),
        HolidayRule(
            "Prešeren Day, the Slovenian Cultural Holiday", local: "Prešernov dan, slovenski kulturni praznik",
            on: .fixed(month: 2, day: 8)),
        HolidayRule("Easter Sunday", local: "velikonočna nedelja", on: .easter(0)),
        HolidayRule("Easter Monday", local: "velikonočni ponedeljek", on: .easter(1)),
        HolidayRule(
            "Day of Uprising Against Occupation", local: "dan upora proti okupatorju", on: .fixed(month: 4, day: 27)),
        HolidayRule("Labour Day", local: "praznik dela", on: .fixed(month: 5, day: 1)),
        HolidayRule("Labour Day", local: "praznik dela", on: .fixed(month: 5, day: 2)),
        HolidayRule("Whit Sunday", local: "binkoštna nedelja", on: .easter(49)),
        HolidayRule("Statehood Day", local: "dan državnosti", on: .fixed(month: 6, day: 25)),
        // ZOPNN-F: a work-free day once, after the floods of August 2023.
        .oneOff("Solidarity Day", local: "dan solidarnosti", on: CivilDate(2023, 8, 14)),
        HolidayRule("Assumption Day", local: "Marijino vnebovzetje", on: .fixed(month: 8, day: 15)),
        HolidayRule("Reformation Day", local: "dan reformacije", on: .fixed(month: 10, day: 31)),
        HolidayRule("Remembrance Day", local: "dan spomina na mrtve", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "božič", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            names: [
                HolidayName("Independence Day", local: "dan samostojnosti", years: .through(2004)),
                HolidayName("Independence and Unity Day", local: "dan samostojnosti in enotnosti", years: .from(2005)),
            ],
            on: .fixed(month: 12, day: 26)),
    ]

    /// The national holidays that are working days, from the amendment that added each
    /// (python-holidays 0.108 for the years).
    private static let slovenianWorkingHolidays: [HolidayRule] = [
        HolidayRule(
            "Primož Trubar Day", local: "dan Primoža Trubarja", on: .fixed(month: 6, day: 8), kind: .observance,
            years: .from(2011)),
        HolidayRule(
            "Unification of Prekmurje Slovenes with the Mother Nation",
            local: "združitev prekmurskih Slovencev z matičnim narodom", on: .fixed(month: 8, day: 17),
            kind: .observance, years: .from(2006)),
        HolidayRule(
            names: [
                HolidayName(
                    "Return of Primorska to the Homeland", local: "vrnitev Primorske k matični domovini",
                    years: .through(2024)),
                HolidayName(
                    "Integration of Primorska into the Homeland", local: "priključitev Primorske k matični domovini",
                    years: .from(2025)),
            ],
            on: .fixed(month: 9, day: 15), kind: .observance, years: .from(2006)),
        HolidayRule(
            "Slovenian Sports Day", local: "dan slovenskega športa", on: .fixed(month: 9, day: 23), kind: .observance,
            years: .from(2020)),
        HolidayRule(
            "Sovereignty Day", local: "dan suverenosti", on: .fixed(month: 10, day: 25), kind: .observance,
            years: .from(2015)),
        HolidayRule(
            "Rudolf Maister Day", local: "dan Rudolfa Maistra", on: .fixed(month: 11, day: 23), kind: .observance,
            years: .from(2005)),
    ]
}
