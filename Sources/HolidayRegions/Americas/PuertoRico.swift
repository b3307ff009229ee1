import HolidayEngine

// Puerto Rico: the legal holidays of Article 387 of the Political Code (1902) as amended:
// Joint Resolution No. 31 of 1913 (Día de la Raza), Law No. 47 of 1917 (Luis Muñoz
// Rivera), Law No. 3 of 1925 (José de Diego), Law No. 3 of 1931 (Día de Reyes), Laws No. 91
// and 97 of 1938 (Discovery of Puerto Rico, José Celso Barbosa), Law No. 3 of 1939 (Hostos),
// Law No. 1 of 1952 (Constitution Day), Law No. 88 of 1969 (days moved to Mondays from
// 1971), Law No. 260 of 1974 (Día de la Raza fixed again), Law No. 129 of 1980 (Veterans
// Day), Laws No. 39 of 1994 and 76 of 1995 (Barbosa fixed again), Law No. 305 of 2002
// (Christmas Eve afternoon), Law No. 111 of 2014 (Hostos, de Diego, Muñoz Rivera and
// Barbosa joined into other days), Law No. 40 of 2015, Law No. 152 of 2018 and Law No. 117
// of 2022 (names), with the federal days. Puerto Rico's own days falling on a Sunday are
// kept on the Monday; the federal ones keep the federal rule. Dates and years after
// python-holidays 0.108, which cites these laws.

extension Country {
    /// Puerto Rico, a United States territory (also the subdivision US-PR): the same rules.
    public static let puertoRico = Country(
        "PR", "Puerto Rico", languages: ["es", "en"], firstWeekday: .sunday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public, .halfDay], sources: "Código Político de Puerto Rico (1902) art. 387 as amended, up to Ley Núm. 117 de 2022; "
            + "5 U.S.C. 6103",
        rules: { UnitedStatesRules.territoryRules("PR") })
}

extension Country.UnitedStatesRules {
    /// Puerto Rico's days and the federal days under their Spanish names, in the order of
    /// the year.
    static let puertoRicanHolidays: [HolidayRule] = puertoRicanParts.flatMap { $0 }

