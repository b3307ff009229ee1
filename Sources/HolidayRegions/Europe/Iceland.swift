import HolidayEngine

// Iceland: the frídagar of lög um 40 stunda vinnuviku nr. 88/1971, 6. gr.: the holy days of
// the national church (listed in lög nr. 32/1997 um helgidagafrið, 2. gr.), the First Day of
// Summer, 1 May and 17 June, and from 1983 the first Monday of August (the article's second
// paragraph); Christmas Eve and New Year's Eve from 1 pm, half days here. Sundays are
// helgidagar too; they are not listed. No substitute days. The years before 1971 follow
// python-holidays 0.108: the same days.

extension Country {
    /// Iceland: public holidays and the afternoons of Christmas Eve and New Year's Eve,
    /// known from 1950.
    public static let iceland = Country(
        "IS", "Iceland", local: "Ísland", languages: ["is"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .halfDay], sources: "Lög um 40 stunda vinnuviku nr. 88/1971, 6. gr.; lög nr. 32/1997 um helgidagafrið, 2. gr.",
        rules: { icelandicHolidays })

    /// The frídagar, in the order of the year.
    private static let icelandicHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nýársdagur", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Skírdagur", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Föstudagurinn langi", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Páskadagur", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Annar í páskum", on: .easter(1)),
        // The Thursday of April 19-25, the first day of Harpa in the old Icelandic calendar.
        HolidayRule("First Day of Summer", local: "Sumardagurinn fyrsti", on: .weekday(.thursday, onOrAfter: 4, 19)),
        HolidayRule("Labour Day", local: "Verkalýðsdagurinn", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Uppstigningardagur", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Hvítasunnudagur", on: .easter(49)),
        HolidayRule("Whit Monday", local: "Annar í hvítasunnu", on: .easter(50)),
        HolidayRule("National Day", local: "Þjóðhátíðardagurinn", on: .fixed(month: 6, day: 17)),
        HolidayRule(
            "Commerce Day", local: "Frídagur verslunarmanna", on: .nth(1, .monday, of: 8), years: .from(1983)),
        HolidayRule(
            "Christmas Eve (from 1 pm)", local: "Aðfangadagur (frá kl. 13.00)", on: .fixed(month: 12, day: 24),
            kind: .halfDay),
        HolidayRule("Christmas Day", local: "Jóladagur", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Annar í jólum", on: .fixed(month: 12, day: 26)),
        HolidayRule(
            "New Year's Eve (from 1 pm)", local: "Gamlársdagur (frá kl. 13.00)", on: .fixed(month: 12, day: 31),
            kind: .halfDay),
    ]
}
