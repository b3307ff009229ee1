import HolidayEngine

// United States federal holidays (5 U.S.C. 6103) with their history since 1950.
// Facts: shared/reference/holiday-rules.md, "United States, federal".

extension Country {
    /// United States federal holidays, known from 1950.
    public static let unitedStates = Country(
        "US", "United States", languages: ["en"], firstWeekday: .sunday, known: .from(1950),
        sources: "5 U.S.C. 6103 and its amendments; shared/reference/holiday-rules.md",
        rules: { federalHolidays })

    /// The federal holidays of 5 U.S.C. 6103, in the order of the year, with their eras.
    private static let federalHolidays: [HolidayRule] = [
            HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: federalObserved),
            HolidayRule(
                "Martin Luther King Jr. Day", on: .nth(3, .monday, of: 1), years: .from(1986)),
            // Uniform Monday Holiday Act (1968), in force from 1971: three holidays became
            // Mondays and Columbus Day a federal holiday. Before 1971 these fixed dates got
            // no observed day in the reference (nor in python-holidays' public category).
            HolidayRule(
                "Washington's Birthday", on: .fixed(month: 2, day: 22), years: .through(1970)),
            HolidayRule("Washington's Birthday", on: .nth(3, .monday, of: 2), years: .from(1971)),
            HolidayRule("Memorial Day", on: .fixed(month: 5, day: 30), years: .through(1970)),
            HolidayRule("Memorial Day", on: .last(.monday, of: 5), years: .from(1971)),
            HolidayRule(
                "Juneteenth National Independence Day", on: .fixed(month: 6, day: 19),
                years: .from(2021), observed: federalObserved),
            HolidayRule("Independence Day", on: .fixed(month: 7, day: 4), observed: federalObserved),
            HolidayRule("Labor Day", on: .nth(1, .monday, of: 9)),
            HolidayRule("Columbus Day", on: .fixed(month: 10, day: 12), years: .through(1970)),
            HolidayRule("Columbus Day", on: .nth(2, .monday, of: 10), years: .from(1971)),
            // Armistice Day was renamed Veterans Day by the Act of June 1, 1954.
            HolidayRule(
                names: veteransNames, on: .fixed(month: 11, day: 11), years: .through(1970),
                observed: federalObserved),
            HolidayRule("Veterans Day", on: .nth(4, .monday, of: 10), years: YearSet(1971, 1977)),
            HolidayRule(
                "Veterans Day", on: .fixed(month: 11, day: 11), years: .from(1978),
                observed: federalObserved),
            HolidayRule("Thanksgiving Day", on: .nth(4, .thursday, of: 11)),
            HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: federalObserved),
        ]

    /// The federal "in lieu of" rule for a holiday on a weekend.
    ///
    /// Sunday -> Monday from 1953 (Comptroller General decision B-112525, 27 Feb 1953).
    /// Saturday -> Friday from Public Law 89-554 (6 Sep 1966; E.O. 11582 of 1971 restated
    /// it): no holiday fell on a Saturday between then and the end of 1966, and New Year's
    /// Day 1966, a Saturday, came before it, so the era starts with 1967. The reference's
    /// "from 1956 / 1954 / 1955" (Sunday) and "from 1970 / 1971" (Saturday) are the first
    /// years the rule actually moved each holiday; the tests pin every one of them.
    private static let federalObserved: [Observance] = [
        .adding(.from(1967), [.saturday: .previous(.friday), .sunday: .next(.monday)]),
        .adding(YearSet(1953, 1966), [.sunday: .next(.monday)]),
    ]

    private static let veteransNames: [HolidayName] = [
        HolidayName("Armistice Day", years: .through(1953)),
        HolidayName("Veterans Day", years: .from(1954)),
    ]
}
