import HolidayEngine

// Portugal: the compulsory holidays (feriados obrigatórios) of the Código do Trabalho (Lei
// n.º 7/2009, art. 234), with their history since 1950: Freedom Day and Workers' Day from the
// revolution of 1974; Corpus Christi, Republic Day, All Saints' Day and Restoration of
// Independence Day suspended from 2013 to 2015 (Lei n.º 23/2012) and restored from 2016 (Lei
// n.º 8/2016); Portugal Day's names (Decreto n.º 17.171 of 1929; the names of 1933-1973, of
// 1974-1977 and from 1978). No substitute days.
//
// Each district keeps its capital's municipal holiday (feriado municipal, Código do Trabalho
// art. 234 n.º 3); the autonomous regions keep their own days (Azores: Decreto Regional
// n.º 13/80/A; Madeira: Decreto Regional n.º 17/79/M, Decreto Legislativo Regional
// n.º 3/89/M, n.º 18/2002/M). The days many employers give besides (Carnival, which the
// government grants most years, Lisbon's Saint Anthony, the days around Christmas and New
// Year: Código do Trabalho art. 235) are optional.

extension Country {
    /// Portugal: public and optional holidays, known from 1950, and the eighteen districts and
    /// two autonomous regions.
    public static let portugal = Country(
        "PT", "Portugal", local: "Portugal", languages: ["pt"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .optional], sources: "Código do Trabalho arts. 234-235; Lei n.º 23/2012; Lei n.º 8/2016; Decreto "
            + "Regional n.º 13/80/A (Azores); Decretos Regionais n.º 17/79/M, 3/89/M, 18/2002/M "
            + "(Madeira); the district capitals' municipal holidays",
        rules: { portugueseHolidays + portugueseOptionalDays },
        subdivisions: [
            Subdivision("01", "Aveiro") {
                [HolidayRule("Saint Joanna's Day", local: "Dia de Santa Joana", on: .fixed(month: 5, day: 12))]
            },
            Subdivision("02", "Beja") {
                [HolidayRule("Ascension Day", local: "Quinta-feira da Ascensão", on: .easter(39))]
            },
            Subdivision("03", "Braga") { [portugueseSaintJohn] },
            Subdivision("04", "Bragança") {
                [
                    HolidayRule(
                        "Feast of Our Lady of Graces", local: "Dia de Nossa Senhora das Graças",
                        on: .fixed(month: 8, day: 22)),
                ]
            },
            // The Tuesday after the second Sunday after Easter.
            Subdivision("05", "Castelo Branco") {
                [
                    HolidayRule(
                        "Feast of Our Lady of Mércoles", local: "Dia de Nossa Senhora de Mércoles", on: .easter(16)),
                ]
            },
            Subdivision("06", "Coimbra") {
                [HolidayRule("Saint Elizabeth's Day", local: "Dia de Santa Isabel", on: .fixed(month: 7, day: 4))]
            },
            Subdivision("07", "Évora") {
                [HolidayRule("Saint Peter's Day", local: "Dia de São Pedro", on: .fixed(month: 6, day: 29))]
            },
            Subdivision("08", "Faro") {
                [
                    HolidayRule(
                        "Municipal Holiday of Faro", local: "Dia do Município de Faro", on: .fixed(month: 9, day: 7)),
                ]
            },
            Subdivision("09", "Guarda") {
                [
                    HolidayRule(
                        "Municipal Holiday of Guarda", local: "Dia do Município da Guarda",
                        on: .fixed(month: 11, day: 27)),
                ]
            },
            Subdivision("10", "Leiria") {
                [
                    HolidayRule(
                        "Municipal Holiday of Leiria", local: "Dia do Município de Leiria",
                        on: .fixed(month: 5, day: 22)),
                ]
            },
            Subdivision("11", "Lisbon", local: "Lisboa") { [portugueseSaintAnthony] },
            Subdivision("12", "Portalegre") {
                [
                    HolidayRule(
                        "Municipal Holiday of Portalegre", local: "Dia do Município de Portalegre",
                        on: .fixed(month: 5, day: 23)),
                ]
            },
            Subdivision("13", "Porto") { [portugueseSaintJohn] },
            Subdivision("14", "Santarém") {
                [HolidayRule("Saint Joseph's Day", local: "Dia de São José", on: .fixed(month: 3, day: 19))]
            },
            Subdivision("15", "Setúbal") {
                [HolidayRule("Bocage Day", local: "Dia de Bocage", on: .fixed(month: 9, day: 15))]
            },
            Subdivision("16", "Viana do Castelo") {
                [
                    HolidayRule(
                        "Feast of Our Lady of Sorrows", local: "Dia de Nossa Senhora da Agonia",
                        on: .fixed(month: 8, day: 20)),
                ]
            },
            Subdivision("17", "Vila Real") { [portugueseSaintAnthony] },
            Subdivision("18", "Viseu") {
                [HolidayRule("Saint Matthew's Day", local: "Dia de São Mateus", on: .fixed(month: 9, day: 21))]
            },
            Subdivision("20", "Azores", local: "Região Autónoma dos Açores") { azoreanHolidays },
            Subdivision("30", "Madeira", local: "Região Autónoma da Madeira") { madeiranHolidays },
        ])

