import HolidayEngine

// Samoa: public holidays (Public Holidays Act 2008 s 3 and its schedule; the Ministry of
// Commerce, Industry and Labour's yearly lists). No substitute days. Known from 1962, the
// year Samoa became independent (1 January 1962): python-holidays 0.108 also lists
// 1950-1961 with Independence Day, which the trust territory of Western Samoa did not keep;
// those years are declined.

extension Country {
    /// Samoa: public holidays, known from independence in 1962.
    public static let samoa = Country(
        "WS", "Samoa", local: "Sāmoa", languages: ["sm", "en"], firstWeekday: .monday,
        known: .from(1962),
        kinds: [.public], sources: "Public Holidays Act 2008 s 3 and schedule; MCIL yearly public holiday lists",
        rules: { samoanHolidays })

    /// The public holidays, in the order of the year.
    private static let samoanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("The Day After New Year's Day", on: .fixed(month: 1, day: 2)),
        HolidayRule("Good Friday", local: "Aso Faraile Lelei", on: .easter(-2)),
        HolidayRule("Day After Good Friday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        // The Monday after the second Sunday of May, of August and of October.
        HolidayRule("Mother's Day", on: .nth(2, .sunday, of: 5).shifted(1)),
        HolidayRule("Independence Day", local: "Aso Tutoʻatasi", on: .fixed(month: 6, day: 1)),
        HolidayRule("Father's Day", on: .nth(2, .sunday, of: 8).shifted(1)),
        HolidayRule("White Sunday (Lotu a Tamaiti)", local: "Lotu a Tamaiti", on: .nth(2, .sunday, of: 10).shifted(1)),
        HolidayRule("Christmas Day", local: "Aso Kerisimasi", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
    ]
}