    /// The list in runs, between the days Law No. 88 of 1969 moved to Mondays.
    private static let puertoRicanParts: [[HolidayRule]] = [
        [
            newYearsDay.named(local: "Año Nuevo").replacing(),
            HolidayRule("Epiphany", local: "Día de Reyes", on: .fixed(month: 1, day: 6)),
        ],
        mondayFrom1971(
            "Birthday of Eugenio María de Hostos", local: "Natalicio de Eugenio María de Hostos",
            was: (1, 11), now: .nth(2, .monday, of: 1)),
        [
            martinLutherKingDay.named(local: "Natalicio de Martin Luther King, Jr.").replacing(),
            HolidayRule(
                names: washingtonNames, on: .fixed(month: 2, day: 22), years: .through(1970),
                observed: sundayToMonday, replaces: "Washington's Birthday"),
            HolidayRule(names: washingtonNames, on: .nth(3, .monday, of: 2), years: .from(1971), replaces: "Washington's Birthday"),
            HolidayRule(
                "Emancipation Day", local: "Día de la Abolición de la Esclavitud", on: .fixed(month: 3, day: 22),
                observed: sundayToMonday),
            HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        ],
        mondayFrom1971("José de Diego Day", local: "Día de José de Diego", was: (4, 16), now: .nth(3, .monday, of: 4)),
        [
            memorialDayUntil1970.named(local: "Día de la Recordación").replacing(),
            memorialDay.named(local: "Día de la Recordación").replacing(),
            independenceDay.named(local: "Día de la Independencia de los Estados Unidos").replacing(),
        ],
        mondayFrom1971("Luis Muñoz Rivera Day", local: "Día de Luis Muñoz Rivera", was: (7, 17), now: .nth(3, .monday, of: 7)),
        [
            HolidayRule(
                names: [
                    HolidayName("Occupation Day", local: "Día de la Ocupación", years: .through(1952)),
                    HolidayName(
                        "Puerto Rico Constitution Day", local: "Día de la Constitución del Estado Libre Asociado de Puerto Rico",
                        years: .from(1953)),
                ],
                on: .fixed(month: 7, day: 25), observed: sundayToMonday),
            // Monday-holiday from 1971 (Law No. 88 of 1969) until Laws No. 39 of 1994 and 76 of
            // 1995 fixed it on July 27 again.
            HolidayRule(
                "José Celso Barbosa Day", local: "Día de José Celso Barbosa", on: .fixed(month: 7, day: 27),
                years: YearSet(1950, 2014).except(YearSet(1971, 1993)), observed: sundayToMonday),
            HolidayRule(
                "José Celso Barbosa Day", local: "Día de José Celso Barbosa", on: .nth(4, .monday, of: 7),
                years: YearSet(1971, 1993)),
            laborDay.named(local: "Día del Trabajo").replacing(),
            // A Monday from 1971 (Law No. 88 of 1969), October 12 again from 1974 (Law No. 260
            // of 1974), a Monday again from 2014 (Law No. 111 of 2014).
            HolidayRule(
                "Columbus Day", local: "Día de la Raza", on: .fixed(month: 10, day: 12),
                years: YearSet.through(2013).except(YearSet(1971, 1973)), observed: sundayToMonday,
                replaces: "Columbus Day"),
            HolidayRule(
                "Columbus Day", local: "Día de la Raza", on: .nth(2, .monday, of: 10),
                years: YearSet(1971, 1973).union(.from(2014)), replaces: "Columbus Day"),
            HolidayRule(
                names: [
                    HolidayName("Armistice Day", local: "Día del Armisticio", years: .through(1979)),
                    HolidayName("Veterans Day", local: "Día del Veterano", years: .from(1980)),
                ],
                on: .fixed(month: 11, day: 11), observed: sundayToMonday, replaces: "Armistice Day"),
            HolidayRule(
                names: [
                    HolidayName("Discovery of Puerto Rico Day", local: "Día del Descubrimiento de Puerto Rico", years: .through(2013)),
                    HolidayName(
                        "Puerto Rican Culture and Discovery of Puerto Rico Day",
                        local: "Día de la Cultura Puertorriqueña y el Descubrimiento de Puerto Rico", years: YearSet(2014, 2022)),
                    HolidayName("Puerto Rican Identity Day", local: "Día de la Puertorriqueñidad", years: .from(2023)),
                ],
                on: .fixed(month: 11, day: 19), observed: sundayToMonday),
            thanksgivingDay.named(local: "Día de Acción de Gracias").replacing(),
            // Law No. 305 of 2002: public offices close at noon on December 24.
            HolidayRule(
                "Christmas Eve (from 12pm)", local: "Nochebuena (desde el mediodía)", on: .fixed(month: 12, day: 24),
                kind: .halfDay, years: .from(2003)),
            christmasDay.named(local: "Día de Navidad").replacing(),
        ],
    ]

    /// A day of Puerto Rico's own on a fixed date until 1970 (a Sunday gives the Monday),
    /// moved to a Monday from 1971 by Law No. 88 of 1969, until Law No. 111 of 2014 joined it
    /// into another day: Puerto Rico's own law, which two of its days follow.
    private static func mondayFrom1971(
        _ english: String, local: String, was date: (month: Int, day: Int), now monday: DateRule
    ) -> [HolidayRule] {
        [
            HolidayRule(
                english, local: local, on: .fixed(month: date.month, day: date.day), years: .through(1970),
                observed: sundayToMonday),
            HolidayRule(english, local: local, on: monday, years: YearSet(1971, 2014)),
        ]
    }

    /// Washington's Birthday in Puerto Rico, joined with the days of its own heroes by
    /// Law No. 111 of 2014, Law No. 40 of 2015 and Law No. 152 of 2018.
    private static let washingtonNames: [HolidayName] = [
        HolidayName("George Washington Day", local: "Natalicio de Jorge Washington", years: .through(2014)),
        HolidayName(
            "George Washington Day, Presidents' Day, and the Puerto Rican Heroes Day",
            local: "Natalicio de Jorge Washington, Día de los Presidentes y Día de los Próceres Puertorriqueños",
            years: .only(2015)),
        HolidayName(
            "George Washington Day, Presidents' Day, and the Day of the Hero and the Illustrious Woman of Puerto Rico",
            local: "Natalicio de Jorge Washington, Día de los Presidentes y Día del Prócer y la Mujer Ilustre de Puerto Rico",
            years: YearSet(2016, 2018)),
        HolidayName(
            "George Washington Day, Presidents' Day, and the Day of the Women and Men Heroes of Puerto Rico",
            local: "Natalicio de Jorge Washington, Día de los Presidentes y Día de las Mujeres y Hombres Próceres de Puerto Rico",
            years: .from(2019)),
    ]
}
