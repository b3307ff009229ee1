import HolidayEngine

// Mexico: the days of obligatory rest (días de descanso obligatorio) of the Ley Federal del
// Trabajo, art. 74 (the law of 1970; before it the law of 1931, with the same days), with their
// history since 1950.
//
// - Constitution Day (February 5) and Revolution Day (November 20) since the Constitution of
//   1917; Benito Juárez's birthday (March 21); Labour Day since 1923; Independence Day
//   (September 16); New Year's Day and Christmas Day.
// - Decreto por el que se reforma el artículo 74 de la Ley Federal del Trabajo (Diario Oficial
//   de la Federación, 17 January 2006): the three commemorations move to Mondays: the first
//   Monday of February, the third Monday of March, the third Monday of November. Its
//   transitory article kept March 21 in 2006, the bicentenary of Juárez's birth, so the March
//   Monday begins in 2007.
// - Art. 74 VII: the day the federal executive power is handed over, every six years (from
//   the law of 1970): December 1 until 2018; October 1 from 2024, when the constitutional
//   reform of 10 February 2014 (art. 83) made the presidency begin on that day.
//
// Art. 74 IX also makes the day of an ordinary federal or local election a day of rest; those
// days are set by each electoral law and are not listed here (nor in python-holidays 0.108).

extension Country {
    /// Mexico: days of obligatory rest, known from 1950.
    public static let mexico = Country(
        "MX", "Mexico", local: "México", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Ley Federal del Trabajo art. 74 (1970; reformed DOF 17-01-2006); "
            + "Constitución art. 83 (reform of 10-02-2014)",
        rules: { mexicanHolidays })

    /// The days of obligatory rest, in the order of the year.
    private static let mexicanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Constitution Day", local: "Día de la Constitución", on: .fixed(month: 2, day: 5), years: .through(2005)),
        HolidayRule("Constitution Day", local: "Día de la Constitución", on: .nth(1, .monday, of: 2), years: .from(2006)),
        HolidayRule(
            "Benito Juárez's birthday", local: "Natalicio de Benito Juárez", on: .fixed(month: 3, day: 21),
            years: .through(2006)),
        HolidayRule(
            "Benito Juárez's birthday", local: "Natalicio de Benito Juárez", on: .nth(3, .monday, of: 3),
            years: .from(2007)),
        HolidayRule("Labor Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 16)),
        HolidayRule(
            "Change of Federal Government", local: "Transmisión del Poder Ejecutivo Federal",
            on: .fixed(month: 10, day: 1), years: .every(6, from: 2024)),
        HolidayRule("Revolution Day", local: "Día de la Revolución", on: .fixed(month: 11, day: 20), years: .through(2005)),
        HolidayRule("Revolution Day", local: "Día de la Revolución", on: .nth(3, .monday, of: 11), years: .from(2006)),
        HolidayRule(
            "Change of Federal Government", local: "Transmisión del Poder Ejecutivo Federal",
            on: .fixed(month: 12, day: 1), years: YearSet(1970, 2018, every: 6)),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]
}
