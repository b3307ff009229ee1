import HolidayEngine

// Sweden: allmänna helgdagar under lag (1989:253) om allmänna helgdagar, in force from 1990
// and amended by lag (2004:1320) from 1 April 2005 (National Day in, Whit Monday out), and
// before it lag (1952:48) om allmänna helgdagar, in force from 1953 (Midsummer Day and All
// Saints' Day moved to Saturdays, the Annunciation to a Sunday). Sundays are helgdagar too
// (1989:253 § 1); they are not listed. No substitute days.
//
// Also the banks' closing days and afternoons (Sveriges riksbank's holiday calendar,
// "Helgdagar"; the de facto holidays Midsummer Eve, Christmas Eve and New Year's Eve among
// them, which semesterlag (1977:480) § 7 counts as Sundays) and the customary optional days
// off, both as python-holidays 0.108 lists them.

extension Country {
    /// Sweden: public holidays, bank holidays and optional days, known from 1953.
    public static let sweden = Country(
        "SE", "Sweden", local: "Sverige", languages: ["sv"], firstWeekday: .monday,
        // The rules start with lag (1952:48); the oracle has no Swedish holidays before it.
        known: .from(1953),
        kinds: [.public, .bank, .optional], sources: "Lag (1989:253) om allmänna helgdagar, ändrad genom SFS 2004:1320; "
            + "lag (1952:48) om allmänna helgdagar; Sveriges riksbank, Helgdagar",
        rules: { swedishHolidays + swedishBankDays + swedishOptionalDays })

    /// Allmänna helgdagar, in the order of the year (1989:253 § 2; 1952:48).
    private static let swedishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nyårsdagen", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Trettondedag jul", on: .fixed(month: 1, day: 6)),
        // 1952:48: the Sunday of March 22-28, but the Sunday before Palm Sunday when that
        // Sunday is Palm Sunday or Easter Day; no longer a helgdag under 1989:253. On Easter
        // Day it steps back twice: to Palm Sunday, then to the Sunday before.
        HolidayRule(
            "Annunciation Day", local: "Marie bebådelsedag",
            on: .weekday(.sunday, onOrAfter: 3, 22).moved(by: -7, whenOn: .easter(0))
                .moved(by: -7, whenOn: .easter(-7)),
            years: .through(1989)),
        HolidayRule("Good Friday", local: "Långfredagen", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Påskdagen", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Annandag påsk", on: .easter(1)),
        HolidayRule("May Day", local: "Första maj", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Kristi himmelsfärdsdag", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Pingstdagen", on: .easter(49)),
        // SFS 2004:1320, in force 1 April 2005: Whit Monday 2005 (May 16) was no longer one.
        HolidayRule("Whit Monday", local: "Annandag pingst", on: .easter(50), years: .through(2004)),
        HolidayRule(
            "National Day", local: "Nationaldagen", on: .fixed(month: 6, day: 6), years: .from(2005)),
        // The Saturday of June 20-26 and of October 31-November 6 (1952:48, 1989:253 § 2).
        HolidayRule("Midsummer Day", local: "Midsommardagen", on: .weekday(.saturday, onOrAfter: 6, 20)),
        HolidayRule("All Saints' Day", local: "Alla helgons dag", on: .weekday(.saturday, onOrAfter: 10, 31)),
        HolidayRule("Christmas Day", local: "Juldagen", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Annandag jul", on: .fixed(month: 12, day: 26)),
    ]

    /// The afternoons both lists share, as bank closing days (the banks close at 2 pm):
    /// Twelfth Night, Maundy Thursday, Walpurgis Night and All Saints' Eve (the Friday of
    /// October 30-November 5). They are customary optional afternoons off too.
    private static let swedishSharedAfternoons: [HolidayRule] = [
        HolidayRule(
            "Twelfth Night (from 2 pm)", local: "Trettondagsafton (från kl. 14.00)", on: .fixed(month: 1, day: 5),
            kind: .bank),
        HolidayRule(
            "Maundy Thursday (from 2 pm)", local: "Skärtorsdagen (från kl. 14.00)", on: .easter(-3), kind: .bank),
        HolidayRule(
            "Walpurgis Night (from 2 pm)", local: "Valborgsmässoafton (från kl. 14.00)",
            on: .fixed(month: 4, day: 30), kind: .bank),
        HolidayRule(
            "All Saints' Eve (from 2 pm)", local: "Allahelgonsafton (från kl. 14.00)",
            on: .weekday(.friday, onOrAfter: 10, 30), kind: .bank),
    ]

    /// The banks' closing days (Sveriges riksbank, Helgdagar): the shared afternoons, the
    /// afternoons before the eves of the great holidays, and the eves themselves.
    private static let swedishBankDays: [HolidayRule] = {
        let afternoons: [HolidayRule] = [
            HolidayRule(
                "Day before Ascension Day (from 2 pm)", local: "Dag före Kristi himmelsfärdsdag (från kl. 14.00)",
                on: .easter(38), kind: .bank),
            HolidayRule(
                "Day before Whitsun Eve (from 2 pm)", local: "Dag före Pingstafton (från kl. 14.00)", on: .easter(47),
                kind: .bank),
            HolidayRule(
                "Day before Midsummer Eve (from 2 pm)", local: "Dag före Midsommarafton (från kl. 14.00)",
                on: .weekday(.thursday, onOrAfter: 6, 18), kind: .bank),
            HolidayRule(
                "Day before Christmas Eve (from 2 pm)", local: "Dag före Julafton (från kl. 14.00)",
                on: .fixed(month: 12, day: 23), kind: .bank),
            HolidayRule(
                "Day before New Year's Eve (from 2 pm)", local: "Dag före Nyårsafton (från kl. 14.00)",
                on: .fixed(month: 12, day: 30), kind: .bank),
        ]
        // The Friday of June 19-25, the eve of Midsummer Day.
        let eves: [HolidayRule] = [
            HolidayRule("Midsummer Eve", local: "Midsommarafton", on: .weekday(.friday, onOrAfter: 6, 19), kind: .bank),
            HolidayRule("Christmas Eve", local: "Julafton", on: .fixed(month: 12, day: 24), kind: .bank),
            HolidayRule("New Year's Eve", local: "Nyårsafton", on: .fixed(month: 12, day: 31), kind: .bank),
        ]
        return swedishSharedAfternoons + afternoons + eves
    }()

    /// Customary days off: the shared afternoons, Holy Saturday, the "squeeze day" after
    /// Ascension Day and Whitsun Eve.
    private static let swedishOptionalDays: [HolidayRule] =
        swedishSharedAfternoons.map { $0.ofKind(.optional) } + [
            HolidayRule("Holy Saturday", local: "Påskafton", on: .easter(-1), kind: .optional),
            HolidayRule("Squeeze Day", local: "Klämdag", on: .easter(40), kind: .optional),
            HolidayRule("Whitsun Eve", local: "Pingstafton", on: .easter(48), kind: .optional),
        ]
}
