import HolidayEngine

// Romania: the legal holidays on which no one works (zile de sărbătoare legală în care nu se
// lucrează): Legea nr. 75/1996, then Codul muncii (Legea nr. 53/2003, art. 134, art. 139
// after its republication), with the days added since: Rusaliile and the Dormition by Legea
// nr. 202/2008, St Andrew's Day by Legea nr. 147/2012, the Union of the Principalities by
// Legea nr. 176/2016, Children's Day by Legea nr. 220/2016, Good Friday by Legea nr. 64/2018,
// Epiphany and the Synaxis of St John the Baptist by Legea nr. 52/2023. The movable feasts
// follow the Orthodox Easter; the fixed ones the Gregorian calendar (the Romanian Orthodox
// Church keeps the revised Julian calendar, whose fixed feasts fall on the Gregorian dates).
// No substitute days: a holiday on a weekend is not moved.
//
// Known from 1997, the first whole year under Legea nr. 75/1996: before it the holidays were
// set by decrees after 1989, and before 1990 the socialist republic's list (23-24 August,
// 30 December) held, for which this file has no text.

extension Country {
    /// Romania: the legal holidays, known from 1997.
    public static let romania = Country(
        "RO", "Romania", local: "România", languages: ["ro"], firstWeekday: .monday,
        known: .from(1997),
        kinds: [.public], sources: "Legea nr. 75/1996; Codul muncii (Legea nr. 53/2003) art. 139; Legile nr. 202/2008, "
            + "147/2012, 176/2016, 220/2016, 64/2018, 52/2023",
        rules: { romanianHolidays })

    /// The legal holidays, in the order of the year.
    private static let romanianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Anul Nou", on: .fixed(month: 1, day: 1)),
        HolidayRule("Second day of New Year", local: "Anul Nou", on: .fixed(month: 1, day: 2)),
        // Legea nr. 52/2023.
        HolidayRule(
            "Epiphany", local: "Botezul Domnului - Boboteaza", on: .fixed(month: 1, day: 6),
            years: .from(2024)),
        HolidayRule(
            "Synaxis of Saint John the Baptist", local: "Soborul Sfântului Proroc Ioan Botezătorul",
            on: .fixed(month: 1, day: 7), years: .from(2024)),
        // Legea nr. 176/2016.
        HolidayRule(
            "Union of the Romanian Principalities Day", local: "Ziua Unirii Principatelor Române",
            on: .fixed(month: 1, day: 24), years: .from(2017)),
        // Legea nr. 64/2018.
        HolidayRule("Good Friday", local: "Vinerea Mare", on: .orthodoxEaster(-2), years: .from(2018)),
        HolidayRule("Easter Sunday", local: "Prima zi de Paști", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "A doua zi de Paști", on: .orthodoxEaster(1)),
        HolidayRule("Labour Day", local: "Ziua Muncii", on: .fixed(month: 5, day: 1)),
        // Legea nr. 220/2016.
        HolidayRule("Children's Day", local: "Ziua Copilului", on: .fixed(month: 6, day: 1), years: .from(2017)),
        // Legea nr. 202/2008.
        HolidayRule("Whit Sunday", local: "Prima zi de Rusalii", on: .orthodoxEaster(49), years: .from(2009)),
        HolidayRule("Whit Monday", local: "A doua zi de Rusalii", on: .orthodoxEaster(50), years: .from(2009)),
        HolidayRule(
            "Dormition of the Mother of God", local: "Adormirea Maicii Domnului",
            on: .fixed(month: 8, day: 15), years: .from(2009)),
        // Legea nr. 147/2012.
        HolidayRule(
            "Saint Andrew's Day", local: "Sfântul Apostol Andrei, cel Întâi chemat, Ocrotitorul României",
            on: .fixed(month: 11, day: 30), years: .from(2012)),
        // The national day since Legea nr. 10/1990.
        HolidayRule("National Day", local: "Ziua Națională a României", on: .fixed(month: 12, day: 1)),
        HolidayRule("Christmas Day", local: "Prima zi de Crăciun", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second day of Christmas", local: "A doua zi de Crăciun", on: .fixed(month: 12, day: 26)),
    ]
}
