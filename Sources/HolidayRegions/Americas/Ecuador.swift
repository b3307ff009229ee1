import HolidayEngine

// Ecuador: the national holidays of the Código del Trabajo (art. 65) as amended, with the
// rule of the Ley Orgánica Reformatoria of 20 December 2016, in force from 2017: the day off
// of a holiday on a Tuesday goes to the Monday before, on a Wednesday or Thursday to the
// Friday after, on a Saturday to the Friday before and on a Sunday to the Monday after; New
// Year's Day and Christmas Day move only from a weekend, Carnival and Good Friday never. All
// Souls' Day and the Independence of Cuenca (2 and 3 November) are moved together: All
// Souls' Day on a Sunday gives the Tuesday, on a Thursday nothing; Cuenca's day only from a
// Sunday. The holiday stays listed on its date beside the day off, as in python-holidays
// 0.108, which cites the Ministry of Tourism's yearly calendars (2018-2025).

extension Country {
    /// Ecuador: public holidays, known from 1950.
    public static let ecuador = Country(
        "EC", "Ecuador", languages: ["es"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public], sources: "Código del Trabajo art. 65; Ley Orgánica Reformatoria (Registro Oficial, 20 December 2016); "
            + "Ministerio de Turismo, calendarios de feriados 2018-2025",
        rules: { ecuadorianHolidays })

    /// The rule of 2016 for most holidays.
    private static let ecuadorianMove: [Observance] = [
        .adding(
            .from(2017),
            [
                .tuesday: .previous(.monday), .wednesday: .next(.friday), .thursday: .next(.friday),
                .saturday: .previous(.friday), .sunday: .next(.monday),
            ])
    ]

    /// New Year's Day and Christmas Day: from a weekend only.
    private static let ecuadorianWeekendMove: [Observance] = [
        .adding(.from(2017), [.saturday: .previous(.friday), .sunday: .next(.monday)])
    ]

    /// The public holidays, in the order of the year.
    private static let ecuadorianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1), observed: ecuadorianWeekendMove),
        HolidayRule("Carnival Monday", local: "Carnaval", on: .easter(-48)),
        HolidayRule("Carnival Tuesday", local: "Carnaval", on: .easter(-47)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1), observed: ecuadorianMove),
        HolidayRule(
            "Battle of Pichincha", local: "Batalla de Pichincha", on: .fixed(month: 5, day: 24), observed: ecuadorianMove),
        HolidayRule(
            "Declaration of Independence of Quito", local: "Primer Grito de Independencia",
            on: .fixed(month: 8, day: 10), observed: ecuadorianMove),
        HolidayRule(
            "Independence of Guayaquil", local: "Independencia de Guayaquil", on: .fixed(month: 10, day: 9),
            observed: ecuadorianMove),
        HolidayRule(
            "All Souls' Day", local: "Día de Difuntos", on: .fixed(month: 11, day: 2),
            observed: [
                .adding(
                    .from(2017),
                    [
                        .tuesday: .previous(.monday), .wednesday: .next(.friday),
                        .saturday: .previous(.friday), .sunday: .next(.tuesday),
                    ])
            ]),
        HolidayRule(
            "Independence of Cuenca", local: "Independencia de Cuenca", on: .fixed(month: 11, day: 3),
            observed: [.adding(.from(2017), [.sunday: .next(.monday)])]),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25), observed: ecuadorianWeekendMove),
    ]
}
