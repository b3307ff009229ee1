import HolidayEngine

// Costa Rica: the holidays of the Código de Trabajo (art. 148) as amended, with the moves
// its laws made: from a working day (Tuesday to Friday) to the Monday after in 2005-2010
// (Leyes 8442 of 2005, 8604 of 2007, 8753 of 2009, 8886 of 2010), and to the nearest Monday
// (from Tuesday or Wednesday back, from Thursday to Sunday on) in the years the laws of
// 2020-2024 name (Leyes 9803 of 2020, 10050 of 2021 and after); Culture Day (12 October),
// until it gave way in 2020, always moved to the Monday after a working day. Two days and,
// from 2021, the Day of the Black Person are paid holidays an employer need not give
// (optional). Dates and years after python-holidays 0.108, which cites these laws.

extension Country {
    /// Costa Rica: public holidays and optional days, known from 1950.
    public static let costaRica = Country(
        "CR", "Costa Rica", languages: ["es"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public, .optional], sources: "Código de Trabajo art. 148 as amended; Leyes 8442, 8604, 8753, 8886, 9803, 10050",
        rules: { costaRicanHolidays + costaRicanOptionalDays })

    /// The public holidays, in the order of the year.
    private static let costaRicanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule(
            "Juan Santamaría Day", local: "Día de Juan Santamaría", on: .fixed(month: 4, day: 11),
            observed: [.workdayToNextMonday(YearSet(2006, 2010)), .toMonday(.years(2023, 2024))]),
        HolidayRule(
            "International Labour Day", local: "Día Internacional del Trabajo", on: .fixed(month: 5, day: 1),
            observed: [.toMonday(.only(2021))]),
        HolidayRule(
            "Annexation of the Party of Nicoya to Costa Rica", local: "Anexión del Partido de Nicoya a Costa Rica",
            on: .fixed(month: 7, day: 25),
            observed: [.workdayToNextMonday(YearSet(2005, 2008)), .toMonday(YearSet(2020, 2024))]),
        HolidayRule(
            "Mother's Day", local: "Día de la Madre", on: .fixed(month: 8, day: 15),
            observed: [.workdayToNextMonday(YearSet(2005, 2007)), .toMonday(.years(2020, 2023, 2024))]),
        HolidayRule(
            "Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 15),
            observed: [.toMonday(YearSet(2020, 2022))]),
        HolidayRule(
            "Culture Day", local: "Día de las Culturas", on: .fixed(month: 10, day: 12), years: .through(2019),
            observed: [.workdayToNextMonday(.always)]),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]

    /// The paid days an employer need not give (feriados de pago no obligatorio).
    private static let costaRicanOptionalDays: [HolidayRule] = [
        HolidayRule(
            "Feast of Our Lady of the Angels", local: "Fiesta de Nuestra Señora de los Ángeles",
            on: .fixed(month: 8, day: 2), kind: .optional),
        // Kept on the Sunday after in its first three years.
        HolidayRule(
            "Day of the Black Person and Afro-Costa Rican Culture",
            local: "Día de la Persona Negra y la Cultura Afrocostarricense", on: .fixed(month: 8, day: 31),
            kind: .optional, years: .from(2021),
            observed: [
                .moving(
                    YearSet(2021, 2023),
                    [
                        .monday: .next(.sunday), .tuesday: .next(.sunday), .wednesday: .next(.sunday),
                        .thursday: .next(.sunday), .friday: .next(.sunday), .saturday: .next(.sunday),
                    ])
            ]),
        HolidayRule(
            "Army Abolition Day", local: "Día de la Abolición del Ejército", on: .fixed(month: 12, day: 1),
            kind: .optional, years: .from(2020), observed: [.toMonday(YearSet(2020, 2022))]),
    ]
}
