import HolidayEngine

// Seychelles: the public holidays of the Public Holidays Act (Cap. 192) as amended in 1994,
// 2015 (18 June Constitution Day, 29 June Independence (National) Day) and 2017 (Liberation
// Day, 5 June, dropped; Easter Monday added); the election days and bridge days the President
// declared. Section 3: a holiday on a Sunday gives the next day that is not itself a holiday
// (New Year's Day has the New Year Holiday after it).
//
// Known from 1994, the amendment that is the oldest text of the Act to be found; the years
// from independence (1976) to 1993 are not encoded.

extension Country {
    /// Seychelles: public holidays, known from 1994.
    public static let seychelles = Country(
        "SC", "Seychelles", languages: ["en"], firstWeekday: .monday, known: .from(1994),
        kinds: [.public], sources: "Public Holidays Act (Cap. 192) as amended in 1994, 2015 and 2017; the President's "
            + "declarations of election and bridge days",
        rules: { seychelloisHolidays })

    /// Section 3: a Sunday holiday gives the Monday.
    private static let sundayToMonday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    private static let presidentialElection = HolidayName("Presidential Election Day")
    private static let parliamentaryElection = HolidayName("Parliamentary Election Day")
    private static let bridgeDay = HolidayName("Bridge Public Holiday")

    /// The holidays, in the order of the year.
    private static let seychelloisHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("New Year Holiday", on: .fixed(month: 1, day: 2), observed: sundayToMonday),
        .oneOff(bridgeDay, on: CivilDate(2020, 1, 3)),
        .oneOff("Funeral of the Former President France Albert René", on: CivilDate(2019, 3, 7)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1), years: .from(2017)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: sundayToMonday),
        .oneOff(presidentialElection, on: CivilDate(2007, 5, 12)),
        .oneOff(presidentialElection, on: CivilDate(2011, 5, 21)),
        HolidayRule("The Fete Dieu", on: .easter(60)),
        HolidayRule("Liberation Day", on: .fixed(month: 6, day: 5), years: .through(2016), observed: sundayToMonday),
        HolidayRule(
            names: [
                HolidayName("National Day", years: .through(2014)),
                HolidayName("Constitution Day"),
            ],
            on: .fixed(month: 6, day: 18), observed: sundayToMonday),
        HolidayRule(
            names: [
                HolidayName("Independence Day", years: .through(2014)),
                HolidayName("Independence (National) Day"),
            ],
            on: .fixed(month: 6, day: 29), observed: sundayToMonday),
        HolidayRule("Assumption Day", on: .fixed(month: 8, day: 15), observed: sundayToMonday),
        .oneOff(parliamentaryElection, on: CivilDate(2016, 9, 10)),
        .oneOff(parliamentaryElection, on: CivilDate(2011, 10, 1)),
        .oneOff("General Election Day", on: CivilDate(2020, 10, 24)),
        .oneOff(bridgeDay, on: CivilDate(2020, 10, 26)),
        HolidayRule("All Saints Day", on: .fixed(month: 11, day: 1), observed: sundayToMonday),
        .oneOff(presidentialElection, on: CivilDate(2015, 12, 5)),
        HolidayRule("The Feast of the Immaculate Conception", on: .fixed(month: 12, day: 8), observed: sundayToMonday),
        .oneOff(presidentialElection, on: CivilDate(2015, 12, 18)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: sundayToMonday),
    ]
}
