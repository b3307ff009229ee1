import HolidayEngine

// The United Kingdom: bank holidays (Bank Holidays Act 1871, Schedule; Banking and Financial
// Dealings Act 1971, s 1 and Schedule 1, with the days added each year by royal
// proclamation under s 1(3)) and the common-law holidays of England, Wales and Northern
// Ireland, Good Friday and Christmas Day. The country lists the days all four nations
// share; each nation adds its own. Dates after gov.uk's list of bank holidays and
// python-holidays 0.108, with three judged divergences (scripts/divergences.toml): the first
// Monday of August until 1964 (the 1871 Act; the August Bank Holiday, a name the Summer Bank
// Holiday took over with the move to late August), New Year's Day 1974 (the royal
// proclamation of October 1973) and St Andrew's Day from 2007 (its Act of 2007).
//
// A bank holiday on a Saturday or Sunday gives a substitute day, the next weekday that is
// not already a bank holiday (the 1971 Act, Schedule 1, and the yearly proclamations; gov.uk
// names it "substitute day"): Christmas Day on a Saturday goes to Monday and Boxing Day on
// the Sunday to Tuesday. holical gives substitute days in every year, as python-holidays
// does (Holidays Extension Act 1875).

extension Country {
    /// The United Kingdom: the bank holidays the four nations share, and each nation's own,
    /// known from 1950.
    public static let unitedKingdom = Country(
        "GB", "United Kingdom", languages: ["en"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (substitute day)"],
        kinds: [.public], sources: "Bank Holidays Act 1871; Banking and Financial Dealings Act 1971 s 1 and "
            + "Schedule 1; royal proclamations under s 1(3); St Andrew's Day Bank Holiday "
            + "(Scotland) Act 2007; gov.uk bank holidays",
        rules: { britishHolidays + britishSpecialDays },
        subdivisions: [
            Subdivision("ENG", "England", rules: { englishHolidays }),
            Subdivision("NIR", "Northern Ireland", rules: { englishHolidays + northernIrishHolidays }),
            Subdivision("SCT", "Scotland", rules: { scottishHolidays }),
            Subdivision("WLS", "Wales", local: "Cymru", rules: { englishHolidays }),
        ])

    /// A Saturday or Sunday bank holiday's substitute day, in every year. The Isle of Man
    /// gives the same.
    static let britishSubstitute: [Observance] = [.substitute(.always, on: [.saturday, .sunday])]

    /// The days all four nations keep, in the order of the year.
    private static let britishHolidays: [HolidayRule] = [
        // A bank holiday in England, Wales and Northern Ireland by proclamation from 1974
        // (announced October 1973); Scotland has its own rule.
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1), years: .from(1974), observed: britishSubstitute),
    ]
        + britishSpringHolidays + [
            // The 1871 Act, Schedule: the first Monday in August in all four nations, the
            // August Bank Holiday. From 1965 England, Wales and Northern Ireland moved it to
            // late August (their own rule, the Summer Bank Holiday); python-holidays lacks it
            // before 1971 outside Scotland (a judged divergence).
            HolidayRule("August Bank Holiday", on: .nth(1, .monday, of: 8), years: .through(1964)),
        ]
        + britishChristmas

    /// Good Friday and the May bank holidays of the 1971 Act and the yearly proclamations,
    /// which the Isle of Man keeps too. The early May bank holiday was moved to 8 May for
    /// the 50th and 75th anniversaries of VE Day.
    static let britishSpringHolidays: [HolidayRule] =
        [HolidayRule("Good Friday", on: .easter(-2))]
        + HolidayRule.moved(
            "Early May Bank Holiday", on: .nth(1, .monday, of: 5), years: .from(1978),
            to: [CivilDate(1995, 5, 8), CivilDate(2020, 5, 8)])
        + britishSpringBankHoliday(from: 1971)

    /// The spring bank holiday, the last Monday of May in place of Whit Monday (the 1971 Act,
    /// Schedule 1), from `first`: moved by proclamation for the Golden, Diamond and Platinum
    /// Jubilees, in the Crown dependencies too. British law the Crown dependencies follow,
    /// each from the year it adopted the day (Jersey 1970, Guernsey 1979), so the moves are
    /// written once.
    static func britishSpringBankHoliday(from first: Int) -> [HolidayRule] {
        HolidayRule.moved(
            "Spring Bank Holiday", on: .last(.monday, of: 5), years: .from(first),
            to: [
                CivilDate(2002, 6, 4), CivilDate(2012, 6, 4),
                CivilDate(2022, 6, 2),
            ])
    }

    /// Christmas Day and Boxing Day with their substitute days.
    static let britishChristmas: [HolidayRule] = [
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: britishSubstitute),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: britishSubstitute),
    ]

    /// Bank holidays proclaimed once for the whole kingdom (the Isle of Man keeps them too).
    static let britishSpecialDays: [HolidayRule] = [
        .oneOff("Silver Jubilee of Elizabeth II", on: CivilDate(1977, 6, 7)),
        .oneOff("Wedding of Charles and Diana", on: CivilDate(1981, 7, 29)),
        .oneOff("Millennium Celebrations", on: CivilDate(1999, 12, 31)),
        .oneOff("Golden Jubilee of Elizabeth II", on: CivilDate(2002, 6, 3)),
        .oneOff("Wedding of William and Catherine", on: CivilDate(2011, 4, 29)),
        .oneOff("Diamond Jubilee of Elizabeth II", on: CivilDate(2012, 6, 5)),
        .oneOff("Platinum Jubilee of Elizabeth II", on: CivilDate(2022, 6, 3)),
        .oneOff("State Funeral of Queen Elizabeth II", on: CivilDate(2022, 9, 19)),
        .oneOff("Coronation of Charles III", on: CivilDate(2023, 5, 8)),
    ]

    // MARK: - The nations

    /// England, Wales and Northern Ireland: the 1871 Act's Easter and Whit Mondays, and the
    /// August bank holiday at the end of the month from 1971 (the 1971 Act, Schedule 1).
    /// The Isle of Man keeps the same days.
    static let englishHolidays: [HolidayRule] = [
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Whit Monday", on: .easter(50), years: .through(1970)),
        HolidayRule(
            "Summer Bank Holiday", on: .last(.monday, of: 8), years: .from(1971),
            key: "Late Summer Bank Holiday"),
    ]

    /// Northern Ireland's own bank holidays (the 1971 Act, Schedule 1, para 3; the Boyne
    /// holiday proclaimed each year by the Secretary of State).
    private static let northernIrishHolidays: [HolidayRule] = [
        HolidayRule("St Patrick's Day", on: .fixed(month: 3, day: 17), observed: britishSubstitute),
        HolidayRule(
            "Battle of the Boyne (Orangemen's Day)", on: .fixed(month: 7, day: 12),
            observed: britishSubstitute),
    ]

    /// Scotland: New Year's Day and 2 January, the first Monday of August (the 1971 Act,
    /// Schedule 1, para 2; the August Bank Holiday until 1964, the Summer Bank Holiday after
    /// it, as in the other nations), Boxing Day from 1974 and St Andrew's Day from 2007 (St
    /// Andrew's Day Bank Holiday (Scotland) Act 2007; python-holidays has it from 2006, a
    /// judged divergence). Easter Monday is not a bank holiday there. Its New Year's Day,
    /// August holiday and Boxing Day take the place of the nation's.
    private static let scottishHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1), observed: britishSubstitute, replaces: "New Year's Day"),
        HolidayRule("2nd January", on: .fixed(month: 1, day: 2), observed: britishSubstitute),
        HolidayRule(
            names: [
                HolidayName("August Bank Holiday", years: .through(1964)),
                HolidayName("Summer Bank Holiday", years: .from(1965)),
            ],
            on: .nth(1, .monday, of: 8), replaces: "August Bank Holiday"),
        .oneOff("Scotland at the FIFA World Cup", on: CivilDate(2026, 6, 15)),
        HolidayRule(
            "St Andrew's Day", on: .fixed(month: 11, day: 30), years: .from(2007),
            observed: britishSubstitute),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26), years: .from(1974), observed: britishSubstitute,
            replaces: "Boxing Day"),
    ]
}
