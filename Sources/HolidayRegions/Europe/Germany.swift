import HolidayEngine

// Germany: the public holidays of the reunited Federal Republic and of its sixteen Länder.
// Holidays are the Länder's law: each has its own holiday act (named beside its rules below);
// the one federal holiday is German Unity Day (Einigungsvertrag 1990, Art. 2 Abs. 2). The
// days every Land keeps are listed nationally; a Land adds its own. No substitute days: a
// holiday on a weekend is not moved.
//
// Known from 1991, the first full year of the united country: before 3 October 1990 there
// were two German states with different holidays (the Federal Republic's 17 June, the GDR's
// 7 October) and five of the sixteen Länder did not exist between 1952 and 1990.
//
// Days kept only in some municipalities of a Land (Assumption Day in Bavaria's Catholic
// municipalities, Corpus Christi in parts of Saxony and Thuringia) are local days, not
// public holidays of the whole Land.

extension Country {
    /// Germany: the holidays every Land keeps, and the sixteen Länder with their own.
    public static let germany = Country(
        "DE", "Germany", local: "Deutschland", languages: ["de"], firstWeekday: .monday,
        known: .from(1991),
        kinds: [.public], sources: "Einigungsvertrag Art. 2 Abs. 2; the holiday acts (Feiertagsgesetze) of the "
            + "sixteen Länder",
        rules: { germanHolidays },
        subdivisions: [
            Subdivision("BB", "Brandenburg", rules: { brandenburgHolidays }),
            Subdivision("BE", "Berlin", rules: { berlinHolidays }),
            Subdivision("BW", "Baden-Württemberg", rules: { badenWurttembergHolidays }),
            Subdivision("BY", "Bavaria", local: "Bayern", rules: { bavarianHolidays }, kinds: [.public, .local]),
            Subdivision("AUGSBURG", "Augsburg", within: "BY", rules: { augsburgHolidays }),
            Subdivision("HB", "Bremen", rules: { [germanReformationDayFrom2017] }),
            Subdivision("HE", "Hesse", local: "Hessen", rules: { [germanCorpusChristi] }),
            Subdivision("HH", "Hamburg", rules: { [germanReformationDayFrom2017] }),
            Subdivision(
                "MV", "Mecklenburg-Western Pomerania", local: "Mecklenburg-Vorpommern",
                rules: { mecklenburgHolidays }),
            Subdivision(
                "NI", "Lower Saxony", local: "Niedersachsen", rules: { [germanReformationDayFrom2017] }),
            Subdivision(
                "NW", "North Rhine-Westphalia", local: "Nordrhein-Westfalen",
                rules: { [germanCorpusChristi, germanAllSaintsDay] }),
            Subdivision(
                "RP", "Rhineland-Palatinate", local: "Rheinland-Pfalz",
                rules: { [germanCorpusChristi, germanAllSaintsDay] }),
            Subdivision("SH", "Schleswig-Holstein", rules: { [germanReformationDayFrom2017] }),
            Subdivision("SL", "Saarland", rules: { saarlandHolidays }),
            Subdivision("SN", "Saxony", local: "Sachsen", rules: { saxonHolidays }, kinds: [.public, .local]),
            Subdivision("ST", "Saxony-Anhalt", local: "Sachsen-Anhalt", rules: { saxonyAnhaltHolidays }),
            Subdivision("TH", "Thuringia", local: "Thüringen", rules: { thuringianHolidays }, kinds: [.public, .local]),
        ])

    /// The holidays every Land keeps, in the order of the year.
    private static let germanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Neujahr", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Karfreitag", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Ostermontag", on: .easter(1)),
        HolidayRule("Labour Day", local: "Erster Mai", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Christi Himmelfahrt", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Pfingstmontag", on: .easter(50)),
        // Einigungsvertrag (1990) Art. 2 Abs. 2.
        HolidayRule("German Unity Day", local: "Tag der Deutschen Einheit", on: .fixed(month: 10, day: 3)),
        // The 500th anniversary of the Reformation: every Land made 31 October 2017 a
        // holiday once. The Länder that keep the day every year replace this rule.
        HolidayRule(
            "Reformation Day", local: "Reformationstag", on: .fixed(month: 10, day: 31),
            years: .only(2017)),
        // The Wednesday before the last Sunday of the church year (16-22 November). Every
        // Land abolished it from 1995 to pay for long-term care insurance
        // (Pflege-Versicherungsgesetz 1994 § 58), except Saxony.
        HolidayRule(
            "Repentance and Prayer Day", local: "Buß- und Bettag",
            on: .weekday(.wednesday, onOrBefore: 11, 22), years: .through(1994)),
        HolidayRule("Christmas Day", local: "Erster Weihnachtstag", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", local: "Zweiter Weihnachtstag", on: .fixed(month: 12, day: 26)),
    ]

    // Days several Länder keep.

    private static let germanEpiphany = HolidayRule(
        "Epiphany", local: "Heilige Drei Könige", on: .fixed(month: 1, day: 6))
    private static let germanCorpusChristi = HolidayRule(
        "Corpus Christi", local: "Fronleichnam", on: .easter(60))
    private static let germanAllSaintsDay = HolidayRule(
        "All Saints' Day", local: "Allerheiligen", on: .fixed(month: 11, day: 1))
    /// The Länder that keep Reformation Day every year: in place of the nation's 2017.
    private static let germanReformationDay = HolidayRule(
        "Reformation Day", local: "Reformationstag", on: .fixed(month: 10, day: 31)
    ).replacing()
    /// Bremen, Hamburg, Lower Saxony and Schleswig-Holstein made Reformation Day a yearly
    /// holiday from 2018 (their 2018 amendments); 2017 was the one-off year everywhere.
    private static let germanReformationDayFrom2017 = germanReformationDay.during(.from(2017))

