import HolidayEngine

// Cabo Verde: the national holidays kept since independence (5 July 1975): New Year's Day, the
// Day of Nationality and the National Heroes (20 January, Amílcar Cabral's death in 1973), Ash
// Wednesday, Good Friday, Easter Sunday, Workers' Day, Independence Day, Assumption, All
// Saints' Day and Christmas; the Day of Freedom and Democracy (13 January, the first
// multiparty elections of 1991) from 2000 (Law No. 95/V/99 of 22 March 1999) and International
// Children's Day (1 June) from 2005 (Law No. 69/VI/2005 of 31 May 2005). Holy Thursday,
// Mother's Day (the second Sunday of May) and Father's Day (the third Sunday of June) are
// optional days (the Bank of Cabo Verde's list of bank holidays). No holiday gives another day
// when it falls on a weekend.
//
// Each of the 22 municipalities keeps its own day, set by the law that created or renamed it:
// Law No. 93/82 of 6 November 1982 for the municipalities then (from 1983; Santa Catarina's
// from 1982), Law No. 23/IV/91 of 30 December 1991 (Mosteiros, São Filipe; from 1992), Law No.
// 96/IV/93 of 31 December 1993 (São Domingos; from 1994), Law No. 11/V/96 of 11 November 1996
// (São Miguel; from 1997) and the laws of 9 May 2005 creating Ribeira Brava, Ribeira Grande de
// Santiago, São Lourenço dos Órgãos, São Salvador do Mundo, Santa Catarina do Fogo and Tarrafal
// de São Nicolau (from 2005; Ribeira Grande de Santiago from 2006). The three municipalities
// of Santo Antão keep the island's day (17 January) too, and São Vicente Carnival Tuesday.
//
// Known from 1976, the first full year of independence; python-holidays 0.108 starts there
// too.

extension Country {
    /// Cabo Verde: public holidays, with the municipalities' days, known from 1976.
    public static let caboVerde = Country(
        "CV", "Cabo Verde", languages: ["pt"], firstWeekday: .monday, known: .from(1976),
        kinds: [.public, .optional], sources: "Law No. 95/V/99 and Law No. 69/VI/2005 on national holidays; the laws creating the "
            + "municipalities (No. 93/82, 23/IV/91, 96/IV/93, 11/V/96 and those of 9 May 2005); the Bank of "
            + "Cabo Verde's list of bank holidays",
        rules: { caboVerdeanHolidays },
        subdivisions: [
            Subdivision("BR", "Brava", rules: { [municipalityDay("Brava", "da", 6, 24, from: 1983)] }),
            Subdivision("BV", "Boa Vista", rules: { [municipalityDay("Boa Vista", "da", 7, 4, from: 1983)] }),
            Subdivision("CA", "Santa Catarina", rules: {
                [municipalityDay("Santa Catarina de Santiago", "de", 11, 25, from: 1982)]
            }),
            Subdivision("CF", "Santa Catarina do Fogo", rules: {
                [municipalityDay("Santa Catarina do Fogo", "de", 11, 25, from: 2005)]
            }),
            Subdivision("CR", "Santa Cruz", rules: { [municipalityDay("Santa Cruz", "de", 7, 25, from: 1983)] }),
            Subdivision("MA", "Maio", rules: { [municipalityDay("Maio", "do", 9, 8, from: 1983)] }),
            Subdivision("MO", "Mosteiros", rules: { [municipalityDay("Mosteiros", "dos", 8, 15, from: 1992)] }),
            Subdivision("PA", "Paul", local: "Paúl", rules: {
                [santoAntaoIslandDay, municipalityDay("Paúl", "do", 6, 13, from: 1983)]
            }),
            Subdivision("PN", "Porto Novo", rules: {
                [santoAntaoIslandDay, municipalityDay("Porto Novo", "do", 9, 2, from: 1983)]
            }),
            Subdivision("PR", "Praia", rules: { [municipalityDay("Praia", "da", 5, 19, from: 1983)] }),
            Subdivision("RB", "Ribeira Brava", rules: { [municipalityDay("Ribeira Brava", "de", 12, 6, from: 2005)] }),
            Subdivision("RG", "Ribeira Grande", rules: {
                [santoAntaoIslandDay, municipalityDay("Ribeira Grande", "de", 5, 7, from: 1983)]
            }),
            Subdivision("RS", "Ribeira Grande de Santiago", rules: {
                [municipalityDay("Ribeira Grande de Santiago", "de", 1, 31, from: 2006)]
            }),
            Subdivision("SD", "São Domingos", rules: { [municipalityDay("São Domingos", "de", 3, 13, from: 1994)] }),
            Subdivision("SF", "São Filipe", rules: { [municipalityDay("São Filipe", "de", 5, 1, from: 1992)] }),
            Subdivision("SL", "Sal", rules: { [municipalityDay("Sal", "do", 9, 15, from: 1983)] }),
            Subdivision("SM", "São Miguel", rules: { [municipalityDay("São Miguel", "de", 9, 29, from: 1997)] }),
            Subdivision("SO", "São Lourenço dos Órgãos", rules: {
                [municipalityDay("São Lourenço dos Órgãos", "de", 5, 9, from: 2005)]
            }),
            Subdivision("SS", "São Salvador do Mundo", rules: {
                [municipalityDay("São Salvador do Mundo", "de", 7, 19, from: 2005)]
            }),
            Subdivision("SV", "São Vicente", rules: {
                [municipalityDay("São Vicente", "de", 1, 22, from: 1983), carnivalTuesday]
            }),
            Subdivision("TA", "Tarrafal", rules: {
                [municipalityDay("Tarrafal de Santiago", "do", 1, 15, from: 1983)]
            }),
            Subdivision("TS", "Tarrafal de São Nicolau", rules: {
                [municipalityDay("Tarrafal de São Nicolau", "do", 8, 2, from: 2005)]
            }),
        ])

