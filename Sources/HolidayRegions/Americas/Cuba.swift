import HolidayEngine

// Cuba: the days of rest of the labour codes (Ley 49, Código de Trabajo, 28 December 1984,
// art. 95; Ley 116, Código de Trabajo, 20 December 2013, art. 87) and the changes between
// them: Christmas Day suspended after 1968 for the sugar harvest and restored by Decreto-Ley
// 189 of 1998 (kept once before, in 1997, for the Pope's visit), 2 January and 31 December
// from 2008 (Gaceta Oficial, 19 November 2007), Good Friday granted for 2012 and 2013 and
// kept by Ley 116 from 2014. Known from 1959, the first year of the revolutionary
// government, whose days these are.
//
// A holiday on a Sunday moves to the Monday: until 2013 when the Ministry of Labour said so
// (no yearly records survive; python-holidays, like holical, takes the Monday every year),
// by Ley 116 from 2014 for 1 May and 10 October only.

extension Country {
    /// Cuba: public holidays, known from 1959.
    public static let cuba = Country(
        "CU", "Cuba", languages: ["es"], firstWeekday: .monday, known: .from(1959),
        observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public], sources: "Ley 49 (Código de Trabajo, 1984); Ley 116 (Código de Trabajo, 2013); Decreto-Ley 189 (1998); "
            + "Gaceta Oficial, 19 November 2007",
        rules: { cubanHolidays })

    /// A Sunday holiday also on the Monday after.
    private static let cubanSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The days of rest, in the order of the year.
    private static let cubanHolidays: [HolidayRule] = [
        HolidayRule(
            "Liberation Day", local: "Triunfo de la Revolución", on: .fixed(month: 1, day: 1),
            observed: [.adding(.through(2013), [.sunday: .next(.monday)])]),
        HolidayRule("Victory Day", local: "Día de la Victoria", on: .fixed(month: 1, day: 2), years: .from(2008)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2), years: .from(2012)),
        HolidayRule(
            "International Workers' Day", local: "Día Internacional de los Trabajadores", on: .fixed(month: 5, day: 1),
            observed: cubanSunday),
        HolidayRule(
            "Commemoration of the Assault of the Moncada Garrison", local: "Conmemoración del asalto a Moncada",
            on: .fixed(month: 7, day: 25)),
        HolidayRule("Day of the National Rebellion", local: "Día de la Rebeldía Nacional", on: .fixed(month: 7, day: 26)),
        HolidayRule(
            "Commemoration of the Assault of the Moncada Garrison", local: "Conmemoración del asalto a Moncada",
            on: .fixed(month: 7, day: 27), key: "Moncada, 27 July"),
        HolidayRule(
            "Independence Day", local: "Inicio de las Guerras de Independencia", on: .fixed(month: 10, day: 10),
            observed: cubanSunday),
        HolidayRule(
            "Christmas Day", local: "Día de Navidad", on: .fixed(month: 12, day: 25),
            years: .through(1968).union(.from(1997))),
        HolidayRule("New Year's Eve", local: "Fiesta de Fin de Año", on: .fixed(month: 12, day: 31), years: .from(2007)),
    ]
}
