import HolidayEngine

// Christmas Island: the public holidays of an Australian external territory, which the
// Administrator proclaims for each year under the Public Holidays Act 1956 (WA) as applied to
// the territory (Christmas Island Act 1958, s 8A); the proclamations and their amendments are
// published in the Indian Ocean Territories' gazettes (2006-2017) and community bulletins
// (2018-2024), as python-holidays 0.108 records them.
//
// - Australia's days as the territory keeps them: New Year's Day, Australia Day, Labour Day
//   (the third Monday of March, as in Western Australia; the fourth in the years proclaimed so),
//   Good Friday, ANZAC Day, Christmas Day and Boxing Day, and the National Day of Mourning of
//   2022. No Easter Monday and no Sovereign's Birthday.
// - Chinese New Year, two days, at UTC+8 (`.chinese`); the proclamations gave other days in
//   2007, 2009, 2010 and 2023 (the first day a Sunday, or Australia Day's Monday), and in 2020,
//   both days on the weekend, Tuesday 28 and Wednesday 29 January in their place.
// - Territory Day, the first Monday of October: the transfer of the island from Singapore to
//   Australia on 1 October 1958.
// - Hari Raya Puasa and Hari Raya Haji on the proclaimed days (`HijriCalendar.christmasIsland`),
//   forecasts (estimated) in the years without a proclamation.
// - A holiday on a Saturday or Sunday gives the Monday after; Chinese New Year on a Sunday, and
//   Boxing Day on a Sunday or a Monday, the Tuesday. Hari Raya Haji 2014, on a Sunday, was made
//   up on the Tuesday (Territory Day held the Monday), and 2025's, on a Saturday, on the Friday
//   before.
//
// The weekend: Saturday and Sunday. Known from 2007, the first year whose proclamation is
// published (python-holidays 0.108 starts there too).

extension Country {
    /// Christmas Island: public holidays, known from 2007.
    public static let christmasIsland = Country(
        "CX", "Christmas Island", languages: ["en"], firstWeekday: .monday, weekend: .saturdaySunday,
        known: .from(2007), islamic: .christmasIsland, lunisolar: .chinese,
        kinds: [.public],
        sources: "The Administrator's proclamations of special public and bank holidays (Indian Ocean Territories "
            + "gazettes 2006-2017, community bulletins 2018-2024); Public Holidays Act 1956 (WA) as applied",
        rules: { christmasIslandHolidays })

    /// A Saturday or Sunday holiday gives the Monday after.
    private static let christmasIslandToMonday: [Weekday: Observance.Shift] = [
        .saturday: .next(.monday), .sunday: .next(.monday),
    ]
    private static let christmasIslandObserved: [Observance] = [.adding(.always, christmasIslandToMonday)]
    /// Each day of Chinese New Year: a Saturday gives the Monday, a Sunday the Tuesday.
    private static let christmasIslandNewYearObserved: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]
    private static let christmasIslandChineseNewYear = HolidayName("Chinese New Year")
    private static let christmasIslandHariRayaHaji = HolidayName("Hari Raya Haji")
    private static let christmasIslandSuffix: [String: String] = ["en": " (observed)"]
    /// The years Labour Day was proclaimed on the fourth Monday of March.
    private static let christmasIslandLateLabourDays: YearSet = .years(2009, 2010, 2014, 2021, 2025)

    /// The public holidays, in the order of the year.
    private static let christmasIslandHolidays: [HolidayRule] =
        [
            HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: christmasIslandObserved),
            HolidayRule("Australia Day", on: .fixed(month: 1, day: 26), observed: christmasIslandObserved),
        ]
        + HolidayRule.moved(
            [christmasIslandChineseNewYear], on: .chinese(1, 1), years: .always.except(2020),
            to: [CivilDate(2007, 2, 19), CivilDate(2009, 1, 27), CivilDate(2010, 2, 15), CivilDate(2023, 1, 23)],
            observed: christmasIslandNewYearObserved)
        + HolidayRule.moved(
            [christmasIslandChineseNewYear], on: .chinese(1, 2), years: .always.except(2020),
            to: [CivilDate(2007, 2, 20), CivilDate(2009, 1, 28), CivilDate(2010, 2, 16), CivilDate(2023, 1, 24)],
            observed: christmasIslandNewYearObserved, key: "Chinese New Year (second day)")
        + HolidayRule.decreedSubstitutes(
            2020,
            [
                (christmasIslandChineseNewYear, for: (1, 25), on: (1, 28)),
                (christmasIslandChineseNewYear, for: (1, 26), on: (1, 29)),
            ],
            suffix: christmasIslandSuffix)
        + [
            HolidayRule(
                "Labour Day", on: .nth(3, .monday, of: 3), years: YearSet.always.except(christmasIslandLateLabourDays)),
            HolidayRule(
                "Labour Day", on: .nth(4, .monday, of: 3), years: christmasIslandLateLabourDays,
                key: "Labour Day (fourth Monday)"),
            HolidayRule("Good Friday", on: .easter(-2)),
            HolidayRule("ANZAC Day", on: .fixed(month: 4, day: 25), observed: christmasIslandObserved),
            .oneOff("National Day of Mourning for Queen Elizabeth II", on: CivilDate(2022, 9, 22)),
            HolidayRule("Territory Day", on: .nth(1, .monday, of: 10)),
            HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: christmasIslandObserved),
            HolidayRule(
                "Boxing Day", on: .fixed(month: 12, day: 26),
                observed: [
                    .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday), .monday: .next(.tuesday)]),
                ]),
            HolidayRule("Hari Raya Puasa", on: .hijri(.shawwal, 1), observed: christmasIslandObserved),
            // From 2007: the feast of Sunday 31 December 2006 falls before the first
            // proclamation known, so it gives no Monday 1 January 2007.
            HolidayRule(
                names: [christmasIslandHariRayaHaji], on: .hijri(.dhuAlHijjah, 10),
                observed: [.adding(YearSet.from(2007).except(2014, 2025), christmasIslandToMonday)]),
        ]
        + HolidayRule.decreedSubstitutes(
            2014, [(christmasIslandHariRayaHaji, for: (10, 5), on: (10, 7))], suffix: christmasIslandSuffix)
        + HolidayRule.decreedSubstitutes(
            2025, [(christmasIslandHariRayaHaji, for: (6, 7), on: (6, 6))], suffix: christmasIslandSuffix)
}
