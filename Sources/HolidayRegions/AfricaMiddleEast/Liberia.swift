import HolidayEngine

// Liberia: the national holidays and observances of the Patriotic and Cultural Observances Law
// (Title 25 of the Liberian Code of Laws, 1956), as amended: New Year's Day, Armed Forces Day
// (11 February), Decoration Day (the second Wednesday of March), J. J. Roberts' Birthday (15
// March), the Fasting and Prayer Day (the second Friday of April), the National Unification
// and Integration Day (14 May, from 1960), Independence Day (26 July 1847), National Flag Day
// (24 August), Thanksgiving (the first Thursday of November), the Tubman Administration
// Goodwill Day (29 November) and Christmas. Inauguration Day, the first Monday of January
// after a presidential election, is a holiday in the years a President took office (1960,
// 1964, 1968, 1972, 1976, 1986, 1998, 2006, 2012, 2018, 2024). No holiday gives another day
// when it falls on a weekend.
//
// Known from 1957, the first full year of the Law; python-holidays 0.108 starts there too.

extension Country {
    /// Liberia: public holidays, known from 1957.
    public static let liberia = Country(
        "LR", "Liberia", languages: ["en"], firstWeekday: .monday, known: .from(1957),
        kinds: [.public], sources: "Patriotic and Cultural Observances Law (Title 25, Liberian Code of Laws, 1956) and its "
            + "amendments",
        rules: { liberianHolidays })

    /// The public holidays, in the order of the year.
    private static let liberianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Inauguration Day", on: .nth(1, .monday, of: 1),
            years: .years(1960, 1964, 1968, 1972, 1976, 1986, 1998, 2006, 2012, 2018, 2024)),
        HolidayRule("Armed Forces Day", on: .fixed(month: 2, day: 11)),
        HolidayRule("Decoration Day", on: .nth(2, .wednesday, of: 3)),
        HolidayRule("J. J. Roberts Memorial Birthday", on: .fixed(month: 3, day: 15)),
        HolidayRule("Fasting and Prayer Day", on: .nth(2, .friday, of: 4)),
        HolidayRule("National Unification and Integration Day", on: .fixed(month: 5, day: 14), years: .from(1960)),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 26)),
        HolidayRule("National Flag Day", on: .fixed(month: 8, day: 24)),
        HolidayRule("Thanksgiving Day", on: .nth(1, .thursday, of: 11)),
        HolidayRule("Tubman Administration Goodwill Day", on: .fixed(month: 11, day: 29)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
    ]
}
