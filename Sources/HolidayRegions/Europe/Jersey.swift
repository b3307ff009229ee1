import HolidayEngine

// Jersey: public and bank holidays (Public Holidays and Bank Holidays (Jersey) Law 1951, the
// Schedule to the Public Holidays and Bank Holidays (Jersey) Act 1952 and the Acts of the
// States and Orders that appoint days under the Law; gov.je's list of bank holiday dates from
// 2010). England's days with Jersey's own dates, and Liberation Day, 9 May. A holiday on a
// Sunday gives a substitute day on the next free working day; from 12 October 2004
// (R&O 123/2004) a Saturday does too. Some years before 2004 had a Saturday's holiday made up
// by an Act of the States: days that stand in for their holiday here. Known from 1952, the
// first year of the 1952 Act.
//
// Liberation Day has no substitute day. The 1952 Act made 9 May a public holiday on a
// week-day, which it counts Monday to Saturday: a Saturday is one, a Sunday is not (the
// Legislation Committee's statement to the States of 16 March 2004; the States' proposition
// P.18/2010, lodged 23 February 2010, "a public holiday whenever it falls on a weekday (namely
// between Monday and Saturday)"), and so it stayed. The States declined to appoint Sunday
// 9 May 2010, the 65th anniversary (P.18/2010, rejected on 24 March 2010, as the Jersey
// Evening Post reported).

extension Country {
    /// Jersey: public and bank holidays, known from 1952.
    public static let jersey = Country(
        "JE", "Jersey", languages: ["en"], firstWeekday: .monday, known: .from(1952),
        observedSuffix: ["en": " (substitute day)"],
        kinds: [.public], sources: "Public Holidays and Bank Holidays (Jersey) Law 1951; Public Holidays and Bank "
            + "Holidays (Jersey) Act 1952, Schedule; R&O 123/2004; Acts of the States appointing days; "
            + "gov.je bank holiday dates",
        rules: { jerseyHolidays + jerseySpecialDays })

    /// A substitute day on the next free working day for a holiday on a Sunday in `years`
    /// up to `sundayOnlyThrough`, for one on a Saturday or Sunday after it: the Channel
    /// Islands extended substitute days to Saturdays later than the United Kingdom (Jersey:
    /// R&O 123/2004, in force 12 October 2004; Guernsey: 15 December 2009). The Channel
    /// Islands' own law, shared by Jersey and Guernsey.
    static func channelIslandsSubstitute(
        _ years: YearSet = .always, sundayOnlyThrough year: Int
    ) -> [Observance] {
        [
            .substitute(YearSet(years.first, year), on: [.sunday]),
            .substitute(YearSet(year + 1, years.last), on: [.saturday, .sunday]),
        ]
    }

    /// Christmas Day's and Boxing Day's substitute days: Sunday only through 2003.
    private static let jerseyChristmasSubstitute = channelIslandsSubstitute(sundayOnlyThrough: 2003)

    /// The public and bank holidays, in the order of the year.
    private static let jerseyHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: channelIslandsSubstitute(sundayOnlyThrough: 2004)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
    ]
        // From 1980; moved to Monday 8 May in 1995, kept in 2020, when 8 May was a holiday of
        // its own.
        + HolidayRule.moved(
            "Early May Bank Holiday", on: .nth(1, .monday, of: 5), years: .from(1980),
            to: [CivilDate(1995, 5, 8)])
        + [
            // Liberation from the German occupation, 9 May 1945: none on a Sunday.
            HolidayRule(
                "Liberation Day", on: .fixed(month: 5, day: 9), observed: [.dropping(.always, on: [.sunday])]),
            // Whit Monday until 1969; the spring bank holiday from 1970.
            HolidayRule("Whit Monday", on: .easter(50), years: .through(1969)),
        ]
        + britishSpringBankHoliday(from: 1970)
        + [
            // The first Monday of September until 1969, the last Monday of August from 1970.
            HolidayRule("Summer Bank Holiday", on: .nth(1, .monday, of: 9), years: .through(1969)),
            HolidayRule("Summer Bank Holiday", on: .last(.monday, of: 8), years: .from(1970)),
            HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: jerseyChristmasSubstitute),
            HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: jerseyChristmasSubstitute),
        ]

    /// Days appointed once by the States: royal occasions and anniversaries.
    private static let jerseySpecialDays: [HolidayRule] = {
        let royalVisit = "Royal Visit of Queen Elizabeth II"
        return [
            .oneOff(royalVisit, on: CivilDate(1957, 7, 26)),
            .oneOff("Silver Jubilee of Elizabeth II", on: CivilDate(1977, 6, 7)),
            .oneOff(royalVisit, on: CivilDate(1978, 6, 27)),
            .oneOff("Wedding of Charles and Diana", on: CivilDate(1981, 7, 29)),
            .oneOff(royalVisit, on: CivilDate(1989, 5, 25)),
            .oneOff("Millennium Celebrations", on: CivilDate(1999, 12, 31)),
            .oneOff(royalVisit, on: CivilDate(2001, 7, 13)),
            .oneOff("Golden Jubilee of Elizabeth II", on: CivilDate(2002, 6, 3)),
            .oneOff("Wedding of William and Catherine", on: CivilDate(2011, 4, 29)),
            .oneOff("Diamond Jubilee of Elizabeth II", on: CivilDate(2012, 6, 5)),
            .oneOff("75th Anniversary of VE Day", on: CivilDate(2020, 5, 8)),
            .oneOff("Corn Riots Anniversary", on: CivilDate(2021, 9, 27)),
            .oneOff("Platinum Jubilee of Elizabeth II", on: CivilDate(2022, 6, 3)),
            .oneOff("State Funeral of Queen Elizabeth II", on: CivilDate(2022, 9, 19)),
            .oneOff("Coronation of Charles III", on: CivilDate(2023, 5, 8)),
            .oneOff("Royal Visit of King Charles III and Queen Camilla", on: CivilDate(2024, 7, 15)),
        ] + jerseySubstituteDays
    }()

    /// The days the States appointed for a New Year's Day, Christmas Day or Boxing Day on a
    /// Saturday before the rule gave one (2004), each standing in for its holiday. With
    /// Christmas Day on a Saturday the Sunday rule already gave Boxing Day the Monday, so the
    /// Act's Tuesday stands in for Christmas Day, as Guernsey's ordinances of 1982 and 1993
    /// name theirs.
    private static let jerseySubstituteDays: [HolidayRule] = [
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1976, 12, 25), on: CivilDate(1976, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(1977, 1, 1), on: CivilDate(1977, 1, 3)),
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1981, 12, 26), on: CivilDate(1981, 12, 28)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1982, 12, 25), on: CivilDate(1982, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(1983, 1, 1), on: CivilDate(1983, 1, 3)),
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1987, 12, 26), on: CivilDate(1987, 12, 28)),
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1992, 12, 26), on: CivilDate(1992, 12, 28)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1993, 12, 25), on: CivilDate(1993, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(1994, 1, 1), on: CivilDate(1994, 1, 3)),
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1998, 12, 26), on: CivilDate(1998, 12, 28)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1999, 12, 25), on: CivilDate(1999, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(2000, 1, 1), on: CivilDate(2000, 1, 3)),
    ]
}
