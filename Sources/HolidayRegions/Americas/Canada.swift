import HolidayEngine

// Canada: the holidays every province and territory keeps, then each one's own, with their
// observed days, as the provinces' employment standards laws give them. Names in English and
// French; Quebec's in French first.
//
// - Nationwide: New Year's Day, Good Friday, Canada Day (Dominion Day until the Act of 27
//   October 1982), Labour Day and Christmas Day, the statutory holidays of every province's
//   law and of the Canada Labour Code (s. 166). New Year's Day and Christmas Day on a Saturday
//   or Sunday give the Monday after. The federal list's other days (Victoria Day, Thanksgiving,
//   Remembrance Day, the National Day for Truth and Reconciliation, Boxing Day) are holidays of
//   federally regulated workplaces only, and are not listed for Canada as a whole.
// - The days an employer may give (python-holidays' `optional`, kind `.optional` here):
//   Christmas Day and Boxing Day, with the Monday and Tuesday after when they fall on a weekend
//   (Boxing Day is not one in Quebec); and each province's own.
// - Alberta: Employment Standards Code s. 25 (Family Day from 1990).
// - British Columbia: Employment Standards Act s. 1 (Family Day from 2013, the second Monday
//   of February until 2018, the third from 2019; the National Day for Truth and Reconciliation
//   from 2023).
// - Manitoba: The Employment Standards Code s. 21 (Louis Riel Day from 2008; the National Day
//   for Truth and Reconciliation from 2024, The Employment Standards Code Amendment Act 2023).
// - New Brunswick: Days of Rest Act and Employment Standards Act (Family Day from 2018).
// - Newfoundland and Labrador: Labour Standards Act s. 14 and the Shops' Closing Act
//   (Memorial Day, July 1; the "nearest Monday" days of the provincial government).
// - Nova Scotia: Labour Standards Code s. 38 (Heritage Day from 2015; Remembrance Day Act,
//   with the Monday after for a weekend, from 1981).
// - Northwest Territories and Nunavut: Employment Standards Act s. 1 (National Indigenous
//   Peoples Day in the Northwest Territories from 2001; Nunavut Day from 2020, before it a day
//   off for the public service only); Nunavut from its creation, 1 April 1999.
// - Ontario: Employment Standards Act, 2000, s. 1 (Family Day from 2008, proclamation of
//   12 October 2007).
// - Prince Edward Island: Employment Standards Act s. 1 (Islander Day from 2009).
// - Quebec: Act respecting labour standards (Loi sur les normes du travail) s. 60, National
//   Holiday Act (Loi sur la fête nationale, June 24, on Monday the 25th when it falls on a
//   Sunday), National Patriots' Day from 2003.
// - Saskatchewan: The Saskatchewan Employment Act s. 2-1 (Family Day from 2007).
// - Yukon: Employment Standards Act s. 1 (National Indigenous Peoples Day from 2017).
// - The funeral of Queen Elizabeth II, 19 September 2022: a holiday proclaimed in British
//   Columbia, New Brunswick, Newfoundland and Labrador, Nova Scotia, Prince Edward Island and
//   Yukon.
//
// python-holidays 0.108 has a `government` category too (the federal public service's days);
// holical has no such kind, and it is left out.

