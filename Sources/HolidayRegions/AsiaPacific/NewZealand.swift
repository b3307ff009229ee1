import HolidayEngine

// New Zealand: public holidays (Holidays Act 2003 ss 44-45; before it the Holidays Act
// 1981), Waitangi Day (Waitangi Day Act 1960, New Zealand Day Act 1973, Waitangi Day Act
// 1976), Anzac Day (Anzac Day Act 1966), the Sovereign's Birthday (Sovereign's Birthday
// Observance Act 1952), Labour Day (Labour Day Act 1899, on the fourth Monday of October
// from 1910), Matariki (Te Kāhui o Matariki Public Holiday Act 2022, whose schedule fixes
// the dates from 2022 to 2052), and the provincial anniversary days each region keeps on
// the Monday nearest its anniversary, as the Government lists them (govt.nz, "Public
// holidays and anniversary dates").
//
// Mondayisation: New Year's Day, the day after it, Christmas Day and Boxing Day on a weekend
// give the next Monday or Tuesday not already taken (Holidays Act 2003 s 45; its
// predecessors likewise, as python-holidays 0.108 keeps them for every year); Waitangi Day
// and Anzac Day on a weekend give the Monday from 2014 (Holidays (Full Recognition of
// Waitangi Day and ANZAC Day) Amendment Act 2013).

