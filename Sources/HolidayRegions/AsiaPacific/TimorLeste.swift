import HolidayEngine

// Timor-Leste: Law 10/2005 of 10 August on public holidays and official commemorative dates,
// as amended by Law 3/2016 (Veterans' Day and the Day of Remembrance, from 2017; National
// Heroes Day moved from 7 to 31 December) and by Law 1/2023 (National Women's Day a public
// holiday, from 2023), and the Government's yearly resolutions dating Idul Fitri and Idul Adha
// (`HijriCalendar.timorLeste`).
//
// - Public holidays (feriados nacionais): kind public.
// - Official commemorative dates, which stay working days (python-holidays 0.108's category
//   workday, holical's observance): Ash Wednesday, Maundy Thursday, Ascension, Children's Day,
//   FALINTIL Day, National Women's Day until 2022, Human Rights Day.
// - No substitute days.
//
// The special national holidays the Government declares for the civil service each year
// (python-holidays' category government) are left out.
//
// The weekend: Saturday and Sunday. Known from 2006, the first year of Law 10/2005, as
// python-holidays 0.108.

extension Country {
    /// Timor-Leste: public holidays and commemorative dates, known from 2006.
    public static let timorLeste = Country(
        "TL", "Timor-Leste", local: "Timor-Leste", languages: ["pt", "tet", "en"], firstWeekday: .monday,
        weekend: .saturdaySunday, known: .from(2006), islamic: .timorLeste,
        kinds: [.public, .observance], sources: "Lei n.º 10/2005 de 10 de Agosto, as amended by Lei n.º 3/2016 and Lei n.º 1/2023; the Government's "
            + "yearly resolutions on the Islamic holidays",
        rules: { timoreseHolidays + timoreseCommemorations })

    /// The public holidays, in the order of the year.
    private static let timoreseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Dia de Ano Novo", "tet": "Loron Tinan Foun"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Veterans Day", ["": "Dia dos Veteranos", "tet": "Loron Veteranu sira"], on: .fixed(month: 3, day: 3), years: .from(2017)),
        HolidayRule("Good Friday", ["": "Sexta-Feira Santa", "tet": "Sesta-Feira Santa"], on: .easter(-2)),
        HolidayRule("World Labour Day", ["": "Dia Mundial do Trabalhador", "tet": "Loron Mundiál Traballadór"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Restoration of Independence Day", ["": "Dia da Restauração da Independência", "tet": "Loron Restaurasaun Independénsia"],
            on: .fixed(month: 5, day: 20)),
        HolidayRule("Corpus Christi", ["": "Festa do Corpo de Deus", "tet": "Festa Korpu de Deus"], on: .easter(60)),
        HolidayRule("Popular Consultation Day", ["": "Dia da Consulta Popular", "tet": "Loron Konsulta Populár"], on: .fixed(month: 8, day: 30)),
        HolidayRule("All Saints' Day", ["": "Dia de Todos os Santos", "tet": "Loron Santu Hotu"], on: .fixed(month: 11, day: 1)),
        HolidayRule("All Souls' Day", ["": "Dia de Todos os Fiéis Defuntos", "tet": "Loron Matebian sira"], on: .fixed(month: 11, day: 2)),
        HolidayRule(
            "National Women's Day", ["": "Dia Nacional da Mulher", "tet": "Loron Nasionál Feto"], on: .fixed(month: 11, day: 3),
            years: .from(2023)),
        HolidayRule("National Youth Day", ["": "Dia Nacional da Juventude", "tet": "Loron Nasionál Joventude"], on: .fixed(month: 11, day: 12)),
        HolidayRule(
            "Proclamation of Independence Day", ["": "Dia da Proclamação da Independência", "tet": "Loron Proklamasaun Independénsia"],
            on: .fixed(month: 11, day: 28)),
        HolidayRule("Day of Remembrance", ["": "Dia da Memória", "tet": "Loron Memória"], on: .fixed(month: 12, day: 7), years: .from(2017)),
        HolidayRule(
            "Day of Our Lady of Immaculate Conception",
            ["": "Dia de Nossa Senhora da Imaculada Conceição, padroeira de Timor-Leste", "tet": "Loron Nossa Senhora Imakulada Konseisaun"],
            on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", ["": "Dia de Natal", "tet": "Loron Natál"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "National Heroes Day", ["": "Dia dos Heróis Nacionais", "tet": "Loron Eroi Nasionál sira"], on: .fixed(month: 12, day: 7),
            years: .through(2016)),
        HolidayRule(
            "National Heroes Day", ["": "Dia dos Heróis Nacionais", "tet": "Loron Eroi Nasionál sira"], on: .fixed(month: 12, day: 31),
            years: .from(2017), key: "National Heroes Day (from 2017)"),
        HolidayRule("Eid al-Fitr", ["": "Idul Fitri", "tet": "Idul Fitri"], on: .hijri(.shawwal, 1)),
    ] + HolidayRule.moved(
        // 2016: the Government's resolution gave 18 September, a week after 10 Dhu al-Hijjah.
        [HolidayName("Eid al-Adha", ["": "Idul Adha", "tet": "Idul Adha"])], on: .hijri(.dhuAlHijjah, 10), years: .always,
        to: [CivilDate(2016, 9, 18)])

    /// The official commemorative dates, working days.
    private static let timoreseCommemorations: [HolidayRule] = [
        HolidayRule("Ash Wednesday", ["": "Quarta-Feira de Cinzas", "tet": "Kuarta-Feira Sinzas"], on: .easter(-46), kind: .observance),
        HolidayRule("Maundy Thursday", ["": "Quinta-Feira Santa", "tet": "Kinta-Feira Santa"], on: .easter(-3), kind: .observance),
        HolidayRule(
            "Ascension Day", ["": "Dia da Ascensão de Jesus Cristo ao Céu", "tet": "Loron Jesus Kristu Sa'e ba Lalehan"], on: .easter(39),
            kind: .observance),
        HolidayRule(
            "International Children's Day", ["": "Dia Mundial da Criança", "tet": "Loron Mundiál Labarik"], on: .fixed(month: 6, day: 1),
            kind: .observance),
        HolidayRule(
            "FALINTIL Day", ["": "Dia das Forças Armadas de Libertação Nacional de Timor-Leste (FALINTIL)", "tet": "Loron FALINTIL"],
            on: .fixed(month: 8, day: 20), kind: .observance),
        HolidayRule(
            "National Women's Day", ["": "Dia Nacional da Mulher", "tet": "Loron Nasionál Feto"], on: .fixed(month: 11, day: 3),
            kind: .observance, years: .through(2022), key: "National Women's Day (commemorative)"),
        HolidayRule(
            "International Human Rights Day", ["": "Dia Mundial dos Direitos Humanos", "tet": "Loron Mundiál Direitu Umanu"],
            on: .fixed(month: 12, day: 10), kind: .observance),
    ]
}
