import HolidayEngine

// The Philippines: the regular and special (non-working) holidays of the Administrative Code of
// 1987 (Executive Order 292, Book I, s. 26) as amended (Republic Act 9177: Eid'l Fitr, from
// 2002; Republic Act 9492 of 2007: holidays moved to the nearest Monday; Republic Act 9849:
// Eid'l Adha, from 2010; Republic Act 10966: the Immaculate Conception, from 2019; Republic Act
// 9256: Ninoy Aquino Day, from 2004), and the President's yearly proclamations, which name the
// year's holidays and move some of them (each year's moved dates are below).
//
// - Regular and special non-working days: kind public.
// - Special working days (python-holidays 0.108's category workday, holical's observance):
//   the Founding Anniversary of Iglesia ni Cristo (Republic Act 9645, from 2009; a non-working
//   day in 2025 by Proclamation 729/2024), the Nativity of Mary (Republic Act 11370, from
//   2019), the EDSA anniversary (from 2025, Proclamation 727/2024), Sheikh Karim'ul Makhdum
//   Day (Republic Act 12228, from 2025).
// - No substitute days.
//
// The weekend: Saturday and Sunday; calendars begin on Sunday. Known from 1988, the first year
// of the Administrative Code's list (python-holidays 0.108 begins the same year). The yearly
// proclamations are known to 2027: later years follow the Code's fixed dates, and the
// additional special days are not forecast.

extension Country {
    /// The Philippines: regular and special holidays, known from 1988.
    public static let philippines = Country(
        "PH", "Philippines", local: "Pilipinas", languages: ["fil", "en"], firstWeekday: .sunday,
        weekend: .saturdaySunday, known: .from(1988), islamic: .philippines, lunisolar: .chinese,
        kinds: [.public, .observance], sources: "Administrative Code of 1987 (Executive Order 292) Book I s. 26; Republic Acts 9177, 9256, 9492, "
            + "9645, 9849, 10966, 11370, 12228; the President's yearly proclamations of holidays",
        rules: { philippineHolidays + philippineWorkingDays + philippineOneOffs })

    /// A holiday on its date but in the years a proclamation moved it.
    private static func proclaimed(
        _ english: String, _ filipino: String, on date: DateRule, years: YearSet = .always, moves: [CivilDate]
    ) -> [HolidayRule] {
        HolidayRule.moved([HolidayName(english, local: filipino)], on: date, years: years, to: moves)
    }

    /// The regular and special non-working holidays, in the order of the year.
    private static let philippineHolidays: [HolidayRule] =
        [
            HolidayRule("New Year's Day", local: "Araw ng Bagong Taon", on: .fixed(month: 1, day: 1)),
            HolidayRule(
                "Chinese New Year", local: "Bagong Taon ng mga Tsino", on: .chinese(1, 1), years: .from(2012).except(2023)),
        ]
        + proclaimed(
            "EDSA People Power Revolution Anniversary", "Anibersaryo ng Rebolusyon sa EDSA", on: .fixed(month: 2, day: 25),
            years: YearSet(2016, 2023).except(2017), moves: [CivilDate(2023, 2, 24)])
        + [
            HolidayRule("Maundy Thursday", local: "Huwebes Santo", on: .easter(-3)),
            HolidayRule("Good Friday", local: "Biyernes Santo", on: .easter(-2)),
            HolidayRule("Black Saturday", local: "Sabado de Gloria", on: .easter(-1), years: .from(2013)),
        ]
        + proclaimed(
            "Day of Valor", "Araw ng Kagitingan", on: .fixed(month: 4, day: 9),
            moves: [CivilDate(2008, 4, 7), CivilDate(2009, 4, 6), CivilDate(2023, 4, 10)])
        + [HolidayRule("Labor Day", local: "Araw ng Paggawa", on: .fixed(month: 5, day: 1))]
        + proclaimed(
            "Independence Day", "Araw ng Kalayaan", on: .fixed(month: 6, day: 12),
            moves: [CivilDate(2007, 6, 11), CivilDate(2008, 6, 9), CivilDate(2010, 6, 14)])
        + proclaimed(
            "Ninoy Aquino Day", "Araw ni Ninoy Aquino", on: .fixed(month: 8, day: 21), years: .from(2004),
            moves: [CivilDate(2007, 8, 20), CivilDate(2008, 8, 18), CivilDate(2010, 8, 23), CivilDate(2024, 8, 23)])
        + [
            // Republic Act 9492 (2007): the last Monday of August, the last Sunday before.
            HolidayRule("National Heroes Day", local: "Araw ng mga Bayani", on: .last(.sunday, of: 8), years: .through(2006)),
            HolidayRule(
                "National Heroes Day", local: "Araw ng mga Bayani", on: .last(.monday, of: 8), years: .from(2007),
                key: "National Heroes Day (from 2007)"),
            HolidayRule("All Saints' Day", local: "Araw ng mga Santo", on: .fixed(month: 11, day: 1)),
        ]
        + proclaimed(
            "Bonifacio Day", "Araw ni Bonifacio", on: .fixed(month: 11, day: 30),
            moves: [CivilDate(2008, 12, 1), CivilDate(2010, 11, 29), CivilDate(2023, 11, 27)])
        + [
            HolidayRule(
                "Feast of the Immaculate Conception of Mary", local: "Kapistahan ng Immaculada Concepcion",
                on: .fixed(month: 12, day: 8), years: .from(2019)),
            HolidayRule("Christmas Day", local: "Araw ng Pasko", on: .fixed(month: 12, day: 25)),
        ]
        + proclaimed("Rizal Day", "Araw ni Rizal", on: .fixed(month: 12, day: 30), moves: [CivilDate(2010, 12, 27)])
        + [
            HolidayRule(
                "Last Day of the Year", local: "Huling Araw ng Taon", on: .fixed(month: 12, day: 31),
                years: .always.except(2021, 2022)),
            HolidayRule("Eid'l Fitr", local: "Eid'l Fitr", on: .hijri(.shawwal, 1), years: .from(2002)),
            HolidayRule("Eid'l Adha", local: "Eid'l Adha", on: .hijri(.dhuAlHijjah, 10), years: .from(2010)),
        ]

