import HolidayEngine

// Benin: the public holidays of Order No. 76-35 of 30 June 1976 (after Order No. 71-14), as
// Order No. 79-33 (the Martyrs' day, 16 January, and the Youth day, 1 April, from 1980), Law
// No. 90-019 of 1990 (the days of the People's Republic dropped: the Armed Forces' day, 26
// October, and the Production day, 31 December, after 1989; the Martyrs' and Youth days after
// 1990; Assumption, All Saints' Day and the Prophet's Birthday from 1990; from 1991 the
// National Day on 1 August, the independence of 1960, in place of 30 November, and Easter and
// Whit Monday in place of their Sundays, with Ascension), Law No. 97-031 (the festival of the
// traditional religions, Vodoun, on 10 January from 1998) and Law No. 2024-32 (from 2025 the
// festival is the second Friday of January and the day before) amended it. The Muslim days
// (the Prophet's Birthday, the end of Ramadan and the Tabaski) fall on the dates the Ministry
// of Labour announces each year; no table of Benin's own month starts is kept, so they are Umm
// al-Qura's dates, all estimated.
//
// Law No. 90-019 also marks three working days (observances): the Day of Remembrance (16
// January), the People's Sovereignty Day (28 February) and Women's Day (8 March). No holiday
// gives another day when it falls on a weekend.
//
// Known from 1977, the first full year of Order No. 76-35; python-holidays 0.108 starts there
// too.

extension Country {
    /// Benin: public holidays, known from 1977.
    public static let benin = Country(
        "BJ", "Benin", local: "Bénin", languages: ["fr"], firstWeekday: .monday, known: .from(1977),
        kinds: [.public, .observance], sources: "Order No. 76-35 of 30 June 1976, Order No. 79-33, Law No. 90-019 (1990), Law No. 97-031 "
            + "and Law No. 2024-32 on public holidays; the Ministry of Labour's yearly announcements",
        rules: { beninHolidays + beninObservances })

    /// The festival of the traditional religions (Law No. 97-031; Law No. 2024-32).
    private static let vodounFestival = HolidayName(
        "Vodoun Festival", local: "Fête annuelle des religions traditionnelles")

    /// The public holidays, in the order of the year.
    private static let beninHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Fête du Nouvel An", on: .fixed(month: 1, day: 1)),
        HolidayRule(names: [vodounFestival], on: .fixed(month: 1, day: 10), years: YearSet(1998, 2024)),
        HolidayRule(
            names: [vodounFestival], on: .nth(2, .friday, of: 1).shifted(-1), years: .from(2025),
            key: "Vodoun Festival (eve)"),
        HolidayRule(
            names: [vodounFestival], on: .nth(2, .friday, of: 1), years: .from(2025),
            key: "Vodoun Festival (second Friday)"),
        // Order No. 79-33, until Law No. 90-019.
        HolidayRule(
            "Martyrs' Day", local: "Journée des Martyrs", on: .fixed(month: 1, day: 16), years: YearSet(1980, 1990)),
        HolidayRule(
            "Youth Day", local: "Journée de la Jeunesse Béninoise", on: .fixed(month: 4, day: 1),
            years: YearSet(1980, 1990)),
        HolidayRule("Easter Sunday", local: "Jour de Pâques", on: .easter(0), years: .through(1990)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1), years: .from(1991)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Jour de l'Ascension", on: .easter(39), years: .from(1991)),
        HolidayRule("Whit Sunday", local: "Jour de Pentecôte", on: .easter(49), years: .through(1990)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50), years: .from(1991)),
        HolidayRule("National Day", local: "Fête Nationale", on: .fixed(month: 8, day: 1), years: .from(1991)),
        HolidayRule("Assumption Day", local: "Jour de l'Assomption", on: .fixed(month: 8, day: 15), years: .from(1990)),
        HolidayRule(
            "Armed Forces Day", local: "Fête des Forces Armées Populaires du Bénin", on: .fixed(month: 10, day: 26),
            years: .through(1989)),
        HolidayRule("All Saints' Day", local: "La Toussaint", on: .fixed(month: 11, day: 1), years: .from(1990)),
        HolidayRule(
            "National Day", local: "Fête Nationale", on: .fixed(month: 11, day: 30), years: .through(1990),
            key: "National Day (30 November)"),
        HolidayRule("Christmas Day", local: "Jour de Noël", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Production Day", local: "Fête de la Production", on: .fixed(month: 12, day: 31), years: .through(1989)),
        HolidayRule("Prophet's Birthday", local: "Journée Maouloud", on: .hijri(.rabiAlAwwal, 12), years: .from(1990)),
        HolidayRule("Eid al-Fitr", local: "Jour du Ramadan", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "Jour de la Tabaski", on: .hijri(.dhuAlHijjah, 10)),
    ]

    /// The working days Law No. 90-019 marks.
    private static let beninObservances: [HolidayRule] = [
        HolidayRule(
            "Remembrance Day", local: "Journée de Souvenir", on: .fixed(month: 1, day: 16), kind: .observance,
            years: .from(1990)),
        HolidayRule(
            "People's Sovereignty Day", local: "Journée de la Souveraineté du Peuple", on: .fixed(month: 2, day: 28),
            kind: .observance, years: .from(1990)),
        HolidayRule(
            "Women's Day", local: "Journée de la Femme", on: .fixed(month: 3, day: 8), kind: .observance,
            years: .from(1990)),
    ]
}
