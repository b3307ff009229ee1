import HolidayEngine

// Zambia: the public holidays of the Public Holidays Act (Cap. 272) and its schedule, as
// amended, with the Easter days the President declares each year under its section 3, and
// the Constitution of Zambia (Amendment) Act 2016, art. 56: the general election, every five
// years on the second Thursday of August, is a public holiday.
//
// - Youth Day on the third Saturday of March until 1987, on 12 March from 1988.
// - International Women's Day from 2008; National Prayer Day (18 October) 2016-2025, replaced
//   from 2026 by the National Day of Prayer and Christian Heritage (29 December); Kenneth
//   Kaunda Day (28 April) from 2022.
// - A holiday on a Sunday makes the Monday a public holiday (Act, section 2).
// - Days the President declared by statutory instrument (bridge days, state funerals,
//   inaugurations, by-elections) are listed below.
//
// Known from 1984: the holidays of the first twenty years of independence (1964) are not
// sourced here (python-holidays also starts in 1984).

extension Country {
    /// Zambia: public holidays, known from 1984.
    public static let zambia = Country(
        "ZM", "Zambia", languages: ["en"], firstWeekday: .monday, known: .from(1984),
        kinds: [.public], sources: "Public Holidays Act (Cap. 272) as amended and the President's declarations under its section 3; "
            + "Constitution of Zambia (Amendment) Act 2016, art. 56",
        rules: { zambianHolidays })

    /// A Sunday holiday also on the Monday after.
    private static let zambianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The declarations' names.
    private static let bridgeDay = HolidayName("Bridge Public Holiday")
    private static let inauguration = HolidayName("Inauguration Ceremony of President-elect and Vice-President-elect")

    /// The holidays, in the order of the year.
    private static let zambianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: zambianSunday),
        .oneOff(bridgeDay, on: CivilDate(2015, 1, 2)),
        .oneOff("Presidential Election", on: CivilDate(2015, 1, 20)),
        HolidayRule("International Women's Day", on: .fixed(month: 3, day: 8), years: .from(2008), observed: zambianSunday),
        .oneOff(bridgeDay, on: CivilDate(2018, 3, 9)),
        HolidayRule("Youth Day", on: .nth(3, .saturday, of: 3), years: .through(1987)),
        HolidayRule("Youth Day", on: .fixed(month: 3, day: 12), years: .from(1988), observed: zambianSunday, key: "Youth Day (12 March)"),
        .oneOff("State Funeral of Rupiah Banda", on: CivilDate(2022, 3, 18)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Kenneth Kaunda Day", on: .fixed(month: 4, day: 28), years: .from(2022), observed: zambianSunday),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: zambianSunday),
        HolidayRule("Africa Freedom Day", on: .fixed(month: 5, day: 25), observed: zambianSunday),
        .oneOff("Memorial Service for Kenneth Kaunda", on: CivilDate(2021, 7, 2)),
        HolidayRule("Heroes' Day", on: .nth(1, .monday, of: 7)),
        HolidayRule("Unity Day", on: .nth(1, .monday, of: 7).shifted(1)),
        .oneOff("State Funeral of Kenneth Kaunda", on: CivilDate(2021, 7, 7)),
        .oneOff("Mayoral and Ward By-elections", on: CivilDate(2018, 7, 26)),
        HolidayRule("Farmers' Day", on: .nth(1, .monday, of: 8)),
        HolidayRule("General Election Day", on: .nth(2, .thursday, of: 8), years: .every(5, from: 2016)),
        .oneOff(bridgeDay, on: CivilDate(2021, 8, 13)),
        .oneOff(inauguration, on: CivilDate(2021, 8, 24)),
        .oneOff(inauguration, on: CivilDate(2016, 9, 13)),
        HolidayRule("National Prayer Day", on: .fixed(month: 10, day: 18), years: YearSet(2016, 2025), observed: zambianSunday),
        HolidayRule("Independence Day", on: .fixed(month: 10, day: 24), observed: zambianSunday),
        .oneOff(bridgeDay, on: CivilDate(2019, 10, 25)),
        .oneOff("State Funeral of Michael Chilufya Sata", on: CivilDate(2014, 11, 11)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: zambianSunday),
        .oneOff(bridgeDay, on: CivilDate(2014, 12, 26)),
        HolidayRule(
            "National Day of Prayer and Christian Heritage", on: .fixed(month: 12, day: 29), years: .from(2026),
            observed: zambianSunday),
    ]
}
