import HolidayEngine

// Australia: the national holidays every state keeps, and each state's and territory's own.
// Holidays are state law; a state's rule that says it replaces a national one takes its
// place, with that state's substitute days. Sources, by state:
//   New South Wales: Public Holidays Act 2010 s 4 (in force from 31 December 2010); before
//     it the Banks and Bank Holidays Act 1912; shared/reference/holiday-rules.md.
//   Australian Capital Territory: Holidays Act 1958 (before it the Bank Holidays Ordinances
//     1930 and 1936); the ACT Government's yearly lists (2010-2029).
//   Northern Territory: Public Holidays Act 1981 (before it the Holidays Ordinances 1957,
//     1963 and 1973).
//   Queensland: Holidays Act 1983 (before it the Holidays Act 1912 and the Bank Holidays Act
//     1904); the Queensland Government's lists (2012-2028).
//   South Australia: Holidays Act 1910 and its amendments of 1947 and 1991, the Public
//     Holidays Act 2023; SafeWork SA's list of public holidays since 2007.
//   Tasmania: Statutory Holidays Act 2000 and its amendment of 2026 (before it the Bank
//     Holidays Act 1944).
//   Victoria: Public Holidays Act 1993 (before it the Public and Bank Holidays Act 1953);
//     Business Victoria's lists (2018-2026).
//   Western Australia: Public and Bank Holidays Act 1972 (before it the Bank Holidays Acts
//     of 1899, 1921 and 1948); the WA Government's lists (2019-2026).
// Where a state keeps a day only when a yearly proclamation names it (Queensland's show
// day, Victoria's Grand Final Friday, Western Australia's King's Birthday), the rule is the
// proclamations' usual date, with the years they named another date written out. The
// state-by-state substitute eras and the proclaimed dates follow python-holidays 0.108,
// which cites each of these laws and lists. School holidays (python-holidays' `school`
// category) are not kept.

