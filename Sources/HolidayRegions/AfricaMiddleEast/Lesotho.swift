import HolidayEngine

// Lesotho: the public holidays of the Public Holidays Act 1995 as amended: Moshoeshoe's Day
// (11 March); Heroes' Day (4 April) until 2002, kept on Africa Day (25 May) from 2003 (Africa
// Day 2002 declared once); the King's Birthday on 2 May (King Moshoeshoe II) until 1997 and on
// 17 July (King Letsie III) from 1998. No substitute days.
//
// Known from 1996, the first year of the 1995 Act; the years from independence (1966) to 1995
// are not encoded.

extension Country {
    /// Lesotho: public holidays, known from 1996.
    public static let lesotho = Country(
        "LS", "Lesotho", languages: ["en"], firstWeekday: .sunday, known: .from(1996),
        kinds: [.public], sources: "Public Holidays Act 1995 as amended; the Government's notice of Africa Day 2002",
        rules: { basothoHolidays })

    /// The holidays, in the order of the year.
    private static let basothoHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Moshoeshoe's Day", on: .fixed(month: 3, day: 11)),
        HolidayRule("Heroes Day", on: .fixed(month: 4, day: 4), years: .through(2002)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Workers' Day", on: .fixed(month: 5, day: 1)),
        HolidayRule("King's Birthday", on: .fixed(month: 5, day: 2), years: .through(1997)),
        .oneOff("Africa Day", on: CivilDate(2002, 5, 25)),
        HolidayRule("Africa/Heroes Day", on: .fixed(month: 5, day: 25), years: .from(2003)),
        HolidayRule("Ascension Day", on: .easter(39)),
        HolidayRule("King's Birthday", on: .fixed(month: 7, day: 17), years: .from(1998), key: "King's Birthday (17 July)"),
        HolidayRule("Independence Day", on: .fixed(month: 10, day: 4)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
    ]
}
