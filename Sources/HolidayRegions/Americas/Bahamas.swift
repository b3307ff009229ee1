import HolidayEngine

// The Bahamas: the public holidays of the Bank and General Holidays Act (Chapter 356) from
// independence (10 July 1973; known from 1974, its first whole year), with the Majority Rule
// (Public Holiday) Act 2013 (Majority Rule Day, 10 January, from 2014; Discovery Day on 12
// October became National Heroes Day on the second Monday of October from 2013) and the
// Randol Fawkes Labour Day Act 2013 (Labour Day renamed), and the day of Queen Elizabeth II's
// state funeral proclaimed a holiday in 2022.
//
// The Act keeps a holiday on a Saturday or Sunday also on the Monday after, Christmas Day on
// a Sunday on the Tuesday (Boxing Day taking the Monday). Until 2011 New Year's Day and
// Discovery Day were also kept on the Monday before when on a Tuesday, and on the Friday after
// when on a Wednesday or Thursday; from 2012 New Year's Day only from a Sunday to the Monday.

extension Country {
    /// The Bahamas: public holidays, known from 1974.
    public static let bahamas = Country(
        "BS", "Bahamas", languages: ["en"], firstWeekday: .sunday, known: .from(1974),
        kinds: [.public], sources: "Bank and General Holidays Act, Chapter 356; Majority Rule (Public Holiday) Act 2013; "
            + "Randol Fawkes Labour Day Act 2013; proclamation of 2022",
        rules: { bahamianHolidays })

    /// Saturday or Sunday: also the Monday after.
    private static let bahamianWeekend: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// The holidays, in the order of the year.
    private static let bahamianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .adding(
                    .through(2011),
                    [
                        .tuesday: .previous(.monday), .wednesday: .next(.friday), .thursday: .next(.friday),
                        .saturday: .next(.monday), .sunday: .next(.monday),
                    ]),
                .adding(.from(2012), [.sunday: .next(.monday)]),
            ]),
        HolidayRule("Majority Rule Day", on: .fixed(month: 1, day: 10), years: .from(2014), observed: bahamianWeekend),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule(
            names: [
                HolidayName("Labour Day", years: .through(2012)),
                HolidayName("Randol Fawkes Labour Day", years: .from(2013)),
            ],
            on: .nth(1, .friday, of: 6)),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 10), observed: bahamianWeekend),
        HolidayRule("Emancipation Day", on: .nth(1, .monday, of: 8)),
        .oneOff("State Funeral of Queen Elizabeth II", on: CivilDate(year: 2022, month: 9, day: 19)!),
        HolidayRule(
            "Discovery Day", on: .fixed(month: 10, day: 12), years: .through(2012),
            observed: [
                .adding(
                    .always,
                    [
                        .tuesday: .previous(.monday), .wednesday: .next(.friday), .thursday: .next(.friday),
                        .saturday: .next(.monday), .sunday: .next(.monday),
                    ])
            ]),
        HolidayRule("National Heroes Day", on: .nth(2, .monday, of: 10), years: .from(2013)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.sunday: .days(2)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: bahamianWeekend),
    ]
}
