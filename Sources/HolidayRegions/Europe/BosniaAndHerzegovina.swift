import HolidayEngine

// Bosnia and Herzegovina: the holidays of the state and of its two entities and one
// district, each with a law of its own: the Federation of Bosnia and Herzegovina, Republika
// Srpska and Brčko District. The days every part keeps: New Year's Day and Labour Day, two
// days each, Christmas on both calendars (the Serbian Orthodox Church's Julian and the
// Gregorian), the Orthodox Good Friday, the Catholic Easter Monday and the first days of
// Ramadan and Kurban Bayram, as the Islamic Community in Bosnia and Herzegovina announces them
// (HijriCalendar.bosniaAndHerzegovina: the non-working-day lists of the three parts, 2001-2024).
//
// The Federation and Republika Srpska add both Christmas Eves, Easter Sunday on both
// calendars, the Orthodox Easter Monday, the Catholic Good Friday, the second days of the
// Bayrams and Victory Day (9 May); the Federation Independence Day (1 March) and Statehood Day
// (25 November), Republika Srpska the Orthodox New Year (14 January) and the day of the
// Dayton Agreement (21 November). Brčko District adds the day of its establishment (8 March).
//
// Days off for a weekend (the non-working-day lists published by Paragraf): in the Federation
// the first day of New Year or Labour Day on a Sunday gives the Tuesday; in Republika Srpska
// the first day on a Saturday (the second on the Sunday) gives the Monday; in Brčko District
// the first day on a Saturday gives the Monday and on a Sunday the Tuesday, and Christmas and
// the District's day on a Sunday give the Monday.
//
// Known from 1996, the first whole year of the state under the Dayton Agreement (14 December
// 1995); Brčko District from 2001, the first whole year after its establishment (8 March 2000).

extension Country {
    /// Bosnia and Herzegovina: the state's holidays and those of its entities and
    /// district, known from 1996.
    public static let bosniaAndHerzegovina = Country(
        "BA", "Bosnia and Herzegovina", local: "Bosna i Hercegovina", languages: ["bs", "sr"],
        firstWeekday: .monday, known: .from(1996),
        observedSuffix: ["en": " (observed)", "bs": " (slobodan dan)", "sr": " (слободан дан)"],
        islamic: .bosniaAndHerzegovina,
        kinds: [.public], sources: "The non-working-day lists of the Federation of Bosnia and Herzegovina, Republika Srpska and "
            + "Brčko District (Paragraf); the Islamic Community in Bosnia and Herzegovina's Bayram dates",
        rules: { bosnianHolidays },
        subdivisions: [
            Subdivision(
                "BIH", "Federation of Bosnia and Herzegovina", local: "Federacija Bosne i Hercegovine",
                rules: { bosnianFederationHolidays }),
            Subdivision(
                "BRC", "Brčko District", local: "Brčko distrikt", known: .from(2001),
                rules: { brckoHolidays }),
            Subdivision(
                "SRP", "Republika Srpska", local: "Republika Srpska", rules: { srpskaHolidays }),
        ])

