import HolidayEngine

// The Southern states' and the District of Columbia's own legal holidays, each list after
// the code section cited above it; what each keeps of the federal days is in the
// subdivision list (UnitedStates.swift). Years and weekend rules after python-holidays
// 0.108. Texas' law (Gov't Code § 662.003) has national, state ("skeleton crew") and
// optional holidays; python-holidays files them all as public, and so does holical here.

extension Country.UnitedStatesRules {
    /// Alabama, Code of Alabama § 1-3-8: the federal days under Alabama's names, Confederate
    /// Memorial Day (fourth Monday of April) and Jefferson Davis' Birthday (first Monday of
    /// June).
    static let alabamanHolidays: [HolidayRule] = [
        HolidayRule(
            "Martin Luther King, Jr & Robert E. Lee's Birthday", on: .nth(3, .monday, of: 1),
            years: .from(1986), replaces: "Martin Luther King Jr. Day"),
        presidentsDay("George Washington & Thomas Jefferson's Birthday"),
        confederateMemorialDay,
        HolidayRule("Jefferson Davis Birthday", on: .nth(1, .monday, of: 6)),
        columbusMonday(
            HolidayName("Columbus Day / Fraternal Day", years: .through(1999)),
            HolidayName("Columbus Day / American Indian Heritage Day / Fraternal Day", years: .from(2000))),
    ]

    /// Arkansas, A.C.A. § 1-5-101: Martin Luther King Jr.'s and Robert E. Lee's Birthdays
    /// on one Monday until Act 561 of 2017 parted them; Washington's Birthday with Daisy
    /// Gatson Bates Day.
    static let arkansanHolidays: [HolidayRule] = [
        HolidayRule(
            names: [
                HolidayName("Dr. Martin Luther King Jr. and Robert E. Lee's Birthdays", years: .through(2017)),
                HolidayName("Martin Luther King Jr. Day", years: .from(2018)),
            ],
            on: .nth(3, .monday, of: 1), years: .from(1986),
            replaces: "Martin Luther King Jr. Day"),
        presidentsDay("George Washington's Birthday and Daisy Gatson Bates Day"),
    ]

