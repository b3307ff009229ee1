import HolidayEngine

// Pitcairn Islands: public holidays and commemoration days under the Government of the
// Pitcairn Islands' policy (Public Holidays & Commemoration Days, 2016; revised June 2024).
// Anzac Day and Remembrance Day are commemorations kept as working days (observances). The
// government's own day off on January 2 (python-holidays' `government` category) is left
// out. Known from 2016, the year of the policy. No substitute days.

extension Country {
    /// Pitcairn Islands: public holidays and commemorations, known from 2016.
    public static let pitcairnIslands = Country(
        "PN", "Pitcairn Islands", languages: ["en", "pih"], firstWeekday: .monday, known: .from(2016),
        kinds: [.public, .observance], sources: "GPI Policy: Public Holidays & Commemoration Days (2016; June 2024)",
        rules: { pitcairnHolidays })

    /// The public holidays and commemorations, in the order of the year.
    private static let pitcairnHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        // The burning of the Bounty, 23 January 1790.
        HolidayRule("Bounty Day", on: .fixed(month: 1, day: 23)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Anzac Day", on: .fixed(month: 4, day: 25), kind: .observance),
        // The second Saturday of June until 2022; the first Monday of June from 2023.
        HolidayRule("Queen's Birthday", on: .nth(2, .saturday, of: 6), years: .through(2022)),
        HolidayRule("King's Birthday", on: .nth(1, .monday, of: 6), years: .from(2023)),
        HolidayRule("Pitcairn Day", on: .fixed(month: 7, day: 2)),
        HolidayRule("Remembrance Day", on: .fixed(month: 11, day: 11), kind: .observance),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
    ]
}
