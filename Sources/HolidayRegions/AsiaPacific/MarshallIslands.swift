import HolidayEngine

// Marshall Islands: public holidays (Public Holidays Act 1988, 1 MIRC Ch. 10, as amended:
// Nuclear Victims Remembrance Day and the custom days of July and September from 1996,
// Constitution Day from 2006, General Election Day from 2015). A holiday on a Saturday is
// kept on the Friday before, on a Sunday on the Monday after (s 1004); New Year's Day on a
// Saturday so gives Friday 31 December. Known from 1989, the first year under the Act.

extension Country {
    /// Marshall Islands: public holidays, known from 1989.
    public static let marshallIslands = Country(
        "MH", "Marshall Islands", local: "Aorōkin M̧ajeļ", languages: ["en", "mh"], firstWeekday: .sunday,
        known: .from(1989),
        observedSuffix: ["en": " Holiday"],
        kinds: [.public], sources: "Public Holidays Act 1988 (1 MIRC Ch. 10) and amendments",
        rules: { marshalleseHolidays })

    /// Saturday to the Friday before, Sunday to the Monday after.
    private static let marshallFridayOrMonday: [Observance] = [.nearestWeekday(.always)]

    /// The public holidays, in the order of the year.
    private static let marshalleseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: marshallFridayOrMonday),
        HolidayRule(
            names: [
                HolidayName("Nuclear Victims Remembrance Day", years: YearSet(1996, 2003)),
                HolidayName("Memorial Day and Nuclear Survivors Remembrance Day", years: YearSet(2004, 2005)),
                HolidayName("Nuclear Victims Remembrance Day", years: .from(2006)),
            ],
            on: .fixed(month: 3, day: 1), years: .from(1996), observed: marshallFridayOrMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Constitution Day", on: .fixed(month: 5, day: 1), years: .from(2006), observed: marshallFridayOrMonday),
        HolidayRule("Fisherman's Day", on: .nth(1, .friday, of: 7), years: .from(1996)),
        HolidayRule("Dri-jerbal Day", on: .nth(1, .friday, of: 9), years: .from(1996)),
        HolidayRule("Manit Day", on: .last(.friday, of: 9), years: .from(1996)),
        HolidayRule("President's Day", on: .fixed(month: 11, day: 17), observed: marshallFridayOrMonday),
        // The general elections, every four years from 2015, on the third Monday of November.
        HolidayRule("General Election Day", on: .nth(3, .monday, of: 11), years: .every(4, from: 2015)),
        HolidayRule("Gospel Day", on: .nth(1, .friday, of: 12)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: marshallFridayOrMonday),
    ]
}
