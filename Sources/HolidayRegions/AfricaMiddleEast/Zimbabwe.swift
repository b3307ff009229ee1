import HolidayEngine

// Zimbabwe: the public holidays of the Public Holidays and Prohibition of Business Act
// [Chapter 10:21] and its schedule, as amended: Unity Day (22 December, the Unity Accord of
// 1987) from 1988, the Robert Gabriel Mugabe National Youth Day (21 February) from 2018
// (Public Holidays and Prohibition of Business (Amendment) Act, 2017). A holiday on a Sunday
// gives the next day that is not a holiday: Christmas Day the Tuesday, Independence Day on
// Easter Sunday the Tuesday after Easter Monday.
//
// Known from 1988, the first year of Unity Day: the holidays from independence (1980) to
// 1987 are not sourced here (python-holidays also starts in 1988).

extension Country {
    /// Zimbabwe: public holidays, known from 1988.
    public static let zimbabwe = Country(
        "ZW", "Zimbabwe", languages: ["en", "sn", "nd"], firstWeekday: .sunday, known: .from(1988),
        kinds: [.public], sources: "Public Holidays and Prohibition of Business Act [Chapter 10:21] as amended",
        rules: { zimbabweanHolidays })

    /// A Sunday holiday gives the next free working day.
    private static let zimbabweanSunday: [Observance] = [.adding(.always, [.sunday: .nextWorkday])]

    /// The holidays, in the order of the year.
    private static let zimbabweanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: zimbabweanSunday),
        HolidayRule(
            "Robert Gabriel Mugabe National Youth Day", on: .fixed(month: 2, day: 21), years: .from(2018),
            observed: zimbabweanSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Independence Day", on: .fixed(month: 4, day: 18), observed: zimbabweanSunday),
        HolidayRule("Workers' Day", on: .fixed(month: 5, day: 1), observed: zimbabweanSunday),
        HolidayRule("Africa Day", on: .fixed(month: 5, day: 25), observed: zimbabweanSunday),
        HolidayRule("Zimbabwe Heroes' Day", on: .nth(2, .monday, of: 8)),
        HolidayRule("Defense Forces Day", on: .nth(2, .monday, of: 8).shifted(1)),
        HolidayRule("Unity Day", on: .fixed(month: 12, day: 22), observed: zimbabweanSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: zimbabweanSunday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: zimbabweanSunday),
    ]
}
