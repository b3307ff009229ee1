import HolidayEngine

// The Caribbean Netherlands (Bonaire, Sint Eustatius and Saba): public bodies of the
// Netherlands from 10 October 2010 (known from 2011, the first whole year), under the Wet
// vakantie en feestdagen BES: New Year's Day, Easter, the monarch's day (moved from a Sunday
// to the Saturday before, as in the Netherlands), Labour Day, Ascension, Whit Sunday and
// Christmas; and each island's own days set by its Island Council: Bonaire Day (6 September)
// and Rincon Day (30 April, from 2020), with the bridge day of 2 May 2025; Saba's day after
// the Carnival parade (the last Monday of July) and Saba Day (the first Friday of December);
// Statia Day (16 November) and, from 2022, Emancipation Day (1 July) on Sint Eustatius.
// Subdivision codes are python-holidays' (BON, SAB, STA) for the islands ISO 3166-2 codes
// BQ-BO, BQ-SA and BQ-SE.

extension Country {
    /// The Caribbean Netherlands: public holidays, known from 2011.
    public static let caribbeanNetherlands = Country(
        "BQ", "Caribbean Netherlands", local: "Caribisch Nederland", languages: ["nl", "pap", "en"],
        firstWeekday: .monday, known: .from(2011),
        kinds: [.public], sources: "Wet vakantie en feestdagen BES; the island ordinances of Bonaire, Sint Eustatius and Saba",
        rules: { caribbeanDutchHolidays },
        subdivisions: [
            Subdivision("BON", "Bonaire", local: "Boneiru", rules: { bonaireHolidays }),
            Subdivision("SAB", "Saba", rules: { sabaHolidays }),
            Subdivision("STA", "Sint Eustatius", rules: { sintEustatiusHolidays }),
        ])

    /// The holidays of all three islands, in the order of the year.
    private static let caribbeanDutchHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Nieuwjaarsdag", "pap": "Aña nobo"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", ["": "Goede Vrijdag", "pap": "Bièrnèsantu"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["": "Eerste paasdag", "pap": "Pasku di Resurekshon"], on: .easter(0)),
        HolidayRule("Easter Monday", ["": "Tweede paasdag", "pap": "Di dos dia di Pasku di Resurekshon"], on: .easter(1)),
        HolidayRule(
            "Queen's Day", ["": "Koninginnedag", "pap": "Dia di Reina"], on: .fixed(month: 4, day: 30),
            years: .through(2013), observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule(
            "King's Day", ["": "Koningsdag", "pap": "Dia di Rei"], on: .fixed(month: 4, day: 27), years: .from(2014),
            observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule("Labour Day", ["": "Dag van de Arbeid", "pap": "Dia di labor"], on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", ["": "Hemelvaartsdag", "pap": "Asenshon"], on: .easter(39)),
        HolidayRule("Whit Sunday", ["": "Eerste pinksterdag", "pap": "Dia di Pentekòste"], on: .easter(49)),
        HolidayRule("Christmas Day", ["": "Eerste kerstdag", "pap": "Pasku"], on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", ["": "Tweede kerstdag", "pap": "Di dos dia di Pasku"], on: .fixed(month: 12, day: 26)),
    ]

    /// Bonaire: Rincon Day from 2020, Bonaire Day, the bridge day of 2025.
    private static let bonaireHolidays: [HolidayRule] = [
        HolidayRule("Rincon Day", ["": "Rincondag", "pap": "Dia di Rincon"], on: .fixed(month: 4, day: 30), years: .from(2020)),
        .oneOff("Bridge Day", ["": "Brugdag", "pap": "Dia di brug"], on: CivilDate(year: 2025, month: 5, day: 2)!),
        HolidayRule("Bonaire Day", ["": "Bonairedag", "pap": "Dia di Boneiru"], on: .fixed(month: 9, day: 6)),
    ]

    /// Saba: the Monday after the Carnival parade and Saba Day.
    private static let sabaHolidays: [HolidayRule] = [
        HolidayRule("Carnival Monday", ["": "Dag na de carnavalsoptocht"], on: .last(.monday, of: 7)),
        HolidayRule("Saba Day", ["": "Sabadag"], on: .nth(1, .friday, of: 12)),
    ]

    /// Sint Eustatius: Emancipation Day from 2022 and Statia Day.
    private static let sintEustatiusHolidays: [HolidayRule] = [
        HolidayRule("Emancipation Day", ["": "Emancipatiedag"], on: .fixed(month: 7, day: 1), years: .from(2022)),
        HolidayRule("Statia Day", ["": "Statiadag"], on: .fixed(month: 11, day: 16)),
    ]
}
