import HolidayEngine

// Peru: the national holidays (feriados) of Decreto Legislativo 713 (1991), art. 6, and the
// laws before and after it: the Battle of Ayacucho (9 December) from 2022 (Ley 31381 of
// 2021), the Battle of Junín (6 August) from 2022 (Ley 31530 of 2022), the Day of the
// Peruvian Air Force (23 July) from 2023 (Ley 31822) and the
// Battle of Arica and Flag Day (7 June) from 2024 (Ley 31788). Easter Sunday is listed, as
// the government's list has it. The non-working days the government declares for its own
// offices (días no laborables) are not holidays and are left out. No substitute days.

extension Country {
    /// Peru: public holidays, known from 1950.
    public static let peru = Country(
        "PE", "Peru", local: "Perú", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Decreto Legislativo 713 (1991) art. 6; Leyes 31381 (2021), 31530, 31788 and 31822; gob.pe/feriados",
        rules: { peruvianHolidays })

    /// The public holidays, in the order of the year.
    private static let peruvianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Domingo de Resurrección", on: .easter(0)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Battle of Arica and Flag Day", local: "Batalla de Arica y Día de la Bandera", on: .fixed(month: 6, day: 7),
            years: .from(2024)),
        HolidayRule("Saint Peter and Saint Paul's Day", local: "San Pedro y San Pablo", on: .fixed(month: 6, day: 29)),
        HolidayRule(
            "Peruvian Air Force Day", local: "Día de la Fuerza Aérea del Perú", on: .fixed(month: 7, day: 23),
            years: .from(2023)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 7, day: 28)),
        HolidayRule("Great Military Parade Day", local: "Día de la Gran Parada Militar", on: .fixed(month: 7, day: 29)),
        HolidayRule("Battle of Junín", local: "Batalla de Junín", on: .fixed(month: 8, day: 6), years: .from(2022)),
        HolidayRule("Saint Rose of Lima", local: "Santa Rosa de Lima", on: .fixed(month: 8, day: 30)),
        HolidayRule("Battle of Angamos", local: "Combate de Angamos", on: .fixed(month: 10, day: 8)),
        HolidayRule("All Saints' Day", local: "Todos los Santos", on: .fixed(month: 11, day: 1)),
        HolidayRule("Immaculate Conception", local: "Inmaculada Concepción", on: .fixed(month: 12, day: 8)),
        HolidayRule("Battle of Ayacucho", local: "Batalla de Ayacucho", on: .fixed(month: 12, day: 9), years: .from(2022)),
        HolidayRule("Christmas Day", local: "Navidad del Señor", on: .fixed(month: 12, day: 25)),
    ]
}
