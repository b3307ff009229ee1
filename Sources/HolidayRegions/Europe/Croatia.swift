import HolidayEngine

// Croatia: the public holidays (blagdani) of the Zakon o blagdanima, spomendanima i neradnim
// danima u Republici Hrvatskoj (Narodne novine 33/1996) and its amendments, the largest those
// of NN 96/2001 (Corpus Christi, Independence Day, Statehood Day on June 25, from 2002) and of
// NN 110/2019 (Statehood Day back on May 30, Remembrance Day instead of Independence Day, from
// 2020); the years of the smaller ones as python-holidays 0.108 has them. No day is moved or
// added for a holiday on a weekend.
//
// Known from 1992, the first full year of independent Croatia (its independence took effect
// on 8 October 1991).

extension Country {
    /// Croatia: public holidays, known from 1992.
    public static let croatia = Country(
        "HR", "Croatia", local: "Hrvatska", languages: ["hr"], firstWeekday: .monday,
        known: .from(1992),
        kinds: [.public], sources: "Zakon o blagdanima, spomendanima i neradnim danima u Republici Hrvatskoj (NN 33/1996) "
            + "and its amendments (NN 96/2001, 13/2002, 110/2019)",
        rules: { croatianHolidays })

    /// The public holidays, in the order of the year.
    private static let croatianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nova godina", on: .fixed(month: 1, day: 1)),
        // Left out of the list of NN 96/2001 and put back by NN 13/2002, so not a holiday in
        // 2002.
        HolidayRule(
            "Epiphany", local: "Bogojavljenje ili Sveta tri kralja", on: .fixed(month: 1, day: 6), years: .through(2001)),
        HolidayRule(
            "Epiphany", local: "Bogojavljenje ili Sveta tri kralja", on: .fixed(month: 1, day: 6), years: .from(2003)),
        HolidayRule("Easter Sunday", local: "Uskrs", on: .easter(0), years: .from(2009)),
        HolidayRule("Easter Monday", local: "Uskrsni ponedjeljak", on: .easter(1)),
        HolidayRule("Labour Day", local: "Praznik rada", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Statehood Day", local: "Dan državnosti", on: .fixed(month: 5, day: 30), years: YearSet(1996, 2001)),
        HolidayRule("Statehood Day", local: "Dan državnosti", on: .fixed(month: 5, day: 30), years: .from(2020)),
        HolidayRule("Corpus Christi", local: "Tijelovo", on: .easter(60), years: .from(2002)),
        HolidayRule("Anti-Fascist Struggle Day", local: "Dan antifašističke borbe", on: .fixed(month: 6, day: 22)),
        HolidayRule(
            "Statehood Day", local: "Dan državnosti", on: .fixed(month: 6, day: 25), years: YearSet(2002, 2019)),
        HolidayRule(
            names: [
                HolidayName(
                    "Victory and Homeland Thanksgiving Day", local: "Dan pobjede i domovinske zahvalnosti",
                    years: .through(2007)),
                HolidayName(
                    "Victory and Homeland Thanksgiving Day and Croatian Veterans Day",
                    local: "Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja", years: .from(2008)),
            ],
            on: .fixed(month: 8, day: 5)),
        HolidayRule("Assumption Day", local: "Velika Gospa", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Independence Day", local: "Dan neovisnosti", on: .fixed(month: 10, day: 8), years: YearSet(2002, 2019)),
        HolidayRule("All Saints' Day", local: "Svi sveti", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Remembrance Day",
            local: "Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje",
            on: .fixed(month: 11, day: 18), years: .from(2020)),
        HolidayRule("Christmas Day", local: "Božić", on: .fixed(month: 12, day: 25)),
        HolidayRule("St Stephen's Day", local: "Sveti Stjepan", on: .fixed(month: 12, day: 26)),
    ]
}
