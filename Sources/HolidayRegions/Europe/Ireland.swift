import HolidayEngine

// Ireland: the public holidays (Organisation of Working Time Act 1997, Second Schedule, as
// amended; before it the Holidays (Employees) Act 1973 and the Bank Holidays Act 1871), with
// their history since 1950: the June bank holiday in place of Whit Monday from 1973, New
// Year's Day from 1975, the October bank holiday from 1977, the May bank holiday from 1994,
// St Brigid's Day from 2023 (the Government's decision of January 2022, which also made
// 18 March 2022 a public holiday). Good Friday is not a public holiday; banks and schools
// close and many employers give the day: kind optional. No substitute days are computed: for
// a holiday on a Sunday the Act gives an employee a paid day off, another day or extra pay,
// not a set Monday. Names in Irish and English (citizensinformation.ie).

extension Country {
    /// Ireland: public holidays and Good Friday, known from 1950.
    public static let ireland = Country(
        "IE", "Ireland", local: "Éire", languages: ["ga", "en"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .optional], sources: "Organisation of Working Time Act 1997, Second Schedule; Holidays (Employees) "
            + "Act 1973; Bank Holidays Act 1871; citizensinformation.ie",
        rules: { irishHolidays + irishSpecialDays })

    /// The public holidays, in the order of the year.
    private static let irishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Lá Caille", on: .fixed(month: 1, day: 1), years: .from(1975)),
        // The first Monday of February, or 1 February itself when that is a Friday.
        HolidayRule(
            "St Brigid's Day", local: "Lá Fhéile Bríde", on: .fixed(month: 2, day: 1), years: .from(2023),
            observed: [
                .moving(
                    .from(2023),
                    [
                        .tuesday: .next(.monday), .wednesday: .next(.monday), .thursday: .next(.monday),
                        .saturday: .next(.monday), .sunday: .next(.monday),
                    ])
            ]),
        HolidayRule("St Patrick's Day", local: "Lá Fhéile Pádraig", on: .fixed(month: 3, day: 17)),
        HolidayRule("Good Friday", local: "Aoine an Chéasta", on: .easter(-2), kind: .optional),
        HolidayRule("Easter Monday", local: "Luan Cásca", on: .easter(1)),
    ]
        // The first Monday of May from 1994; in 1995 moved to Monday 8 May for the 50th
        // anniversary of VE Day.
        + HolidayRule.moved(
            [HolidayName("May Bank Holiday", local: "Lá Saoire Bainc na Bealtaine")],
            on: .nth(1, .monday, of: 5), years: .from(1994), to: [CivilDate(1995, 5, 8)])
        + [
            HolidayRule("Whit Monday", local: "Luan Cincíse", on: .easter(50), years: .through(1972)),
            HolidayRule(
                "June Bank Holiday", local: "Lá Saoire Bainc an Mheithimh", on: .nth(1, .monday, of: 6),
                years: .from(1973)),
            HolidayRule("August Bank Holiday", local: "Lá Saoire Bainc Lúnasa", on: .nth(1, .monday, of: 8)),
            HolidayRule(
                "October Bank Holiday", local: "Lá Saoire Bainc Dheireadh Fómhair", on: .last(.monday, of: 10),
                years: .from(1977)),
            HolidayRule("Christmas Day", local: "Lá Nollag", on: .fixed(month: 12, day: 25)),
            HolidayRule("St Stephen's Day", local: "Lá Fhéile Stiofáin", on: .fixed(month: 12, day: 26)),
        ]

    /// Public holidays declared once.
    private static let irishSpecialDays: [HolidayRule] = [
        .oneOff(
            "Millennium Celebrations", local: "Ceiliúradh na Mílaoise",
            on: CivilDate(1999, 12, 31)),
        // Declared by the Government on 12 September 2001 after the attacks in the United
        // States. python-holidays 0.108 dates it 2011-09-14: a judged divergence.
        .oneOff(
            "National Day of Mourning", local: "Lá Náisiúnta Mairgní",
            on: CivilDate(2001, 9, 14)),
        .oneOff(
            "Day of Remembrance and Recognition", local: "Lá Cuimhneacháin agus Aitheantais",
            on: CivilDate(2022, 3, 18)),
    ]
}
