import HolidayEngine

// Nauru: public holidays (Public Holidays Act 1968 and its amendments: National Youth Day
// from 2001, renamed Sir Hammer DeRoburt Day in 2020; RONPHOS Handover from 2018;
// International Women's Day and Ibumin Earoeni Day from 2019; Government Gazette notices).
// A holiday on a weekend gives the Monday; Independence Day, Christmas and the days after
// them give the Monday or the Tuesday. Known from 1969, the first whole year of independence
// (31 January 1968).

extension Country {
    /// Nauru: public holidays, known from 1969.
    public static let nauru = Country(
        "NR", "Nauru", local: "Naoero", languages: ["en", "na"], firstWeekday: .monday, known: .from(1969),
        kinds: [.public], sources: "Public Holidays Act 1968 and amendments; Nauru Government Gazette",
        rules: { nauruanHolidays })

    /// Saturday or Sunday to the Monday after.
    private static let nauruToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// Saturday to the Monday, Sunday to the Tuesday after.
    private static let nauruToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The public holidays, in the order of the year.
    private static let nauruanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: nauruToMonday),
        HolidayRule("Independence Day", on: .fixed(month: 1, day: 31), observed: nauruToMondayOrTuesday),
        HolidayRule("Day following Independence Day", on: .fixed(month: 2, day: 1), observed: nauruToMondayOrTuesday),
        HolidayRule("International Women's Day", on: .fixed(month: 3, day: 8), years: .from(2019), observed: nauruToMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Easter Tuesday", on: .easter(2)),
        HolidayRule("Constitution Day", on: .fixed(month: 5, day: 17), observed: nauruToMonday),
        HolidayRule("RONPHOS Handover", on: .fixed(month: 7, day: 1), years: .from(2018), observed: nauruToMonday),
        HolidayRule("Ibumin Earoeni Day", on: .fixed(month: 8, day: 19), years: .from(2019), observed: nauruToMonday),
        HolidayRule(
            names: [
                HolidayName("National Youth Day", years: YearSet(2001, 2019)),
                HolidayName("Sir Hammer DeRoburt Day", years: .from(2020)),
            ],
            on: .fixed(month: 9, day: 25), years: .from(2001), observed: nauruToMonday),
        HolidayRule("Angam Day", on: .fixed(month: 10, day: 26), observed: nauruToMonday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: nauruToMondayOrTuesday),
        HolidayRule("Day following Christmas", on: .fixed(month: 12, day: 26), observed: nauruToMondayOrTuesday),
    ]
}
