import HolidayEngine

// Guyana: the holidays of the Public Holidays Act (Cap. 18:01) since the amendment acts of
// 1967 and 1969: Republic Day (23 February) from 1970 in place of Independence Day; and the
// days the Extraordinary Gazette has notified every year since 2016 though the Act does not
// list them: Independence Day again, CARICOM Day (the first Monday of July), Emancipation
// Day (1 August, in place of Commonwealth Day, the first Monday of August) and, from 2019,
// Arrival Day (5 May). The Hindu and Muslim holidays: Phagwah (Holi) and Deepavali as
// Guyana's lists date them (HinduFestival's Guyana table, the almanac in other years),
// Youman Nabi (Mawlid) and Eid-ul-Azha on Guyana's own sighting, usually a day after Umm
// al-Qura (HijriCalendar.guyana); a date not yet announced is estimated.
//
// A holiday on a Sunday gives the Monday; New Year's Day on a Saturday too; Christmas Day
// and the Day after Christmas on a weekend give the day two days later (Christmas on a
// Saturday: Monday 27; the Day after on a Sunday: Tuesday 28). Republic Day, Independence
// Day and the Easter and CARICOM days have none. Known from 1968, the first year of the
// amended Act. Facts after python-holidays 0.108, which cites the Acts, the Gazette notices
// and the Ministry of Home Affairs' lists (2021-2025).

extension Country {
    /// Guyana: public holidays, known from 1968.
    public static let guyana = Country(
        "GY", "Guyana", languages: ["en"], firstWeekday: .monday, known: .from(1968), islamic: .guyana,
        kinds: [.public], sources: "Public Holidays Act, Cap. 18:01, and the amendment acts of 1967 and 1969; the Extraordinary "
            + "Gazette's yearly notices; Ministry of Home Affairs, public holidays 2021-2025",
        rules: { guyaneseHolidays })

    /// A Sunday holiday gives the Monday.
    private static let guyaneseSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// Christmas Day and the Day after on a weekend give the day two days later.
    private static let guyaneseChristmas: [Observance] = [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]

    /// The public holidays, in the order of the year.
    private static let guyaneseHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("Republic Day", on: .fixed(month: 2, day: 23), years: .from(1970)),
        HolidayRule("Phagwah", on: .hindu(.holi, list: .guyanaHoli), observed: guyaneseSunday),
        HolidayRule("Youman Nabi", on: .hijri(.rabiAlAwwal, 12), observed: guyaneseSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: guyaneseSunday),
        HolidayRule("Arrival Day", on: .fixed(month: 5, day: 5), years: .from(2019), observed: guyaneseSunday),
        HolidayRule(
            "Independence Day", on: .fixed(month: 5, day: 26), years: YearSet(1968, 1969).union(.from(2016))),
        HolidayRule("CARICOM Day", on: .nth(1, .monday, of: 7), years: .from(2016)),
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), years: .from(2016), observed: guyaneseSunday),
        HolidayRule("Commonwealth Day", on: .nth(1, .monday, of: 8), years: .through(2015)),
        HolidayRule("Eid-ul-Azha", on: .hijri(.dhuAlHijjah, 10), observed: guyaneseSunday),
        HolidayRule("Deepavali", on: .hindu(.diwali, list: .guyanaDiwali), observed: guyaneseSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: guyaneseChristmas),
        HolidayRule("Day after Christmas", on: .fixed(month: 12, day: 26), observed: guyaneseChristmas),
        // Extraordinary Gazette of 27 February 2020.
        .oneOff("Public Holiday", on: CivilDate(year: 2020, month: 3, day: 2)!),
    ]
}
