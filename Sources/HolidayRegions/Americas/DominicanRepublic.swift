import HolidayEngine

// Dominican Republic: the holidays of Ley 139-97 (27 June 1997), which moves most of them to
// a Monday from 1998: from a Tuesday or Wednesday back to the Monday before, from a Thursday
// or Friday on to the Monday after (Labour Day also from a Sunday). Restoration Day stays on
// 16 August in the years a President takes office (every fourth year: 2000, 2004 ...).
// New Year's Day, Altagracia, Independence Day, Good Friday, Corpus Christi, Las Mercedes and
// Christmas Day never move. Known from 1998, the first year of the law.

extension Country {
    /// The Dominican Republic: public holidays, known from 1998.
    public static let dominicanRepublic = Country(
        "DO", "Dominican Republic", local: "República Dominicana", languages: ["es"], firstWeekday: .sunday,
        known: .from(1998), kinds: [.public], sources: "Ley 139-97 (27 June 1997)", rules: { dominicanHolidays })

    /// Ley 139-97: Tuesday and Wednesday back to the Monday before, Thursday and Friday on.
    private static let dominicanMove: [Observance] = [
        .moving(
            .always,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday),
                .thursday: .next(.monday), .friday: .next(.monday),
            ])
    ]

    /// The holidays, in the order of the year.
    private static let dominicanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Día de los Santos Reyes", on: .fixed(month: 1, day: 6), observed: dominicanMove),
        HolidayRule("Lady of Altagracia", local: "Día de la Altagracia", on: .fixed(month: 1, day: 21)),
        HolidayRule("Juan Pablo Duarte Day", local: "Día de Duarte", on: .fixed(month: 1, day: 26), observed: dominicanMove),
        HolidayRule(
            "National Independence Day", local: "Día de la Independencia Nacional", on: .fixed(month: 2, day: 27)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule(
            "Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1),
            observed: [
                .moving(
                    .always,
                    [
                        .tuesday: .previous(.monday), .wednesday: .previous(.monday),
                        .thursday: .next(.monday), .friday: .next(.monday), .sunday: .next(.monday),
                    ])
            ]),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60)),
        HolidayRule(
            "Restoration Day", local: "Día de la Restauración", on: .fixed(month: 8, day: 16),
            observed: [.moving(.every(4, from: 1996), [:])] + dominicanMove),
        HolidayRule("Our Lady of Mercedes Day", local: "Día de las Mercedes", on: .fixed(month: 9, day: 24)),
        HolidayRule("Constitution Day", local: "Día de la Constitución", on: .fixed(month: 11, day: 6), observed: dominicanMove),
        HolidayRule("Christmas Day", local: "Día de Navidad", on: .fixed(month: 12, day: 25)),
    ]
}
