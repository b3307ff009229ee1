import HolidayEngine

// Bermuda: the public holidays of the Public Holidays Act 1947 as amended (known from 1950):
// Bermuda Day on 24 May until 2017, on the last Friday of May in 2018 and 2020, on 24 May
// in 2019, and on the Friday before the last Monday of May from 2021 (Public Holidays
// Amendment Acts 2017 and 2020); the Queen's Birthday on the third Monday of June until 1999
// and the Monday after the second Saturday of June 2000-2008; National Heroes Day on the
// second Monday of October 2008 and the third Monday of June from 2009; Cup Match on the
// Thursday and Friday before the first Monday of August (Cup Match Day renamed Emancipation
// Day in 2000, Somers Day renamed Mary Prince Day in 2020); the days proclaimed once (2007,
// 2019, 2021, 2023).
//
// A holiday on a Saturday or Sunday is also kept on the Monday after (New Year's Day,
// Bermuda Day until 2017, Remembrance Day); Christmas Day and Boxing Day two days later.

extension Country {
    /// Bermuda: public holidays, known from 1950.
    public static let bermuda = Country(
        "BM", "Bermuda", languages: ["en"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Public Holidays Act 1947, as amended (1999, 2008, 2017, 2020); the Governor's proclamations",
        rules: { bermudianHolidays })

    /// Saturday or Sunday: also the Monday after.
    private static let bermudianWeekend: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// Saturday or Sunday: also two days later.
    private static let bermudianChristmas: [Observance] = [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]

    /// The holidays, in the order of the year.
    private static let bermudianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: bermudianWeekend),
        HolidayRule("Good Friday", on: .easter(-2)),
        .oneOff("The Coronation of His Majesty King Charles III", on: CivilDate(year: 2023, month: 5, day: 8)!),
        HolidayRule(
            "Bermuda Day", on: .fixed(month: 5, day: 24), years: .through(2017).union(.only(2019)),
            observed: [.adding(.through(2017), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("Bermuda Day", on: .last(.friday, of: 5), years: .years(2018, 2020), key: "Bermuda Day (2018, 2020)"),
        HolidayRule("Bermuda Day", on: .last(.monday, of: 5).shifted(-3), years: .from(2021), key: "Bermuda Day (Friday)"),
        .oneOff("Public Holiday", on: CivilDate(year: 2007, month: 6, day: 5)!),
        HolidayRule("Queen's Birthday", on: .nth(3, .monday, of: 6), years: .through(1999)),
        HolidayRule(
            "Queen's Birthday", on: .nth(2, .saturday, of: 6).shifted(2), years: YearSet(2000, 2008),
            key: "Queen's Birthday (2000-2008)"),
        HolidayRule("National Heroes Day", on: .nth(3, .monday, of: 6), years: .from(2009)),
        HolidayRule(
            names: [
                HolidayName("Cup Match Day", years: .through(1999)),
                HolidayName("Emancipation Day", years: .from(2000)),
            ],
            on: .nth(1, .monday, of: 8).shifted(-4)),
        HolidayRule(
            names: [
                HolidayName("Somers Day", years: .through(2019)),
                HolidayName("Mary Prince Day", years: .from(2020)),
            ],
            on: .nth(1, .monday, of: 8).shifted(-3)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 9)),
        HolidayRule("National Heroes Day", on: .nth(2, .monday, of: 10), years: .only(2008), key: "National Heroes Day (2008)"),
        .oneOff("Flora Duffy Day", on: CivilDate(year: 2021, month: 10, day: 18)!),
        .oneOff("Portuguese Welcome 170th Anniversary", on: CivilDate(year: 2019, month: 11, day: 4)!),
        HolidayRule("Remembrance Day", on: .fixed(month: 11, day: 11), observed: bermudianWeekend),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: bermudianChristmas),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: bermudianChristmas),
    ]
}
