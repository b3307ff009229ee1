import HolidayEngine

// São Tomé and Príncipe: the public holidays as the Ministry of Foreign Affairs and the national
// tourism office list them: King Amador's Day (4 January), the
// Martyrs' Day (3 February, the massacre of Batepá in 1953), Independence Day (12 July 1975),
// the Armed Forces (6 September), the Agrarian Reform (30 September) and, from 2019, Saint
// Thomas's Day (21 December, the island's discovery). From 2020 a holiday on a Sunday is kept
// on the Monday and one on a Saturday on the Friday before as well (the lists since 2020); New
// Year's Day on a Saturday gives Friday 31 December. The autonomous region of Príncipe adds
// the island's discovery (17 January), its autonomy (29 April 1995) and Saint Lawrence's Day
// (15 August), its patron.
//
// Known from 2014, the first year of the list python-holidays 0.108 has; earlier years are not
// encoded, for want of a source for the list before.

extension Country {
    /// São Tomé and Príncipe: public holidays, with Príncipe's, known from 2014.
    public static let saoTomeAndPrincipe = Country(
        "ST", "São Tomé and Príncipe", local: "São Tomé e Príncipe", languages: ["pt"], firstWeekday: .monday,
        known: .from(2014), observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public], sources: "The Ministry of Foreign Affairs' and the national tourism office's lists of public "
            + "holidays (with the autonomous region of Príncipe's)",
        rules: { santomeanHolidays },
        subdivisions: [
            Subdivision("01", "Água Grande"),
            Subdivision("02", "Cantagalo"),
            Subdivision("03", "Caué"),
            Subdivision("04", "Lembá"),
            Subdivision("05", "Lobata"),
            Subdivision("06", "Mé-Zóchi"),
            Subdivision("P", "Príncipe", rules: { principeHolidays }),
        ])

    /// From 2020 a holiday on a weekend is kept on the nearest weekday too.
    private static let santomeanWeekend: [Observance] = [
        .adding(.from(2020), [.saturday: .previous(.friday), .sunday: .next(.monday)])
    ]

    /// The public holidays, in the order of the year.
    private static let santomeanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Ano Novo", on: .fixed(month: 1, day: 1), observed: santomeanWeekend),
        HolidayRule("King Amador Day", local: "Dia do Rei Amador", on: .fixed(month: 1, day: 4), observed: santomeanWeekend),
        HolidayRule("Martyrs' Day", local: "Dia dos Mártires", on: .fixed(month: 2, day: 3), observed: santomeanWeekend),
        HolidayRule("Labour Day", local: "Dia do Trabalhador", on: .fixed(month: 5, day: 1), observed: santomeanWeekend),
        HolidayRule(
            "Independence Day", local: "Dia da Independência", on: .fixed(month: 7, day: 12), observed: santomeanWeekend),
        HolidayRule(
            "Armed Forces Day", local: "Dia das Forças Armadas", on: .fixed(month: 9, day: 6), observed: santomeanWeekend),
        HolidayRule(
            "Agrarian Reform Day", local: "Dia da Reforma Agrária", on: .fixed(month: 9, day: 30),
            observed: santomeanWeekend),
        HolidayRule(
            "Saint Thomas Day", local: "Dia de São Tomé", on: .fixed(month: 12, day: 21), years: .from(2019),
            observed: santomeanWeekend),
        HolidayRule("Christmas Day", local: "Natal", on: .fixed(month: 12, day: 25), observed: santomeanWeekend),
    ]

    /// Príncipe: the island's own days.
    private static let principeHolidays: [HolidayRule] = [
        HolidayRule(
            "Discovery of Príncipe Island", local: "Descobrimento da Ilha do Príncipe", on: .fixed(month: 1, day: 17),
            observed: santomeanWeekend),
        HolidayRule(
            "Príncipe Autonomy Day", local: "Dia da Autonomia do Príncipe", on: .fixed(month: 4, day: 29),
            observed: santomeanWeekend),
        HolidayRule(
            "Saint Lawrence Day", local: "Dia de São Lourenço", on: .fixed(month: 8, day: 15), observed: santomeanWeekend),
    ]
}
