import HolidayEngine

// Czechia: the days of rest (dny pracovního klidu) of Czechoslovakia's zákon č. 93/1951 Sb.
// o státním svátku, o dnech pracovního klidu a o památných a významných dnech (in force
// 1 January 1952) and its amendments, then of zákon č. 245/2000 Sb. o státních svátcích, o
// ostatních svátcích, o významných dnech a o dnech pracovního klidu (in force 9 August 2000).
// State holidays and the other holidays are days of rest; significant days (významné dny) are
// working days and are not listed. Easter Monday's Sunday is a day of rest as every Sunday is,
// and no day is moved or added for a holiday on a weekend.
//
// Known from 1952, the first year of the act of 1951: this file has no text for the lists of
// 1950 and 1951.
//
// Two judgements against python-holidays 0.108, from the texts of the acts
// (scripts/divergences.toml):
// - October 28 was no day of rest from 1975 to 1987: zákon č. 56/1975 Sb. took it off the
//   list and made it a significant day; the zákonné opatření č. 141/1988 Sb. made it a state
//   holiday again for its seventieth anniversary.
// - November 17 was a significant day, a working day, from zákon č. 167/1990 Sb. until the
//   act of 2000 made it a state holiday.

extension Country {
    /// Czechia: days of rest, known from 1952.
    public static let czechia = Country(
        "CZ", "Czechia", local: "Česko", languages: ["cs"], firstWeekday: .monday,
        known: .from(1952),
        kinds: [.public, .observance], sources: "Zákon č. 93/1951 Sb. (amended by 56/1975, 141/1988, 167/1990, 204/1990 Sb.); "
            + "zákon č. 245/2000 Sb. (amended by 101/2004, 359/2015 Sb. and in 2019)",
        rules: { czechHolidays })

    /// The days of rest, in the order of the year.
    private static let czechHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nový rok", on: .fixed(month: 1, day: 1)),
        // Zákon č. 245/2000 Sb. § 1: a state holiday on New Year's Day from 2001.
        HolidayRule(
            "Restoration Day of the Independent Czech State", local: "Den obnovy samostatného českého státu",
            on: .fixed(month: 1, day: 1), years: .from(2001)),
        // Zákon č. 359/2015 Sb.
        HolidayRule("Good Friday", local: "Velký pátek", on: .easter(-2), years: .from(2016)),
        HolidayRule("Easter Monday", local: "Velikonoční pondělí", on: .easter(1)),
        HolidayRule("Labour Day", local: "Svátek práce", on: .fixed(month: 5, day: 1)),
        // The state holiday of the act of 1951, on May 9 until 1991 and on May 8 from 1992
        // (python-holidays 0.108; the consolidated text of 1994 has May 8).
        HolidayRule(
            "Liberation Day", local: "Den osvobození od fašismu", on: .fixed(month: 5, day: 9),
            years: .through(1991)),
        HolidayRule(
            names: [
                HolidayName("Liberation Day", local: "Den osvobození od fašismu", years: .through(2000)),
                HolidayName("Liberation Day", local: "Den osvobození", years: YearSet(2001, 2003)),
                // Zákon č. 101/2004 Sb.
                HolidayName("Victory Day", local: "Den vítězství", years: .from(2004)),
            ],
            on: .fixed(month: 5, day: 8), years: .from(1992)),
        // Zákon č. 167/1990 Sb. (July 5) and zákon č. 204/1990 Sb. (July 6).
        HolidayRule(
            "Saints Cyril and Methodius Day", local: "Den slovanských věrozvěstů Cyrila a Metoděje",
            on: .fixed(month: 7, day: 5), years: .from(1990)),
        HolidayRule(
            "Jan Hus Day", local: "Den upálení mistra Jana Husa", on: .fixed(month: 7, day: 6),
            years: .from(1990)),
        // Zákon č. 245/2000 Sb. § 1.
        HolidayRule(
            "Statehood Day", local: "Den české státnosti", on: .fixed(month: 9, day: 28), years: .from(2000)),
        // Zákon č. 93/1951 Sb. § 2 (2) d): a day of rest as Nationalisation Day; off the list
        // from 1975 (zákon č. 56/1975 Sb.), a state holiday again from 1988 (141/1988 Sb.).
        HolidayRule(
            "Nationalisation Day", local: "Den znárodnění", on: .fixed(month: 10, day: 28),
            years: YearSet(1952, 1974)),
        HolidayRule(
            "Independent Czechoslovak State Day", local: "Den vzniku samostatného československého státu",
            on: .fixed(month: 10, day: 28), years: .from(1988)),
        // A significant day, worked, under zákon č. 167/1990 Sb. § 3 c) and § 5; a state
        // holiday from 2000 (zákon č. 245/2000 Sb. § 1), named after International Students'
        // Day too from the amendment in force on 1 April 2019.
        HolidayRule(
            "Struggle for Freedom and Democracy Day", local: "Den boje za svobodu a demokracii",
            on: .fixed(month: 11, day: 17), kind: .observance, years: YearSet(1990, 1999)),
        HolidayRule(
            names: [
                HolidayName(
                    "Struggle for Freedom and Democracy Day", local: "Den boje za svobodu a demokracii",
                    years: .through(2018)),
                HolidayName(
                    "Struggle for Freedom and Democracy Day and International Students' Day",
                    local: "Den boje za svobodu a demokracii a Mezinárodní den studentstva", years: .from(2019)),
            ],
            on: .fixed(month: 11, day: 17), years: .from(2000)),
        // Zákon č. 167/1990 Sb. § 2 (2) d).
        HolidayRule("Christmas Eve", local: "Štědrý den", on: .fixed(month: 12, day: 24), years: .from(1990)),
        HolidayRule("Christmas Day", local: "1. svátek vánoční", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "2. svátek vánoční", on: .fixed(month: 12, day: 26)),
    ]
}
