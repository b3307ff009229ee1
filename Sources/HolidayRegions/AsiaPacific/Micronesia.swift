import HolidayEngine

// Micronesia (Federated States of): national holidays (FSM Code, Title 1, ss 601-602, as
// amended: United Nations Day from 1991, Veterans of Foreign Wars Day from 2004, Culture and
// Tradition Day from 2011, Presidents Day from 2021), and each state's own: Kosrae (Kosrae
// State Code, Title 1), Pohnpei (Pohnpei State Code 2012, s 7-101), Chuuk and Yap. A holiday
// on a Saturday is kept on the Friday before, on a Sunday on the Monday after (s 602); New
// Year's Day on a Saturday so gives Friday 31 December. Known from 1987, as python-holidays
// 0.108 has them.

extension Country {
    /// Micronesia: national and state holidays, known from 1987.
    public static let micronesia = Country(
        "FM", "Micronesia", languages: ["en"], firstWeekday: .sunday, known: .from(1987),
        kinds: [.public], sources: "FSM Code Title 1 ss 601-602; Kosrae State Code Title 1; Pohnpei State Code 2012 s 7-101",
        rules: { micronesianHolidays },
        subdivisions: [
            Subdivision("KSA", "Kosrae", rules: { kosraeHolidays }),
            Subdivision("PNI", "Pohnpei", rules: { pohnpeiHolidays }),
            Subdivision("TRK", "Chuuk", rules: { chuukHolidays }),
            Subdivision("YAP", "Yap", rules: { yapHolidays }),
        ])

    /// Saturday to the Friday before, Sunday to the Monday after.
    private static let fsmFridayOrMonday: [Observance] = [.nearestWeekday(.always)]

    /// A holiday on a fixed date, kept on the Friday or Monday when it falls on a weekend.
    private static func fsmDay(_ name: String, month: Int, day: Int, years: YearSet = .always) -> HolidayRule {
        HolidayRule(name, on: .fixed(month: month, day: day), years: years, observed: fsmFridayOrMonday)
    }

    /// The national holidays, in the order of the year.
    private static let micronesianHolidays: [HolidayRule] = [
        fsmDay("New Year's Day", month: 1, day: 1),
        fsmDay("Micronesian Culture and Tradition Day", month: 3, day: 31, years: .from(2011)),
        fsmDay("Federated States of Micronesia Day", month: 5, day: 10),
        fsmDay("United Nations Day", month: 10, day: 24, years: .from(1991)),
        fsmDay("Independence Day", month: 11, day: 3),
        fsmDay("FSM Veterans of Foreign Wars Day", month: 11, day: 11, years: .from(2004)),
        fsmDay("Presidents Day", month: 11, day: 23, years: .from(2021)),
        fsmDay("Christmas Day", month: 12, day: 25),
    ]

    /// Kosrae.
    private static let kosraeHolidays: [HolidayRule] = [
        fsmDay("Kosrae State Constitution Day", month: 1, day: 11, years: .from(1991)),
        HolidayRule("Good Friday", on: .easter(-2), years: .from(2000)),
        fsmDay("Gospel Day", month: 8, day: 21, years: .from(2000)),
        fsmDay("Kosrae Liberation Day", month: 9, day: 8, years: .from(1991)),
        fsmDay("Self Government Day", month: 11, day: 3),
        HolidayRule("Thanksgiving Day", on: .nth(4, .thursday, of: 11), years: .from(2011)),
        fsmDay("Kosrae Disability Day", month: 12, day: 3, years: .from(2024)),
    ]

    /// Pohnpei.
    private static let pohnpeiHolidays: [HolidayRule] = [
        fsmDay("Women's Day", month: 3, day: 8, years: .from(2022)),
        fsmDay("Pohnpei Cultural Day", month: 3, day: 31),
        HolidayRule("Good Friday", on: .easter(-2)),
        fsmDay("Liberation Day", month: 9, day: 11),
        fsmDay("Pohnpei Constitution Day", month: 11, day: 8),
    ]

    /// Chuuk.
    private static let chuukHolidays: [HolidayRule] = [
        fsmDay("State Charter Day", month: 9, day: 26),
        fsmDay("Chuuk State Constitution Day", month: 10, day: 1, years: .from(1990)),
    ]

    /// Yap.
    private static let yapHolidays: [HolidayRule] = [
        fsmDay("Yap Day", month: 3, day: 1),
        fsmDay("Yap State Constitution Day", month: 12, day: 24),
    ]
}
