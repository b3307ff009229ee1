import HolidayEngine

// Nicaragua: the national holidays of the Código del Trabajo (Ley 185 of 1996, art. 66, and
// the laws before it), with Revolution Day on 19 July from 1979 and Mother's Day on 30 May
// from 2022 (the 2022 amendment of art. 66). Managua keeps the descent and ascent of Saint Dominic, its
// patron, on 1 and 10 August. No substitute days. Facts and years after python-holidays
// 0.108, which cites the National Assembly's texts.

extension Country {
    /// Nicaragua: public holidays, known from 1950, and its 17 departments and autonomous
    /// regions.
    public static let nicaragua = Country(
        "NI", "Nicaragua", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Código del Trabajo (Ley 185) art. 66, as amended in 2022; python-holidays 0.108",
        rules: { nicaraguanHolidays },
        subdivisions: [
            Subdivision("AN", "North Caribbean Coast", local: "Costa Caribe Norte"),
            Subdivision("AS", "South Caribbean Coast", local: "Costa Caribe Sur"),
            Subdivision("BO", "Boaco"),
            Subdivision("CA", "Carazo"),
            Subdivision("CI", "Chinandega"),
            Subdivision("CO", "Chontales"),
            Subdivision("ES", "Estelí"),
            Subdivision("GR", "Granada"),
            Subdivision("JI", "Jinotega"),
            Subdivision("LE", "León"),
            Subdivision("MD", "Madriz"),
            Subdivision("MN", "Managua", rules: { nicaraguaManaguaHolidays }),
            Subdivision("MS", "Masaya"),
            Subdivision("MT", "Matagalpa"),
            Subdivision("NS", "Nueva Segovia"),
            Subdivision("RI", "Rivas"),
            Subdivision("SJ", "Río San Juan"),
        ])

    /// The public holidays, in the order of the year.
    private static let nicaraguanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule("Mother's Day", local: "Día de la Madre", on: .fixed(month: 5, day: 30), years: .from(2022)),
        HolidayRule("Revolution Day", local: "Día de la Revolución", on: .fixed(month: 7, day: 19), years: .from(1979)),
        HolidayRule("Battle of San Jacinto Day", local: "Batalla de San Jacinto", on: .fixed(month: 9, day: 14)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 15)),
        HolidayRule("Immaculate Conception", local: "Concepción de María", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]

    /// Managua: the feast of Saint Dominic of Guzmán, its patron.
    private static let nicaraguaManaguaHolidays: [HolidayRule] = [
        HolidayRule("Descent of Saint Dominic", local: "Bajada de Santo Domingo", on: .fixed(month: 8, day: 1)),
        HolidayRule("Ascent of Saint Dominic", local: "Subida de Santo Domingo", on: .fixed(month: 8, day: 10)),
    ]
}
