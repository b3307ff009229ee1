import HolidayEngine

// The New England and Mid-Atlantic states' own legal holidays, each list after the state's
// code section cited above it; what each keeps of the federal days is in the subdivision
// list (UnitedStates.swift). Years and weekend rules after python-holidays 0.108.

extension Country.UnitedStatesRules {
    /// Connecticut, C.G.S. § 1-4: Lincoln's Birthday and Good Friday besides the federal days.
    static let connecticutHolidays: [HolidayRule] = [
        lincolnsBirthday.during(.from(1971)),
        goodFriday,
    ]

    /// Maine, 4 M.R.S. § 1051: Patriots' Day; Columbus Day became Indigenous Peoples' Day
    /// (P.L. 2019, c. 1), kept on the Monday only (no October 12 holiday before 1971).
    static let maineHolidays: [HolidayRule] = [
        patriotsDayUntil1968,
        patriotsDay,
        columbusMonday(renamed: "Indigenous Peoples' Day", from: 2019),
    ]

    /// Massachusetts, M.G.L. c. 4 § 7 cl. 18: Patriots' Day (April 19, the third Monday of
    /// April from 1969); a holiday on a Sunday gives the Monday, one on a Saturday nothing,
    /// so the federal days are kept with that rule in place of the federal one.
    static let massachusettsHolidays: [HolidayRule] = [
        newYearsDay.observed(sundayToMonday).replacing("New Year's Day"),
        patriotsDayUntil1968,
        patriotsDay,
        juneteenth.observed(sundayToMonday).replacing("Juneteenth National Independence Day"),
        independenceDay.observed(sundayToMonday).replacing("Independence Day"),
        armisticeDay.observed(sundayToMonday).replacing("Armistice Day"),
        veteransDayInOctober.replacing("Veterans Day"),
        veteransDay.observed(sundayToMonday).replacing("Veterans Day"),
        christmasDay.observed(sundayToMonday).replacing("Christmas Day"),
    ]

    /// New Hampshire, RSA 288:1: Martin Luther King Jr. Day as Civil Rights Day, Election
    /// Day in even years, the day after Thanksgiving.
    static let newHampshireHolidays: [HolidayRule] = [
        HolidayRule(
            "Dr. Martin Luther King Jr. / Civil Rights Day", on: .nth(3, .monday, of: 1),
            years: .from(1986), replaces: "Martin Luther King Jr. Day"),
        electionDay,
        dayAfterThanksgiving(),
    ]

    /// New Jersey, N.J.S.A. 36:1-1: Lincoln's Birthday, Washington's Birthday as Presidents
    /// Day, Good Friday, Election Day.
    static let newJerseyHolidays: [HolidayRule] = [
        lincolnsBirthday.during(.from(1971)),
        washingtonsBirthday,
        presidentsDay("Presidents Day"),
        goodFriday,
        electionDay,
    ]

    /// New York, General Construction Law § 24: Lincoln's Birthday, Susan B. Anthony Day,
    /// Election Day (every year from 2015).
    static let newYorkHolidays: [HolidayRule] = [
        lincolnsBirthday.during(.from(1971)),
        susanBAnthonyDay.during(.from(2004)),
        electionDay.during(.years(2008, 2010, 2012, 2014).union(.from(2015))),
    ]

    /// Pennsylvania, 44 P.S. § 11 (Act of May 31, 1893, as amended): Presidents' Day and the
    /// day after Thanksgiving.
    static let pennsylvanianHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        dayAfterThanksgiving(years: .always),
    ]

    /// Rhode Island, R.I. Gen. Laws § 25-1-1: Victory Day (second Monday of August); Columbus
    /// Day on the Monday, named "Indigenous Peoples' Day / Columbus Day" from 2022.
    static let rhodeIslandHolidays: [HolidayRule] = [
        HolidayRule("Victory Day", on: .nth(2, .monday, of: 8)),
        columbusMonday(renamed: "Indigenous Peoples' Day / Columbus Day", from: 2022),
    ]

    /// Vermont, 1 V.S.A. § 371: Presidents' Day, Town Meeting Day (first Tuesday of March),
    /// Bennington Battle Day (August 16).
    static let vermontHolidays: [HolidayRule] = [
        washingtonsBirthday,
        presidentsDay("Presidents' Day"),
        HolidayRule("Town Meeting Day", on: .nth(1, .tuesday, of: 3)),
        HolidayRule("Bennington Battle Day", on: .fixed(month: 8, day: 16), observed: stateObserved),
    ]
}
