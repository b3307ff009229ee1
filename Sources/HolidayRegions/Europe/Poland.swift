import HolidayEngine

// Poland: the days free from work (dni wolne od pracy) of the Ustawa z dnia 18 stycznia 1951 r.
// o dniach wolnych od pracy (Dz.U. 1951 nr 4 poz. 28) as amended, with the years before it and
// each amendment named beside the days it changed. Sundays are days free from work by the same
// law, so Easter Sunday and Whit Sunday are listed. No substitute days are computed: for a
// holiday on a Saturday the employer gives another day off, chosen at the workplace (Kodeks
// pracy art. 130 § 2).
//
// 1950 is the last year of the holidays before the 1951 act: the church holidays of the
// interwar lists (Candlemas, Ascension, Whit Monday, Sts Peter and Paul, the Immaculate
// Conception), the Constitution Day of May 3 and the Victory Day of May 9. The act kept
// Epiphany and Assumption Day until the amendment of 19 November 1960 (Dz.U. 1960 nr 51
// poz. 297) took them away from 1961.

extension Country {
    /// Poland: public holidays, known from 1950.
    public static let poland = Country(
        "PL", "Poland", local: "Polska", languages: ["pl"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Ustawa o dniach wolnych od pracy (Dz.U. 1951 nr 4 poz. 28) and its amendments "
            + "(1960, 1989, 1990, 2010, 2018, 2024)",
        rules: { polishHolidays })

    /// The days free from work, in the order of the year.
    private static let polishHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nowy Rok", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Święto Trzech Króli", on: .fixed(month: 1, day: 6), years: .through(1960)),
        // Restored by the Ustawa z dnia 24 września 2010 r. (Dz.U. 2010 nr 224 poz. 1459).
        HolidayRule("Epiphany", local: "Święto Trzech Króli", on: .fixed(month: 1, day: 6), years: .from(2011)),
        HolidayRule(
            "Candlemas", local: "Oczyszczenie Najświętszej Marii Panny", on: .fixed(month: 2, day: 2),
            years: .through(1950)),
        HolidayRule("Easter Sunday", local: "Niedziela Wielkanocna", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Poniedziałek Wielkanocny", on: .easter(1)),
        // Ustawa z dnia 26 kwietnia 1950 r. o ustanowieniu dnia 1 maja świętem państwowym
        // (Dz.U. 1950 nr 19 poz. 155).
        HolidayRule("Labour Day", local: "Święto Państwowe", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Constitution Day", local: "Święto Narodowe Trzeciego Maja", on: .fixed(month: 5, day: 3),
            years: .through(1950)),
        // Restored by the Ustawa z dnia 6 kwietnia 1990 r. o przywróceniu Święta Narodowego
        // Trzeciego Maja (Dz.U. 1990 nr 28 poz. 160).
        HolidayRule(
            "Constitution Day", local: "Święto Narodowe Trzeciego Maja", on: .fixed(month: 5, day: 3),
            years: .from(1990)),
        HolidayRule(
            "National Victory and Freedom Day", local: "Narodowe Święto Zwycięstwa i Wolności",
            on: .fixed(month: 5, day: 9), years: .through(1950)),
        HolidayRule("Ascension Day", local: "Wniebowstąpienie Pańskie", on: .easter(39), years: .through(1950)),
        HolidayRule("Whit Sunday", local: "Zielone Świątki", on: .easter(49)),
        HolidayRule(
            "Whit Monday", local: "Drugi dzień Zielonych Świątek", on: .easter(50), years: .through(1950)),
        HolidayRule("Corpus Christi", local: "Dzień Bożego Ciała", on: .easter(60)),
        HolidayRule(
            "Saints Peter and Paul", local: "Uroczystość Świętych Apostołów Piotra i Pawła",
            on: .fixed(month: 6, day: 29), years: .through(1950)),
        // The national day of the People's Republic, until the act of 6 April 1990.
        HolidayRule(
            "National Day of the Rebirth of Poland", local: "Narodowe Święto Odrodzenia Polski",
            on: .fixed(month: 7, day: 22), years: .through(1989)),
        HolidayRule(
            "Assumption Day", local: "Wniebowzięcie Najświętszej Marii Panny", on: .fixed(month: 8, day: 15),
            years: .through(1960)),
        // Restored by the Ustawa z dnia 17 maja 1989 r. o stosunku Państwa do Kościoła
        // Katolickiego (Dz.U. 1989 nr 29 poz. 154).
        HolidayRule(
            "Assumption Day", local: "Wniebowzięcie Najświętszej Marii Panny", on: .fixed(month: 8, day: 15),
            years: .from(1989)),
        HolidayRule("All Saints' Day", local: "Uroczystość Wszystkich Świętych", on: .fixed(month: 11, day: 1)),
        // Ustawa z dnia 15 lutego 1989 r. o przywróceniu Narodowego Święta Niepodległości
        // (Dz.U. 1989 nr 6 poz. 34).
        HolidayRule(
            "Independence Day", local: "Narodowe Święto Niepodległości", on: .fixed(month: 11, day: 11),
            years: .from(1989)),
        // Ustawa z dnia 9 listopada 2018 r. o ustanowieniu dnia 12 listopada 2018 r. dniem
        // wolnym od pracy (Dz.U. 2018 poz. 2115): the centenary of independence.
        .oneOff(
            "Independence Day (100th anniversary)", local: "Narodowe Święto Niepodległości - 100-lecie",
            on: CivilDate(2018, 11, 12)),
        HolidayRule(
            "Immaculate Conception", local: "Niepokalane Poczęcie Najświętszej Marii Panny",
            on: .fixed(month: 12, day: 8), years: .through(1950)),
        // Ustawa z dnia 6 grudnia 2024 r. (Dz.U. 2024 poz. 1965).
        HolidayRule(
            "Christmas Eve", local: "Wigilia Bożego Narodzenia", on: .fixed(month: 12, day: 24),
            years: .from(2025)),
        HolidayRule("Christmas Day", local: "Boże Narodzenie (pierwszy dzień)", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Boże Narodzenie (drugi dzień)", on: .fixed(month: 12, day: 26)),
    ]
}
