import HolidayEngine

// Greenland: the church's holy days as in Denmark (the holiday reform of 1770), Great Prayer
// Day kept (Denmark's abolition of 2024 does not extend to Greenland); Epiphany, Workers'
// Day, the National Day (Ullortuneq, 21 June, from 1983), Christmas Eve and New Year's Eve
// as optional days, off by agreement or custom. No substitute days. Names in Greenlandic
// (as the Home Rule's bekendtgørelse nr. 26 of 2008 writes them) and Danish.
//
// Known from 1979, when home rule began (hjemmestyreloven, lov nr. 577 af 29. november
// 1978, in force 1 May 1979): before it Greenland kept Denmark's holidays as a Danish
// county, which python-holidays 0.108 does not list under GL, so those years cannot be
// checked here.

extension Country {
    /// Greenland: public holidays and optional days, known from 1979.
    public static let greenland = Country(
        "GL", "Greenland", local: "Kalaallit Nunaat", languages: ["kl", "da"], firstWeekday: .monday,
        known: .from(1979),
        kinds: [.public, .optional], sources: "Helligdagsreformen 1770; hjemmestyreloven (lov nr. 577 af 29. november 1978); "
            + "nalunaarutit.gl, bkg. 26/2008",
        rules: { greenlandicHolidays + greenlandicOptionalDays })

    /// The holy days, in the order of the year.
    private static let greenlandicHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["kl": "Ukiortaaq", "da": "Nytårsdag"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", ["kl": "Sisamanngortoq illernartoq", "da": "Skærtorsdag"], on: .easter(-3)),
        HolidayRule("Good Friday", ["kl": "Tallimanngorneq tannaartoq", "da": "Langfredag"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["kl": "Poorskip ullua", "da": "Påskedag"], on: .easter(0)),
        HolidayRule("Easter Monday", ["kl": "Poorskip-aappaa", "da": "Anden påskedag"], on: .easter(1)),
        // The fourth Friday after Easter.
        HolidayRule("Great Prayer Day", ["kl": "Ulloq qinuffiusoq", "da": "Store bededag"], on: .easter(26)),
        HolidayRule("Ascension Day", ["kl": "Qilaliarfik", "da": "Kristi himmelfartsdag"], on: .easter(39)),
        HolidayRule("Whit Sunday", ["kl": "Piinsip ullua", "da": "Pinsedag"], on: .easter(49)),
        HolidayRule("Whit Monday", ["kl": "Piinsip-aappaa", "da": "Anden pinsedag"], on: .easter(50)),
        HolidayRule("Christmas Day", ["kl": "Juullip ullua", "da": "Juledag"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", ["kl": "Juullip-aappaa", "da": "Anden juledag"], on: .fixed(month: 12, day: 26)),
    ]

    /// Days off by agreement or custom.
    private static let greenlandicOptionalDays: [HolidayRule] = [
        HolidayRule(
            "Epiphany", ["kl": "Kunngit pingasut ulluat", "da": "Helligtrekongersdag"], on: .fixed(month: 1, day: 6),
            kind: .optional),
        HolidayRule(
            "Workers' Day", ["kl": "Sulisartut ulluat", "da": "Arbejdernes kampdag"], on: .fixed(month: 5, day: 1),
            kind: .optional),
        HolidayRule(
            "National Day", ["kl": "Ullortuneq", "da": "Nationaldag"], on: .fixed(month: 6, day: 21), kind: .optional,
            years: .from(1983)),
        HolidayRule(
            "Christmas Eve", ["kl": "Juulliaraq", "da": "Juleaftensdag"], on: .fixed(month: 12, day: 24),
            kind: .optional),
        HolidayRule(
            "New Year's Eve", ["kl": "Ukiortaami", "da": "Nytårsaften"], on: .fixed(month: 12, day: 31),
            kind: .optional),
    ]
}