    /// The days every part of the country keeps, in the order of the year.
    private static let bosnianHolidays: [HolidayRule] = [
        bosnianNewYearsDay,
        HolidayRule("Second day of New Year", bosnianNewYearNames, on: .fixed(month: 1, day: 2)),
        bosnianOrthodoxChristmasDay,
        HolidayRule(
            "Orthodox Good Friday", ["bs": "Veliki petak (Pravoslavni)", "sr": "Велики петак (Православни)"],
            on: .orthodoxEaster(-2)),
        HolidayRule(
            "Catholic Easter Monday", ["bs": "Uskrsni ponedjeljak (Katolički)", "sr": "Ускршњи понедељак (Католички)"],
            on: .easter(1)),
        bosnianLabourDay,
        HolidayRule("Second day of Labour Day", bosnianLabourDayNames, on: .fixed(month: 5, day: 2)),
        HolidayRule("Eid al-Fitr", bosnianEidAlFitrNames, on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", bosnianEidAlAdhaNames, on: .hijri(.dhuAlHijjah, 10)),
        bosnianCatholicChristmasDay,
    ]

    // The days every part keeps whose weekend days the entities and the district give
    // otherwise: each part's variant replaces the country's.
    private static let bosnianNewYearsDay = HolidayRule(
        "New Year's Day", bosnianNewYearNames, on: .fixed(month: 1, day: 1))
    private static let bosnianLabourDay = HolidayRule("Labour Day", bosnianLabourDayNames, on: .fixed(month: 5, day: 1))
    private static let bosnianOrthodoxChristmasDay = HolidayRule(
        "Orthodox Christmas Day", bosnianOrthodoxChristmasNames, on: .julian(month: 12, day: 25))
    private static let bosnianCatholicChristmasDay = HolidayRule(
        "Catholic Christmas Day", bosnianCatholicChristmasNames, on: .fixed(month: 12, day: 25))

    /// Names several parts' rules share.
    private static let bosnianNewYearNames: [String: String] = ["bs": "Nova godina", "sr": "Нова година"]
    private static let bosnianLabourDayNames: [String: String] = [
        "bs": "Međunarodni praznik rada", "sr": "Међународни празник рада",
    ]
    private static let bosnianEidAlFitrNames: [String: String] = ["bs": "Ramazanski Bajram", "sr": "Рамазански Бајрам"]
    private static let bosnianEidAlAdhaNames: [String: String] = ["bs": "Kurban Bajram", "sr": "Курбан Бајрам"]
    private static let bosnianOrthodoxChristmasNames: [String: String] = [
        "bs": "Božić (Pravoslavni)", "sr": "Божић (Православни)",
    ]
    private static let bosnianCatholicChristmasNames: [String: String] = [
        "bs": "Božić (Katolički)", "sr": "Божић (Католички)",
    ]

    /// The days the Federation and Republika Srpska both add.
    private static let bosnianEntityHolidays: [HolidayRule] = [
        HolidayRule(
            "Orthodox Christmas Eve", ["bs": "Badnji dan (Pravoslavni)", "sr": "Бадњи дан (Православни)"],
            on: .julian(month: 12, day: 24)),
        HolidayRule(
            "Catholic Good Friday", ["bs": "Veliki petak (Katolički)", "sr": "Велики петак (Католички)"],
            on: .easter(-2)),
        HolidayRule("Catholic Easter Sunday", ["bs": "Uskrs (Katolički)", "sr": "Ускрс (Католички)"], on: .easter(0)),
        HolidayRule(
            "Orthodox Easter Sunday", ["bs": "Vaskrs (Pravoslavni)", "sr": "Васкрс (Православни)"],
            on: .orthodoxEaster(0)),
        HolidayRule(
            "Orthodox Easter Monday",
            ["bs": "Uskrsni ponedjeljak (Pravoslavni)", "sr": "Ускршњи понедељак (Православни)"],
            on: .orthodoxEaster(1)),
        HolidayRule(
            "Victory Day", ["bs": "Dan pobjede nad fašizmom", "sr": "Дан побједе над фашизмом"],
            on: .fixed(month: 5, day: 9)),
        HolidayRule(
            "Catholic Christmas Eve", ["bs": "Badnji dan (Katolički)", "sr": "Бадњи дан (Католички)"],
            on: .fixed(month: 12, day: 24)),
        HolidayRule("Second day of Eid al-Fitr", bosnianEidAlFitrNames, on: .hijri(.shawwal, 2)),
        HolidayRule("Second day of Eid al-Adha", bosnianEidAlAdhaNames, on: .hijri(.dhuAlHijjah, 11)),
    ]

    /// The Federation: the first day of New Year or Labour Day on a Sunday gives the Tuesday.
    private static let bosnianFederationHolidays: [HolidayRule] = bosnianEntityHolidays + [
        bosnianNewYearsDay.observed([.adding(.always, [.sunday: .next(.tuesday)])]).replacing(),
        HolidayRule(
            "Independence Day", ["bs": "Dan nezavisnosti", "sr": "Дан независности"], on: .fixed(month: 3, day: 1)),
        bosnianLabourDay.observed([.adding(.always, [.sunday: .next(.tuesday)])]).replacing(),
        HolidayRule("Statehood Day", ["bs": "Dan državnosti", "sr": "Дан државности"], on: .fixed(month: 11, day: 25)),
    ]

    /// Republika Srpska: the first day of New Year or Labour Day on a Saturday gives the Monday.
    private static let srpskaHolidays: [HolidayRule] = bosnianEntityHolidays + [
        bosnianNewYearsDay.observed([.adding(.always, [.saturday: .next(.monday)])]).replacing(),
        HolidayRule(
            "Orthodox New Year", ["bs": "Pravoslavna Nova godina", "sr": "Православна Нова година"],
            on: .fixed(month: 1, day: 14)),
        bosnianLabourDay.observed([.adding(.always, [.saturday: .next(.monday)])]).replacing(),
        HolidayRule(
            "Dayton Agreement Day",
            [
                "bs": "Dan uspostave Opšteg okvirnog sporazuma za mir u Bosni i Hercegovini",
                "sr": "Дан успоставе Општег оквирног споразума за мир у Босни и Херцеговини",
            ],
            on: .fixed(month: 11, day: 21)),
    ]

    /// Brčko District: the first day of New Year or Labour Day on a Saturday gives the
    /// Monday, on a Sunday the Tuesday; Christmas and the District's day on a Sunday the Monday.
    private static let brckoHolidays: [HolidayRule] = {
        let weekendFirstDay: [Observance] = [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])]
        let sunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]
        return [
            bosnianNewYearsDay.observed(weekendFirstDay).replacing(),
            bosnianOrthodoxChristmasDay.observed(sunday).replacing(),
            HolidayRule(
                "Day of Establishment of Brčko District",
                ["bs": "Dan uspostavljanja Brčko distrikta", "sr": "Дан успостављања Брчко дистрикта"],
                on: .fixed(month: 3, day: 8), observed: sunday),
            bosnianLabourDay.observed(weekendFirstDay).replacing(),
            bosnianCatholicChristmasDay.observed(sunday).replacing(),
        ]
    }()
}
