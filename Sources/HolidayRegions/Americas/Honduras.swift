import HolidayEngine

// Honduras: the holidays of the Código del Trabajo (Decreto 189-59, art. 339) and Holy Week;
// from 2015 the three October days (Morazán's Day, the Day of the Race, Armed Forces Day)
// are kept together as the Morazán Week, Wednesday to Friday of the first week of October
// with a Wednesday in it (Decreto 78-2015). No substitute days.

extension Country {
    /// Honduras: public holidays, known from 1950.
    public static let honduras = Country(
        "HN", "Honduras", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Código del Trabajo (Decreto 189-59) art. 339; Decreto 78-2015",
        rules: { honduranHolidays })

    private static func honduranMorazanWeek(_ days: Int) -> HolidayRule {
        HolidayRule(
            "Morazán Week", local: "Semana Morazánica", on: .nth(1, .wednesday, of: 10).shifted(days),
            years: .from(2015), key: "Morazán Week \(days + 1)")
    }

    /// The public holidays, in the order of the year.
    private static let honduranHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Holy Saturday", local: "Sábado de Gloria", on: .easter(-1)),
        HolidayRule("Day of the Americas", local: "Día de las Américas", on: .fixed(month: 4, day: 14)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 15)),
        HolidayRule("Morazán's Day", local: "Día de Morazán", on: .fixed(month: 10, day: 3), years: .through(2014)),
        HolidayRule("Day of the Race", local: "Día de la Raza", on: .fixed(month: 10, day: 12), years: .through(2014)),
        HolidayRule(
            "Armed Forces Day", local: "Día de las Fuerzas Armadas", on: .fixed(month: 10, day: 21),
            years: .through(2014)),
        honduranMorazanWeek(0),
        honduranMorazanWeek(1),
        honduranMorazanWeek(2),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]
}
