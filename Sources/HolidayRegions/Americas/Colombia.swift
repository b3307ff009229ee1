import HolidayEngine

// Colombia: the public holidays (días festivos) of the Código Sustantivo del Trabajo, art. 177,
// with their history since 1950.
//
// - Ley 35 de 1939: the civic days: New Year's Day, Labour Day, Independence Day (July 20), the
//   Battle of Boyacá (August 7), Columbus Day (October 12), the Independence of Cartagena
//   (November 11) and Christmas Day.
// - Decreto 2663 and Decreto 3743 de 1950 (the Código Sustantivo del Trabajo): the religious
//   days as well, from 1951: Epiphany, Saint Joseph, Maundy Thursday, Good Friday, Ascension,
//   Corpus Christi, Saint Peter and Saint Paul, the Assumption, All Saints and the Immaculate
//   Conception.
// - Ley 51 de 1983 (the Ley Emiliani), in force from 1984: the Sacred Heart becomes a holiday,
//   and the movable days (all but New Year's Day, Maundy Thursday, Good Friday, Labour Day,
//   July 20, August 7, the Immaculate Conception and Christmas) are kept on the following
//   Monday when they do not fall on one; the Easter-based ones too (Ascension, Corpus Christi
//   and the Sacred Heart fall on a Thursday or Friday and always move).
// - Ley 2578 de 2026: the Day of Our Lady of the Rosary of Chiquinquirá (July 9), moved like the
//   others, from 2026.

extension Country {
    /// Colombia: public holidays, known from 1950.
    public static let colombia = Country(
        "CO", "Colombia", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Código Sustantivo del Trabajo art. 177 (Decretos 2663 y 3743 de 1950); Ley 35 de 1939; "
            + "Ley 51 de 1983; Ley 2578 de 2026",
        rules: { colombianHolidays })

    /// Ley 51 de 1983: a movable holiday is kept on the following Monday, from 1984.
    private static let emiliani: [Observance] = [.followingMonday(.from(1984))]

    /// The public holidays, in the order of the year.
    private static let colombianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Epiphany", local: "Día de los Reyes Magos", on: .fixed(month: 1, day: 6), years: .from(1951),
            observed: emiliani),
        HolidayRule(
            "Saint Joseph's Day", local: "Día de San José", on: .fixed(month: 3, day: 19), years: .from(1951),
            observed: emiliani),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3), years: .from(1951)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2), years: .from(1951)),
        HolidayRule("Labor Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Ascension Day", local: "Ascensión del Señor", on: .easter(39), years: .from(1951), observed: emiliani),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60), years: .from(1951), observed: emiliani),
        HolidayRule("Sacred Heart", local: "Sagrado Corazón", on: .easter(68), years: .from(1984), observed: emiliani),
        HolidayRule(
            "Saint Peter and Saint Paul's Day", local: "San Pedro y San Pablo", on: .fixed(month: 6, day: 29),
            years: .from(1951), observed: emiliani),
        HolidayRule(
            "Day of Our Lady of the Rosary of Chiquinquirá", local: "Día de Nuestra Señora del Rosario de Chiquinquirá",
            on: .fixed(month: 7, day: 9), years: .from(2026), observed: emiliani),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 7, day: 20)),
        HolidayRule("Battle of Boyacá", local: "Batalla de Boyacá", on: .fixed(month: 8, day: 7)),
        HolidayRule(
            "Assumption Day", local: "La Asunción", on: .fixed(month: 8, day: 15), years: .from(1951),
            observed: emiliani),
        HolidayRule("Columbus Day", local: "Día de la Raza", on: .fixed(month: 10, day: 12), observed: emiliani),
        HolidayRule(
            "All Saints' Day", local: "Día de Todos los Santos", on: .fixed(month: 11, day: 1), years: .from(1951),
            observed: emiliani),
        HolidayRule(
            "Independence of Cartagena", local: "Independencia de Cartagena", on: .fixed(month: 11, day: 11),
            observed: emiliani),
        HolidayRule(
            "Immaculate Conception", local: "La Inmaculada Concepción", on: .fixed(month: 12, day: 8),
            years: .from(1951)),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]
}
