import HolidayEngine

// Cocos (Keeling) Islands: the public holidays of an Australian external territory, which the
// Administrator proclaims for each year under the Public Holidays Act 1956 (WA) as applied to
// the territory (Cocos (Keeling) Islands Act 1955, s 8A); the proclamations and their
// amendments are published in the Indian Ocean Territories' gazettes (2006-2017) and community
// bulletins (2018-2024), as python-holidays 0.108 records them.
//
// - Australia's national days: New Year's Day, Australia Day, Good Friday, Easter Monday,
//   ANZAC Day, the Sovereign's Birthday (the second Monday of June; the proclamations moved it
//   in 2021-2024), Christmas Day and Boxing Day, and the National Day of Mourning of 2022.
// - The Act of Self Determination Day, 6 April: the islanders' vote of 6 April 1984 to
//   integrate with Australia (moved to 5 April in 2007, when the 6th was Good Friday; its
//   Saturday in 2019 was made up on Wednesday 10 April).
// - The Islamic days the Home Island community keeps: Islamic New Year (until 2019), the
//   Prophet's Birthday, Hari Raya Puasa and Hari Raya Haji, on the proclaimed days
//   (`HijriCalendar.cocosIslands`), forecasts (estimated) in the years without a proclamation.
//   In 2008 the proclamation gave Islamic New Year on January 10 only, not also on December 29.
// - A holiday on a Saturday or Sunday gives the Monday after; Boxing Day on a Sunday or a
//   Monday (Christmas Day holding the Monday) the Tuesday. Hari Raya Haji 2025, a Saturday, was
//   made up on the Friday before.
//
// The weekend: Saturday and Sunday. Known from 1985, the first year after the Act of Self
// Determination (1984), as python-holidays 0.108 starts. Names in Cocos Malay (coa), the Home
// Island's language, as python-holidays 0.108's Cocos Malay translation gives them.

extension Country {
    /// Cocos (Keeling) Islands: public holidays, known from 1985.
    public static let cocosIslands = Country(
        "CC", "Cocos (Keeling) Islands", local: "Pulu Kokos (Keeling)", languages: ["en", "coa"],
        firstWeekday: .monday, weekend: .saturdaySunday, known: .from(1985),
        observedSuffix: ["en": " (observed)", "coa": " (disambut)"], islamic: .cocosIslands,
        kinds: [.public],
        sources: "The Administrator's proclamations of special public and bank holidays (Indian Ocean Territories "
            + "gazettes 2006-2017, community bulletins 2018-2024); Public Holidays Act 1956 (WA) as applied",
        rules: { cocosHolidays })

    /// A Saturday or Sunday holiday gives the Monday after.
    private static let cocosToMonday: [Weekday: Observance.Shift] = [.saturday: .next(.monday), .sunday: .next(.monday)]
    private static let cocosObserved: [Observance] = [.adding(.always, cocosToMonday)]
    private static let cocosSuffix: [String: String] = ["en": " (observed)", "coa": " (disambut)"]

    private static let cocosSelfDetermination = HolidayName("Act of Self Determination Day", ["coa": "Hari Penentuan Diri"])
    private static let cocosHariRayaHaji = HolidayName("Hari Raya Haji", ["coa": "Hari Raya Haji"])

    /// The public holidays, in the order of the year.
    private static let cocosHolidays: [HolidayRule] =
        [
            HolidayRule("New Year's Day", ["coa": "Hari Tahun Baru"], on: .fixed(month: 1, day: 1), observed: cocosObserved),
            HolidayRule("Australia Day", ["coa": "Hari Australia"], on: .fixed(month: 1, day: 26), observed: cocosObserved),
        ]
        + HolidayRule.moved(
            [cocosSelfDetermination], on: .fixed(month: 4, day: 6), years: .always, to: [CivilDate(2007, 4, 5)],
            observed: [.adding(.always.except(2019), cocosToMonday)])
        + HolidayRule.decreedSubstitutes(2019, [(cocosSelfDetermination, for: (4, 6), on: (4, 10))], suffix: cocosSuffix)
        + [
            HolidayRule("Good Friday", ["coa": "Jumat Agung"], on: .easter(-2)),
            HolidayRule("Easter Monday", ["coa": "Isnin Paskah"], on: .easter(1)),
            HolidayRule("ANZAC Day", ["coa": "Hari ANZAC"], on: .fixed(month: 4, day: 25), observed: cocosObserved),
        ]
        // The proclamations of 2021-2024 moved the day off.
        + HolidayRule.moved(
            [
                HolidayName("Queen's Birthday", ["coa": "Hari Ulang Tahun Ratu"], years: .through(2022)),
                HolidayName("King's Birthday", ["coa": "Hari Ulang Tahun Raja"], years: .from(2023)),
            ],
            on: .nth(2, .monday, of: 6), years: .always,
            to: [CivilDate(2021, 6, 7), CivilDate(2022, 6, 6), CivilDate(2023, 6, 6), CivilDate(2024, 6, 6)])
        + [
            .oneOff(
                "National Day of Mourning for Queen Elizabeth II",
                ["coa": "Hari Berkabung Negara untuk Ratu Elizabeth II"], on: CivilDate(2022, 9, 22)),
            HolidayRule("Christmas Day", ["coa": "Hari Natal"], on: .fixed(month: 12, day: 25), observed: cocosObserved),
            HolidayRule(
                "Boxing Day", ["coa": "Hari Boxing"], on: .fixed(month: 12, day: 26),
                observed: [
                    .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday), .monday: .next(.tuesday)]),
                ]),
        ]
        + HolidayRule.moved(
            [HolidayName("Islamic New Year", ["coa": "Tahun Baru Hijriah"])], on: .hijri(.muharram, 1),
            years: .through(2019), to: [CivilDate(2008, 1, 10)], observed: cocosObserved)
        + [
            HolidayRule("Prophet's Birthday", ["coa": "Hari Maulaud Nabi"], on: .hijri(.rabiAlAwwal, 12), observed: cocosObserved),
            HolidayRule("Hari Raya Puasa", ["coa": "Hari Raya Puasa"], on: .hijri(.shawwal, 1), observed: cocosObserved),
            HolidayRule(
                names: [cocosHariRayaHaji], on: .hijri(.dhuAlHijjah, 10),
                observed: [.adding(.always.except(2025), cocosToMonday)]),
        ]
        + HolidayRule.decreedSubstitutes(2025, [(cocosHariRayaHaji, for: (6, 7), on: (6, 6))], suffix: cocosSuffix)
}