    /// The compulsory holidays, in the order of the year.
    private static let portugueseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Ano Novo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Sexta-feira Santa", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Páscoa", on: .easter(0)),
        HolidayRule(
            "Freedom Day", local: "Dia da Liberdade", on: .fixed(month: 4, day: 25), years: .from(1974)),
        HolidayRule(
            "Workers' Day", local: "Dia do Trabalhador", on: .fixed(month: 5, day: 1), years: .from(1974)),
        HolidayRule("Corpus Christi", local: "Corpo de Deus", on: .easter(60), years: .through(2012)),
        HolidayRule("Corpus Christi", local: "Corpo de Deus", on: .easter(60), years: .from(2016)),
        HolidayRule(
            names: [
                HolidayName(
                    "Day of Camões, Portugal, and the Portuguese Race",
                    local: "Dia de Camões, de Portugal e da Raça", years: .through(1973)),
                HolidayName("Portugal Day", local: "Dia de Portugal", years: YearSet(1974, 1977)),
                HolidayName(
                    "Day of Portugal, Camões, and the Portuguese Communities",
                    local: "Dia de Portugal, de Camões e das Comunidades Portuguesas", years: .from(1978)),
            ],
            on: .fixed(month: 6, day: 10)),
        HolidayRule("Assumption Day", local: "Assunção de Nossa Senhora", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Republic Day", local: "Implantação da República", on: .fixed(month: 10, day: 5),
            years: .through(2012)),
        HolidayRule(
            "Republic Day", local: "Implantação da República", on: .fixed(month: 10, day: 5), years: .from(2016)),
        HolidayRule(
            "All Saints' Day", local: "Dia de Todos os Santos", on: .fixed(month: 11, day: 1),
            years: .through(2012)),
        HolidayRule(
            "All Saints' Day", local: "Dia de Todos os Santos", on: .fixed(month: 11, day: 1), years: .from(2016)),
        HolidayRule(
            "Restoration of Independence Day", local: "Restauração da Independência",
            on: .fixed(month: 12, day: 1), years: .through(2012)),
        HolidayRule(
            "Restoration of Independence Day", local: "Restauração da Independência",
            on: .fixed(month: 12, day: 1), years: .from(2016)),
        HolidayRule("Immaculate Conception", local: "Imaculada Conceição", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", local: "Dia de Natal", on: .fixed(month: 12, day: 25)),
    ]

    /// The days many employers give besides (optional), everywhere.
    private static let portugueseOptionalDays: [HolidayRule] = [
        HolidayRule("Carnival", local: "Carnaval", on: .easter(-47), kind: .optional),
        // Lisbon's patron: a holiday there (and in Vila Real), a day many take elsewhere.
        HolidayRule(
            "Saint Anthony's Day", local: "Dia de Santo António", on: .fixed(month: 6, day: 13),
            kind: .optional, key: "Saint Anthony's Day (optional)"),
        HolidayRule(
            "Christmas Eve", local: "Véspera de Natal", on: .fixed(month: 12, day: 24), kind: .optional),
        HolidayRule(
            "Second Day of Christmas", local: "26 de Dezembro", on: .fixed(month: 12, day: 26), kind: .optional),
        HolidayRule(
            "New Year's Eve", local: "Véspera de Ano Novo", on: .fixed(month: 12, day: 31), kind: .optional),
    ]

    private static let portugueseSaintJohn = HolidayRule(
        "Saint John's Day", local: "Dia de São João", on: .fixed(month: 6, day: 24))
    private static let portugueseSaintAnthony = HolidayRule(
        "Saint Anthony's Day", local: "Dia de Santo António", on: .fixed(month: 6, day: 13))

    /// The Azores: the day of the region on Whit Monday (Decreto Regional n.º 13/80/A).
    private static let azoreanHolidays: [HolidayRule] = [
        HolidayRule(
            "Day of the Autonomous Region of the Azores", local: "Dia da Região Autónoma dos Açores",
            on: .easter(50), years: .from(1981)),
    ]

    /// Madeira: the day of the region (Decreto Regional n.º 17/79/M, renamed by Decreto
    /// Legislativo Regional n.º 3/89/M) and the first octave of Christmas (n.º 18/2002/M).
    private static let madeiranHolidays: [HolidayRule] = [
        HolidayRule(
            names: [
                HolidayName(
                    "Day of the Autonomous Region of Madeira", local: "Dia da Região Autónoma da Madeira",
                    years: .through(1988)),
                HolidayName(
                    "Day of the Autonomous Region of Madeira and the Madeiran Communities",
                    local: "Dia da Região Autónoma da Madeira e das Comunidades Madeirenses", years: .from(1989)),
            ],
            on: .fixed(month: 7, day: 1), years: .from(1979)),
        HolidayRule("1st Octave", local: "Primeira Oitava", on: .fixed(month: 12, day: 26), years: .from(2002)),
    ]
}
