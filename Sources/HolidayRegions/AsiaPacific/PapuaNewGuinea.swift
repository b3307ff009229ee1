import HolidayEngine

// Papua New Guinea: public holidays (Public Holidays Act 1953 and its amendments: Independence
// Day from 1975, National Repentance Day from 2011, Grand Chief Sir Michael Somare
// Remembrance Day from 2022, the King's Birthday on June 17 from 2023, Easter Saturday until
// 2023), and the days the Head of State declares (National Gazette). A holiday on a Sunday
// gives the Monday after; Christmas Day on a Sunday gives the Tuesday (Boxing Day holds the
// Monday). Known from 1975, the year of independence (16 September 1975): python-holidays
// 0.108 also lists 1953-1974, the Territory's years under the 1953 Act; those are declined.

extension Country {
    /// Papua New Guinea: public holidays, known from independence in 1975.
    public static let papuaNewGuinea = Country(
        "PG", "Papua New Guinea", local: "Papua Niugini", languages: ["en", "tpi", "ho"],
        firstWeekday: .monday, known: .from(1975),
        kinds: [.public], sources: "Public Holidays Act 1953 (Ch. 321) and amendments; National Gazette declarations",
        rules: { papuaNewGuineaHolidays })

    /// A Sunday holiday gives the Monday after.
    private static let pngSundayToMonday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let papuaNewGuineaHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: pngSundayToMonday),
        .oneOff("State Funeral of Sir Mekere Morauta", on: CivilDate(2021, 1, 8)),
        HolidayRule("Grand Chief Sir Michael Somare Remembrance Day", on: .fixed(month: 2, day: 26), years: .from(2022)),
        // Declared: the Monday after in 2022 (a Saturday), the Friday before in 2023 (a Sunday).
        .decreedSubstitute(
            HolidayName("Grand Chief Sir Michael Somare Remembrance Day (observed)"),
            for: CivilDate(2022, 2, 26), on: CivilDate(2022, 2, 28)),
        .decreedSubstitute(
            HolidayName("Grand Chief Sir Michael Somare Remembrance Day (observed)"),
            for: CivilDate(2023, 2, 26), on: CivilDate(2023, 2, 24)),
        .oneOff("National Day of Mourning for Sir Michael Somare", on: CivilDate(2021, 3, 1)),
        .oneOff("National Day of Mourning for Sir Michael Somare", on: CivilDate(2021, 3, 12)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Saturday", on: .easter(-1), years: .through(2023)),
        HolidayRule("Easter Sunday", on: .easter(0)),
        HolidayRule("Easter Monday", on: .easter(1)),
        .oneOff("State Funeral of Sir Rabbie Namaliu", on: CivilDate(2023, 4, 18)),
        HolidayRule("Queen's Birthday", on: .nth(2, .monday, of: 6), years: .through(2022)),
        HolidayRule("King's Birthday", on: .fixed(month: 6, day: 17), years: .from(2023)),
        .decreedSubstitute(HolidayName("King's Birthday (observed)"), for: CivilDate(2023, 6, 17), on: CivilDate(2023, 6, 16)),
        HolidayRule("Papua New Guinea Remembrance Day", on: .fixed(month: 7, day: 23), observed: pngSundayToMonday),
        HolidayRule("National Repentance Day", on: .fixed(month: 8, day: 26), years: .from(2011), observed: pngSundayToMonday),
        HolidayRule("Independence Day", on: .fixed(month: 9, day: 16), years: .from(1975), observed: pngSundayToMonday),
        .decreedSubstitute(HolidayName("Independence Day (observed)"), for: CivilDate(2023, 9, 16), on: CivilDate(2023, 9, 15)),
        .oneOff("State Funeral of Queen Elizabeth II", on: CivilDate(2022, 9, 19)),
        .oneOff("APEC Leaders' Summit Public Holiday", on: CivilDate(2018, 11, 16)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.sunday: .next(.tuesday)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: pngSundayToMonday),
    ]
}
