import HolidayEngine

// Brazil: the national holidays of Lei n. 662, de 6 de abril de 1949, as Lei n. 10.607, de
// 19 de dezembro de 2002 restates them (1 January, 21 April, 1 May, 7 September, 2 November,
// 15 November, 25 December); Our Lady of Aparecida on 12 October from 1980 (Lei n. 6.802,
// de 30 de junho de 1980); Zumbi and Black Awareness Day on 20 November from 2024 (Lei
// n. 14.759, de 21 de dezembro de 2023). Good Friday is a religious holiday by the
// municipalities' laws (Lei n. 9.093, de 12 de setembro de 1995, art. 2), kept in every one
// and so listed nationwide. No substitute days.
//
// Optional days (pontos facultativos): the federal government's yearly list for its own
// offices (for 2026 Portaria MGI n. 11.460, de 29 de dezembro de 2025): Carnival Monday and
// Tuesday, Ash Wednesday, Corpus Christi, Public Servant's Day (28 October), Christmas Eve
// and New Year's Eve, every year as python-holidays 0.108 lists them.
//
// The states: Lei n. 9.093/1995 let a state law fix its own civil holiday; the states' days
// are counted from 1996, the first year under it, each from the year of its state law where
// later (after python-holidays 0.108, which cites Paraná's Lei n. 18.384/2014, Pernambuco's
// Lei n. 13.386/2007 and n. 16.059/2017, Rio de Janeiro's Lei n. 5.198 and n. 5.243/2008).
// Before 1996 a state has the national days only. The city of São Paulo (no ISO 3166-2 code:
// holical calls it BR-SAOPAULOCAPITAL) keeps its anniversary and Corpus Christi from 1968
// (Lei Municipal n. 7.008, de 6 de abril de 1967) and Black Awareness Day 2004-2023 (Lei
// Municipal n. 13.707, de 7 de janeiro de 2004), with the state's days.

extension Country {
    /// Brazil: national holidays and optional days, known from 1950, and its 27 federative
    /// units and the city of São Paulo.
    public static let brazil = Country(
        "BR", "Brazil", local: "Brasil", languages: ["pt"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public, .optional], sources: "Lei n. 662/1949 and n. 10.607/2002; Lei n. 6.802/1980; Lei n. 14.759/2023; "
            + "Lei n. 9.093/1995; the states' laws (cited per state) after python-holidays 0.108",
        rules: { brazilianHolidays + brazilianOptionalDays },
        subdivisions: [
            Subdivision("AC", "Acre", rules: { brazilAcreHolidays }),
            Subdivision("AL", "Alagoas", rules: { brazilAlagoasHolidays }),
            Subdivision("AM", "Amazonas", rules: { brazilAmazonasHolidays }),
            Subdivision("AP", "Amapá", rules: { brazilAmapaHolidays }),
            Subdivision("BA", "Bahia", rules: { brazilBahiaHolidays }),
            Subdivision("CE", "Ceará", rules: { brazilCearaHolidays }),
            Subdivision("DF", "Federal District", local: "Distrito Federal", rules: { brazilFederalDistrictHolidays }),
            Subdivision("ES", "Espírito Santo", rules: { brazilEspiritoSantoHolidays }),
            Subdivision("GO", "Goiás", rules: { brazilGoiasHolidays }),
            Subdivision("MA", "Maranhão", rules: { brazilMaranhaoHolidays }),
            Subdivision("MG", "Minas Gerais", rules: { brazilMinasGeraisHolidays }),
            Subdivision("MS", "Mato Grosso do Sul", rules: { brazilMatoGrossoDoSulHolidays }),
            Subdivision("MT", "Mato Grosso", rules: { brazilMatoGrossoHolidays }),
            Subdivision("PA", "Pará", rules: { brazilParaHolidays }),
            Subdivision("PB", "Paraíba", rules: { brazilParaibaHolidays }),
            Subdivision("PE", "Pernambuco", rules: { brazilPernambucoHolidays }),
            Subdivision("PI", "Piauí", rules: { brazilPiauiHolidays }),
            Subdivision("PR", "Paraná", rules: { brazilParanaHolidays }),
            Subdivision("RJ", "Rio de Janeiro", rules: { brazilRioDeJaneiroHolidays }),
            Subdivision("RN", "Rio Grande do Norte", rules: { brazilRioGrandeDoNorteHolidays }),
            Subdivision("RO", "Rondônia", rules: { brazilRondoniaHolidays }),
            Subdivision("RR", "Roraima", rules: { brazilRoraimaHolidays }),
            Subdivision("RS", "Rio Grande do Sul", rules: { brazilRioGrandeDoSulHolidays }),
            Subdivision("SC", "Santa Catarina", rules: { brazilSantaCatarinaHolidays }),
            Subdivision("SE", "Sergipe", rules: { brazilSergipeHolidays }),
            Subdivision("SP", "São Paulo", rules: { brazilSaoPauloHolidays }),
            Subdivision(
                "SAOPAULOCAPITAL", "City of São Paulo", local: "São Paulo (capital)", within: "SP",
                rules: { brazilSaoPauloCityHolidays }),
            Subdivision("TO", "Tocantins", rules: { brazilTocantinsHolidays }),
        ])

