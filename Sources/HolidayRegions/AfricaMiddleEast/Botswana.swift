import HolidayEngine

// Botswana: the public holidays of the Public Holidays Act (Cap. 03:07) and its schedule, as
// amended. Two-day holidays (New Year, President's Day, Botswana Day) and the Easter days.
//
// - From 1995: a holiday on a Sunday gives the Monday; where the Monday is already the
//   holiday's second day (1 January, Botswana Day on 30 September, Christmas Day) the Tuesday.
// - Public Holidays (Amendment) Act 2016: Labour Day and Boxing Day on a Saturday give the
//   Monday ("Labour Day Holiday", "Boxing Day Holiday").
// - Days the President declared by notice: 2 July 2019 (after Sir Seretse Khama Day), 30 and
//   31 October 2024 (the general election), 15 May 2026.
//
// Known from 1966, the year of independence (30 September 1966).

extension Country {
    /// Botswana: public holidays, known from 1966.
    public static let botswana = Country(
        "BW", "Botswana", languages: ["en", "tn"], firstWeekday: .sunday, known: .from(1966),
        kinds: [.public], sources: "Public Holidays Act (Cap. 03:07) as amended, with the Public Holidays (Amendment) Act 2016; "
            + "the President's declarations",
        rules: { botswanaHolidays })

    /// A Sunday holiday also on the Monday after, from 1995.
    private static let botswanaSunday: [Observance] = [.adding(.from(1995), [.sunday: .next(.monday)])]
    /// A Sunday holiday whose Monday is its own second day: the Tuesday, from 1995.
    private static let botswanaSundayToTuesday: [Observance] = [.adding(.from(1995), [.sunday: .days(2)])]
    /// From 2016, a Saturday holiday gives the Monday, under its own name; no day otherwise.
    private static let botswanaSaturday = Observance(
        .from(2016),
        [
            .saturday: .move(.next(.monday)), .sunday: .drop, .monday: .drop, .tuesday: .drop,
            .wednesday: .drop, .thursday: .drop, .friday: .drop,
        ])

    /// The holidays, in the order of the year.
    private static let botswanaHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["tn": "Ngwaga o Mosha"], on: .fixed(month: 1, day: 1), observed: botswanaSundayToTuesday),
        HolidayRule("New Year's Day Holiday", on: .fixed(month: 1, day: 2), observed: botswanaSunday),
        HolidayRule("Good Friday", ["tn": "Labotlhano yo o Molemo"], on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: botswanaSunday),
        HolidayRule("Labour Day Holiday", on: .fixed(month: 5, day: 1), years: .from(2016), observed: [botswanaSaturday]),
        .oneOff("Public Holiday", on: CivilDate(2026, 5, 15)),
        HolidayRule("Ascension Day", on: .easter(39)),
        HolidayRule("Sir Seretse Khama Day", on: .fixed(month: 7, day: 1), observed: botswanaSunday),
        .oneOff("Public Holiday", on: CivilDate(2019, 7, 2)),
        HolidayRule("President's Day", on: .nth(3, .monday, of: 7)),
        HolidayRule("President's Day Holiday", on: .nth(3, .monday, of: 7).shifted(1)),
        HolidayRule("Botswana Day", ["tn": "Letsatsi la Boipuso"], on: .fixed(month: 9, day: 30), observed: botswanaSundayToTuesday),
        HolidayRule("Botswana Day Holiday", on: .fixed(month: 10, day: 1), observed: botswanaSunday),
        .oneOff("Public Holiday", on: CivilDate(2024, 10, 30)),
        .oneOff("Public Holiday", on: CivilDate(2024, 10, 31)),
        HolidayRule("Christmas Day", ["tn": "Keresemose"], on: .fixed(month: 12, day: 25), observed: botswanaSundayToTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: botswanaSunday),
        HolidayRule("Boxing Day Holiday", on: .fixed(month: 12, day: 26), years: .from(2016), observed: [botswanaSaturday]),
    ]
}
