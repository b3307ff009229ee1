import HolidayEngine

// Tuvalu: public holidays (Public Holidays Act [Cap. 10.40] and its schedule, as amended:
// Commonwealth Day kept until 2020, National Youth Day from 2019 with Children's Day moved
// to October, the Heir's Birthday until 2022), and each island's own day (Falekaupule
// days, under the same Act). A holiday on a weekend gives the Monday after; Tuvalu Day
// (October 1 and 2), Christmas and Boxing Day give the Monday or Tuesday. Known from 1990,
// the first year of the Act's current schedule.

extension Country {
    /// Tuvalu: public holidays and the islands' days, known from 1990.
    public static let tuvalu = Country(
        "TV", "Tuvalu", languages: ["tvl", "en"], firstWeekday: .monday, known: .from(1990),
        observedSuffix: ["en": " (observed)", "": " (fakamatakuga)"],
        kinds: [.public], sources: "Public Holidays Act [Cap. 10.40] and schedule",
        rules: { tuvaluanHolidays },
        subdivisions: [
            Subdivision("FUN", "Funafuti", rules: { funafutiHolidays }),
            Subdivision("NIT", "Niutao", rules: { [HolidayRule("Niutao Day", local: "Te Aso o te Setema", on: .fixed(month: 9, day: 17))] }),
            Subdivision("NKF", "Nukufetau", rules: { [HolidayRule("Nukufetau Day", local: "Te Aso O Tutasi", on: .fixed(month: 2, day: 11))] }),
            // Nukulaelae's own Gospel Day (May 10), apart from the nation's, with which it
            // coincides when the second Sunday of May is the 9th.
            Subdivision("NKL", "Nukulaelae", rules: { [HolidayRule("Nukulaelae Gospel Day", local: "Te Aso o te Tala Lei", on: .fixed(month: 5, day: 10))] }),
            Subdivision("NMA", "Nanumea", rules: { nanumeaHolidays }),
            Subdivision("NMG", "Nanumaga", rules: { [HolidayRule("Nanumaga Day", local: "Aho o te Fakavae", on: .fixed(month: 4, day: 15))] }),
            Subdivision("NUI", "Nui", rules: { [HolidayRule("Day of the Flood", local: "Bogin te Ieka", on: .fixed(month: 2, day: 16))] }),
            Subdivision("VAI", "Vaitupu", rules: { [HolidayRule("Happy Day", local: "Te Aso Fiafia", on: .fixed(month: 11, day: 25))] }),
        ])

    /// Saturday or Sunday to the Monday after.
    private static let tuvaluToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// Saturday to the Monday, Sunday to the Tuesday after.
    private static let tuvaluToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The public holidays, in the order of the year.
    private static let tuvaluanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Tausaga Fou", on: .fixed(month: 1, day: 1), observed: tuvaluToMonday),
        HolidayRule("Commonwealth Day", local: "Aso Atefenua", on: .nth(2, .monday, of: 3), years: .through(2020)),
        HolidayRule("Good Friday", local: "Aso toe tu", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Toe Tu aso gafua", on: .easter(1)),
        // The Monday after the second Sunday of May.
        HolidayRule("Gospel Day", local: "Te Aso o te Tala Lei", on: .nth(2, .sunday, of: 5).shifted(1)),
        HolidayRule(
            names: [
                HolidayName("Queen's Birthday", local: "Asofanau Fafine", years: .through(2022)),
                HolidayName("King's Birthday", local: "Asofanau Tupu", years: .from(2023)),
            ],
            on: .nth(2, .saturday, of: 6)),
        HolidayRule("National Children's Day", local: "Aso Tamaliki", on: .nth(1, .monday, of: 8), years: .through(2018)),
        HolidayRule("National Youth Day", local: "Aso tupulaga", on: .nth(1, .monday, of: 8), years: .from(2019)),
        HolidayRule("Tuvalu Day", local: "Tutokotasi", on: .fixed(month: 10, day: 1), observed: tuvaluToMondayOrTuesday),
        HolidayRule(
            "Tuvalu Day", local: "Tutokotasi", on: .fixed(month: 10, day: 2), observed: tuvaluToMondayOrTuesday,
            key: "Tuvalu Day (second day)"),
        // Children's Day from 2019: the Monday after the second Sunday of October.
        HolidayRule(
            "National Children's Day", local: "Aso Tamaliki", on: .nth(2, .sunday, of: 10).shifted(1),
            years: .from(2019), key: "National Children's Day (October)"),
        HolidayRule(
            "Heir to the Throne's Birthday", local: "Aso fanau o te sui ote Tupu", on: .nth(2, .monday, of: 11),
            years: .through(2022)),
        HolidayRule("Christmas Day", local: "Kilisimasi", on: .fixed(month: 12, day: 25), observed: tuvaluToMondayOrTuesday),
        HolidayRule("Boxing Day", local: "Aso Faipele", on: .fixed(month: 12, day: 26), observed: tuvaluToMondayOrTuesday),
    ]

    /// Funafuti: the day of the bombing (April 23, 1943) and Cyclone Day (October 21, 1972).
    private static let funafutiHolidays: [HolidayRule] = [
        HolidayRule("The Day of the Bombing", local: "Te Aso o te Paula", on: .fixed(month: 4, day: 23)),
        HolidayRule("Cyclone Day", local: "Aso o te matagi", on: .fixed(month: 10, day: 21)),
    ]

    /// Nanumea: the night of Tefolaha and the Big Day.
    private static let nanumeaHolidays: [HolidayRule] = [
        HolidayRule("Golden Jubilee", local: "Te Po o Tefolaha", on: .fixed(month: 1, day: 8)),
        HolidayRule("Big Day", local: "Po Lahi", on: .fixed(month: 2, day: 3)),
    ]
}