    /// The national holidays, in the order of the year.
    private static let brazilianHolidays: [HolidayRule] = [
        HolidayRule("Universal Fraternization Day", local: "Confraternização Universal", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Sexta-feira Santa", on: .easter(-2)),
        HolidayRule("Tiradentes' Day", local: "Tiradentes", on: .fixed(month: 4, day: 21)),
        HolidayRule("Worker's Day", local: "Dia do Trabalhador", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "Independência do Brasil", on: .fixed(month: 9, day: 7)),
        HolidayRule(
            "Our Lady of Aparecida", local: "Nossa Senhora Aparecida", on: .fixed(month: 10, day: 12),
            years: .from(1980)),
        HolidayRule("All Souls' Day", local: "Finados", on: .fixed(month: 11, day: 2)),
        HolidayRule("Republic Proclamation Day", local: "Proclamação da República", on: .fixed(month: 11, day: 15)),
        HolidayRule(
            "National Day of Zumbi and Black Awareness", local: "Dia Nacional de Zumbi e da Consciência Negra",
            on: .fixed(month: 11, day: 20), years: .from(2024)),
        HolidayRule("Christmas Day", local: "Natal", on: .fixed(month: 12, day: 25)),
    ]

    private static let brazilCarnivalTuesday = HolidayRule(
        "Carnival", local: "Carnaval", on: .easter(-47), kind: .optional, key: "Carnival Tuesday")
    private static let brazilCorpusChristi = HolidayRule(
        "Corpus Christi", local: "Corpus Christi", on: .easter(60), kind: .optional)

    /// The federal government's optional days (pontos facultativos).
    private static let brazilianOptionalDays: [HolidayRule] = [
        HolidayRule("Carnival", local: "Carnaval", on: .easter(-48), kind: .optional, key: "Carnival Monday"),
        brazilCarnivalTuesday,
        HolidayRule("Ash Wednesday", local: "Quarta-feira de Cinzas", on: .easter(-46), kind: .optional),
        brazilCorpusChristi,
        HolidayRule(
            "Public Servant's Day", local: "Dia do Servidor Público", on: .fixed(month: 10, day: 28), kind: .optional),
        HolidayRule("Christmas Eve", local: "Véspera de Natal", on: .fixed(month: 12, day: 24), kind: .optional),
        HolidayRule("New Year's Eve", local: "Véspera de Ano-Novo", on: .fixed(month: 12, day: 31), kind: .optional),
    ]

    // MARK: - The states

    /// The states' days count from 1996 (Lei n. 9.093/1995), or from `year` where their own
    /// law is later.
    private static func brazilState(from year: Int = 1996) -> YearSet { .from(max(year, 1996)) }

    /// A state's day on a fixed date, from 1996 or its law's year.
    private static func brazilStateDay(
        _ english: String, _ local: String, _ month: Int, _ day: Int, from year: Int = 1996, until last: Int? = nil
    ) -> HolidayRule {
        let years = last.map { brazilState(from: year).intersection(.through($0)) } ?? brazilState(from: year)
        return HolidayRule(english, local: local, on: .fixed(month: month, day: day), years: years)
    }

    /// Black Awareness Day in the states that kept it before it became national in 2024.
    private static func brazilBlackAwarenessDay(from year: Int) -> HolidayRule {
        brazilStateDay("Black Awareness Day", "Consciência Negra", 11, 20, from: year, until: 2023)
    }

    /// Acre moves four of its days from a Tuesday, Wednesday or Thursday to the Friday after,
    /// from 2009 (python-holidays 0.108).
    private static let acreMovable: [Observance] = [
        .moving(.from(2009), [.tuesday: .next(.friday), .wednesday: .next(.friday), .thursday: .next(.friday)])
    ]

    private static let brazilAcreHolidays: [HolidayRule] = [
        HolidayRule(
            "Evangelical Day", local: "Dia do Evangélico", on: .fixed(month: 1, day: 23), years: brazilState(from: 2005),
            observed: acreMovable),
        HolidayRule(
            "International Women's Day", local: "Dia Internacional da Mulher", on: .fixed(month: 3, day: 8),
            years: brazilState(from: 2002), observed: acreMovable),
        brazilStateDay("Founding of Acre", "Aniversário do Acre", 6, 15),
        HolidayRule(
            "Amazonia Day", local: "Dia da Amazônia", on: .fixed(month: 9, day: 5), years: brazilState(from: 2004),
            observed: acreMovable),
        HolidayRule(
            "Signing of the Petrópolis Treaty", local: "Assinatura do Tratado de Petrópolis",
            on: .fixed(month: 11, day: 17), years: brazilState(), observed: acreMovable),
    ]

    private static let brazilAlagoasHolidays: [HolidayRule] = [
        brazilStateDay("Saint John's Day", "São João", 6, 24),
        brazilStateDay("Saint Peter's Day", "São Pedro", 6, 29),
        brazilStateDay("Political Emancipation of Alagoas", "Emancipação Política de Alagoas", 9, 16),
        brazilBlackAwarenessDay(from: 1996),
        brazilStateDay("Evangelical Day", "Dia do Evangélico", 11, 30, from: 2013),
    ]

    private static let brazilAmazonasHolidays: [HolidayRule] = [
        brazilStateDay(
            "Elevation of Amazonas to Province", "Elevação do Amazonas à categoria de província", 9, 5),
        brazilBlackAwarenessDay(from: 2010),
    ]

    private static let brazilAmapaHolidays: [HolidayRule] = [
        brazilStateDay("Saint Joseph's Day", "São José", 3, 19, from: 2003),
        brazilStateDay("Saint James' Day", "São Tiago", 7, 25, from: 2012),
        brazilStateDay("Creation of the Federal Territory", "Criação do Território Federal", 9, 13),
        brazilBlackAwarenessDay(from: 2008),
    ]

    private static let brazilBahiaHolidays: [HolidayRule] = [
        brazilStateDay("Bahia Independence Day", "Independência da Bahia", 7, 2)
    ]

    private static let brazilCearaHolidays: [HolidayRule] = [
        brazilStateDay("Saint Joseph's Day", "São José", 3, 19),
        brazilStateDay("Abolition of Slavery in Ceará", "Abolição da escravidão no Ceará", 3, 25),
        brazilStateDay("Our Lady of the Assumption", "Nossa Senhora da Assunção", 8, 15, from: 2004),
    ]

    private static let brazilFederalDistrictHolidays: [HolidayRule] = [
        brazilStateDay("Founding of Brasília", "Fundação de Brasília", 4, 21),
        brazilStateDay("Evangelical Day", "Dia do Evangélico", 11, 30),
    ]

    /// Our Lady of Penha: the Monday eight days after Easter.
    private static let brazilEspiritoSantoHolidays: [HolidayRule] = [
        HolidayRule("Our Lady of Penha", local: "Nossa Senhora da Penha", on: .easter(8), years: .from(2020))
    ]

    private static let brazilGoiasHolidays: [HolidayRule] = [
        brazilStateDay("Foundation of Goiás City", "Fundação da cidade de Goiás", 7, 26),
        brazilStateDay("Foundation of Goiânia", "Pedra fundamental de Goiânia", 10, 24),
    ]

    private static let brazilMaranhaoHolidays: [HolidayRule] = [
        brazilStateDay(
            "Maranhão Joining the Independence of Brazil", "Adesão do Maranhão à independência do Brasil", 7, 28)
    ]

    private static let brazilMinasGeraisHolidays: [HolidayRule] = [
        brazilStateDay("Execution of Tiradentes", "Execução de Tiradentes", 4, 21)
    ]

    private static let brazilMatoGrossoDoSulHolidays: [HolidayRule] = [
        brazilStateDay("State Creation Day", "Criação do Estado", 10, 11)
    ]

    private static let brazilMatoGrossoHolidays: [HolidayRule] = [
        brazilBlackAwarenessDay(from: 2003)
    ]

    private static let brazilParaHolidays: [HolidayRule] = [
        brazilStateDay(
            "Grão-Pará Joining the Independence of Brazil", "Adesão do Grão-Pará à independência do Brasil", 8, 15)
    ]

    private static let brazilParaibaHolidays: [HolidayRule] = [
        brazilStateDay("State Founding Day", "Fundação do Estado", 8, 5)
    ]

    /// The Pernambucan Revolution of 1817: the first Sunday of March from 2008 (Lei
    /// n. 13.386/2007), 6 March from 2018 (Lei n. 16.059/2017).
    private static let brazilPernambucoHolidays: [HolidayRule] = [
        HolidayRule(
            "Pernambucan Revolution of 1817", local: "Revolução Pernambucana de 1817", on: .nth(1, .sunday, of: 3),
            years: YearSet(2008, 2017)),
        HolidayRule(
            "Pernambucan Revolution of 1817", local: "Revolução Pernambucana de 1817", on: .fixed(month: 3, day: 6),
            years: .from(2018)),
    ]

    private static let brazilPiauiHolidays: [HolidayRule] = [
        brazilStateDay("Piauí Day", "Dia do Piauí", 10, 19)
    ]

    /// Paraná's Emancipation day gave way to Our Lady of Rocio from 2014 (Lei n. 18.384/2014).
    private static let brazilParanaHolidays: [HolidayRule] = [
        brazilStateDay("Our Lady of Rocio", "Nossa Senhora do Rocio", 11, 15, from: 2014),
        brazilStateDay("Political Emancipation of Paraná", "Emancipação do Paraná", 12, 19, until: 2013),
    ]

    /// Rio de Janeiro: Carnival Tuesday a day off from 2009 (Lei n. 5.243/2008), in place of
    /// the federal optional day; Saint George's Day from 2008 (Lei n. 5.198/2008).
    private static let brazilRioDeJaneiroHolidays: [HolidayRule] = [
        brazilCarnivalTuesday.during(.through(2008)).replacing("Carnival Tuesday"),
        HolidayRule("Carnival", local: "Carnaval", on: .easter(-47), years: .from(2009), replaces: "Carnival Tuesday"),
        brazilStateDay("Saint George's Day", "São Jorge", 4, 23, from: 2008),
        brazilBlackAwarenessDay(from: 2002),
    ]

    private static let brazilRioGrandeDoNorteHolidays: [HolidayRule] = [
        brazilStateDay("Rio Grande do Norte Day", "Dia do Rio Grande do Norte", 8, 7, from: 2000),
        brazilStateDay("Uruaçu and Cunhaú Martyrs' Day", "Mártires de Cunhaú e Uruaçu", 10, 3, from: 2007),
    ]

    private static let brazilRondoniaHolidays: [HolidayRule] = [
        brazilStateDay("State Creation Day", "Criação do Estado", 1, 4),
        brazilStateDay("Evangelical Day", "Dia do Evangélico", 6, 18, from: 2002),
    ]

    private static let brazilRoraimaHolidays: [HolidayRule] = [
        brazilStateDay("State Creation Day", "Criação do Estado", 10, 5)
    ]

    private static let brazilRioGrandeDoSulHolidays: [HolidayRule] = [
        brazilStateDay("Gaucho Day", "Dia do Gaúcho", 9, 20)
    ]

    /// Santa Catarina keeps its two days on the Sunday on or after their dates: the State Day
    /// (11 August) from 2005, its first year 2004 on the date; Saint Catherine's Day (25
    /// November) from 1999, except in 2004, on the date.
    private static let brazilSantaCatarinaHolidays: [HolidayRule] = [
        HolidayRule(
            "Santa Catarina State Day", local: "Dia do Estado de Santa Catarina", on: .fixed(month: 8, day: 11),
            years: .only(2004)),
        HolidayRule(
            "Santa Catarina State Day", local: "Dia do Estado de Santa Catarina", on: .weekday(.sunday, onOrAfter: 8, 11),
            years: .from(2005)),
        HolidayRule(
            "Saint Catherine of Alexandria Day", local: "Dia de Santa Catarina de Alexandria",
            on: .fixed(month: 11, day: 25), years: YearSet(1996, 1998).union(.only(2004))),
        HolidayRule(
            "Saint Catherine of Alexandria Day", local: "Dia de Santa Catarina de Alexandria",
            on: .weekday(.sunday, onOrAfter: 11, 25), years: .from(1999).except(2004)),
    ]

    private static let brazilSergipeHolidays: [HolidayRule] = [
        brazilStateDay("Sergipe Political Emancipation Day", "Emancipação política de Sergipe", 7, 8)
    ]

    private static let brazilSaoPauloHolidays: [HolidayRule] = [
        brazilStateDay("Constitutionalist Revolution", "Revolução Constitucionalista", 7, 9, from: 1997)
    ]

    /// The city of São Paulo, within the state: Corpus Christi a day off from 1968, in place
    /// of the federal optional day.
    private static let brazilSaoPauloCityHolidays: [HolidayRule] = [
        HolidayRule(
            "São Paulo City Anniversary", local: "Aniversário da Cidade de São Paulo", on: .fixed(month: 1, day: 25),
            years: .from(1968)),
        brazilCorpusChristi.during(.through(1967)).replacing("Corpus Christi"),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60), years: .from(1968), replaces: "Corpus Christi"),
        HolidayRule(
            "Black Awareness Day", local: "Consciência Negra", on: .fixed(month: 11, day: 20), years: YearSet(2004, 2023)),
    ]

    private static let brazilTocantinsHolidays: [HolidayRule] = [
        brazilStateDay("Autonomy Day", "Dia da Autonomia", 3, 18, from: 1998),
        brazilStateDay("Our Lady of Nativity", "Nossa Senhora da Natividade", 9, 8),
        brazilStateDay("State Creation Day", "Criação do Estado", 10, 5),
    ]
}
