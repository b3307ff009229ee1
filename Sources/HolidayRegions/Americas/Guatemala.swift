import HolidayEngine

// Guatemala: the paid holidays of the Código de Trabajo (Decreto 1441, art. 127), with
// Assumption Day as python-holidays 0.108 lists it nationwide (Guatemala City's feast). The
// half days of 24 and 31 December are left out, as python-holidays does.
//
// Moved holidays: Decreto 19-2018 of the Congress, in force from 18 October 2018, moves a
// holiday to a Monday (from Tuesday or Wednesday back, from Thursday to Sunday on). It moved
// Revolution Day in 2018 and 2019 and Labour Day in 2019; after the Constitutional Court's
// ruling in expediente 5536-2018 (17 April 2020) only Army Day moves, as python-holidays
// 0.108 has it.

extension Country {
    /// Guatemala: public holidays, known from 1950.
    public static let guatemala = Country(
        "GT", "Guatemala", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Código de Trabajo (Decreto 1441) art. 127; Decreto 19-2018; Corte de Constitucionalidad, "
            + "expediente 5536-2018",
        rules: { guatemalanHolidays })

    /// The public holidays, in the order of the year.
    private static let guatemalanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Holy Saturday", local: "Sábado Santo", on: .easter(-1)),
        HolidayRule(
            "Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1), observed: [.toMonday(.only(2019))]),
        HolidayRule(
            "Army Day", local: "Día del Ejército", on: .fixed(month: 6, day: 30), observed: [.toMonday(.from(2019))]),
        HolidayRule("Assumption Day", local: "Día de la Asunción", on: .fixed(month: 8, day: 15)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 15)),
        HolidayRule(
            "Revolution Day", local: "Día de la Revolución", on: .fixed(month: 10, day: 20),
            observed: [.toMonday(YearSet(2018, 2019))]),
        HolidayRule("All Saints' Day", local: "Día de Todos los Santos", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "Día de Navidad", on: .fixed(month: 12, day: 25)),
    ]
}
