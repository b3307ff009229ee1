import HolidayEngine

// Vanuatu: public holidays (Public Holidays Act [Cap. 114], as amended: Father Lini Day from
// 1999). A holiday on a Sunday gives the Monday after; Family Day (December 26) on a Monday,
// the day after a Sunday Christmas, gives the Tuesday. Known from 1981, the first whole year
// of independence (30 July 1980).

extension Country {
    /// Vanuatu: public holidays, known from 1981.
    public static let vanuatu = Country(
        "VU", "Vanuatu", local: "Vanuatu", languages: ["bi", "en", "fr"], firstWeekday: .monday,
        known: .from(1981),
        kinds: [.public], sources: "Public Holidays Act [Cap. 114] and amendments; Vanuatu Official Gazette",
        rules: { vanuatuHolidays })

    /// A Sunday holiday gives the Monday after.
    private static let vanuatuSundayToMonday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let vanuatuHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: vanuatuSundayToMonday),
        HolidayRule("Father Lini Day", on: .fixed(month: 2, day: 21), years: .from(1999), observed: vanuatuSundayToMonday),
        HolidayRule("Custom Chief's Day", on: .fixed(month: 3, day: 5), observed: vanuatuSundayToMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: vanuatuSundayToMonday),
        HolidayRule("Ascension Day", on: .easter(39)),
        HolidayRule("Children's Day", on: .fixed(month: 7, day: 24), observed: vanuatuSundayToMonday),
        // The fortieth anniversary of independence, 2020: five more days declared.
        .oneOff("40th Independence Anniversary", on: CivilDate(2020, 7, 23)),
        .oneOff("40th Independence Anniversary", on: CivilDate(2020, 7, 27)),
        .oneOff("40th Independence Anniversary", on: CivilDate(2020, 7, 28)),
        .oneOff("40th Independence Anniversary", on: CivilDate(2020, 7, 29)),
        .oneOff("40th Independence Anniversary", on: CivilDate(2020, 7, 31)),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 30), observed: vanuatuSundayToMonday),
        HolidayRule("Assumption Day", on: .fixed(month: 8, day: 15), observed: vanuatuSundayToMonday),
        HolidayRule("Constitution Day", on: .fixed(month: 10, day: 5), observed: vanuatuSundayToMonday),
        .oneOff("Election Day", on: CivilDate(2022, 10, 13)),
        HolidayRule("Unity Day", on: .fixed(month: 11, day: 29), observed: vanuatuSundayToMonday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Family Day", on: .fixed(month: 12, day: 26),
            observed: [.adding(.always, [.sunday: .next(.monday), .monday: .next(.tuesday)])]),
    ]
}
