import HolidayEngine

// The Midwestern states' own legal holidays, each list after the state's code section cited
// above it; what each keeps of the federal days is in the subdivision list
// (UnitedStates.swift). Years and weekend rules after python-holidays 0.108.

extension Country.UnitedStatesRules {
    /// Iowa, Iowa Code § 1C.1: Lincoln's Birthday.
    static let iowanHolidays: [HolidayRule] = [
        lincolnsBirthday.during(.from(1971)),
    ]

    /// Illinois, 205 ILCS 630/17: Lincoln's Birthday, Casimir Pulaski Day (first Monday of
    /// March, from 1978), Election Day in even years.
    static let illinoisHolidays: [HolidayRule] = [
        lincolnsBirthday.during(.from(1971)),
        HolidayRule("Casimir Pulaski Day", on: .nth(1, .monday, of: 3), years: .from(1978)),
        electionDay,
    ]

    /// Indiana, IC 1-1-9-1: Good Friday, the primary and general election days (every year
    /// from 2015), Lincoln's Birthday on the day after Thanksgiving (from 2010) and
    /// Washington's Birthday in Christmas week.
    static let indianaHolidays: [HolidayRule] = [
        goodFriday,
        HolidayRule(
            "Primary Election Day", on: .nth(1, .monday, of: 5).shifted(1),
            years: .years(2006, 2008, 2010, 2012, 2014).union(.from(2015))),
        electionDay.during(.years(2008, 2010, 2012, 2014).union(.from(2015))),
        HolidayRule("Lincoln's Birthday", on: .nth(4, .thursday, of: 11).shifted(1), years: .from(2010)),
        washingtonsBirthdayInDecember,
    ]

    /// Kansas, K.S.A. 35-107 and the state's holiday schedule: Christmas Eve from 2013.
    static let kansanHolidays: [HolidayRule] = [
        christmasEve.during(.from(2013)),
    ]

    /// Michigan, MCL 435.101 and the Civil Service Commission's holidays: Christmas Eve and
    /// New Year's Eve from 2013, Election Day in even years, the day after Thanksgiving
    /// from 2017.
    static let michiganHolidays: [HolidayRule] = [
        electionDay,
        dayAfterThanksgiving(years: .from(2017)),
        christmasEve.during(.from(2013)),
        newYearsEve.during(.from(2013)),
    ]

    /// Minnesota, Minn. Stat. § 645.44 subd. 5: Washington's and Lincoln's Birthday on the
    /// third Monday of February.
    static let minnesotanHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Washington's and Lincoln's Birthday"),
    ]

    /// Missouri, RSMo § 9.010: Truman Day (May 8, from 1949).
    static let missourianHolidays: [HolidayRule] = [
        HolidayRule("Truman Day", on: .fixed(month: 5, day: 8), years: .from(1949), observed: stateObserved),
    ]

    /// Nebraska, Neb. Rev. Stat. § 25-2221: Arbor Day (April 22; the last Friday of April
    /// from 1989); Columbus Day on the Monday, Indigenous Peoples' Day from 2020.
    static let nebraskanHolidays: [HolidayRule] = [
        HolidayRule("Arbor Day", on: .fixed(month: 4, day: 22), years: .through(1988)),
        HolidayRule("Arbor Day", on: .last(.friday, of: 4), years: .from(1989)),
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2020),
    ]

    /// Ohio, O.R.C. § 1.14: Washington-Lincoln Day on the third Monday of February.
    static let ohioanHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Washington-Lincoln Day"),
    ]

    /// South Dakota, SDCL § 1-5-1: Columbus Day (October 12; the second Monday of October
    /// from 1970), Native Americans' Day from 1990.
    static let southDakotanHolidays: [HolidayRule] = [
        HolidayRule("Columbus Day", on: .fixed(month: 10, day: 12), years: .through(1969), replaces: "Columbus Day"),
        columbusMonday(renamed: "Native Americans' Day", from: 1990).during(.from(1970)),
    ]

    /// Wisconsin, Wis. Stat. § 895.20 and § 230.35(4)(a): Susan B. Anthony Day (from 1976),
    /// Christmas Eve and New Year's Eve from 2012.
    static let wisconsinHolidays: [HolidayRule] = [
        susanBAnthonyDay.during(.from(1976)),
        christmasEve.during(.from(2012)),
        newYearsEve.during(.from(2012)),
    ]
}
