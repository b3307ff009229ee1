import HolidayEngine

// Guernsey: public holidays (Ordonnance relative aux Jours Fériés 1909 and the Public Holidays
// Ordinances of the States of Guernsey that appoint each year's days, the Public Holidays
// Ordinance, 1994 among them; gov.gg's holiday dates). England's days on Guernsey's own
// dates, and Liberation Day, 9 May, from 1946, a public holiday on any day of the week with no
// substitute day (it is no bank holiday). From 1955 a holiday on a Sunday gives a substitute
// day on the next free working day; from 15 December 2009 a Saturday does too. Before 2009 a
// Saturday's holiday was sometimes made up by ordinance: days that stand in for their holiday
// here. Dates follow python-holidays 0.108, which cites the ordinances
// (guernseylegalresources.gg) and The London Gazette.

extension Country {
    /// Guernsey: public holidays, known from 1950.
    public static let guernsey = Country(
        "GG", "Guernsey", languages: ["en"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (substitute day)"],
        kinds: [.public], sources: "Ordonnance relative aux Jours Fériés 1909; Public Holidays Ordinances of the "
            + "States of Guernsey; gov.gg holiday dates",
        rules: { guernseyHolidays + guernseySpringAndSummer + guernseySpecialDays })

    /// Christmas Day's and Boxing Day's substitute days: none before 1955, Sunday only
    /// through 2008.
    private static let guernseyChristmasSubstitute = channelIslandsSubstitute(.from(1955), sundayOnlyThrough: 2008)

    /// The holidays on fixed rules, in the order of the year.
    private static let guernseyHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: channelIslandsSubstitute(.from(1955), sundayOnlyThrough: 2009)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
    ]
        // From 1980; moved to Monday 8 May in 1995 and Friday 8 May in 2020 (VE Day).
        + HolidayRule.moved(
            "May Day Bank Holiday", on: .nth(1, .monday, of: 5), years: .from(1980),
            to: [CivilDate(1995, 5, 8), CivilDate(2020, 5, 8)])
        // Liberation from the German occupation, 9 May 1945; kept on 10 May in 2010.
        + HolidayRule.moved(
            "Liberation Day", on: .fixed(month: 5, day: 9), years: .from(1946),
            to: [CivilDate(2010, 5, 10)])
        + [
            HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: guernseyChristmasSubstitute),
            HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: guernseyChristmasSubstitute),
        ]

    /// Whit Monday and the spring and summer bank holidays, whose dates the States set year
    /// by year until 1979: Whit Monday or the last Monday of May; the first Monday of August
    /// until 1964 (the August Bank Holiday), then the last Monday of August (the first of
    /// September in 1968 and 1969), none in 1977 and 1978.
    private static let guernseySpringAndSummer: [HolidayRule] = [
        HolidayRule("Whit Monday", on: .easter(50), years: .through(1972).except(1967, 1970)),
        HolidayRule(
            "Spring Bank Holiday", on: .last(.monday, of: 5), years: .years(1967, 1970).union(YearSet(1973, 1976))),
        HolidayRule("August Bank Holiday", on: .nth(1, .monday, of: 8), years: .through(1964)),
        HolidayRule(
            "Summer Bank Holiday", on: .last(.monday, of: 8), years: .from(1965).except(1968, 1969, 1977, 1978)),
        HolidayRule("Summer Bank Holiday", on: .nth(1, .monday, of: 9), years: YearSet(1968, 1969)),
    ] + britishSpringBankHoliday(from: 1979)

    /// Days appointed once by the States: royal occasions and the millennium.
    private static let guernseySpecialDays: [HolidayRule] = {
        let royalVisit = "Royal Visit of Queen Elizabeth II"
        let millennium = "Millennium Celebrations"
        return [
            .oneOff("Coronation of Elizabeth II", on: CivilDate(1953, 6, 2)),
            .oneOff(royalVisit, on: CivilDate(1957, 7, 26)),
            .oneOff("Silver Jubilee of Elizabeth II", on: CivilDate(1977, 6, 7)),
            .oneOff(royalVisit, on: CivilDate(1978, 6, 28)),
            .oneOff("Wedding of Charles and Diana", on: CivilDate(1981, 7, 29)),
            .oneOff(royalVisit, on: CivilDate(1989, 5, 23)),
            .oneOff(millennium, on: CivilDate(1999, 12, 28)),
            .oneOff(millennium, on: CivilDate(1999, 12, 31)),
            .oneOff(millennium, on: CivilDate(2000, 1, 3)),
            .oneOff(royalVisit, on: CivilDate(2001, 7, 12)),
            .oneOff("Golden Jubilee of Elizabeth II", on: CivilDate(2002, 6, 3)),
            .oneOff("Wedding of William and Catherine", on: CivilDate(2011, 4, 29)),
            .oneOff("Diamond Jubilee of Elizabeth II", on: CivilDate(2012, 6, 5)),
            .oneOff("Platinum Jubilee of Elizabeth II", on: CivilDate(2022, 6, 3)),
            .oneOff("State Funeral of Queen Elizabeth II", on: CivilDate(2022, 9, 19)),
            .oneOff("Coronation of Charles III", on: CivilDate(2023, 5, 8)),
            .oneOff("Royal Visit of King Charles III and Queen Camilla", on: CivilDate(2024, 7, 16)),
        ] + guernseySubstituteDays
    }()

    /// The days ordinances appointed for a New Year's Day, Christmas Day or Boxing Day on a
    /// Saturday before the rule gave one (2009), each standing in for its holiday: with
    /// Christmas Day on a Saturday, the Sunday rule gave Boxing Day the Monday and the
    /// ordinance's Tuesday was Christmas Day's. None was appointed in 1976.
    private static let guernseySubstituteDays: [HolidayRule] = [
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1981, 12, 26), on: CivilDate(1981, 12, 28)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1982, 12, 25), on: CivilDate(1982, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(1983, 1, 1), on: CivilDate(1983, 1, 3)),
        .decreedSubstitute(
            HolidayName("Boxing Day (substitute day)"), for: CivilDate(1987, 12, 26), on: CivilDate(1987, 12, 28)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(1993, 12, 25), on: CivilDate(1993, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(1994, 1, 1), on: CivilDate(1994, 1, 3)),
        .decreedSubstitute(
            HolidayName("Christmas Day (substitute day)"), for: CivilDate(2004, 12, 25), on: CivilDate(2004, 12, 28)),
        .decreedSubstitute(
            HolidayName("New Year's Day (substitute day)"), for: CivilDate(2005, 1, 1), on: CivilDate(2005, 1, 3)),
    ]
}
