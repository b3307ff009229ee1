import HolidayEngine

// Dominica: the public holidays of the Public Holidays Act (Chap. 19:07) as amended in 1990
// (known from 1990, the amendment's year): Emancipation Day on the first Monday of August
// (so named from 1998), Independence Day (3 November) and the National Day of Community
// Service (4 November); Labour Day on 1 May until 2009 and, as kept since, on the first
// Monday of May from 2010. The days proclaimed once: 28 July and 3 September 2009, 4 January
// 2010, and the thanksgiving after Hurricane Maria (19 September 2019).
//
// The Act: a holiday on a Sunday is also kept on the Monday after; Independence Day and
// Christmas Day on a Sunday on the Tuesday (the next day being a holiday too).

extension Country {
    /// Dominica: public holidays, known from 1990.
    public static let dominica = Country(
        "DM", "Dominica", languages: ["en"], firstWeekday: .sunday, known: .from(1990),
        kinds: [.public], sources: "Public Holidays Act, Chap. 19:07, as amended 1990; the Government's proclamations of 2009, 2010 "
            + "and 2019",
        rules: { dominicanIslandHolidays })

    /// Sunday: also the Monday after.
    private static let dominicaSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// Sunday: also the Tuesday after.
    private static let dominicaSundayToTuesday: [Observance] = [.adding(.always, [.sunday: .days(2)])]

    /// The holidays, in the order of the year.
    private static let dominicanIslandHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: dominicaSunday),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2010, month: 1, day: 4)!),
        HolidayRule("Carnival Monday", on: .easter(-48)),
        HolidayRule("Carnival Tuesday", on: .easter(-47)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), years: .through(2009), observed: dominicaSunday),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 5), years: .from(2010), key: "Labour Day (Monday)"),
        HolidayRule("Whit Monday", on: .easter(50)),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2009, month: 7, day: 28)!),
        HolidayRule(
            names: [
                HolidayName("First Monday of August", years: .through(1997)),
                HolidayName("Emancipation Day", years: .from(1998)),
            ],
            on: .nth(1, .monday, of: 8)),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2009, month: 9, day: 3)!),
        .oneOff("Post-Hurricane Maria Thanksgiving Celebrations", on: CivilDate(year: 2019, month: 9, day: 19)!),
        HolidayRule("Independence Day", on: .fixed(month: 11, day: 3), observed: dominicaSundayToTuesday),
        HolidayRule("National Day of Community Service", on: .fixed(month: 11, day: 4), observed: dominicaSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: dominicaSundayToTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: dominicaSunday),
    ]
}
