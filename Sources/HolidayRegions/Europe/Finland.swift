import HolidayEngine

// Finland: the church's feast days of kirkkolaki (1054/1993) 4:3 and of the church law
// before it, whose § 18 moved Midsummer and All Saints' Day to Saturdays from 1955 (Suomen
// asetuskokoelma 1953/535); from 1973 to 1990 Epiphany and Ascension Day were kept on
// Saturdays too (the labour market's proposal, with the bishops' consent). Then May Day (a
// holiday from 1944), Independence Day (from 1919), and Midsummer Eve and Christmas Eve, days
// off under most collective agreements. Sundays are pyhäpäivät too; they are not listed. No
// substitute days. Names in Finnish and Swedish, the national languages. The dates follow
// python-holidays 0.108 where the history is not in a law (the years of the Saturday era).
//
// Official flag days (asetus Suomen lipun käyttämisestä 383/1978; sisäministeriö, "Flag
// days") are marked as observances: they are working days, not weekend days worked by
// decree, which is what holical's working-day kind means (docs/rule-model.md, "Kinds"). Two
// flag days are days off, May Day (from 1979) and Independence Day (vuosilomalaki 162/2005,
// 4 §, counts neither as a working day): each is one row, the public holiday, not a second
// row as an observance (python-holidays 0.108 files them under both; scripts/divergences.toml).
//
// Åland (FI-01, and the country AX in AlandIslands.swift) adds its Autonomy Day.

extension Country {
    /// Finland: public holidays and official flag days, known from 1950, and its regions
    /// (maakunnat, ISO 3166-2:FI).
    public static let finland = Country(
        "FI", "Finland", local: "Suomi", languages: ["fi", "sv"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .observance], sources: "Kirkkolaki (1054/1993) 4:3 and the church law before it; "
            + "asetus Suomen lipun käyttämisestä (383/1978); sisäministeriö, flag days",
        rules: { finnishHolidays + finnishFlagDays },
        subdivisions: [
            Subdivision(
                "01", "Åland", local: "Landskapet Åland", languages: ["sv", "fi"],
                rules: { [alandAutonomyDay] }),
            Subdivision("02", "South Karelia", local: "Etelä-Karjala"),
            Subdivision("03", "South Ostrobothnia", local: "Etelä-Pohjanmaa"),
            Subdivision("04", "South Savo", local: "Etelä-Savo"),
            Subdivision("05", "Kainuu"),
            Subdivision("06", "Tavastia Proper", local: "Kanta-Häme"),
            Subdivision("07", "Central Ostrobothnia", local: "Keski-Pohjanmaa"),
            Subdivision("08", "Central Finland", local: "Keski-Suomi"),
            Subdivision("09", "Kymenlaakso"),
            Subdivision("10", "Lapland", local: "Lappi"),
            Subdivision("11", "Pirkanmaa"),
            Subdivision("12", "Ostrobothnia", local: "Pohjanmaa"),
            Subdivision("13", "North Karelia", local: "Pohjois-Karjala"),
            Subdivision("14", "North Ostrobothnia", local: "Pohjois-Pohjanmaa"),
            Subdivision("15", "North Savo", local: "Pohjois-Savo"),
            Subdivision("16", "Päijät-Häme"),
            Subdivision("17", "Satakunta"),
            Subdivision("18", "Uusimaa"),
            Subdivision("19", "Southwest Finland", local: "Varsinais-Suomi"),
        ])

