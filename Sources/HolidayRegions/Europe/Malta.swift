import HolidayEngine

// Malta: the national holidays and other public holidays (National Holidays and Other Public
// Holidays Act, Cap. 252: Act X of 1980; the feasts restored by Act LX of 1987; Sette Giugno
// added by Act VIII of 1989). Freedom Day was not a holiday in 1987 and 1988. No substitute
// days: since 2021 a holiday on a weekend is given back as a day of leave, which the
// employee chooses. Names in Maltese and English. Known from 1980, the first year of the
// Act: the list before it was not found.

extension Country {
    /// Malta: public holidays, known from 1980.
    public static let malta = Country(
        "MT", "Malta", languages: ["mt", "en"], firstWeekday: .monday, known: .from(1980),
        kinds: [.public], sources: "National Holidays and Other Public Holidays Act (Cap. 252): Act X of 1980, "
            + "Act LX of 1987, Act VIII of 1989",
        rules: { malteseHolidays })

    /// The national and public holidays, in the order of the year.
    private static let malteseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "L-Ewwel tas-Sena", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Feast of St Paul's Shipwreck", local: "Il-Festa tan-Nawfraġju ta' San Pawl",
            on: .fixed(month: 2, day: 10), years: .from(1987)),
        HolidayRule(
            "Feast of St Joseph", local: "Il-Festa ta' San Ġużepp", on: .fixed(month: 3, day: 19),
            years: .from(1987)),
        HolidayRule("Freedom Day", local: "Jum il-Ħelsien", on: .fixed(month: 3, day: 31), years: .through(1986)),
        HolidayRule("Freedom Day", local: "Jum il-Ħelsien", on: .fixed(month: 3, day: 31), years: .from(1989)),
        HolidayRule("Good Friday", local: "Il-Ġimgħa l-Kbira", on: .easter(-2)),
        HolidayRule("Workers' Day", local: "Jum il-Ħaddiem", on: .fixed(month: 5, day: 1)),
        // The riot of 7 June 1919.
        HolidayRule("Sette Giugno", local: "Sette Giugno", on: .fixed(month: 6, day: 7), years: .from(1989)),
        HolidayRule(
            "Feast of St Peter and St Paul", local: "Il-Festa ta' San Pietru u San Pawl",
            on: .fixed(month: 6, day: 29), years: .from(1987)),
        HolidayRule("Feast of the Assumption", local: "Il-Festa ta' Santa Marija", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Victory Day", local: "Jum il-Vitorja", on: .fixed(month: 9, day: 8), years: .from(1987)),
        HolidayRule(
            "Independence Day", local: "Jum l-Indipendenza", on: .fixed(month: 9, day: 21), years: .from(1987)),
        HolidayRule(
            "Feast of the Immaculate Conception", local: "Il-Festa tal-Immakulata Kunċizzjoni",
            on: .fixed(month: 12, day: 8), years: .from(1987)),
        HolidayRule("Republic Day", local: "Jum ir-Repubblika", on: .fixed(month: 12, day: 13)),
        HolidayRule("Christmas Day", local: "Il-Milied", on: .fixed(month: 12, day: 25)),
    ]
}
