import HolidayEngine

// Niue: public holidays (Public Holidays Ordinance 1961, then the Niue Act 1966 and the
// Public Holidays Act of the Niue Assembly), with Constitution Day and the day after it from
// 1974 (self-government, 19 October 1974) in place of Annexation Day, and Peniamina Gospel
// Day. A holiday on a weekend gives the Monday, or the Tuesday where the day next to it holds
// the Monday; Anzac Day gives the Monday. Known from 1962, the first year of the Ordinance.

extension Country {
    /// Niue: public holidays, known from 1962.
    public static let niue = Country(
        "NU", "Niue", local: "Niuē", languages: ["en", "niu"], firstWeekday: .monday, known: .from(1962),
        kinds: [.public], sources: "Public Holidays Ordinance 1961; Niue Act 1966; Niue Constitution Act 1974",
        rules: { niueanHolidays })

    /// Saturday to the Monday, Sunday to the Tuesday after.
    private static let niueToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The public holidays, in the order of the year.
    private static let niueanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: niueToMondayOrTuesday),
        HolidayRule("Takai Commission Holiday", on: .fixed(month: 1, day: 2), observed: niueToMondayOrTuesday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule(
            names: [
                HolidayName("Queen's Birthday", years: .through(2022)),
                HolidayName("King's Birthday", years: .from(2023)),
            ],
            on: .nth(1, .monday, of: 6)),
        .oneOff("Queen Elizabeth II's Funeral", on: CivilDate(2022, 9, 19)),
        HolidayRule("Annexation Day", on: .nth(3, .monday, of: 10), years: .through(1973)),
        HolidayRule("Constitution Day", on: .fixed(month: 10, day: 19), years: .from(1974), observed: niueToMondayOrTuesday),
        HolidayRule("Constitution Day Holiday", on: .fixed(month: 10, day: 20), years: .from(1974), observed: niueToMondayOrTuesday),
        HolidayRule("Peniamina Gospel Day", on: .nth(4, .monday, of: 10)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: niueToMondayOrTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: niueToMondayOrTuesday),
    ]
}