extension Country {
    /// Canada: the holidays every province keeps, and each province's and territory's own,
    /// known from 1950.
    public static let canada = Country(
        "CA", "Canada", languages: ["en", "fr"], firstWeekday: .sunday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "fr": " (observé)"],
        kinds: [.public, .optional], sources: "Canada Labour Code s. 166; Holidays Act; the provinces' employment standards acts; "
            + "Quebec's Act respecting labour standards s. 60 and National Holiday Act",
        rules: { canadianHolidays },
        subdivisions: [
            Subdivision("AB", "Alberta", rules: { albertaHolidays }),
            Subdivision("BC", "British Columbia", local: "Colombie-Britannique", rules: { britishColumbiaHolidays }),
            Subdivision("MB", "Manitoba", rules: { manitobaHolidays }),
            Subdivision("NB", "New Brunswick", local: "Nouveau-Brunswick", rules: { newBrunswickHolidays }),
            Subdivision(
                "NL", "Newfoundland and Labrador", local: "Terre-Neuve-et-Labrador",
                rules: { newfoundlandHolidays }),
            Subdivision("NS", "Nova Scotia", local: "Nouvelle-Écosse", rules: { novaScotiaHolidays }),
            Subdivision(
                "NT", "Northwest Territories", local: "Territoires du Nord-Ouest", rules: { northwestTerritoriesHolidays }),
            Subdivision("NU", "Nunavut", known: .from(1999), rules: { nunavutHolidays }),
            Subdivision("ON", "Ontario", rules: { ontarioHolidays }),
            Subdivision("PE", "Prince Edward Island", local: "Île-du-Prince-Édouard", rules: { princeEdwardIslandHolidays }),
            Subdivision(
                "QC", "Quebec", local: "Québec", languages: ["fr", "en"], drops: ["Boxing Day (optional)"],
                rules: { quebecHolidays }),
            Subdivision("SK", "Saskatchewan", rules: { saskatchewanHolidays }),
            Subdivision("YT", "Yukon", rules: { yukonHolidays }),
        ])

    /// A Saturday or Sunday holiday gives the Monday after.
    private static let weekendToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]

    /// A Sunday holiday gives the Monday after.
    private static let sundayToMonday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// Christmas Day and Boxing Day on a weekend give the Monday and Tuesday after.
    private static let weekendToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// Newfoundland and Labrador's days kept on the nearest Monday.
    private static let nearestMonday: [Observance] = [
        .moving(
            .always,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .previous(.monday),
                .friday: .next(.monday), .saturday: .next(.monday), .sunday: .next(.monday),
            ]),
    ]

    /// The holidays every province and territory keeps, and the days an employer may give.
    private static let canadianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["fr": "Jour de l'An"], on: .fixed(month: 1, day: 1), observed: weekendToMonday),
        HolidayRule("Good Friday", ["fr": "Vendredi saint"], on: .easter(-2)),
        canadaDay,
        HolidayRule("Labour Day", ["fr": "Fête du Travail"], on: .nth(1, .monday, of: 9)),
        HolidayRule("Christmas Day", ["fr": "Noël"], on: .fixed(month: 12, day: 25), observed: weekendToMonday),
        HolidayRule(
            "Christmas Day", ["fr": "Noël"], on: .fixed(month: 12, day: 25), kind: .optional,
            observed: weekendToMondayOrTuesday, key: "Christmas Day (optional)"),
        boxingDay.observed(weekendToMondayOrTuesday).ofKind(.optional).keyed("Boxing Day (optional)"),
    ]

    /// Dominion Day, renamed Canada Day from 1983 (Act of 27 October 1982).
    private static let canadaDay = HolidayRule(
        names: [
            HolidayName("Dominion Day", ["fr": "Fête du Dominion"], years: .through(1982)),
            HolidayName("Canada Day", ["fr": "Fête du Canada"], years: .from(1983)),
        ],
        on: .fixed(month: 7, day: 1), key: "Canada Day")

    private static let boxingDay = HolidayRule(
        "Boxing Day", ["fr": "Lendemain de Noël"], on: .fixed(month: 12, day: 26))

    /// May 24, and the 25th when it falls on a Sunday (Victoria Day Act, 1901); from 1953 the
    /// Monday before May 25.
    private static let victoriaDay: [HolidayRule] = [
        HolidayRule(
            "Victoria Day", ["fr": "Fête de Victoria"], on: .fixed(month: 5, day: 24), years: .through(1952),
            observed: sundayToMonday),
        HolidayRule(
            "Victoria Day", ["fr": "Fête de Victoria"], on: .weekday(.monday, before: 5, 25), years: .from(1953),
            key: "Victoria Day (Monday)"),
    ]

    /// Thanksgiving, the second Monday of October (so fixed by the proclamation of 1957; the
    /// yearly proclamations before it are taken to name the same Monday, as python-holidays
    /// 0.108 does).
    private static let thanksgiving = HolidayRule(
        "Thanksgiving", ["fr": "Action de grâce"], on: .nth(2, .monday, of: 10))

    private static let remembranceDay = HolidayRule(
        "Remembrance Day", ["fr": "Jour du Souvenir"], on: .fixed(month: 11, day: 11))

    private static let truthAndReconciliation = HolidayRule(
        "National Day for Truth and Reconciliation", ["fr": "Journée nationale de la vérité et de la réconciliation"],
        on: .fixed(month: 9, day: 30))

    private static let civicHoliday = HolidayRule("Civic Holiday", ["fr": "Congé civique"], on: .nth(1, .monday, of: 8))

    private static let familyDay = HolidayRule("Family Day", ["fr": "Fête de la famille"], on: .nth(3, .monday, of: 2))

    private static let easterMonday = HolidayRule(
        "Easter Monday", ["fr": "Lundi de Pâques"], on: .easter(1), kind: .optional)

    /// June 21, National Aboriginal Day until its renaming in 2017.
    private static let indigenousPeoplesDay = HolidayRule(
        names: [
            HolidayName("National Aboriginal Day", ["fr": "Journée nationale des Autochtones"], years: .through(2016)),
            HolidayName("National Indigenous Peoples Day", ["fr": "Journée nationale des peuples autochtones"], years: .from(2017)),
        ],
        on: .fixed(month: 6, day: 21))

    private static let queensFuneral: HolidayRule = .oneOff(
        "Funeral of Queen Elizabeth II", ["fr": "Funérailles de la reine Elizabeth II"],
        on: CivilDate(2022, 9, 19))

    /// Alberta.
    private static let albertaHolidays: [HolidayRule] = victoriaDay + [
        familyDay.during(.from(1990)),
        canadaDay.observed(sundayToMonday).replacing("Canada Day"),
        thanksgiving,
        remembranceDay.observed(weekendToMonday),
        easterMonday,
        HolidayRule("Heritage Day", ["fr": "Jour du patrimoine"], on: .nth(1, .monday, of: 8), kind: .optional, years: .from(1974)),
        truthAndReconciliation.ofKind(.optional).during(.from(2021)),
        // Boxing Day, a day an employer may give here too, is the nationwide optional one.
    ]

    /// British Columbia.
    private static let britishColumbiaHolidays: [HolidayRule] = victoriaDay + [
        HolidayRule("Family Day", ["fr": "Fête de la famille"], on: .nth(2, .monday, of: 2), years: YearSet(2013, 2018)),
        familyDay.during(.from(2019)).keyed("Family Day (third Monday)"),
        canadaDay.observed(sundayToMonday).replacing("Canada Day"),
        HolidayRule(
            "British Columbia Day", ["fr": "Jour de la Colombie-Britannique"], on: .nth(1, .monday, of: 8),
            years: .from(1974)),
        queensFuneral,
        truthAndReconciliation.during(.from(2023)).observed(weekendToMonday),
        thanksgiving,
        remembranceDay,
    ]

    /// Manitoba.
    private static let manitobaHolidays: [HolidayRule] = victoriaDay + [
        HolidayRule("Louis Riel Day", ["fr": "Journée Louis-Riel"], on: .nth(3, .monday, of: 2), years: .from(2008)),
        HolidayRule(
            names: [
                HolidayName("Civic Holiday", ["fr": "Congé civique"], years: .through(2014)),
                HolidayName("Terry Fox Day", ["fr": "Journée Terry Fox"], years: .from(2015)),
            ],
            on: .nth(1, .monday, of: 8), kind: .optional),
        truthAndReconciliation.during(.from(2024)).observed(weekendToMonday),
        thanksgiving,
        remembranceDay.ofKind(.optional),
    ]

    /// New Brunswick.
    private static let newBrunswickHolidays: [HolidayRule] = victoriaDay.map { $0.ofKind(.optional) } + [
        familyDay.during(.from(2018)),
        HolidayRule("New Brunswick Day", ["fr": "Jour du Nouveau-Brunswick"], on: .nth(1, .monday, of: 8), years: .from(1975)),
        queensFuneral,
        thanksgiving.ofKind(.optional),
        remembranceDay,
    ]

    /// Newfoundland and Labrador: the public holidays of the Labour Standards Act, and the
    /// days the provincial government keeps on the nearest Monday (St. George's Day 2010 on
    /// Monday April 19, the week before the nearest Monday).
    private static let newfoundlandHolidays: [HolidayRule] = [
        HolidayRule(
            "Saint Patrick's Day", ["fr": "Fête de la Saint-Patrick"], on: .fixed(month: 3, day: 17), kind: .optional,
            observed: nearestMonday),
    ] + HolidayRule.moved(
        [HolidayName("Saint George's Day", ["fr": "Fête de la Saint-Georges"])], on: .fixed(month: 4, day: 23),
        years: .from(1990), to: [CivilDate(2010, 4, 19)], observed: nearestMonday
    ).map { $0.ofKind(.optional) } + [
        HolidayRule(
            "Discovery Day", ["fr": "Jour de la découverte"], on: .fixed(month: 6, day: 24), kind: .optional,
            years: .from(1997), observed: nearestMonday),
        HolidayRule("Memorial Day", ["fr": "Jour du Souvenir de Terre-Neuve"], on: .fixed(month: 7, day: 1)),
        canadaDay.observed(weekendToMonday).replacing("Canada Day"),
        HolidayRule(
            "Orangemen's Day", ["fr": "Journée des orangistes"], on: .fixed(month: 7, day: 12), kind: .optional,
            observed: nearestMonday),
        queensFuneral,
        thanksgiving.ofKind(.optional),
        remembranceDay.observed(weekendToMonday),
    ]

    /// Nova Scotia.
    private static let novaScotiaHolidays: [HolidayRule] = [
        HolidayRule("Heritage Day", ["fr": "Jour du patrimoine"], on: .nth(3, .monday, of: 2), years: .from(2015)),
        HolidayRule("Natal Day", ["fr": "Jour de la fondation"], on: .nth(1, .monday, of: 8), kind: .optional, years: .from(1996)),
        queensFuneral,
        remembranceDay.during(.from(1981)).observed(weekendToMonday),
    ]

    /// Northwest Territories.
    private static let northwestTerritoriesHolidays: [HolidayRule] = victoriaDay + [
        indigenousPeoplesDay.during(.from(2001)),
        civicHoliday,
        truthAndReconciliation.during(.from(2022)),
        thanksgiving,
        remembranceDay,
    ]

    /// Nunavut, from 1 April 1999: Nunavut Day was the public service's day until it became a
    /// general holiday in 2020 (April 1 in 2000, July 9 from 2001).
    private static let nunavutHolidays: [HolidayRule] = victoriaDay + [
        HolidayRule("Nunavut Day", ["fr": "Jour du Nunavut"], on: .fixed(month: 4, day: 1), kind: .optional, years: .only(2000)),
        HolidayRule(
            "Nunavut Day", ["fr": "Jour du Nunavut"], on: .fixed(month: 7, day: 9), kind: .optional,
            years: YearSet(2001, 2019), key: "Nunavut Day (optional)"),
        HolidayRule(
            "Nunavut Day", ["fr": "Jour du Nunavut"], on: .fixed(month: 7, day: 9), years: .from(2020),
            key: "Nunavut Day (July 9)"),
        civicHoliday,
        truthAndReconciliation.during(.from(2022)),
        thanksgiving,
        remembranceDay,
    ]

    /// Ontario.
    private static let ontarioHolidays: [HolidayRule] = victoriaDay + [
        familyDay.during(.from(2008)),
        easterMonday,
        civicHoliday.ofKind(.optional),
        thanksgiving,
        remembranceDay.observed(weekendToMonday).ofKind(.optional),
        boxingDay.observed(weekendToMondayOrTuesday),
    ]

    /// Prince Edward Island.
    private static let princeEdwardIslandHolidays: [HolidayRule] = [
        HolidayRule("Islander Day", ["fr": "Fête des Insulaires"], on: .nth(2, .monday, of: 2), years: .only(2009)),
        HolidayRule(
            "Islander Day", ["fr": "Fête des Insulaires"], on: .nth(3, .monday, of: 2), years: .from(2010),
            key: "Islander Day (third Monday)"),
        canadaDay.observed(weekendToMonday).replacing("Canada Day"),
        queensFuneral,
        truthAndReconciliation.during(.from(2022)),
        remembranceDay.observed(weekendToMonday),
    ]

    /// Quebec: in French first.
    private static let quebecHolidays: [HolidayRule] = [
        easterMonday,
        HolidayRule(
            "National Patriots' Day", ["fr": "Journée nationale des patriotes"], on: .weekday(.monday, before: 5, 25),
            years: .from(2003)),
        HolidayRule(
            "Saint-Jean-Baptiste Day", ["fr": "Fête nationale du Québec"], on: .fixed(month: 6, day: 24),
            observed: sundayToMonday),
        canadaDay.observed(sundayToMonday).replacing("Canada Day"),
        thanksgiving,
    ]

    /// Saskatchewan.
    private static let saskatchewanHolidays: [HolidayRule] = victoriaDay + [
        familyDay.during(.from(2007)),
        canadaDay.observed(weekendToMonday).replacing("Canada Day"),
        HolidayRule("Saskatchewan Day", ["fr": "Fête de la Saskatchewan"], on: .nth(1, .monday, of: 8)),
        thanksgiving,
        remembranceDay.observed(weekendToMonday),
    ]

    /// Yukon.
    private static let yukonHolidays: [HolidayRule] = victoriaDay + [
        // The Friday before the last Sunday of February.
        HolidayRule(
            "Heritage Day", ["fr": "Jour du patrimoine"], on: .last(.sunday, of: 2).shifted(-2), kind: .optional,
            years: .from(1976)),
        indigenousPeoplesDay.during(.from(2017)),
        canadaDay.observed(weekendToMonday).replacing("Canada Day"),
        HolidayRule("Discovery Day", ["fr": "Jour de la découverte"], on: .nth(3, .monday, of: 8)),
        queensFuneral,
        truthAndReconciliation.during(.from(2023)),
        thanksgiving,
        remembranceDay.observed(weekendToMonday),
    ]
}
