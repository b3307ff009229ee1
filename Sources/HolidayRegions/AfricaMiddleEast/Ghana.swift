import HolidayEngine

// Ghana: the statutory public holidays of the Public Holidays Act, 2001 (Act 601), as amended
// in 2009 (Founder's Day, 21 September), by the Public Holidays (Amendment) Act, 2019 (Act
// 986: Constitution Day, 7 January; Founders' Day, 4 August, and Kwame Nkrumah Memorial Day
// on 21 September; no Republic Day or African Union Day) and by the amendment of 2025
// (Republic Day and Founder's Day on 21 September again from 2025; Shaqq Day, the second day
// of Eid-ul-Fitr, and May Day named Labour Day from 2026). Farmers' Day is the first Friday of
// December. The Eids fall on the days the Ministry of the Interior announces
// (HijriCalendar.ghana); a date not yet announced is estimated.
//
// The Act has no rule for a holiday on a weekend: each year the Minister of the Interior
// declares the Monday after (or another day) a holiday by notice (Public Holidays Act, s. 2),
// so these are decreed days below, each standing in for the holiday it replaces.
//
// Known from 2002, the first year of Act 601; python-holidays 0.108 starts there too.

extension Country {
    /// Ghana: public holidays, known from 2002.
    public static let ghana = Country(
        "GH", "Ghana", languages: ["en"], firstWeekday: .monday, known: .from(2002), islamic: .ghana,
        kinds: [.public], sources: "Public Holidays Act, 2001 (Act 601) and its amendments of 2009, 2019 (Act 986) and 2025; "
            + "the Minister of the Interior's notices of the Eids and of days in place of holidays",
        rules: { ghanaianHolidays + ghanaianDecreedDays })

    private static let ghanaianPublicHoliday = HolidayName("Public Holiday")

    /// The public holidays, in the order of the year.
    private static let ghanaianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Constitution Day", on: .fixed(month: 1, day: 7), years: .from(2019)),
        HolidayRule("Independence Day", on: .fixed(month: 3, day: 6)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Workers' Day", on: .fixed(month: 5, day: 1), years: .through(2025)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), years: .from(2026)),
        HolidayRule("African Union Day", on: .fixed(month: 5, day: 25), years: .through(2019)),
        HolidayRule("Republic Day", on: .fixed(month: 7, day: 1), years: YearSet.through(2018).union(.from(2025))),
        HolidayRule("Founders' Day", on: .fixed(month: 8, day: 4), years: YearSet(2019, 2024)),
        HolidayRule("Founder's Day", on: .fixed(month: 9, day: 21), years: YearSet(2009, 2018).union(.from(2025))),
        HolidayRule("Kwame Nkrumah Memorial Day", on: .fixed(month: 9, day: 21), years: YearSet(2019, 2024)),
        // The first Friday of December; in 2020 the Minister's notice moved it to Monday 7
        // December, after the general election of that Monday.
        HolidayRule("Farmers' Day", on: .nth(1, .friday, of: 12), years: YearSet.always.except(2020)),
        .oneOff("Farmers' Day", on: CivilDate(2020, 12, 7)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
        HolidayRule("Eid-ul-Fitr", on: .hijri(.shawwal, 1)),
        HolidayRule("Shaqq Day", on: .hijri(.shawwal, 2), years: .from(2026)),
        HolidayRule("Eid-ul-Adha", on: .hijri(.dhuAlHijjah, 10)),
    ]

    /// The days the Minister of the Interior declared by notice, most in place of a holiday
    /// on a weekend (python-holidays 0.108 cites the notices).
    private static let ghanaianDecreedDays: [HolidayRule] =
        HolidayRule.decreedSubstitutes(2017, [(for: (7, 1), on: (7, 3))], name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(2018, [(for: (7, 1), on: (7, 2))], name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2019, [(for: (8, 4), on: (8, 5)), (for: (8, 11), on: (8, 12)), (for: (9, 21), on: (9, 23))],
            name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2020, [(for: (5, 24), on: (5, 25)), (for: (12, 26), on: (12, 28))], name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2021,
            [(for: (3, 6), on: (3, 8)), (for: (5, 1), on: (5, 3)), (for: (12, 25), on: (12, 27)),
             (for: (12, 26), on: (12, 28))],
            name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2022,
            [(for: (1, 1), on: (1, 3)), (for: (3, 6), on: (3, 7)), (for: (5, 1), on: (5, 2)),
             (for: (7, 9), on: (7, 11)), (for: (12, 25), on: (12, 27))],
            name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2023, [(for: (1, 1), on: (1, 2)), (for: (1, 7), on: (1, 9)), (for: (4, 22), on: (4, 24))],
            name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2024,
            [(for: (1, 7), on: (1, 8)), (for: (6, 16), on: (6, 17)), (for: (8, 4), on: (8, 5)),
             (for: (9, 21), on: (9, 23))],
            name: ghanaianPublicHoliday)
        + HolidayRule.decreedSubstitutes(
            2025, [(for: (3, 30), on: (3, 31)), (for: (9, 21), on: (9, 22))], name: ghanaianPublicHoliday)
        + [
            // Days the notices declared that stand for no holiday of the Act.
            .oneOff(ghanaianPublicHoliday, on: CivilDate(2025, 4, 1)),
            .oneOff(ghanaianPublicHoliday, on: CivilDate(2025, 7, 4)),
            .oneOff(ghanaianPublicHoliday, on: CivilDate(2026, 1, 9)),
            .oneOff(ghanaianPublicHoliday, on: CivilDate(2026, 7, 3)),
        ]
}