    /// The national holidays, in the order of the year, then the optional days.
    private static let caboVerdeanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Ano Novo", on: .fixed(month: 1, day: 1)),
        // Law No. 95/V/99.
        HolidayRule(
            "Democracy and Freedom Day", local: "Dia da Liberdade e da Democracia", on: .fixed(month: 1, day: 13),
            years: .from(2000)),
        HolidayRule(
            "National Heroes Day", local: "Dia da Nacionalidade e dos Heróis Nacionais",
            on: .fixed(month: 1, day: 20)),
        HolidayRule("Ash Wednesday", local: "Quarta-feira de Cinzas", on: .easter(-46)),
        HolidayRule("Good Friday", local: "Sexta-feira Santa", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Páscoa", on: .easter(0)),
        HolidayRule("Workers' Day", local: "Dia do Trabalhador", on: .fixed(month: 5, day: 1)),
        // Law No. 69/VI/2005.
        HolidayRule(
            "International Children's Day", local: "Dia Mundial da Criança", on: .fixed(month: 6, day: 1),
            years: .from(2005)),
        HolidayRule("National Independence Day", local: "Dia da Independência Nacional", on: .fixed(month: 7, day: 5)),
        HolidayRule("Assumption Day", local: "Dia da Assunção", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Dia de Todos os Santos", on: .fixed(month: 11, day: 1)),
        HolidayRule("Christmas Day", local: "Dia do Natal", on: .fixed(month: 12, day: 25)),
        // Optional days (the Bank of Cabo Verde's list).
        HolidayRule("Holy Thursday", local: "Quinta-Feira Santa", on: .easter(-3), kind: .optional),
        HolidayRule("Mother's Day", local: "Dia das Mães", on: .nth(2, .sunday, of: 5), kind: .optional),
        HolidayRule("Father's Day", local: "Dia dos Pais", on: .nth(3, .sunday, of: 6), kind: .optional),
    ]

    /// A municipality's day, from the year the law that set it took effect (see the header).
    /// `preposition` joins the place's name in Portuguese ("da Brava", "do Sal").
    private static func municipalityDay(
        _ place: String, _ preposition: String, _ month: Int, _ day: Int, from year: Int
    ) -> HolidayRule {
        HolidayRule(
            "\(place) Municipality Day", local: "Dia do Município \(preposition) \(place)",
            on: .fixed(month: month, day: day), years: .from(year))
    }

    private static let carnivalTuesday = HolidayRule(
        "Carnival Tuesday", local: "Terça-feira de Carnaval", on: .easter(-47), years: .from(1983))

    /// Santo Antão's day, kept by its three municipalities (Law No. 93/82).

    private static let santoAntaoIslandDay = HolidayRule(
        "Santo Antão Island Day", local: "Dia da Ilha de Santo Antão", on: .fixed(month: 1, day: 17),
        years: .from(1983))
}