extension Country {
    /// New Zealand: public holidays and the regional anniversary days.
    public static let newZealand = Country(
        "NZ", "New Zealand", local: "Aotearoa", languages: ["en", "mi"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Holidays Act 2003 ss 44-45; Holidays Act 1981; Waitangi Day Act 1976; "
            + "Te Kāhui o Matariki Public Holiday Act 2022 sch 1; Holidays (Full Recognition of "
            + "Waitangi Day and ANZAC Day) Amendment Act 2013; govt.nz anniversary dates",
        rules: { newZealandHolidays },
        subdivisions: [
            Subdivision("AUK", "Auckland", local: "Tāmaki-Makaurau", rules: { [aucklandAnniversary] }),
            Subdivision("BOP", "Bay of Plenty", local: "Toi Moana"),
            Subdivision("CAN", "Canterbury", local: "Waitaha", rules: { canterburyHolidays }),
            Subdivision("CIT", "Chatham Islands Territory", local: "Wharekauri", rules: { chathamIslandsHolidays }),
            Subdivision("GIS", "Gisborne", local: "Te Tairāwhiti"),
            Subdivision("HKB", "Hawke's Bay", local: "Te Matau-a-Māui", rules: { hawkesBayHolidays }),
            Subdivision("MBH", "Marlborough", rules: { marlboroughHolidays }),
            Subdivision("MWT", "Manawatū-Whanganui", local: "Manawatū Whanganui"),
            Subdivision("NSN", "Nelson", local: "Whakatū", rules: { nelsonHolidays }),
            Subdivision("NTL", "Northland", local: "Te Taitokerau", rules: { northlandHolidays }),
            Subdivision("OTA", "Otago", local: "Ō Tākou", rules: { otagoHolidays }),
            Subdivision("STL", "Southland", local: "Te Taiao Tonga", rules: { southlandHolidays }),
            Subdivision("TAS", "Tasman", local: "Te Tai o Aorere"),
            Subdivision("TKI", "Taranaki", rules: { taranakiHolidays }),
            Subdivision("WGN", "Greater Wellington", local: "Te Pane Matua Taiao", rules: { wellingtonHolidays }),
            Subdivision("WKO", "Waikato"),
            Subdivision("WTC", "West Coast", local: "Te Tai o Poutini", rules: { westCoastHolidays }),
            // Not an ISO 3166-2 region: the part of Canterbury (Timaru, Waimate, Mackenzie)
            // that keeps Dominion Day in place of Canterbury's show day.
            Subdivision("SOUTHCANTERBURY", "South Canterbury", rules: { southCanterburyHolidays }),
        ])

    /// A weekend holiday's additional day: the Monday for a Saturday, the Tuesday for a
    /// Sunday, since the holiday before or after it holds the Monday.
    private static let mondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The national holidays, in the order of the year.
    private static let newZealandHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: mondayOrTuesday),
        HolidayRule("Day after New Year's Day", on: .fixed(month: 1, day: 2), observed: mondayOrTuesday),
        // New Zealand Day 1974-1976 (New Zealand Day Act 1973), Waitangi Day from 1977.
        HolidayRule(
            names: [
                HolidayName("New Zealand Day", years: YearSet(1974, 1976)),
                HolidayName("Waitangi Day", ["mi": "Te Rā o Waitangi"], years: .from(1977)),
            ],
            on: .fixed(month: 2, day: 6), years: .from(1974),
            observed: [.adding(.from(2014), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule(
            "Anzac Day", on: .fixed(month: 4, day: 25),
            observed: [.adding(.from(2014), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        // The first Monday of June (Sovereign's Birthday Observance Act 1952).
        HolidayRule(
            names: [
                HolidayName("King's Birthday", years: .through(1951)),
                HolidayName("Queen's Birthday", years: YearSet(1952, 2022)),
                HolidayName("King's Birthday", years: .from(2023)),
            ],
            on: .nth(1, .monday, of: 6)),
        .oneOff("Queen Elizabeth II Memorial Day", on: CivilDate(2022, 9, 26)),
        HolidayRule("Labour Day", on: .nth(4, .monday, of: 10)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: mondayOrTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: mondayOrTuesday),
    ] + matariki

    /// Matariki, on the Friday the Act's schedule names for each year from 2022 to 2052
    /// (Te Kāhui o Matariki Public Holiday Act 2022, schedule 1); later dates are not
    /// fixed by law yet, so none are listed.
    private static let matariki: [HolidayRule] = [
        (2022, 6, 24), (2023, 7, 14), (2024, 6, 28), (2025, 6, 20), (2026, 7, 10),
        (2027, 6, 25), (2028, 7, 14), (2029, 7, 6), (2030, 6, 21), (2031, 7, 11),
        (2032, 7, 2), (2033, 6, 24), (2034, 7, 7), (2035, 6, 29), (2036, 7, 18),
        (2037, 7, 10), (2038, 6, 25), (2039, 7, 15), (2040, 7, 6), (2041, 7, 19),
        (2042, 7, 11), (2043, 7, 3), (2044, 6, 24), (2045, 7, 7), (2046, 6, 29),
        (2047, 7, 19), (2048, 7, 3), (2049, 6, 25), (2050, 7, 15), (2051, 6, 30),
        (2052, 6, 21),
    ].map { year, month, day in
        HolidayRule.oneOff("Matariki", on: CivilDate(year, month, day))
    }

    /// The Monday nearest a date (from the Thursday before to the Sunday after: three days
    /// either side), where the anniversary days are kept.
    private static func mondayNearest(month: Int, day: Int) -> DateRule {
        let anniversary = CivilDate(2001, month, day)
        let earliest = CivilDate(dayNumber: anniversary.dayNumber - 3)
        return .weekday(.monday, onOrAfter: earliest.month, earliest.day)
    }

    /// Auckland Anniversary Day (January 29), kept in Auckland and, but for 1964-1973, in
    /// Northland.
    private static let aucklandAnniversary = HolidayRule(
        "Auckland Anniversary Day", on: mondayNearest(month: 1, day: 29))

    /// Canterbury: show day, the Friday after the first Tuesday of November.
    private static let canterburyHolidays: [HolidayRule] = [
        HolidayRule("Canterbury Anniversary Day", on: .nth(1, .tuesday, of: 11).shifted(10)),
    ]

    /// Chatham Islands: November 30.
    private static let chathamIslandsHolidays: [HolidayRule] = [
        HolidayRule("Chatham Islands Anniversary Day", on: mondayNearest(month: 11, day: 30)),
    ]

    /// Hawke's Bay: the Friday before Labour Day.
    private static let hawkesBayHolidays: [HolidayRule] = [
        HolidayRule("Hawke's Bay Anniversary Day", on: .nth(4, .monday, of: 10).shifted(-3)),
    ]

    /// Marlborough: the Monday after Labour Day.
    private static let marlboroughHolidays: [HolidayRule] = [
        HolidayRule("Marlborough Anniversary Day", on: .nth(4, .monday, of: 10).shifted(7)),
    ]

    /// Nelson: February 1.
    private static let nelsonHolidays: [HolidayRule] = [
        HolidayRule("Nelson Anniversary Day", on: mondayNearest(month: 2, day: 1)),
    ]

    /// Northland: Auckland's anniversary, except 1964-1973, when Northland kept Waitangi Day
    /// (February 6) in its place, before it became a national holiday.
    private static let northlandHolidays: [HolidayRule] = [
        aucklandAnniversary.during(.always.except(YearSet(1964, 1973))),
        HolidayRule(
            "Waitangi Day", on: mondayNearest(month: 2, day: 6), years: YearSet(1964, 1973),
            key: "Northland Waitangi Day"),
    ]

    /// Otago: March 23; Easter Tuesday when the nearest Monday is Easter Monday.
    private static let otagoHolidays: [HolidayRule] = [
        HolidayRule("Otago Anniversary Day", on: mondayNearest(month: 3, day: 23).moved(by: 1, whenOn: .easter(1))),
    ]

    /// Southland: January 17 until 2011, Easter Tuesday from 2012.
    private static let southlandHolidays: [HolidayRule] = [
        HolidayRule("Southland Anniversary Day", on: mondayNearest(month: 1, day: 17), years: .through(2011)),
        HolidayRule("Southland Anniversary Day", on: .easter(2), years: .from(2012)),
    ]

    /// Taranaki: the second Monday of March.
    private static let taranakiHolidays: [HolidayRule] = [
        HolidayRule("Taranaki Anniversary Day", on: .nth(2, .monday, of: 3)),
    ]

    /// Wellington: January 22.
    private static let wellingtonHolidays: [HolidayRule] = [
        HolidayRule("Wellington Anniversary Day", on: mondayNearest(month: 1, day: 22)),
    ]

    /// West Coast: December 1 (in 2005 the Monday after, December 5, as the Government
    /// listed it).
    private static let westCoastHolidays: [HolidayRule] = [
        HolidayRule("West Coast Anniversary Day", on: mondayNearest(month: 12, day: 1), years: .always.except(2005)),
        .oneOff("West Coast Anniversary Day", on: CivilDate(2005, 12, 5)),
    ]

    /// South Canterbury: Dominion Day, the fourth Monday of September.
    private static let southCanterburyHolidays: [HolidayRule] = [
        HolidayRule("South Canterbury Anniversary Day", on: .nth(4, .monday, of: 9)),
    ]
}
