import HolidayEngine

// Australia: the national holidays every state keeps, and New South Wales with its own
// (Public Holidays Act 2010 s 4, in force from 31 December 2010; before it the Banks and
// Bank Holidays Act 1912). A state's rule that says it replaces a national one takes its
// place: each state has its own substitute days. Facts: shared/reference/holiday-rules.md,
// "Australia, New South Wales"; the national list after python-holidays 0.108 (the days
// all states share) and the Commonwealth's list of national public holidays.

extension Country {
    /// Australia: the holidays all states keep, and New South Wales with its own.
    public static let australia = Country(
        "AU", "Australia", languages: ["en"], firstWeekday: .monday, known: .from(1950),
        sources: "Public Holidays Act 2010 (NSW) s 4; Banks and Bank Holidays Act 1912 (NSW); "
            + "shared/reference/holiday-rules.md",
        rules: { australianHolidays },
        subdivisions: [
            Subdivision("NSW", "New South Wales", rules: { newSouthWalesHolidays }),
        ])

    /// The holidays every state keeps, without the substitute days each state sets itself.
    private static let australianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Australia Day", on: .fixed(month: 1, day: 26)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Anzac Day", on: .fixed(month: 4, day: 25)),
        .oneOff(
            "National Day of Mourning for Queen Elizabeth II",
            on: CivilDate(2022, 9, 22)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
    ]

    /// New South Wales: public holidays and the August bank holiday.
    private static let newSouthWalesHolidays: [HolidayRule] = [
        // Until 2010 the 1912 Act added a Monday only for a Sunday; the 2010 Act adds it
        // for Saturday too.
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        // The reference moves the day itself to the Monday from 2004 and lists an
        // additional "Australia Day (observed)" Monday (Sunday only, 1912 Act) before.
        // python-holidays moves it only from 2011; the one year that differs is 2008
        // (January 26 a Saturday): we follow the reference, Monday 2008-01-28 is the
        // holiday and Saturday 2008-01-26 is not (pinned in the tests).
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [
                .adding(.through(2003), [.sunday: .next(.monday)]),
                .moving(.from(2004), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        // Good Friday and Easter Monday as the nation keeps them.
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2011)),
        // Sunday -> additional Monday under the 1912 Act; no weekend rule in the 2010 Act,
        // except the two-year trial of an additional Monday in 2026 (Saturday) and 2027
        // (Sunday).
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(YearSet(2026, 2027), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        HolidayRule(
            names: [
                HolidayName("King's Birthday", years: .through(1951)),
                HolidayName("Queen's Birthday", years: YearSet(1952, 2022)),
                HolidayName("King's Birthday", years: .from(2023)),
            ],
            on: .nth(2, .monday, of: 6)),
        // A public holiday under the 1912 Act; from 2011 a bank holiday only, for banks and
        // some financial institutions (Public Holidays Act 2010 s 4 and the reference).
        // The reference is silent on the earlier era: python-holidays' public holiday.
        HolidayRule("Bank Holiday", on: .nth(1, .monday, of: 8), years: .through(2010)),
        HolidayRule("Bank Holiday", on: .nth(1, .monday, of: 8), kind: .bank, years: .from(2011)),
        // The National Day of Mourning of 2022 is Australia's, kept here.
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 10)),
        // From 2011: Saturday -> Monday, Sunday -> Tuesday (Boxing Day holds the Monday).
        // Before: only a Sunday Christmas Day gave a Tuesday.
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .adding(.through(2010), [.sunday: .next(.tuesday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
            ]
        ).replacing(),
        // From 2011: Saturday -> Monday, Sunday -> Tuesday (Christmas Day's additional
        // day holds the Monday). Before: only a Sunday Boxing Day gave a Monday, except
        // in 2009: Boxing Day fell on a Saturday and Monday 28 December was gazetted as
        // that year's Boxing Day holiday (NSW Industrial Relations, announced 21 October
        // 2009). No such proclamation was found for the earlier Saturday Boxing Days
        // (1953-1998), so they have none. python-holidays 0.108 lacks the 2009 day: a
        // judged divergence (scripts/divergences.toml).
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .adding(.only(2009), [.saturday: .next(.monday)]),
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
            ]
        ).replacing(),
    ]
}
