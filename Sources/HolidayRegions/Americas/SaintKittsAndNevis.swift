import HolidayEngine

// Saint Kitts and Nevis: the public holidays of the Public Holidays Act (Cap. 23.23) from
// independence (19 September 1983; known from 1983), as amended in 1998 (Emancipation Day on
// the first Monday of August, National Heroes Day on 16 September), with the Carnival days
// (1 and 2 January) and Culturama's Last Lap (the Tuesday after the first Monday of August)
// kept as holidays; Kim Collins Day (25 August) a day of observance, not a day off, from
// 2003. The days proclaimed once, and the half days proclaimed once (state mourning, the
// Children's Carnival, school events).
//
// The Act: the Sovereign's Birthday, New Year's Day, Independence Day and National Heroes Day
// on a Sunday also on the Monday after; Christmas Day on a Saturday gives Boxing Day's Monday,
// on a Sunday the Monday and Tuesday. The weekend is Sunday alone (python-holidays, as the
// Labour Act's six-day week).

extension Country {
    /// Saint Kitts and Nevis: public holidays, half days and days of observance, known from 1983.
    public static let saintKittsAndNevis = Country(
        "KN", "Saint Kitts and Nevis", languages: ["en"], firstWeekday: .monday,
        weekend: WeekendHistory(.sundayOnly), known: .from(1983),
        kinds: [.public, .observance, .halfDay], sources: "Public Holidays Act, Cap. 23.23, as amended 1998; the Government's proclamations",
        rules: { kittitianHolidays })

    /// Sunday: also the Monday after.
    private static let kittitianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// Sunday: also the Tuesday after.
    private static let kittitianSundayToTuesday: [Observance] = [.adding(.always, [.sunday: .days(2)])]

    /// The days proclaimed once: public holidays and half days.
    private static let kittitianProclaimedDays: [HolidayRule] = [
        .oneOff("Federal Election Victory Day", on: CivilDate(year: 2015, month: 2, day: 18)!),
        .oneOff("National Clean Up Day", on: CivilDate(year: 2017, month: 9, day: 20)!),
        .oneOff("Local Election Victory Day", on: CivilDate(year: 2017, month: 12, day: 19)!),
        .oneOff("Federal Election Victory Day", on: CivilDate(year: 2022, month: 8, day: 8)!),
        .oneOff(
            "50th Anniversary of the Establishment of the Caribbean Community (CARICOM)",
            on: CivilDate(year: 2023, month: 7, day: 4)!),
        .oneOff(
            "The Passing of His Excellency Sir Probyn Inniss", on: CivilDate(year: 2017, month: 3, day: 23)!,
            kind: .halfDay),
        .oneOff(
            "The Passing of His Excellency Sir Cuthbert Sebastian", on: CivilDate(year: 2017, month: 4, day: 10)!,
            kind: .halfDay),
        .oneOff("Children's Carnival Day", on: CivilDate(year: 2018, month: 12, day: 31)!, kind: .halfDay),
        .oneOff("Children's Carnival Day", on: CivilDate(year: 2019, month: 12, day: 31)!, kind: .halfDay),
        .oneOff(
            "2022 Gulf Insurance Inter-Primary Schools Championship", on: CivilDate(year: 2022, month: 4, day: 27)!,
            kind: .halfDay),
        .oneOff(
            "The Passing of His Excellency Sir Tapley Seaton", on: CivilDate(year: 2023, month: 7, day: 20)!,
            kind: .halfDay),
        .oneOff("Children's Carnival Day", on: CivilDate(year: 2023, month: 12, day: 30)!, kind: .halfDay),
        .oneOff("Junior Cultural Street Parade", on: CivilDate(year: 2024, month: 8, day: 1)!, kind: .halfDay),
    ]

    /// The holidays, in the order of the year.
    private static let kittitianHolidays: [HolidayRule] = [
        HolidayRule("Carnival Day", on: .fixed(month: 1, day: 1), observed: kittitianSundayToTuesday),
        HolidayRule("Carnival Day - Last Lap", on: .fixed(month: 1, day: 2), observed: kittitianSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 5)),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule(
            names: [
                HolidayName("First Monday of August", years: .through(1997)),
                HolidayName("Emancipation Day", years: .from(1998)),
            ],
            on: .nth(1, .monday, of: 8)),
        HolidayRule("Culturama Day - Last Lap", on: .nth(1, .monday, of: 8).shifted(1)),
        HolidayRule("Kim Collins Day", on: .fixed(month: 8, day: 25), kind: .observance, years: .from(2003)),
        HolidayRule("National Heroes Day", on: .fixed(month: 9, day: 16), years: .from(1998), observed: kittitianSunday),
        HolidayRule("Independence Day", on: .fixed(month: 9, day: 19), observed: kittitianSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: kittitianSundayToTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: kittitianSunday),
    ] + kittitianProclaimedDays
}
