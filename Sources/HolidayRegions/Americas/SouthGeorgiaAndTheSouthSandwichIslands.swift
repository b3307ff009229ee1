import HolidayEngine

// South Georgia and the South Sandwich Islands: the public holidays the Commissioner proclaims
// for the Territory, as the Government of South Georgia and the South Sandwich Islands
// publishes them from 2012 (known from 2012, the first year of those lists; earlier years are
// not sourced): Possession Day (17 January), Liberation Day (26 April, from 2016 25 April),
// Shackleton Day (20 May) from 2015, Mid-winter Day (21 June), Toothfish (end of season) Day
// (14 September) until 2014 and Toothfish Day (4 September) 2015-2021, Environment Day (30
// October) from 2020, the Queen's Birthday (21 April) 2018-2022, Easter Monday until 2019; the
// days proclaimed once (2022, 2023).
//
// A holiday on a Saturday or Sunday is also kept on the Monday after, Boxing Day two days
// later (on a Monday, the Tuesday); where a proclamation kept a weekend holiday on another
// day (the Friday before in 2013, 2021, 2023 and 2025; the Tuesday after Easter Monday in
// 2019) that day is a decreed substitute.

extension Country {
    /// South Georgia and the South Sandwich Islands: public holidays, known from 2012.
    public static let southGeorgiaAndTheSouthSandwichIslands = Country(
        "GS", "South Georgia and the South Sandwich Islands", languages: ["en"], firstWeekday: .monday,
        known: .from(2012),
        kinds: [.public], sources: "The Commissioner's public holiday proclamations for South Georgia and the South Sandwich Islands",
        rules: { southGeorgiaHolidays })

    /// The holidays, in the order of the year.
    private static let southGeorgiaHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: [.weekendToMonday(.always)]),
        HolidayRule("Possession Day", on: .fixed(month: 1, day: 17), observed: [.weekendToMonday(.always)]),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1), years: .through(2019)),
        HolidayRule(
            "The Queen's Birthday", on: .fixed(month: 4, day: 21), years: YearSet(2018, 2022),
            observed: [.weekendToMonday(YearSet.always.except(2019, 2020))]),
        .decreedSubstitute(
            HolidayName("The Queen's Birthday"), for: CivilDate(year: 2019, month: 4, day: 21)!,
            on: CivilDate(year: 2019, month: 4, day: 23)!),
        HolidayRule("Liberation Day", on: .fixed(month: 4, day: 26), years: .through(2015), observed: [.weekendToMonday(.always)]),
        HolidayRule(
            "Liberation Day", on: .fixed(month: 4, day: 25), years: .from(2016), observed: [.weekendToMonday(.always)],
            key: "Liberation Day (25 April)"),
        .oneOff("Coronation of King Charles III", on: CivilDate(year: 2023, month: 5, day: 8)!),
        HolidayRule(
            "Shackleton Day", on: .fixed(month: 5, day: 20), years: .from(2015),
            observed: [.weekendToMonday(YearSet.always.except(2023))]),
        .decreedSubstitute(
            HolidayName("Shackleton Day"), for: CivilDate(year: 2023, month: 5, day: 20)!,
            on: CivilDate(year: 2023, month: 5, day: 19)!),
        .oneOff("The Queen's Platinum Jubilee", on: CivilDate(year: 2022, month: 6, day: 2)!),
        .oneOff("The Queen's Platinum Jubilee", on: CivilDate(year: 2022, month: 6, day: 3)!),
        HolidayRule("Mid-winter Day", on: .fixed(month: 6, day: 21), observed: [.weekendToMonday(YearSet.always.except(2025))]),
        .decreedSubstitute(
            HolidayName("Mid-winter Day"), for: CivilDate(year: 2025, month: 6, day: 21)!,
            on: CivilDate(year: 2025, month: 6, day: 20)!),
        HolidayRule("Toothfish Day", on: .fixed(month: 9, day: 4), years: YearSet(2015, 2021), observed: [.weekendToMonday(.always)]),
        HolidayRule(
            "Toothfish (end of season) Day", on: .fixed(month: 9, day: 14), years: .through(2014),
            observed: [.weekendToMonday(YearSet.always.except(2013))]),
        .decreedSubstitute(
            HolidayName("Toothfish (end of season) Day"), for: CivilDate(year: 2013, month: 9, day: 14)!,
            on: CivilDate(year: 2013, month: 9, day: 13)!),
        HolidayRule(
            "Environment Day", on: .fixed(month: 10, day: 30), years: .from(2020),
            observed: [.weekendToMonday(YearSet.always.except(2021))]),
        .decreedSubstitute(
            HolidayName("Environment Day"), for: CivilDate(year: 2021, month: 10, day: 30)!,
            on: CivilDate(year: 2021, month: 10, day: 29)!),
        .oneOff("King's Birthday", on: CivilDate(year: 2023, month: 11, day: 14)!),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: [.weekendToMonday(.always)]),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2), .monday: .days(1)])]),
    ]
}
