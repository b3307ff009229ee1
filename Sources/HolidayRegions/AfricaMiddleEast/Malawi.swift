import HolidayEngine

// Malawi: the public holidays of the Public Holidays Act (Cap. 18:03) as amended: John
// Chilembwe Day (15 January), Martyrs' Day (3 March), Kamuzu Day (14 May), Independence Day
// (6 July), Mother's Day (15 October). A holiday on a Saturday or a Sunday gives the Monday;
// Christmas Day and Boxing Day on a weekend give the Monday and the Tuesday after it.
//
// Known from 2000: the list as it has stood since the 1990s' amendments (Kamuzu Day, Martyrs'
// Day and Mother's Day took their present places then); the years from independence (1964)
// to 1999, with the Republic Day and the Life President's days of that time, are not encoded.

extension Country {
    /// Malawi: public holidays, known from 2000.
    public static let malawi = Country(
        "MW", "Malawi", languages: ["en"], firstWeekday: .monday, known: .from(2000),
        kinds: [.public], sources: "Public Holidays Act (Cap. 18:03) as amended",
        rules: { malawianHolidays })

    /// A Saturday or Sunday holiday gives the Monday.
    private static let toMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]
    /// Christmas Day and Boxing Day: a Saturday gives the Monday, a Sunday the Tuesday.
    private static let christmasDays: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])
    ]

    /// The holidays, in the order of the year.
    private static let malawianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: toMonday),
        HolidayRule("John Chilembwe Day", on: .fixed(month: 1, day: 15), observed: toMonday),
        HolidayRule("Martyrs Day", on: .fixed(month: 3, day: 3), observed: toMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: toMonday),
        HolidayRule("Kamuzu Day", on: .fixed(month: 5, day: 14), observed: toMonday),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 6), observed: toMonday),
        HolidayRule("Mother's Day", on: .fixed(month: 10, day: 15), observed: toMonday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: christmasDays),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: christmasDays),
    ]
}
