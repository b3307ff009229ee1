import HolidayEngine

// Venezuela: the national holidays (fiestas nacionales) of the Ley de Fiestas Nacionales (1909,
// 1918, 1921; 22 June 1971 brought back the Battle of Carabobo) and the days the labour law
// makes holidays (Ley Orgánica del Trabajo, los Trabajadores y las Trabajadoras, 2012, art.
// 184: Carnival Monday and Tuesday, Maundy Thursday and Good Friday, 1 May, 24, 25 and 31
// December); 12 October renamed the Day of Indigenous Resistance (Decreto 2.028 of 10 October
// 2002); the Family Day (15 May) from 2024. The days off the Executive decreed are one-off
// days. No substitute days.
//
// The weekend is Sunday, the weekly rest day of the labour law, as python-holidays 0.108 has
// it (the 2012 law gives two days of rest a week without fixing the second).

extension Country {
    /// Venezuela: public holidays, known from 1950.
    public static let venezuela = Country(
        "VE", "Venezuela", languages: ["es"], firstWeekday: .sunday, weekend: WeekendHistory(.sundayOnly),
        known: .from(1950),
        kinds: [.public], sources: "Ley de Fiestas Nacionales (1909, 1918, 1921, 1971); LOTTT (2012) art. 184; Decreto 2.028 (2002); "
            + "the Executive's decrees",
        rules: { venezuelanHolidays + venezuelanDecreedDays })

    /// The public holidays, in the order of the year.
    private static let venezuelanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Carnival Monday", local: "Lunes de Carnaval", on: .easter(-48)),
        HolidayRule("Carnival Tuesday", local: "Martes de Carnaval", on: .easter(-47)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Declaration of Independence", local: "Declaración de la Independencia", on: .fixed(month: 4, day: 19)),
        HolidayRule("International Workers' Day", local: "Día Mundial del Trabajador", on: .fixed(month: 5, day: 1)),
        HolidayRule("Family Day", local: "Día de la Familia", on: .fixed(month: 5, day: 15), years: .from(2024)),
        HolidayRule("Battle of Carabobo", local: "Batalla de Carabobo", on: .fixed(month: 6, day: 24), years: .from(1971)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 7, day: 5)),
        HolidayRule("Birthday of Simón Bolívar", local: "Natalicio de Simón Bolívar", on: .fixed(month: 7, day: 24)),
        HolidayRule(
            names: [
                HolidayName("Columbus Day", local: "Día de la Raza", years: .through(2001)),
                HolidayName("Day of Indigenous Resistance", local: "Día de la Resistencia Indígena", years: .from(2002)),
            ],
            on: .fixed(month: 10, day: 12)),
        HolidayRule("Christmas Eve", local: "Nochebuena", on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", local: "Día de Navidad", on: .fixed(month: 12, day: 25)),
        HolidayRule("New Year's Eve", local: "Fiesta de Fin de Año", on: .fixed(month: 12, day: 31)),
    ]

    private static func venezuelaDays(_ english: String, _ local: String, _ dates: [(Int, Int, Int)]) -> [HolidayRule] {
        dates.map { HolidayRule.oneOff(english, local: local, on: CivilDate(year: $0.0, month: $0.1, day: $0.2)!) }
    }

    /// Days off the Executive decreed: national holidays (fiestas nacionales) over Holy Week
    /// and Carnival, for the power shortages of 2016 (every Friday of April and May) and 2019,
    /// and in 2014 and 2018; the revolution's tenth anniversary (2009), the day of loyalty to
    /// Hugo Chávez (2013) and the canonisation of José Gregorio Hernández and Mother Carmen
    /// Rendiles (2025).
    private static let venezuelanDecreedDays: [HolidayRule] =
        venezuelaDays(
            "10th Anniversary of the Bolivarian Revolution", "10.º aniversario de la Revolución Bolivariana",
            [(2009, 2, 2)])
        + venezuelaDays(
            "National Holiday", "Fiesta Nacional",
            [
                (2010, 3, 29), (2010, 3, 30), (2010, 3, 31), (2014, 2, 27), (2014, 2, 28), (2016, 3, 21), (2016, 3, 22),
                (2016, 3, 23), (2016, 4, 8), (2016, 4, 15), (2016, 4, 18), (2016, 4, 22), (2016, 4, 29), (2016, 5, 6),
                (2016, 5, 13), (2016, 5, 20), (2016, 5, 27), (2017, 4, 10), (2017, 4, 11), (2017, 4, 12), (2018, 8, 20),
                (2019, 2, 28), (2019, 3, 1), (2019, 3, 11), (2019, 3, 12), (2019, 3, 26),
            ])
        + venezuelaDays(
            "Day of Loyalty and Love for Supreme Commander Hugo Chávez and the Fatherland",
            "Día de la Lealtad y el Amor al Comandante Supremo Hugo Chávez y a la Patria", [(2013, 12, 8)])
        + venezuelaDays(
            "Canonization of José Gregorio Hernández and Mother Carmen Rendiles",
            "Canonización de José Gregorio Hernández y la Madre Carmen Rendiles", [(2025, 10, 19), (2025, 10, 20)])
}