    /// Special working days.
    private static let philippineWorkingDays: [HolidayRule] = [
        HolidayRule(
            "EDSA People Power Revolution Anniversary", local: "Anibersaryo ng Rebolusyon sa EDSA",
            on: .fixed(month: 2, day: 25), kind: .observance, years: .from(2025), key: "EDSA anniversary (working day)"),
        HolidayRule(
            "Founding Anniversary of Iglesia ni Cristo", local: "Anibersaryo ng Pagkakatatag ng Iglesia ni Cristo",
            on: .fixed(month: 7, day: 27), kind: .observance, years: .from(2009).except(2025)),
        HolidayRule(
            "Feast of the Nativity of the Blessed Virgin Mary", local: "Kapistahan ng Pagsilang ng Mahal na Birheng Maria",
            on: .fixed(month: 9, day: 8), kind: .observance, years: .from(2019)),
        HolidayRule(
            "Sheikh Karim'ul Makhdum Day", local: "Araw ni Sheikh Karim'ul Makhdum", on: .fixed(month: 11, day: 7),
            kind: .observance, years: .from(2025)),
    ]

    private static let additionalSpecial = HolidayName(
        "Additional special (non-working) day", local: "Karagdagang natatanging araw na walang pasok")
    private static let electionSpecial = HolidayName(
        "Elections special (non-working) day", local: "Natatanging araw na walang pasok para sa halalan")

    /// The additional special non-working days of each year's proclamations.
    private static let philippineOneOffs: [HolidayRule] =
        [
            (2008, 12, 26), (2008, 12, 29), (2009, 11, 2), (2009, 12, 24), (2010, 12, 24), (2012, 11, 2), (2013, 11, 2),
            (2013, 12, 24), (2014, 12, 24), (2014, 12, 26), (2015, 1, 2), (2015, 12, 24), (2016, 1, 2), (2016, 10, 31),
            (2016, 12, 24), (2017, 1, 2), (2017, 10, 31), (2018, 11, 2), (2018, 12, 24), (2019, 11, 2), (2019, 12, 24),
            (2020, 11, 2), (2020, 12, 24), (2022, 10, 31), (2023, 1, 2), (2023, 11, 2), (2023, 12, 26), (2024, 2, 9),
            (2024, 11, 2), (2024, 12, 24), (2025, 7, 27),
        ].map { HolidayRule.oneOff(additionalSpecial, on: CivilDate($0.0, $0.1, $0.2)) }
        + [(2018, 5, 14), (2019, 5, 13), (2022, 5, 9), (2023, 10, 30), (2025, 5, 12)].map {
            HolidayRule.oneOff(electionSpecial, on: CivilDate($0.0, $0.1, $0.2))
        }
        + [
            .oneOff("All Saints' Day Eve", local: "Bisperas ng Araw ng mga Santo", on: CivilDate(2025, 10, 31)),
            .oneOff("Christmas Eve", local: "Bisperas ng Pasko", on: CivilDate(2025, 12, 24)),
            .oneOff("All Souls' Day", local: "Araw ng mga Kaluluwa", on: CivilDate(2026, 11, 2)),
            .oneOff("Christmas Eve", local: "Bisperas ng Pasko", on: CivilDate(2026, 12, 24)),
            .oneOff("All Souls' Day", local: "Araw ng mga Kaluluwa", on: CivilDate(2027, 11, 2)),
            .oneOff("Christmas Eve", local: "Bisperas ng Pasko", on: CivilDate(2027, 12, 24)),
        ]
}
