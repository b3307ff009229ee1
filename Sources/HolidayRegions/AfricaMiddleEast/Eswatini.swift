import HolidayEngine

// Eswatini: the public holidays of the Public Holidays Act 1938 as amended: National Flag Day
// (25 April) from 1969, the Birthday of the late King Sobhuza (22 July) from 1983, King
// Mswati III's Birthday (19 April) from 1987; Y2K changeover days declared for 1999-2000.
// From 2021 (Legal Notice on public holidays, 2021) a holiday on a Sunday gives the Monday;
// Christmas Day on a Sunday gives the Tuesday, the Monday being Boxing Day, and the King's
// Birthday or Flag Day on Easter Sunday the Tuesday after Easter Monday.
//
// Known from 1968, the year of independence (6 September 1968); python-holidays 0.108 lists
// the protectorate's years from 1939, which are not encoded.

extension Country {
    /// Eswatini: public holidays, known from 1968.
    public static let eswatini = Country(
        "SZ", "Eswatini", local: "eSwatini", languages: ["en"], firstWeekday: .sunday, known: .from(1968),
        kinds: [.public], sources: "Public Holidays Act 1938 as amended; the Government's notices of the Y2K changeover days and "
            + "of Sunday substitutes from 2021",
        rules: { swaziHolidays })

    /// From 2021: a Sunday holiday gives the Monday.
    private static let sundayToMonday: [Observance] = [.adding(.from(2021), [.sunday: .next(.monday)])]
    /// The two April days: a Sunday gives the next free working day (the Tuesday after Easter).
    private static let aprilSunday: [Observance] = [.adding(.from(2021), [.sunday: .nextWorkday])]

    /// The holidays, in the order of the year.
    private static let swaziHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: sundayToMonday),
        .oneOff("Y2K changeover", on: CivilDate(2000, 1, 3)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("King's Birthday", on: .fixed(month: 4, day: 19), years: .from(1987), observed: aprilSunday),
        HolidayRule("National Flag Day", on: .fixed(month: 4, day: 25), years: .from(1969), observed: aprilSunday),
        HolidayRule("Worker's Day", on: .fixed(month: 5, day: 1), observed: sundayToMonday),
        HolidayRule("Ascension Day", on: .easter(39)),
        HolidayRule(
            "Birthday of Late King Sobhuza", on: .fixed(month: 7, day: 22), years: .from(1983), observed: sundayToMonday),
        HolidayRule("Independence Day", on: .fixed(month: 9, day: 6), observed: sundayToMonday),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.from(2021), [.sunday: .next(.tuesday)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: sundayToMonday),
        .oneOff("Y2K changeover", on: CivilDate(1999, 12, 31)),
    ]
}
