import HolidayEngine

// Antarctica: no state's law holds for the continent as a whole; the Antarctic Treaty (in
// force from 23 June 1961) sets it apart for peaceful science. The days kept across the
// stations are New Year's Day, Midwinter Day (the southern winter solstice, the greatest
// feast of a wintering crew, kept since the expeditions of the heroic age), Antarctica Day
// (1 December, the day the Treaty was signed in 1959, proposed in 2010 by the Foundation for
// the Good Governance of International Spaces) and Christmas Day. No government lists them,
// so their dates follow python-holidays 0.108: Midwinter Day on 21 June, on 20 June in leap
// years (the solstice's usual date), Antarctica Day from 2010.
//
// Known from 1962, the first year the Treaty was in force all year.

extension Country {
    /// Antarctica: the days kept at the stations, known from 1962.
    public static let antarctica = Country(
        "AQ", "Antarctica", local: "Antarctica", languages: ["en"], firstWeekday: .monday, known: .from(1962),
        kinds: [.public], sources: "The Antarctic Treaty (1959, in force 23 June 1961); the stations' customs (Midwinter Day, "
            + "Antarctica Day from 2010)",
        rules: { antarcticHolidays })

    /// The Gregorian leap years from 1960 to 2400, when Midwinter Day is on 20 June.
    private static let leapYears: YearSet = .years(
        stride(from: 1960, through: 2400, by: 4).filter { $0 % 100 != 0 || $0 % 400 == 0 })

    /// The days kept, in the order of the year.
    private static let antarcticHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Midwinter Day", on: .fixed(month: 6, day: 21), years: .always.except(leapYears)),
        HolidayRule("Midwinter Day", on: .fixed(month: 6, day: 20), years: leapYears, key: "Midwinter Day (leap year)"),
        HolidayRule("Antarctica Day", on: .fixed(month: 12, day: 1), years: .from(2010)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
    ]
}
