import HolidayEngine

// Palau: legal holidays (Palau National Code, Title 1, ss 701-702, as amended: Family Day
// from 2017 (RPPL 10-15); President's Day and Independence Day from 2018; Memorial Day in
// 2011 and 2012). A holiday on a Saturday is kept on the Friday before, on a Sunday on the
// Monday after (s 702); New Year's Day on a Saturday so gives Friday 31 December. Known from
// 1981, the year of the Constitution. python-holidays' `armed_forces` category (Veterans
// Day 2020) is left out.

extension Country {
    /// Palau: legal holidays, known from 1981.
    public static let palau = Country(
        "PW", "Palau", local: "Belau", languages: ["en", "pau"], firstWeekday: .sunday, known: .from(1981),
        kinds: [.public, .halfDay], sources: "Palau National Code Title 1 ss 701-702; RPPL 10-15; presidential proclamations",
        rules: { palauanHolidays })

    /// Saturday to the Friday before, Sunday to the Monday after.
    private static let palauFridayOrMonday: [Observance] = [.nearestWeekday(.always)]

    /// The legal holidays, in the order of the year.
    private static let palauanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: palauFridayOrMonday),
        HolidayRule("Youth Day", on: .fixed(month: 3, day: 15), observed: palauFridayOrMonday),
        HolidayRule("Senior Citizens Day", on: .fixed(month: 5, day: 5), observed: palauFridayOrMonday),
        HolidayRule("Memorial Day", on: .last(.monday, of: 5), years: .years(2011, 2012)),
        HolidayRule("President's Day", on: .fixed(month: 6, day: 1), years: .from(2018), observed: palauFridayOrMonday),
        HolidayRule("Constitution Day", on: .fixed(month: 7, day: 9), observed: palauFridayOrMonday),
        HolidayRule("Labor Day", on: .nth(1, .monday, of: 9)),
        // Declared: the day before the 25th Independence Day, 2019, a half day.
        .oneOff(
            "Preparation for the 25th Independence Day of the Republic of Palau", on: CivilDate(2019, 9, 30),
            kind: .halfDay),
        HolidayRule("Independence Day", on: .fixed(month: 10, day: 1), years: .from(2018), observed: palauFridayOrMonday),
        HolidayRule("United Nations Day", on: .fixed(month: 10, day: 24), observed: palauFridayOrMonday),
        .oneOff("National Day of Democracy", on: CivilDate(2020, 11, 3)),
        HolidayRule("Thanksgiving Day", on: .nth(4, .thursday, of: 11)),
        HolidayRule("Family Day", on: .nth(4, .friday, of: 11), years: .from(2017)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: palauFridayOrMonday),
    ]
}
