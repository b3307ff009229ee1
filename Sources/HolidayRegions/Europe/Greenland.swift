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
        sources: "Helligdagsreformen 1770; hjemmestyreloven (lov nr. 577 af 29. november 1978); "
            + "nalunaarutit.gl, bkg. 26/2008",
        rules: { greenlandicHolidays + greenlandicOptionalDays })

    /// A day named in Greenlandic and Danish.
    private static func greenlandic(
        _ english: String, _ kl: String, _ da: String, _ date: DateRule, kind: HolidayKind = .public,
        years: YearSet = .always
    ) -> HolidayRule {
        HolidayRule(english, ["kl": kl, "da": da], on: date, kind: kind, years: years)
    }

    /// The holy days, in the order of the year.
    private static let greenlandicHolidays: [HolidayRule] = [
        greenlandic("New Year's Day", "Ukiortaaq", "Nytårsdag", .fixed(month: 1, day: 1)),
        greenlandic("Maundy Thursday", "Sisamanngortoq illernartoq", "Skærtorsdag", .easter(-3)),
        greenlandic("Good Friday", "Tallimanngorneq tannaartoq", "Langfredag", .easter(-2)),
        greenlandic("Easter Sunday", "Poorskip ullua", "Påskedag", .easter(0)),
        greenlandic("Easter Monday", "Poorskip-aappaa", "Anden påskedag", .easter(1)),
        // The fourth Friday after Easter.
        greenlandic("Great Prayer Day", "Ulloq qinuffiusoq", "Store bededag", .easter(26)),
        greenlandic("Ascension Day", "Qilaliarfik", "Kristi himmelfartsdag", .easter(39)),
        greenlandic("Whit Sunday", "Piinsip ullua", "Pinsedag", .easter(49)),
        greenlandic("Whit Monday", "Piinsip-aappaa", "Anden pinsedag", .easter(50)),
        greenlandic("Christmas Day", "Juullip ullua", "Juledag", .fixed(month: 12, day: 25)),
        greenlandic("Second Day of Christmas", "Juullip-aappaa", "Anden juledag", .fixed(month: 12, day: 26)),
    ]

    /// Days off by agreement or custom.
    private static let greenlandicOptionalDays: [HolidayRule] = [
        greenlandic(
            "Epiphany", "Kunngit pingasut ulluat", "Helligtrekongersdag", .fixed(month: 1, day: 6),
            kind: .optional),
        greenlandic(
            "Workers' Day", "Sulisartut ulluat", "Arbejdernes kampdag", .fixed(month: 5, day: 1),
            kind: .optional),
        greenlandic(
            "National Day", "Ullortuneq", "Nationaldag", .fixed(month: 6, day: 21), kind: .optional,
            years: .from(1983)),
        greenlandic("Christmas Eve", "Juulliaraq", "Juleaftensdag", .fixed(month: 12, day: 24), kind: .optional),
        greenlandic("New Year's Eve", "Ukiortaami", "Nytårsaften", .fixed(month: 12, day: 31), kind: .optional),
    ]
}
