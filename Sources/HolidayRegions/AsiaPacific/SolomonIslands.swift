import HolidayEngine

// Solomon Islands: public holidays (Public Holidays Act [Cap. 102] and its schedule), the
// Sovereign's Birthday as each year's Government Gazette appoints it, and the Province Days
// the Gazette announces every year. The Act moves a Sunday holiday to the Monday; the
// Gazettes since 2016 also keep a Saturday holiday on the Friday before, as python-holidays
// 0.108 does for every year (New Year's Day on a Saturday so gives Friday 31 December).
// Christmas Day and the National Day of Thanksgiving on a weekend give the Monday or Tuesday.
// Known from 1979, the first whole year of independence (7 July 1978).

extension Country {
    /// Solomon Islands: public holidays and Province Days, known from 1979.
    public static let solomonIslands = Country(
        "SB", "Solomon Islands", languages: ["en", "pis"], firstWeekday: .monday, known: .from(1979),
        kinds: [.public], sources: "Public Holidays Act [Cap. 102]; Solomon Islands Government Gazette",
        rules: { solomonIslandsHolidays },
        subdivisions: [
            Subdivision("CE", "Central", rules: { [provinceDay("Central", month: 6, day: 29)] }),
            Subdivision("CH", "Choiseul", rules: { [provinceDay("Choiseul", month: 2, day: 25), novemberPublicHoliday] }),
            Subdivision("CT", "Capital Territory (Honiara)"),
            Subdivision("GU", "Guadalcanal", rules: { [provinceDay("Guadalcanal", month: 8, day: 1), novemberPublicHoliday] }),
            Subdivision("IS", "Isabel", rules: { [provinceDay("Isabel", month: 6, day: 2)] }),
            Subdivision("MK", "Makira-Ulawa", rules: { [provinceDay("Makira-Ulawa", month: 8, day: 3)] }),
            Subdivision("ML", "Malaita", rules: { [provinceDay("Malaita", month: 8, day: 15)] }),
            Subdivision("RB", "Rennell and Bellona", rules: { [provinceDay("Rennell and Bellona", month: 7, day: 20)] }),
            Subdivision("TE", "Temotu", rules: { [provinceDay("Temotu", month: 6, day: 8)] }),
            Subdivision("WE", "Western", rules: { [provinceDay("Western", month: 12, day: 7)] }),
        ])

    /// Saturday to the Friday before, Sunday to the Monday after.
    private static let solomonFridayOrMonday: [Observance] = [.nearestWeekday(.always)]

    /// A province's day, kept on the Friday or Monday when it falls on a weekend.
    private static func provinceDay(_ province: String, month: Int, day: Int) -> HolidayRule {
        HolidayRule("\(province) Province Day", on: .fixed(month: month, day: day), observed: solomonFridayOrMonday)
    }

    /// The holiday declared in Choiseul and Guadalcanal for 18 November 2020.
    private static let novemberPublicHoliday: HolidayRule = .oneOff("Public Holiday", on: CivilDate(2020, 11, 18))

    /// The public holidays, in the order of the year.
    private static let solomonIslandsHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: solomonFridayOrMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        .oneOff("Public Holiday", on: CivilDate(2024, 4, 17)),
        HolidayRule("Whit Monday", on: .easter(50)),
        // The Sovereign's Birthday: the second Saturday of June and the Friday before until
        // 2021; as the Gazette appointed it in 2022 (June 3), 2024 (the third Saturday and the
        // Friday before) and 2025 (June 13); the Friday before the third Saturday of June in
        // 2023 and from 2026.
        HolidayRule(
            "Queen's Birthday", on: .nth(2, .saturday, of: 6), years: .through(2021), observed: solomonFridayOrMonday),
        .oneOff("Queen's Birthday", on: CivilDate(2022, 6, 3)),
        HolidayRule(
            "King's Birthday", on: .nth(3, .saturday, of: 6), years: .only(2024), observed: solomonFridayOrMonday),
        .oneOff("King's Birthday", on: CivilDate(2025, 6, 13)),
        HolidayRule(
            "King's Birthday", on: .nth(3, .saturday, of: 6).shifted(-1), years: .only(2023).union(.from(2026)),
            key: "King's Birthday (Friday)"),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 7), observed: solomonFridayOrMonday),
        .oneOff("Public Holiday", on: CivilDate(2022, 9, 12)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]),
        HolidayRule(
            "National Day of Thanksgiving", on: .fixed(month: 12, day: 26),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]),
    ]
}
