import HolidayEngine

// The Western states' own legal holidays, each list after the state's code section cited
// above it; what each keeps of the federal days is in the subdivision list
// (UnitedStates.swift). Years and weekend rules after python-holidays 0.108.

extension Country.UnitedStatesRules {
    /// Alaska (a state from January 3, 1959; Proclamation 3269), AS 44.12.010: Lincoln's
    /// Birthday until Chapter 109 SLA 1989 put Martin Luther King Jr.'s Birthday in its place
    /// from 1990; Washington's Birthday (Presidents' Day from 1990), Seward's Day (last
    /// Monday of March), Columbus Day (Indigenous Peoples' Day from 2015), Alaska Day
    /// (October 18).
    static let alaskanHolidays: [HolidayRule] = [
        HolidayRule(
            "Martin Luther King Jr.'s Birthday", on: .nth(3, .monday, of: 1), years: .from(1990),
            replaces: "Martin Luther King Jr. Day"),
        lincolnsBirthday.during(.through(1989)),
        presidentsDay(
            HolidayName("Washington's Birthday", years: .through(1989)),
            HolidayName("Presidents' Day", years: .from(1990))),
        HolidayRule("Seward's Day", on: .last(.monday, of: 3)),
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2015),
        HolidayRule("Alaska Day", on: .fixed(month: 10, day: 18), observed: stateObserved),
    ]

    /// Arizona, A.R.S. § 1-301: Martin Luther King Jr. / Civil Rights Day, Lincoln/Washington
    /// Presidents' Day.
    static let arizonanHolidays: [HolidayRule] = [
        HolidayRule(
            "Dr. Martin Luther King Jr. / Civil Rights Day", on: .nth(3, .monday, of: 1),
            years: .from(1986), replaces: "Martin Luther King Jr. Day"),
        washingtonsBirthday,
        presidentsDay("Lincoln/Washington Presidents' Day"),
    ]

    /// California, Gov. Code § 6700 and § 19853: Lincoln's Birthday until 2009, Presidents'
    /// Day, Susan B. Anthony Day (from 2014), Cesar Chavez Day (from 1995; a Sunday gives
    /// the Monday), Columbus Day until 2008, the day after Thanksgiving, Diwali (AB 268,
    /// from 2026).
    static let californianHolidays: [HolidayRule] = [
        lincolnsBirthday.during(YearSet(1971, 2009)),
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        susanBAnthonyDay.during(.from(2014)),
        cesarChavezDay.during(.from(1995)).observed(sundayToMonday),
        columbusMonday("Columbus Day").during(YearSet(1971, 2008)),
        dayAfterThanksgiving(),
        HolidayRule("Diwali", on: .hindu(.diwali, list: nil), years: .from(2026)),
    ]

    /// Colorado, C.R.S. § 24-11-101: Washington-Lincoln Day, Cesar Chavez Day (from 2001),
    /// Frances Xavier Cabrini Day (first Monday of October, from 2020, in place of
    /// Columbus Day).
    static let coloradanHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Washington-Lincoln Day"),
        cesarChavezDay.during(.from(2001)),
        HolidayRule("Frances Xavier Cabrini Day", on: .nth(1, .monday, of: 10), years: .from(2020)),
    ]

    /// Hawaii, HRS § 8-1: Presidents' Day, Prince Jonah Kuhio Kalanianaole Day (March 26),
    /// Kamehameha Day (June 11; observed on a weekday from 2011), Statehood Day (third
    /// Friday of August, from 1959), Election Day in even years.
    static let hawaiianHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        HolidayRule("Prince Jonah Kuhio Kalanianaole Day", on: .fixed(month: 3, day: 26), observed: stateObserved),
        HolidayRule(
            "Kamehameha Day", on: .fixed(month: 6, day: 11), observed: [.nearestWeekday(.from(2011))]),
        HolidayRule("Statehood Day", on: .nth(3, .friday, of: 8), years: .from(1959)),
        electionDay,
    ]

    /// Idaho, Idaho Code § 73-108: Martin Luther King Jr. / Idaho Human Rights Day (so
    /// named from 2006), Presidents' Day.
    static let idahoanHolidays: [HolidayRule] = [
        HolidayRule(
            names: [
                HolidayName("Martin Luther King Jr. Day", years: .through(2005)),
                HolidayName("Martin Luther King Jr. / Idaho Human Rights Day", years: .from(2006)),
            ],
            on: .nth(3, .monday, of: 1), years: .from(1986), replaces: "Martin Luther King Jr. Day"),
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
    ]

    /// Montana, MCA § 1-1-216: Lincoln's and Washington's Birthdays, Election Day in even
    /// years.
    static let montananHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Lincoln's and Washington's Birthdays"),
        electionDay,
    ]

    /// New Mexico, NMSA 1978 § 12-5-2: Columbus Day (Indigenous Peoples' Day from 2019),
    /// Presidents' Day kept on the day after Thanksgiving.
    static let newMexicanHolidays: [HolidayRule] = [
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2019),
        dayAfterThanksgiving("Presidents' Day", years: .always),
    ]

    /// Nevada, NRS 236.015: Nevada Day (October 31; the last Friday of October from 2000),
    /// Family Day (the day after Thanksgiving).
    static let nevadanHolidays: [HolidayRule] = [
        HolidayRule("Nevada Day", on: .fixed(month: 10, day: 31), years: .through(1999), observed: stateObserved),
        HolidayRule("Nevada Day", on: .last(.friday, of: 10), years: .from(2000)),
        dayAfterThanksgiving("Family Day", years: .always),
    ]

    /// Oregon, O.R.S. § 187.010: Presidents Day.
    static let oregonianHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents Day"),
    ]

    /// Utah, Utah Code § 63G-1-301: Washington and Lincoln Day, Pioneer Day (July 24).
    static let utahnHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Washington and Lincoln Day"),
        HolidayRule("Pioneer Day", on: .fixed(month: 7, day: 24), observed: stateObserved),
    ]

    /// Washington, RCW 1.16.050: Presidents' Day, Native American Heritage Day (the day after
    /// Thanksgiving, from 2014).
    static let washingtonHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        dayAfterThanksgiving("Native American Heritage Day", years: .from(2014)),
    ]

    /// Wyoming, W.S. § 8-4-101: President's Day.
    static let wyomingHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("President's Day"),
    ]
}
