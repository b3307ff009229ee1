import HolidayEngine

// Slovakia: the state holidays and days of rest (štátne sviatky, dni pracovného pokoja) of
// zákon č. 241/1993 Z. z. o štátnych sviatkoch, dňoch pracovného pokoja a pamätných dňoch,
// as amended. § 1 lists the state holidays, § 2 the days of rest: every state holiday is a day
// of rest except those the amendments took off (October 28 from its addition by zákon č.
// 326/2020 Z. z., Constitution Day from 2024 by zákon č. 530/2023 Z. z., November 17 from
// 2025 and, for 2026 only, May 8 and September 15, by zákon č. 261/2025 Z. z.). No day is
// moved or added for a holiday on a weekend, and no weekend day is worked by decree.
//
// A state holiday that is a working day is an observance here, not a working day: holical's
// `.workday` is a weekend day worked, which business days count, and Constitution Day on
// Sunday 1 September 2024 was no working day. python-holidays 0.108 files these days under
// its "workday" category; the dates are judged divergences of that category
// (scripts/divergences.toml).
//
// Known from 1993, the first year of the Slovak Republic (established 1 January 1993).

extension Country {
    /// Slovakia: state holidays and days of rest, known from 1993.
    public static let slovakia = Country(
        "SK", "Slovakia", local: "Slovensko", languages: ["sk"], firstWeekday: .monday,
        known: .from(1993),
        kinds: [.public, .observance], sources: "Zákon č. 241/1993 Z. z. and its amendments (§ 4a of 2018; 326/2020, 530/2023, "
            + "261/2025 Z. z.)",
        rules: { slovakHolidays })

    /// The state holidays and days of rest, in the order of the year.
    private static let slovakHolidays: [HolidayRule] = [
        [
            HolidayRule(
                "Day of the Establishment of the Slovak Republic", local: "Deň vzniku Slovenskej republiky",
                on: .fixed(month: 1, day: 1)),
            HolidayRule(
                "Epiphany", local: "Zjavenie Pána (Traja králi a vianočný sviatok pravoslávnych kresťanov)",
                on: .fixed(month: 1, day: 6)),
            HolidayRule("Good Friday", local: "Veľký piatok", on: .easter(-2)),
            HolidayRule("Easter Monday", local: "Veľkonočný pondelok", on: .easter(1)),
            HolidayRule("Labour Day", local: "Sviatok práce", on: .fixed(month: 5, day: 1)),
        ],
        // A day of rest from 1997 (python-holidays 0.108), worked in 2026 (zákon č. 261/2025 Z. z.).
        HolidayRule(
            "Day of Victory over Fascism", local: "Deň víťazstva nad fašizmom", on: .fixed(month: 5, day: 8),
            years: .from(1997)
        ).worked(in: .only(2026)),
        [
            HolidayRule(
                "Saints Cyril and Methodius Day", local: "Sviatok svätého Cyrila a svätého Metoda",
                on: .fixed(month: 7, day: 5)),
            HolidayRule(
                "Slovak National Uprising Anniversary", local: "Výročie Slovenského národného povstania",
                on: .fixed(month: 8, day: 29)),
        ],
        // Worked from 2024 (zákon č. 530/2023 Z. z.).
        HolidayRule("Constitution Day", local: "Deň Ústavy Slovenskej republiky", on: .fixed(month: 9, day: 1))
            .worked(in: .from(2024)),
        // Worked in 2026 (zákon č. 261/2025 Z. z.).
        HolidayRule("Our Lady of Seven Sorrows", local: "Sedembolestná Panna Mária", on: .fixed(month: 9, day: 15))
            .worked(in: .only(2026)),
        [
            // A state holiday that is a working day from its addition (zákon č. 326/2020 Z. z.).
            HolidayRule(
                "Day of the Establishment of the Independent Czecho-Slovak State",
                local: "Deň vzniku samostatného česko-slovenského štátu", on: .fixed(month: 10, day: 28),
                kind: .observance, years: .from(2021)),
            // Zákon č. 241/1993 Z. z. § 4a: a state holiday in 2018 only.
            .oneOff(
                "100th Anniversary of the Declaration of the Slovak Nation",
                local: "100. výročie prijatia Deklarácie slovenského národa",
                on: CivilDate(2018, 10, 30)),
            HolidayRule("All Saints' Day", local: "Sviatok Všetkých svätých", on: .fixed(month: 11, day: 1)),
        ],
        // A state holiday from 2001 (python-holidays 0.108), worked from 2025 (zákon č.
        // 261/2025 Z. z.).
        HolidayRule(
            "Struggle for Freedom and Democracy Day", local: "Deň boja za slobodu a demokraciu",
            on: .fixed(month: 11, day: 17), years: .from(2001)
        ).worked(in: .from(2025)),
        [
            HolidayRule("Christmas Eve", local: "Štedrý deň", on: .fixed(month: 12, day: 24)),
            HolidayRule("Christmas Day", local: "Prvý sviatok vianočný", on: .fixed(month: 12, day: 25)),
            HolidayRule("Second Day of Christmas", local: "Druhý sviatok vianočný", on: .fixed(month: 12, day: 26)),
        ],
    ].flatMap { $0 }
}
