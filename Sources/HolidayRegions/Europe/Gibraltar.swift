import HolidayEngine

// Gibraltar: bank and public holidays, as the Government of Gibraltar's yearly notice in the
// Gibraltar Gazette appoints them. Most follow a rule: a fixed-date holiday on a Saturday or
// Sunday gives a substitute day on the next free working day (Christmas Day on a Saturday
// goes to Monday, Boxing Day on the Sunday to Tuesday). Some years moved a day, named beside
// it. Known from 2000: the yearly notices before it were not found, and python-holidays
// 0.108, the other source, starts there too.

extension Country {
    /// Gibraltar: bank and public holidays, known from 2000.
    public static let gibraltar = Country(
        "GI", "Gibraltar", languages: ["en"], firstWeekday: .monday, known: .from(2000),
        kinds: [.public], sources: "Government of Gibraltar yearly notices of bank and public holidays (Gibraltar Gazette)",
        rules: { gibraltarHolidays + gibraltarSovereignsBirthday + gibraltarSpecialDays })

    /// A Saturday or Sunday holiday's substitute day.
    private static let gibraltarSubstitute: [Observance] = [.substitute(.always, on: [.saturday, .sunday])]

    /// The holidays, in the order of the year, with the years the notices moved them.
    private static let gibraltarHolidays: [HolidayRule] =
        [HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: gibraltarSubstitute)]
        // Commonwealth Day on the second Monday of March until 2020; from 2021 the third
        // Monday of February (the second in 2024), named the Winter Midterm Bank Holiday
        // from 2023.
        + [HolidayRule("Commonwealth Day", on: .nth(2, .monday, of: 3), years: .through(2020))]
        + HolidayRule.moved(
            [
                HolidayName("Commonwealth Day", years: .through(2022)),
                HolidayName("Winter Midterm Bank Holiday", years: .from(2023)),
            ],
            on: .nth(3, .monday, of: 2), years: .from(2021), to: [CivilDate(2024, 2, 12)],
            key: "Winter Midterm Bank Holiday")
        + [HolidayRule("Good Friday", on: .easter(-2)), HolidayRule("Easter Monday", on: .easter(1))]
        // From 2013; on Friday 26 April in 2013 and Monday 27 April in 2015.
        + HolidayRule.moved(
            "Workers' Memorial Day", on: .fixed(month: 4, day: 28), years: .from(2013),
            to: [CivilDate(2013, 4, 26), CivilDate(2015, 4, 27)], observed: gibraltarSubstitute)
        // On the first Monday of May in 2007-2009.
        + HolidayRule.moved(
            "May Day", on: .fixed(month: 5, day: 1), years: .always,
            to: [CivilDate(2007, 5, 7), CivilDate(2008, 5, 5), CivilDate(2009, 5, 4)], observed: gibraltarSubstitute)
        // Moved for the Diamond and Platinum Jubilees.
        + HolidayRule.moved(
            "Spring Bank Holiday", on: .last(.monday, of: 5), years: .always,
            to: [CivilDate(2012, 6, 4), CivilDate(2022, 6, 2)])
        + [
            HolidayRule(
                names: [
                    HolidayName("Late Summer Bank Holiday", years: .through(2001)),
                    HolidayName("Summer Bank Holiday", years: YearSet(2002, 2007)),
                    HolidayName("Late Summer Bank Holiday", years: .from(2008)),
                ],
                on: .last(.monday, of: 8))
        ]
        // On the first Monday of September in 2016 and 2017.
        + HolidayRule.moved(
            "Gibraltar National Day", on: .fixed(month: 9, day: 10), years: .always,
            to: [CivilDate(2016, 9, 5), CivilDate(2017, 9, 4)], observed: gibraltarSubstitute)
        + [
            HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: gibraltarSubstitute),
            HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: gibraltarSubstitute),
        ]

    /// The sovereign's official birthday: the Monday after the second Saturday of June, and
    /// the third Monday of June in the years the notices put it a week later.
    private static let gibraltarSovereignsBirthday: [HolidayRule] = {
        let names = [
            HolidayName("Queen's Birthday", years: .through(2022)),
            HolidayName("King's Birthday", years: .from(2023)),
        ]
        let usual = DateRule.weekday(.saturday, onOrAfter: 6, 8).shifted(2)
        let late = DateRule.nth(3, .monday, of: 6)
        let spans: [(DateRule, YearSet)] = [
            (late, YearSet(2000, 2001)), (usual, YearSet(2002, 2005)),
            (late, YearSet(2006, 2007)), (usual, YearSet(2008, 2011)),
            (late, YearSet(2012, 2013)), (usual, YearSet(2014, 2016)),
            (late, .only(2017)), (usual, .only(2018)), (late, .only(2019)),
            (usual, YearSet(2020, 2022)), (late, YearSet(2023, 2024)), (usual, .from(2025)),
        ]
        return spans.map { date, years in
            HolidayRule(names: names, on: date, years: years, key: "Sovereign's Birthday \(years.first)")
        }
    }()

    /// Holidays appointed once.
    private static let gibraltarSpecialDays: [HolidayRule] = [
        .oneOff("Tercentenary Holiday", on: CivilDate(2004, 8, 4)),
        .oneOff("Bank Holiday", on: CivilDate(2009, 1, 12)),
        .oneOff("Queen's Diamond Jubilee", on: CivilDate(2012, 6, 5)),
        .oneOff("Evacuation Commemoration Day", on: CivilDate(2015, 9, 7)),
        .oneOff("75th Anniversary of VE Day", on: CivilDate(2020, 5, 8)),
        .oneOff("Platinum Jubilee", on: CivilDate(2022, 6, 3)),
        .oneOff("Coronation of Charles III", on: CivilDate(2023, 5, 8)),
    ]
}
