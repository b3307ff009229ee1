import HolidayEngine

// Denmark: the helligdage of the Church of Denmark, fixed by the holiday reform of 1770 and
// kept by lov om helligdagsfred (helligdagsloven) § 1; Great Prayer Day abolished from 2024 by
// lov nr. 214 af 6. marts 2023. Sundays are helligdage too; they are not listed. No
// substitute days.
//
// Optional: the days many collective agreements give off, wholly or from noon, that no law
// makes holidays: Workers' Day, Constitution Day, Christmas Eve and New Year's Eve
// (Nordic Council, "Public holidays in Denmark"; python-holidays 0.108).

extension Country {
    /// Denmark: public holidays and customary days off, known from 1950.
    public static let denmark = Country(
        "DK", "Denmark", local: "Danmark", languages: ["da"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .optional], sources: "Helligdagsreformen 1770; lov om helligdagsfred § 1; lov nr. 214 af 6. marts 2023; "
            + "norden.org, Public holidays in Denmark",
        rules: { danishHolidays + danishOptionalDays })

    /// The helligdage, in the order of the year.
    private static let danishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nytårsdag", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Skærtorsdag", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Langfredag", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Påskedag", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Anden påskedag", on: .easter(1)),
        // The fourth Friday after Easter; lov nr. 214 af 6. marts 2023 ends it from 2024.
        HolidayRule("Great Prayer Day", local: "Store bededag", on: .easter(26), years: .through(2023)),
        HolidayRule("Ascension Day", local: "Kristi himmelfartsdag", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Pinsedag", on: .easter(49)),
        HolidayRule("Whit Monday", local: "Anden pinsedag", on: .easter(50)),
        HolidayRule("Christmas Day", local: "Juledag", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Anden juledag", on: .fixed(month: 12, day: 26)),
    ]

    /// Days off by custom and agreement, not by law.
    private static let danishOptionalDays: [HolidayRule] = [
        HolidayRule("Workers' Day", local: "Arbejdernes kampdag", on: .fixed(month: 5, day: 1), kind: .optional),
        HolidayRule("Constitution Day", local: "Grundlovsdag", on: .fixed(month: 6, day: 5), kind: .optional),
        HolidayRule("Christmas Eve", local: "Juleaftensdag", on: .fixed(month: 12, day: 24), kind: .optional),
        HolidayRule("New Year's Eve", local: "Nytårsaften", on: .fixed(month: 12, day: 31), kind: .optional),
    ]
}