    /// Baden-Württemberg (Feiertagsgesetz 1995 § 1).
    private static let badenWurttembergHolidays: [HolidayRule] = [
        germanEpiphany, germanCorpusChristi, germanAllSaintsDay,
    ]

    /// Brandenburg (Feiertagsgesetz 1991 § 2): Easter Sunday and Whit Sunday too.
    private static let brandenburgHolidays: [HolidayRule] = [
        HolidayRule("Easter Sunday", local: "Ostersonntag", on: .easter(0)),
        HolidayRule("Whit Sunday", local: "Pfingstsonntag", on: .easter(49)),
        germanReformationDay,
    ]

    /// Berlin (Gesetz über die Sonn- und Feiertage 1954 § 1, as amended): Women's Day from
    /// 2019, and anniversaries decreed once.
    private static let berlinHolidays: [HolidayRule] = [
        HolidayRule(
            "Women's Day", local: "Frauentag", on: .fixed(month: 3, day: 8), years: .from(2019)),
        .oneOff(
            "75th anniversary of the liberation from Nazism and the end of the Second World War "
                + "in Europe",
            local: "75. Jahrestag der Befreiung vom Nationalsozialismus und der Beendigung des "
                + "Zweiten Weltkriegs in Europa",
            on: CivilDate(2020, 5, 8)),
        .oneOff(
            "80th anniversary of the liberation from Nazism and the end of the Second World War "
                + "in Europe",
            local: "80. Jahrestag der Befreiung vom Nationalsozialismus und der Beendigung des "
                + "Zweiten Weltkriegs in Europa",
            on: CivilDate(2025, 5, 8)),
        .oneOff(
            "75th anniversary of the East German uprising of 1953",
            local: "75. Jahrestag des Aufstandes vom 17. Juni 1953",
            on: CivilDate(2028, 6, 17)),
    ]

    /// Bavaria (Feiertagsgesetz 1980 Art. 1). Assumption Day is a holiday only in the
    /// municipalities with a mostly Catholic population (Art. 1 Abs. 1 Nr. 2, as the State
    /// Statistical Office counts them): a local day.
    private static let bavarianHolidays: [HolidayRule] = [
        germanEpiphany, germanCorpusChristi, germanAllSaintsDay,
        HolidayRule(
            "Assumption Day", local: "Mariä Himmelfahrt", on: .fixed(month: 8, day: 15),
            kind: .local),
    ]

    /// The city of Augsburg, within Bavaria: Assumption Day a public holiday, as in every
    /// Catholic municipality, and the Augsburg Peace Festival on August 8, a public holiday in
    /// the city alone (Bayerisches Feiertagsgesetz Art. 1 Abs. 2 and 3).
    private static let augsburgHolidays: [HolidayRule] = [
        HolidayRule("Augsburg Peace Festival", local: "Augsburger Hohes Friedensfest", on: .fixed(month: 8, day: 8)),
        HolidayRule("Assumption Day", local: "Mariä Himmelfahrt", on: .fixed(month: 8, day: 15)).replacing(),
    ]

    /// Mecklenburg-Western Pomerania (Feiertagsgesetz M-V § 2): Women's Day from 2023.
    private static let mecklenburgHolidays: [HolidayRule] = [
        HolidayRule(
            "Women's Day", local: "Frauentag", on: .fixed(month: 3, day: 8), years: .from(2023)),
        germanReformationDay,
    ]

    /// Saarland (Feiertagsgesetz 1976 § 2).
    private static let saarlandHolidays: [HolidayRule] = [
        germanCorpusChristi,
        HolidayRule("Assumption Day", local: "Mariä Himmelfahrt", on: .fixed(month: 8, day: 15)),
        germanAllSaintsDay,
    ]

    /// Saxony (Gesetz über Sonn- und Feiertage 1992 § 1): it kept Repentance and Prayer Day.
    /// Corpus Christi only in the Catholic Sorbian municipalities its ordinance names: a
    /// local day.
    private static let saxonHolidays: [HolidayRule] = [
        HolidayRule("Corpus Christi", local: "Fronleichnam", on: .easter(60), kind: .local),
        germanReformationDay,
        HolidayRule(
            "Repentance and Prayer Day", local: "Buß- und Bettag",
            on: .weekday(.wednesday, onOrBefore: 11, 22)
        ).replacing(),
    ]

    /// Saxony-Anhalt (Gesetz über die Sonn- und Feiertage 1992 § 2).
    private static let saxonyAnhaltHolidays: [HolidayRule] = [germanEpiphany, germanReformationDay]

    /// Thuringia (Feier- und Gedenktagsgesetz 1994 § 2): World Children's Day from 2019.
    /// Corpus Christi only in the mostly Catholic municipalities of the Eichsfeld: a local
    /// day.
    private static let thuringianHolidays: [HolidayRule] = [
        HolidayRule("Corpus Christi", local: "Fronleichnam", on: .easter(60), kind: .local),
        HolidayRule(
            "World Children's Day", local: "Weltkindertag", on: .fixed(month: 9, day: 20),
            years: .from(2019)),
        germanReformationDay,
    ]
}
