import HolidayEngine

// Austria: public holidays (Feiertagsruhegesetz 1957, BGBl. Nr. 153/1957 § 1; Arbeitsruhegesetz,
// BGBl. Nr. 144/1983 § 7 Abs. 2), with the years each was added: Epiphany again from 1950
// (BGBl. Nr. 173/1949), the Immaculate Conception again from 1955 (BGBl. Nr. 227/1955), the
// National Day from 1967 (BGBl. Nr. 264/1967). No substitute days.
//
// Bank holidays, after python-holidays 0.108: Good Friday, Christmas Eve and New Year's
// Eve, and each Land's patron saint's day (Landesfeiertag), which is not a public holiday.
// Good Friday was a day off for members of the Protestant, Old Catholic and Methodist
// churches from 1956 (BGBl. Nr. 228/1955) until the Arbeitsruhegesetz amendment of 2019
// (BGBl. I Nr. 22/2019): a religious day.

extension Country {
    /// Austria: public holidays, bank holidays and the Länder's patron saints' days, known
    /// from 1950.
    public static let austria = Country(
        "AT", "Austria", local: "Österreich", languages: ["de"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .bank, .religious], sources: "Feiertagsruhegesetz 1957 § 1; Arbeitsruhegesetz 1983 § 7; BGBl. Nr. 173/1949, "
            + "227/1955, 228/1955, 264/1967; BGBl. I Nr. 22/2019",
        rules: { austrianHolidays },
        subdivisions: [
            Subdivision("1", "Burgenland", rules: { [austrianSaintMartinsDay] }),
            Subdivision("2", "Carinthia", local: "Kärnten", rules: { carinthianHolidays }),
            Subdivision("3", "Lower Austria", local: "Niederösterreich", rules: { [austrianSaintLeopoldsDay] }),
            Subdivision("4", "Upper Austria", local: "Oberösterreich", rules: { [austrianSaintFloriansDay] }),
            Subdivision("5", "Salzburg", rules: { [austrianSaintRupertsDay] }),
            Subdivision("6", "Styria", local: "Steiermark", rules: { [austrianSaintJosephsDay] }),
            Subdivision("7", "Tyrol", local: "Tirol", rules: { [austrianSaintJosephsDay] }),
            Subdivision("8", "Vorarlberg", rules: { [austrianSaintJosephsDay] }),
            Subdivision("9", "Vienna", local: "Wien", rules: { [austrianSaintLeopoldsDay] }),
        ])

    /// Public, bank and religious days nationwide, in the order of the year.
    private static let austrianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Neujahr", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Heilige Drei Könige", on: .fixed(month: 1, day: 6)),
        HolidayRule("Good Friday", local: "Karfreitag", on: .easter(-2), kind: .bank),
        HolidayRule(
            "Good Friday", local: "Karfreitag", on: .easter(-2), kind: .religious,
            years: YearSet(1956, 2018), key: "Good Friday for Protestants"),
        HolidayRule("Easter Monday", local: "Ostermontag", on: .easter(1)),
        HolidayRule("Labour Day", local: "Staatsfeiertag", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Christi Himmelfahrt", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Pfingstmontag", on: .easter(50)),
        HolidayRule("Corpus Christi", local: "Fronleichnam", on: .easter(60)),
        HolidayRule("Assumption Day", local: "Mariä Himmelfahrt", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "National Day", local: "Nationalfeiertag", on: .fixed(month: 10, day: 26),
            years: .from(1967)),
        HolidayRule("All Saints' Day", local: "Allerheiligen", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Immaculate Conception", local: "Mariä Empfängnis", on: .fixed(month: 12, day: 8),
            years: .from(1955)),
        HolidayRule("Christmas Eve", local: "Heiliger Abend", on: .fixed(month: 12, day: 24), kind: .bank),
        HolidayRule("Christmas Day", local: "Christtag", on: .fixed(month: 12, day: 25)),
        HolidayRule("St Stephen's Day", local: "Stephanstag", on: .fixed(month: 12, day: 26)),
        HolidayRule("New Year's Eve", local: "Silvester", on: .fixed(month: 12, day: 31), kind: .bank),
    ]

    // The Länder's patron saints' days.

    private static let austrianSaintJosephsDay = HolidayRule(
        "St Joseph's Day", local: "Hl. Josef", on: .fixed(month: 3, day: 19), kind: .bank)
    /// Upper Austria's patron from the Land government's decision of 17 March 2004.
    private static let austrianSaintFloriansDay = HolidayRule(
        "St Florian's Day", local: "Hl. Florian", on: .fixed(month: 5, day: 4), kind: .bank,
        years: .from(2004))
    private static let austrianSaintRupertsDay = HolidayRule(
        "St Rupert's Day", local: "Hl. Rupert", on: .fixed(month: 9, day: 24), kind: .bank)
    private static let austrianSaintMartinsDay = HolidayRule(
        "St Martin's Day", local: "Hl. Martin", on: .fixed(month: 11, day: 11), kind: .bank)
    private static let austrianSaintLeopoldsDay = HolidayRule(
        "St Leopold's Day", local: "Hl. Leopold", on: .fixed(month: 11, day: 15), kind: .bank)

    /// Carinthia: St Joseph, and the day of the 1920 plebiscite that kept it in Austria.
    private static let carinthianHolidays: [HolidayRule] = [
        austrianSaintJosephsDay,
        HolidayRule(
            "Plebiscite Day", local: "Tag der Volksabstimmung", on: .fixed(month: 10, day: 10),
            kind: .bank),
    ]
}
