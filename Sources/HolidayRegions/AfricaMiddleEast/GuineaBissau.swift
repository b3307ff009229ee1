import HolidayEngine

// Guinea-Bissau: the public holidays of the Labour Code (Law No. 7/2022 of 18 July 2022): New
// Year's Day, the National Heroes' Day (20 January, Amílcar Cabral's death in 1973), the Day of
// the Beginning of the Armed Struggle (23 January 1963), International Women's Day, Easter
// Sunday, Workers' Day, Pidjiguiti Day (3 August, the dock strike of 1959), Independence Day
// (24 September 1973), Christmas, and the Korité and the Tabaski on the dates announced after
// the sighting (HijriCalendar.guineaBissau: Umm al-Qura's; a date not yet announced is
// estimated). No holiday gives another day when it falls on a weekend.
//
// Known from 2023, the first full year of Law No. 7/2022; python-holidays 0.108 starts there
// too. The holidays before it were set by earlier texts not encoded here.

extension Country {
    /// Guinea-Bissau: public holidays, known from 2023.
    public static let guineaBissau = Country(
        "GW", "Guinea-Bissau", local: "Guiné-Bissau", languages: ["pt"], firstWeekday: .monday, known: .from(2023),
        islamic: .guineaBissau,
        kinds: [.public], sources: "Law No. 7/2022 of 18 July 2022 (Labour Code); the announcements of the Korité and the Tabaski",
        rules: { bissauGuineanHolidays })

    /// The public holidays, in the order of the year.
    private static let bissauGuineanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Ano Novo", on: .fixed(month: 1, day: 1)),
        HolidayRule("National Heroes' Day", local: "Dia dos Heróis Nacionais", on: .fixed(month: 1, day: 20)),
        HolidayRule(
            "Day of the Beginning of the Armed Struggle", local: "Dia do Início da Luta Armada",
            on: .fixed(month: 1, day: 23)),
        HolidayRule("International Women's Day", local: "Dia Internacional da Mulher", on: .fixed(month: 3, day: 8)),
        HolidayRule("Easter Sunday", local: "Páscoa", on: .easter(0)),
        HolidayRule("Workers' Day", local: "Dia do Trabalhador", on: .fixed(month: 5, day: 1)),
        HolidayRule("Pidjiguiti Day", local: "Dia de Pidjiguiti", on: .fixed(month: 8, day: 3)),
        HolidayRule("Independence Day", local: "Dia da Independência", on: .fixed(month: 9, day: 24)),
        HolidayRule("Christmas Day", local: "Dia de Natal", on: .fixed(month: 12, day: 25)),
        HolidayRule("Eid al-Fitr", local: "Korité", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Tabaski", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