    /// The public holidays, in the order of the year; Åland keeps them too.
    static let finnishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["fi": "Uudenvuodenpäivä", "sv": "Nyårsdagen"], on: .fixed(month: 1, day: 1)),
        // The Saturday of January 6-12 from 1973 to 1990, January 6 before and after.
        HolidayRule(
            "Epiphany", ["fi": "Loppiainen", "sv": "Trettondag"], on: .fixed(month: 1, day: 6),
            years: .always.except(YearSet(1973, 1990))),
        HolidayRule(
            "Epiphany", ["fi": "Loppiainen", "sv": "Trettondag"], on: .weekday(.saturday, onOrAfter: 1, 6),
            years: YearSet(1973, 1990)),
        HolidayRule("Good Friday", ["fi": "Pitkäperjantai", "sv": "Långfredagen"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["fi": "Pääsiäispäivä", "sv": "Påskdagen"], on: .easter(0)),
        HolidayRule("Easter Monday", ["fi": "Toinen pääsiäispäivä", "sv": "Annandag påsk"], on: .easter(1)),
        HolidayRule("May Day", ["fi": "Vappu", "sv": "Första maj"], on: .fixed(month: 5, day: 1)),
        // The Saturday before it from 1973 to 1990, five days earlier.
        HolidayRule(
            "Ascension Day", ["fi": "Helatorstai", "sv": "Kristi himmelsfärdsdag"], on: .easter(39),
            years: .always.except(YearSet(1973, 1990))),
        HolidayRule(
            "Ascension Day", ["fi": "Helatorstai", "sv": "Kristi himmelsfärdsdag"], on: .easter(34),
            years: YearSet(1973, 1990)),
        HolidayRule("Whit Sunday", ["fi": "Helluntaipäivä", "sv": "Pingst"], on: .easter(49)),
        // June 23 and 24 until 1954; from 1955 the Friday of June 19-25 and the Saturday
        // after it.
        HolidayRule(
            "Midsummer Eve", ["fi": "Juhannusaatto", "sv": "Midsommarafton"], on: .fixed(month: 6, day: 23),
            years: .through(1954)),
        HolidayRule(
            "Midsummer Eve", ["fi": "Juhannusaatto", "sv": "Midsommarafton"], on: .weekday(.friday, onOrAfter: 6, 19),
            years: .from(1955)),
        HolidayRule(
            "Midsummer Day", ["fi": "Juhannuspäivä", "sv": "Midsommardagen"], on: .fixed(month: 6, day: 24),
            years: .through(1954)),
        HolidayRule(
            "Midsummer Day", ["fi": "Juhannuspäivä", "sv": "Midsommardagen"], on: .weekday(.saturday, onOrAfter: 6, 20),
            years: .from(1955)),
        // November 1 until 1954; from 1955 the Saturday of October 31-November 6.
        HolidayRule(
            "All Saints' Day", ["fi": "Pyhäinpäivä", "sv": "Alla helgons dag"], on: .fixed(month: 11, day: 1),
            years: .through(1954)),
        HolidayRule(
            "All Saints' Day", ["fi": "Pyhäinpäivä", "sv": "Alla helgons dag"],
            on: .weekday(.saturday, onOrAfter: 10, 31), years: .from(1955)),
        HolidayRule(
            "Independence Day", ["fi": "Itsenäisyyspäivä", "sv": "Självständighetsdagen"],
            on: .fixed(month: 12, day: 6)),
        HolidayRule("Christmas Eve", ["fi": "Jouluaatto", "sv": "Julafton"], on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", ["fi": "Joulupäivä", "sv": "Juldagen"], on: .fixed(month: 12, day: 25)),
        HolidayRule("St Stephen's Day", ["fi": "Tapaninpäivä", "sv": "Annandag jul"], on: .fixed(month: 12, day: 26)),
    ]

    /// The official flag days that are working days (383/1978 and its amendments), by the year
    /// each became one; the Day of the Finnish Flag is Midsummer Day. May Day and Independence
    /// Day, flag days too, are public holidays (`finnishHolidays`).
    static let finnishFlagDays: [HolidayRule] = [
        HolidayRule(
            "Kalevala Day",
            ["fi": "Kalevalan päivä, suomalaisen kulttuurin päivä", "sv": "Kalevaladagen, den finska kulturens dag"],
            on: .fixed(month: 2, day: 28), kind: .observance, years: .from(1920)),
        HolidayRule(
            "Mother's Day", ["fi": "Äitienpäivä", "sv": "Mors dag"], on: .nth(2, .sunday, of: 5), kind: .observance,
            years: .from(1947)),
        HolidayRule(
            "Flag Day of the Finnish Defence Forces",
            ["fi": "Puolustusvoimain lippujuhlan päivä", "sv": "Dagen för försvarets fanfest"],
            on: .fixed(month: 6, day: 6), kind: .observance, years: .from(1950)),
        HolidayRule(
            "Day of the Finnish Flag", ["fi": "Suomen lipun päivä", "sv": "Finlands flaggas dag"],
            on: .fixed(month: 6, day: 24), kind: .observance, years: .through(1954)),
        HolidayRule(
            "Day of the Finnish Flag", ["fi": "Suomen lipun päivä", "sv": "Finlands flaggas dag"],
            on: .weekday(.saturday, onOrAfter: 6, 20), kind: .observance, years: .from(1955)),
        HolidayRule(
            "Father's Day", ["fi": "Isänpäivä", "sv": "Fars dag"], on: .nth(2, .sunday, of: 11), kind: .observance,
            years: .from(2019)),
    ]

    /// Åland's Autonomy Day, June 9, the day the first Landsting met in 1922; a holiday there
    /// from 1993 (python-holidays 0.108).
    static let alandAutonomyDay = HolidayRule(
        "Autonomy Day", ["sv": "Ålands självstyrelsedag", "fi": "Ahvenanmaan itsehallintopäivä"],
        on: .fixed(month: 6, day: 9), years: .from(1993))
}
