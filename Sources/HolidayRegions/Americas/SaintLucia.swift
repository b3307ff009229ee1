import HolidayEngine

// Saint Lucia: the public holidays of the Public Holidays Act (Cap. 14.11) from independence
// (22 February 1979; known from 1979): New Year's Day and the day after, Independence Day,
// Labour Day, Emancipation Day (1 August), Thanksgiving Day (the first Monday of October),
// National Day (13 December), the Christian feasts. A holiday on a Sunday is also kept on the
// Monday after; New Year's Day and Christmas Day on a Sunday on the Tuesday, the Monday being
// a holiday already.

extension Country {
    /// Saint Lucia: public holidays, known from 1979.
    public static let saintLucia = Country(
        "LC", "Saint Lucia", languages: ["en"], firstWeekday: .monday, known: .from(1979),
        kinds: [.public], sources: "Public Holidays Act, Cap. 14.11, Revised Laws of Saint Lucia", rules: { saintLucianHolidays })

    /// Sunday: also the Monday after.
    private static let saintLucianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// Sunday: also the Tuesday after.
    private static let saintLucianSundayToTuesday: [Observance] = [.adding(.always, [.sunday: .days(2)])]

    /// The holidays, in the order of the year.
    private static let saintLucianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: saintLucianSundayToTuesday),
        HolidayRule("New Year's Holiday", on: .fixed(month: 1, day: 2), observed: saintLucianSunday),
        HolidayRule("Independence Day", on: .fixed(month: 2, day: 22), observed: saintLucianSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: saintLucianSunday),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule("Corpus Christi", on: .easter(60)),
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), observed: saintLucianSunday),
        HolidayRule("Thanksgiving Day", on: .nth(1, .monday, of: 10)),
        HolidayRule("National Day", on: .fixed(month: 12, day: 13), observed: saintLucianSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: saintLucianSundayToTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: saintLucianSunday),
    ]
}