    /// District of Columbia, D.C. Code § 1-612.02: Inauguration Day, DC Emancipation Day
    /// (April 16, from 2005), Columbus Day as Indigenous Peoples' Day from 2019.
    static let districtOfColumbiaHolidays: [HolidayRule] = [
        inaugurationDay,
        HolidayRule("Emancipation Day", on: .fixed(month: 4, day: 16), years: .from(2005), observed: stateObserved),
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2019),
    ]

    /// Delaware, 1 Del. C. § 501: Good Friday, Washington's Birthday (as Presidents' Day
    /// from 1990) until 2009, Election Day in even years, the day after Thanksgiving.
    static let delawareHolidays: [HolidayRule] = [
        goodFriday,
        presidentsDay(
            HolidayName("Washington's Birthday", years: .through(1989)),
            HolidayName("Presidents' Day", years: .from(1990))
        ).during(YearSet(1971, 2009)),
        electionDay,
        dayAfterThanksgiving(),
    ]

    /// Florida, Fla. Stat. § 683.01 and § 110.117: Susan B. Anthony Day (from 2011) and the
    /// Friday after Thanksgiving.
    static let floridianHolidays: [HolidayRule] = [
        susanBAnthonyDay.during(.from(2011)),
        dayAfterThanksgiving("Friday After Thanksgiving"),
    ]

    /// Georgia, O.C.G.A. § 1-4-1 and the governor's yearly holiday schedule: Confederate
    /// Memorial Day (a "State Holiday" from 2016, on Good Friday from 2020), Robert E. Lee's
    /// Birthday on the Friday after Thanksgiving (a "State Holiday" from 2016), Washington's
    /// Birthday in Christmas week.
    static let georgianHolidays: [HolidayRule] = [
        HolidayRule(
            names: [
                HolidayName("Confederate Memorial Day", years: .through(2015)),
                HolidayName("State Holiday", years: .from(2016)),
            ],
            on: .nth(4, .monday, of: 4), years: .through(2019)),
        HolidayRule("State Holiday", on: .easter(-2), years: .from(2020)),
        HolidayRule(
            names: [
                HolidayName("Robert E. Lee's Birthday", years: .through(2015)),
                HolidayName("State Holiday", years: .from(2016)),
            ],
            on: .nth(4, .thursday, of: 11).shifted(1), years: .from(1986)),
        washingtonsBirthdayInDecember,
    ]

    /// Kentucky, KRS 2.110 and 18A.190: Good Friday, New Year's Eve from 2013.
    static let kentuckianHolidays: [HolidayRule] = [
        goodFriday,
        newYearsEve.during(.from(2013)),
    ]

    /// Louisiana, La. R.S. 1:55: Mardi Gras, Good Friday, Election Day in even years.
    static let louisianianHolidays: [HolidayRule] = [
        HolidayRule("Mardi Gras", on: .easter(-47)),
        goodFriday,
        electionDay,
    ]

    /// Maryland, General Provisions § 1-111: Inauguration Day, Presidents' Day, American
    /// Indian Heritage Day (the Friday after Thanksgiving, from 2008).
    static let marylandHolidays: [HolidayRule] = [
        inaugurationDay,
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        dayAfterThanksgiving("American Indian Heritage Day", years: .from(2008)),
    ]

    /// Mississippi, Miss. Code § 3-3-7: Martin Luther King Jr.'s and Robert E. Lee's
    /// Birthdays on one Monday, Confederate Memorial Day (last Monday of April).
    static let mississippianHolidays: [HolidayRule] = [
        HolidayRule(
            "Dr. Martin Luther King Jr. and Robert E. Lee's Birthdays", on: .nth(3, .monday, of: 1),
            years: .from(1986), replaces: "Martin Luther King Jr. Day"),
        HolidayRule("Confederate Memorial Day", on: .last(.monday, of: 4)),
    ]

    /// North Carolina, N.C.G.S. § 103-4: Good Friday, the day after Thanksgiving, Christmas
    /// Eve and the day after Christmas (from 2013; the day after Christmas on a weekend or
    /// a Monday gives the next weekday besides).
    static let northCarolinianHolidays: [HolidayRule] = [
        goodFriday,
        dayAfterThanksgiving(),
        christmasEve.during(.from(2013)),
        HolidayRule(
            "Day After Christmas", on: .fixed(month: 12, day: 26), years: .from(2013),
            observed: [
                .adding(.from(2013), [.monday: .next(.tuesday), .saturday: .next(.monday), .sunday: .next(.monday)]),
            ]),
    ]

    /// Oklahoma, 25 O.S. § 82.1: Presidents' Day and the day after Thanksgiving.
    static let oklahomanHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        dayAfterThanksgiving(),
    ]

    /// South Carolina, S.C. Code § 53-5-10: President's Day, Confederate Memorial Day.
    static let southCarolinianHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("President's Day"),
        confederateMemorialDay,
    ]

    /// Tennessee, T.C.A. § 15-1-101: President's Day, Good Friday.
    static let tennesseanHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("President's Day"),
        goodFriday,
    ]

    /// Texas, Gov't Code § 662.003: Confederate Heroes Day (January 19), Texas Independence
    /// Day, Cesar Chavez Day, Good Friday, San Jacinto Day, Emancipation Day (June 19, from
    /// 1980), Lyndon Baines Johnson Day (from 1973), the Friday after Thanksgiving,
    /// Christmas Eve and the day after Christmas (from 1981).
    static let texanHolidays: [HolidayRule] = [
        HolidayRule("Confederate Heroes Day", on: .fixed(month: 1, day: 19), years: .from(1931)),
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        HolidayRule("Texas Independence Day", on: .fixed(month: 3, day: 2)),
        cesarChavezDay.during(.from(2000)),
        goodFriday,
        HolidayRule("San Jacinto Day", on: .fixed(month: 4, day: 21)),
        HolidayRule("Emancipation Day In Texas", on: .fixed(month: 6, day: 19), years: .from(1980)),
        HolidayRule("Lyndon Baines Johnson Day", on: .fixed(month: 8, day: 27), years: .from(1973)),
        dayAfterThanksgiving("Friday After Thanksgiving"),
        christmasEve.during(.from(1981)),
        HolidayRule("Day After Christmas", on: .fixed(month: 12, day: 26), years: .from(1981)),
    ]

    /// Virginia, Va. Code § 2.2-3300: Lee-Jackson Day until 2020 (January 19; the third
    /// Monday of January from 1983; the Friday before it from 2000), Inauguration Day,
    /// George Washington Day, Columbus Day as Indigenous Peoples' Day from 2020.
    static let virginianHolidays: [HolidayRule] = [
        HolidayRule("Lee Jackson Day", on: .fixed(month: 1, day: 19), years: .through(1982)),
        HolidayRule("Lee Jackson Day", on: .nth(3, .monday, of: 1), years: YearSet(1983, 1999)),
        HolidayRule("Lee Jackson Day", on: .nth(3, .monday, of: 1).shifted(-3), years: YearSet(2000, 2020)),
        inaugurationDay,
        washingtonsBirthday,
        presidentsDay("George Washington Day"),
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2020),
    ]

    /// West Virginia, W. Va. Code § 2-2-1: Presidents' Day, West Virginia Day (June 20),
    /// Election Day in even years, the day after Thanksgiving.
    static let westVirginianHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        HolidayRule("West Virginia Day", on: .fixed(month: 6, day: 20), observed: stateObserved),
        electionDay,
        dayAfterThanksgiving(),
    ]
}
