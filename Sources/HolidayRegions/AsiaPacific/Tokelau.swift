import HolidayEngine

// Tokelau: public holidays (Interpretation Rules 2003, rule 2, "public holiday"), with
// Tokehega Day (September 3, the Treaty of Tokehega, 1980). The working week is Monday to
// Saturday: Sunday is the only day of rest. No substitute days. Known from 2003, the year of
// the Rules.

extension Country {
    /// Tokelau: public holidays, known from 2003.
    public static let tokelau = Country(
        "TK", "Tokelau", languages: ["tkl", "en"], firstWeekday: .monday,
        weekend: WeekendHistory(.sundayOnly), known: .from(2003),
        kinds: [.public], sources: "Interpretation Rules 2003 r 2",
        rules: { tokelauanHolidays })

    /// The public holidays, in the order of the year.
    private static let tokelauanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Aho Tauhaga Fou", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Ahofalaile Lelei", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Ahogafua o te Eheta", on: .easter(1)),
        HolidayRule("Tokehega Day", local: "Aho o te Tokehega", on: .fixed(month: 9, day: 3)),
        HolidayRule("Christmas Day", local: "Aho Kilihimahi", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", local: "Tua-aho Kilihimahi", on: .fixed(month: 12, day: 26)),
    ]
}
