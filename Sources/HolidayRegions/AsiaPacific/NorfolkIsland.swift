import HolidayEngine

// Norfolk Island: public holidays under the Public Holidays Act 1981 (NI) as applied since
// the island joined the Australian system on 1 July 2016 (Norfolk Island Legislation
// Amendment Act 2015): Australia's days with the island's own, Foundation Day (March 6,
// 1788), Bounty Day (June 8, 1856), Show Day and Thanksgiving Day. The Sovereign's Birthday
// is the Monday after the second Saturday of June, or after the third when Bounty Day is that
// second Saturday (its Monday is then Bounty Day's). A holiday on a weekend gives the Monday
// after (Foundation Day only for a Sunday); Christmas and Boxing Day the Monday or Tuesday.
// Known from 2016, the first year under the applied law.

extension Country {
    /// Norfolk Island: public holidays, known from 2016.
    public static let norfolkIsland = Country(
        "NF", "Norfolk Island", local: "Norf'k Ailen", languages: ["en", "pih"], firstWeekday: .monday,
        known: .from(2016),
        kinds: [.public], sources: "Public Holidays Act 1981 (NI) as applied; Norfolk Island Legislation Amendment Act 2015 (Cth)",
        rules: { norfolkHolidays })

    /// Saturday or Sunday to the Monday after.
    private static let norfolkToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// Saturday to the Monday, Sunday to the Tuesday after.
    private static let norfolkToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The public holidays, in the order of the year.
    private static let norfolkHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: norfolkToMonday),
        HolidayRule("Australia Day", on: .fixed(month: 1, day: 26), observed: norfolkToMonday),
        HolidayRule(
            "Foundation Day", on: .fixed(month: 3, day: 6),
            observed: [.adding(.always, [.sunday: .next(.monday)])]),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Anzac Day", on: .fixed(month: 4, day: 25)),
        HolidayRule("Bounty Day", on: .fixed(month: 6, day: 8), observed: norfolkToMonday),
        HolidayRule(
            names: [
                HolidayName("Queen's Birthday", years: .through(2022)),
                HolidayName("King's Birthday", years: .from(2023)),
            ],
            on: .nth(2, .saturday, of: 6).shifted(2).moved(by: 7, whenOn: .fixed(month: 6, day: 10))),
        .oneOff("National Day of Mourning for Queen Elizabeth II", on: CivilDate(2022, 9, 22)),
        HolidayRule("Show Day", on: .nth(2, .monday, of: 10)),
        HolidayRule("Thanksgiving Day", on: .last(.wednesday, of: 11)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: norfolkToMondayOrTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: norfolkToMondayOrTuesday),
    ]
}