extension Country {
    /// Australia: the holidays all states keep, and each state's and territory's own.
    public static let australia = Country(
        "AU", "Australia", languages: ["en"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Public Holidays Act 2010 (NSW) s 4; Banks and Bank Holidays Act 1912 (NSW); "
            + "Holidays Act 1958 (ACT); Public Holidays Act 1981 (NT); Holidays Act 1983 (Qld); "
            + "Holidays Act 1910 and Public Holidays Act 2023 (SA); Statutory Holidays Act 2000 "
            + "(Tas); Public Holidays Act 1993 (Vic); Public and Bank Holidays Act 1972 (WA); "
            + "shared/reference/holiday-rules.md",
        rules: { australianHolidays },
        subdivisions: [
            Subdivision("ACT", "Australian Capital Territory", rules: { capitalTerritoryHolidays }, kinds: [.public, .bank]),
            Subdivision("NSW", "New South Wales", rules: { newSouthWalesHolidays }, kinds: [.public, .bank]),
            // python-holidays' "NSW Western": the schools of the Western Division start their
            // year later; their public holidays are New South Wales' own.
            Subdivision("NSWWESTERN", "New South Wales Western Division", within: "NSW", kinds: [.public, .bank]),
            Subdivision("NT", "Northern Territory", rules: { northernTerritoryHolidays }, kinds: [.public, .halfDay]),
            Subdivision("QLD", "Queensland", rules: { queenslandHolidays }, kinds: [.public, .halfDay]),
            Subdivision("SA", "South Australia", rules: { southAustralianHolidays }, kinds: [.public, .halfDay]),
            Subdivision("TAS", "Tasmania", rules: { tasmanianHolidays }),
            Subdivision("VIC", "Victoria", rules: { victorianHolidays }),
            Subdivision("WA", "Western Australia", rules: { westernAustralianHolidays }),
        ])

    /// The sovereign's birthday under the name of each reign: King's until 1951, Queen's
    /// 1952-2022, King's again from 2023.
    private static func sovereignsBirthday(on date: DateRule, years: YearSet = .always) -> HolidayRule {
        HolidayRule(
            names: [
                HolidayName("King's Birthday", years: .through(1951)),
                HolidayName("Queen's Birthday", years: YearSet(1952, 2022)),
                HolidayName("King's Birthday", years: .from(2023)),
            ],
            on: date, years: years)
    }

    /// Saturday and Sunday to the Monday after.
    private static let weekendToMonday: [Weekday: Observance.Shift] = [
        .saturday: .next(.monday), .sunday: .next(.monday),
    ]
    /// Saturday to the Monday, Sunday to the Tuesday after: the shape of Christmas and Boxing
    /// Day, where the other of the two holds the Monday.
    private static let weekendToMondayOrTuesday: [Weekday: Observance.Shift] = [
        .saturday: .next(.monday), .sunday: .next(.tuesday),
    ]
    /// As `weekendToMondayOrTuesday`, and a Boxing Day on a Monday (Christmas Day on the
    /// Sunday holds it) to the Tuesday.
    private static let boxingDayShifts: [Weekday: Observance.Shift] = [
        .saturday: .next(.monday), .sunday: .next(.tuesday), .monday: .next(.tuesday),
    ]
    /// A Saturday holiday moves to the Monday; a Sunday one stays and the Monday is added
    /// (South Australia 2004-2023, Holidays Act 1910 as amended).
    private static func saturdayMovedSundayAdded(_ years: YearSet) -> Observance {
        Observance(years, [.saturday: .move(.next(.monday)), .sunday: .add(.next(.monday))])
    }

    /// The holidays every state keeps, without the substitute days each state sets itself.
    private static let australianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Australia Day", on: .fixed(month: 1, day: 26)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Anzac Day", on: .fixed(month: 4, day: 25)),
        .oneOff(
            "National Day of Mourning for Queen Elizabeth II",
            on: CivilDate(2022, 9, 22)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26)),
    ]

    /// New South Wales: public holidays and the August bank holiday.
    private static let newSouthWalesHolidays: [HolidayRule] = [
        // Until 2010 the 1912 Act added a Monday only for a Sunday; the 2010 Act adds it
        // for Saturday too.
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        // The reference moves the day itself to the Monday from 2004 and lists an
        // additional "Australia Day (observed)" Monday (Sunday only, 1912 Act) before.
        // python-holidays moves it only from 2011; the one year that differs is 2008
        // (January 26 a Saturday): we follow the reference, Monday 2008-01-28 is the
        // holiday and Saturday 2008-01-26 is not (pinned in the tests).
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [
                .adding(.through(2003), [.sunday: .next(.monday)]),
                .moving(.from(2004), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        // Good Friday and Easter Monday as the nation keeps them.
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2011)),
        // Sunday -> additional Monday under the 1912 Act; no weekend rule in the 2010 Act,
        // except the two-year trial of an additional Monday in 2026 (Saturday) and 2027
        // (Sunday).
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(YearSet(2026, 2027), [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]
        ).replacing(),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        // A public holiday under the 1912 Act; from 2011 a bank holiday only, for banks and
        // some financial institutions (Public Holidays Act 2010 s 4 and the reference).
        // The reference is silent on the earlier era: python-holidays' public holiday.
        HolidayRule("Bank Holiday", on: .nth(1, .monday, of: 8), years: .through(2010)),
        HolidayRule("Bank Holiday", on: .nth(1, .monday, of: 8), kind: .bank, years: .from(2011)),
        // The National Day of Mourning of 2022 is Australia's, kept here.
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 10)),
        // From 2011: Saturday -> Monday, Sunday -> Tuesday (Boxing Day holds the Monday).
        // Before: only a Sunday Christmas Day gave a Tuesday.
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .adding(.through(2010), [.sunday: .next(.tuesday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
            ]
        ).replacing(),
        // From 2011: Saturday -> Monday, Sunday -> Tuesday (Christmas Day's additional
        // day holds the Monday). Before: only a Sunday Boxing Day gave a Monday, except
        // in 2009: Boxing Day fell on a Saturday and Monday 28 December was gazetted as
        // that year's Boxing Day holiday (NSW Industrial Relations, announced 21 October
        // 2009). No such proclamation was found for the earlier Saturday Boxing Days
        // (1953-1998), so they have none. python-holidays 0.108 lacks the 2009 day: a
        // judged divergence (scripts/divergences.toml).
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .adding(.only(2009), [.saturday: .next(.monday)]),
                .adding(.through(2010), [.sunday: .next(.monday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
            ]
        ).replacing(),
    ]

    /// Australian Capital Territory: public holidays (Holidays Act 1958) and the August bank
    /// holiday.
    private static let capitalTerritoryHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .moving(YearSet(1959, 1992), [.sunday: .next(.monday)]),
                .moving(YearSet(1993, 2014), weekendToMonday),
                .adding(.from(2015), weekendToMonday),
            ]
        ).replacing(),
        // 1959-1989 kept on the Monday after January 26 (or on it, a Monday); from 1990
        // moved only from a weekend.
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.followingMonday(YearSet(1959, 1989)), .moving(.from(1990), weekendToMonday)]
        ).replacing(),
        // March 12 (the naming of Canberra, 1913) until 1958 and in the centenary year 2012;
        // the third Monday of March 1959-2007, the second from 2008.
        HolidayRule("Canberra Day", on: .fixed(month: 3, day: 12), years: YearSet(1950, 1958).union(.only(2012))),
        HolidayRule("Canberra Day", on: .nth(3, .monday, of: 3), years: YearSet(1959, 2007)),
        HolidayRule("Canberra Day", on: .nth(2, .monday, of: 3), years: .from(2008).except(2012)),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2016)),
        // Sunday -> Monday from 1959; in 2026 (a Saturday) an additional Monday.
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [
                .adding(.only(2026), weekendToMonday),
                .moving(.from(1959), [.sunday: .next(.monday)]),
            ]
        ).replacing(),
        // The Monday after the day of the 1967 referendum, May 27: from 2018.
        HolidayRule("Reconciliation Day", on: .weekday(.monday, onOrAfter: 5, 27), years: .from(2018)),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        // Declared under the Holidays Act 1958 s 3(1)(b): on Melbourne Cup Day, the first
        // Tuesday of November, 2007-2009; then the first Monday of the spring school
        // holidays (the second where the first is Labour Day), 2010-2017, Monday 27
        // September 2010 as the ACT Minister for Industrial Relations announced in August
        // 2009. python-holidays 0.108 lacks 2007-2009 and has Sunday 26 September for 2010:
        // judged divergences (scripts/divergences.toml).
        .oneOff("Family & Community Day", on: CivilDate(2007, 11, 6)),
        .oneOff("Family & Community Day", on: CivilDate(2008, 11, 4)),
        .oneOff("Family & Community Day", on: CivilDate(2009, 11, 3)),
        .oneOff("Family & Community Day", on: CivilDate(2010, 9, 27)),
        .oneOff("Family & Community Day", on: CivilDate(2011, 10, 10)),
        .oneOff("Family & Community Day", on: CivilDate(2012, 10, 8)),
        .oneOff("Family & Community Day", on: CivilDate(2013, 9, 30)),
        .oneOff("Family & Community Day", on: CivilDate(2014, 9, 29)),
        .oneOff("Family & Community Day", on: CivilDate(2015, 9, 28)),
        .oneOff("Family & Community Day", on: CivilDate(2016, 9, 26)),
        .oneOff("Family & Community Day", on: CivilDate(2017, 9, 25)),
        // Eight Hours Day (Bank Holidays Ordinance 1936: first Monday of October), Labour
        // Day from 1958.
        HolidayRule(
            names: [
                HolidayName("Eight Hours Day", years: .through(1957)),
                HolidayName("Labour Day", years: .from(1958)),
            ],
            on: .nth(1, .monday, of: 10)),
        HolidayRule("Bank Holiday", on: .nth(1, .monday, of: 8), kind: .bank),
        // 1958-1991 Sunday -> Monday; 1992-2013 Saturday too; moved. From 2014 additional
        // days: Saturday -> Monday, Sunday -> Tuesday.
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .moving(YearSet(1958, 1991), [.sunday: .next(.monday)]),
                .moving(YearSet(1992, 2013), weekendToMonday),
                .adding(.from(2014), weekendToMondayOrTuesday),
            ]
        ).replacing(),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .moving(YearSet(1958, 1991), [.sunday: .next(.monday), .monday: .next(.tuesday)]),
                .moving(YearSet(1992, 2013), boxingDayShifts),
                .adding(.from(2014), weekendToMondayOrTuesday),
            ]
        ).replacing(),
        // Declared by the ACT Government: Monday 27 April 2020 for Anzac Day on a Saturday;
        // Anzac Day 2021, a Sunday, kept on the day as well as on the Monday it moves to.
        .oneOff("Declared Public Holiday", on: CivilDate(2020, 4, 27)),
        .oneOff("Additional Public Holiday", on: CivilDate(2021, 4, 25)),
    ]

    /// Northern Territory: public holidays (Public Holidays Act 1981; the Holidays
    /// Ordinances before it) and its two evenings from 7 pm.
    private static let northernTerritoryHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.moving(YearSet(1973, 2016), weekendToMonday), .adding(.from(2017), weekendToMonday)]
        ).replacing(),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.followingMonday(YearSet(1973, 1983)), .moving(.from(1984), weekendToMonday)]
        ).replacing(),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2024)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.moving(.from(1973), [.sunday: .next(.monday)])]
        ).replacing(),
        // May 1 (Holidays Ordinance 1957), the first Monday of May from 1963.
        HolidayRule("May Day", on: .fixed(month: 5, day: 1), years: YearSet(1958, 1962)),
        HolidayRule("May Day", on: .nth(1, .monday, of: 5), years: .from(1963)),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        HolidayRule("Picnic Day", on: .nth(1, .monday, of: 8), years: .from(1982)),
        HolidayRule("Christmas Eve (from 7pm)", on: .fixed(month: 12, day: 24), kind: .halfDay, years: .from(2016)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [.moving(YearSet(1973, 2015), weekendToMonday), .adding(.from(2016), weekendToMonday)]
        ).replacing(),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [.moving(YearSet(1973, 2022), boxingDayShifts), .adding(.from(2023), boxingDayShifts)]
        ).replacing(),
        HolidayRule("New Year's Eve (from 7pm)", on: .fixed(month: 12, day: 31), kind: .halfDay, years: .from(2016)),
    ]

    /// Queensland: public holidays (Holidays Act 1983) and Christmas Eve from 6 pm.
    private static let queenslandHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .moving(YearSet(1984, 2011), [.sunday: .next(.monday)]),
                .adding(.from(2012), weekendToMonday),
            ]
        ).replacing(),
        // Proclaimed for 2011: Monday 3 January for New Year's Day on a Saturday.
        .decreedSubstitute(HolidayName("New Year's Day (observed)"), for: CivilDate(2011, 1, 1), on: CivilDate(2011, 1, 3)),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.followingMonday(YearSet(1984, 1995)), .moving(.from(1996), weekendToMonday)]
        ).replacing(),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2017)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.moving(.from(1984), [.sunday: .next(.monday)])]
        ).replacing(),
        // The first Monday of May (Bank Holidays Act 1904), moved to October 2013-2015.
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 5), years: .always.except(2013, 2014, 2015)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 10), years: YearSet(2013, 2015)),
        // The second Monday of June until 2015 (but 2012, the Diamond Jubilee year), the first
        // Monday of October in 2012 and from 2016.
        sovereignsBirthday(on: .nth(2, .monday, of: 6), years: .through(2015).except(2012)),
        sovereignsBirthday(on: .nth(1, .monday, of: 10), years: .only(2012).union(.from(2016))),
        .oneOff("Queen's Diamond Jubilee", on: CivilDate(2012, 6, 11)),
        // Brisbane's show day: the Wednesday of the Royal Queensland Show, which opens on the
        // first Friday of August not before the 5th. In 2020 and 2021 (COVID-19) the day
        // was proclaimed apart: Friday 14 August 2020, Friday 29 October 2021.
        HolidayRule(
            "The Royal Queensland Show", on: .weekday(.wednesday, onOrAfter: 8, 10),
            years: .always.except(2020, 2021)),
        .oneOff("The Royal Queensland Show", on: CivilDate(2020, 8, 14)),
        .oneOff("The Royal Queensland Show", on: CivilDate(2021, 10, 29)),
        HolidayRule("Christmas Eve (from 6pm)", on: .fixed(month: 12, day: 24), kind: .halfDay, years: .from(2019)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .moving(YearSet(1984, 2010), [.sunday: .next(.monday)]),
                .adding(.from(2011), weekendToMondayOrTuesday),
            ]
        ).replacing(),
        // Proclaimed for 2010: Tuesday 28 December for Christmas Day on a Saturday.
        .decreedSubstitute(HolidayName("Christmas Day (observed)"), for: CivilDate(2010, 12, 25), on: CivilDate(2010, 12, 28)),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .moving(YearSet(1984, 2010), [.sunday: .next(.monday), .monday: .next(.tuesday)]),
                .adding(.from(2011), weekendToMondayOrTuesday),
            ]
        ).replacing(),
    ]

    /// South Australia: public holidays (Holidays Act 1910 as amended; Public Holidays Act
    /// 2023 from 2024) and the two evenings from 7 pm.
    private static let southAustralianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .moving(YearSet(1984, 2003), weekendToMonday),
                saturdayMovedSundayAdded(YearSet(2004, 2023)),
                .adding(.from(2024), weekendToMonday),
            ]
        ).replacing(),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [
                .followingMonday(YearSet(1984, 1993)),
                .moving(YearSet(1994, 2003), weekendToMonday),
                saturdayMovedSundayAdded(YearSet(2004, 2023)),
                .moving(.from(2024), weekendToMonday),
            ]
        ).replacing(),
        // The third Monday of May from 1973; proclaimed on the second Monday of March each
        // year from 2006, and so by the 2023 Act from 2024.
        HolidayRule("Adelaide Cup Day", on: .nth(3, .monday, of: 5), years: YearSet(1973, 2005)),
        HolidayRule("Adelaide Cup Day", on: .nth(2, .monday, of: 3), years: .from(2006)),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2024)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.adding(.through(2023), [.sunday: .next(.monday)])]
        ).replacing(),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        // Second Monday of October (1947 amendment), first Monday from 1992 (1991 amendment).
        HolidayRule("Labour Day", on: .nth(2, .monday, of: 10), years: .through(1991)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 10), years: .from(1992)),
        HolidayRule("Christmas Eve (from 7pm)", on: .fixed(month: 12, day: 24), kind: .halfDay, years: .from(2012)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .moving(YearSet(1984, 2002), weekendToMonday),
                saturdayMovedSundayAdded(YearSet(2003, 2023)),
                .adding(.from(2024), weekendToMonday),
            ]
        ).replacing(),
        // December 26 is Proclamation Day in South Australia, in place of Boxing Day.
        HolidayRule(
            "Proclamation Day", on: .fixed(month: 12, day: 26),
            observed: [
                .moving(YearSet(1984, 1992), weekendToMonday),
                .moving(YearSet(1993, 2002), boxingDayShifts),
                Observance(
                    YearSet(2003, 2023),
                    [
                        .saturday: .move(.next(.monday)), .sunday: .add(.next(.tuesday)),
                        .monday: .add(.next(.tuesday)),
                    ]),
                .adding(.from(2024), boxingDayShifts),
            ]
        ).replacing("Boxing Day"),
        HolidayRule("New Year's Eve (from 7pm)", on: .fixed(month: 12, day: 31), kind: .halfDay, years: .from(2012)),
    ]

    /// Tasmania: statutory holidays (Statutory Holidays Act 2000; the Bank Holidays Act 1944
    /// before it). No Easter Saturday.
    private static let tasmanianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.moving(.from(2001), weekendToMonday)]
        ).replacing(),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.moving(.from(2001), weekendToMonday)]
        ).replacing(),
        // First Monday of March (1944 Act), second from 2001 (2000 Act).
        HolidayRule("Eight Hours Day", on: .nth(1, .monday, of: 3), years: .through(2000)),
        HolidayRule("Eight Hours Day", on: .nth(2, .monday, of: 3), years: .from(2001)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2027)),
        HolidayRule("Easter Tuesday", on: .easter(2), years: .through(2010)),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .moving(YearSet(2000, 2009), weekendToMondayOrTuesday),
                .adding(.from(2010), weekendToMondayOrTuesday),
            ]
        ).replacing(),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [.moving(.from(2000), weekendToMondayOrTuesday)]
        ).replacing(),
    ]

    /// Victoria: public holidays (Public Holidays Act 1993; the Public and Bank Holidays Act
    /// 1953 before it).
    private static let victorianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [
                .adding(YearSet(1994, 1997), [.sunday: .next(.monday)]),
                .moving(YearSet(1998, 2008), [.sunday: .next(.monday)]),
                .adding(.from(2009), weekendToMonday),
            ]
        ).replacing(),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.moving(.from(2009), weekendToMonday)]
        ).replacing(),
        HolidayRule("Labour Day", on: .nth(2, .monday, of: 3), years: .from(1954)),
        HolidayRule("Easter Saturday", on: .easter(-1), years: .from(2003)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2016)),
        sovereignsBirthday(on: .nth(2, .monday, of: 6)),
        // The Friday before the AFL Grand Final, from 2015: the Grand Final is on the last
        // Saturday of September unless the league schedules it otherwise (2015, 2016, and
        // 2020, when it was played in Brisbane in October).
        HolidayRule(
            "Friday before the AFL Grand Final", on: .last(.saturday, of: 9).shifted(-1),
            years: .from(2017).except(2020)),
        .oneOff("Friday before the AFL Grand Final", on: CivilDate(2015, 10, 2)),
        .oneOff("Friday before the AFL Grand Final", on: CivilDate(2016, 9, 30)),
        .oneOff("Friday before the AFL Grand Final", on: CivilDate(2020, 10, 23)),
        // Statewide from 2009 (before it the metropolitan area's only).
        HolidayRule("Melbourne Cup Day", on: .nth(1, .tuesday, of: 11), years: .from(2009)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [
                .moving(YearSet(2008, 2018), weekendToMondayOrTuesday),
                .adding(.from(2019), weekendToMondayOrTuesday),
            ]
        ).replacing(),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .moving(YearSet(1994, 2007), [.sunday: .next(.monday)]),
                .adding(.from(2008), weekendToMondayOrTuesday),
            ]
        ).replacing(),
    ]

    /// Western Australia: public holidays (Public and Bank Holidays Act 1972; the Bank
    /// Holidays Acts before it). No Easter Saturday.
    private static let westernAustralianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.adding(.from(1973), weekendToMonday)]
        ).replacing(),
        HolidayRule(
            "Australia Day", on: .fixed(month: 1, day: 26),
            observed: [.followingMonday(YearSet(1973, 1993)), .moving(.from(1994), weekendToMonday)]
        ).replacing(),
        // The first Monday of March (1948 amendment).
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 3)),
        HolidayRule("Easter Sunday", on: .easter(0), years: .from(2022)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.adding(.from(1973), weekendToMonday)]
        ).replacing(),
        // 2011: Anzac Day fell on Easter Monday; the Tuesday was proclaimed.
        .oneOff("Special Public Holiday", on: CivilDate(2011, 4, 26)),
        HolidayRule(
            names: [
                HolidayName("Foundation Day", years: .through(2011)),
                HolidayName("Western Australia Day", years: .from(2012)),
            ],
            on: .nth(1, .monday, of: 6)),
        // The second Monday of October until 1983; from 1984 the day the Governor proclaims
        // each year, usually the last Monday of September (2011: 28 October, for the
        // Commonwealth Heads of Government Meeting in Perth; 2012: 1 October; 2024:
        // 23 September).
        sovereignsBirthday(on: .nth(2, .monday, of: 10), years: .through(1983)),
        sovereignsBirthday(on: .last(.monday, of: 9), years: .from(1984).except(2011, 2012, 2024)),
        .oneOff("Queen's Birthday", on: CivilDate(2011, 10, 28)),
        .oneOff("Queen's Birthday", on: CivilDate(2012, 10, 1)),
        .oneOff("King's Birthday", on: CivilDate(2024, 9, 23)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [.adding(.from(1972), weekendToMonday)]
        ).replacing(),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26),
            observed: [
                .adding(YearSet(1972, 1975), weekendToMondayOrTuesday),
                .adding(.from(1976), boxingDayShifts),
            ]
        ).replacing(),
    ]
}
