import HolidayEngine

// Lithuania: the holidays (švenčių dienos) on which employees do not work, as the Labour Code
// lists them (Darbo kodeksas, 2016, art. 123 (1); before it the Darbo kodeksas of 2002, art.
// 162), with the years each day was added as python-holidays 0.108 has them (no earlier act
// was read for this file). Mother's Day and Father's Day, Sundays, are on the list. No day is
// moved or added for a holiday on a weekend.
//
// Known from 1990, the year independence was restored (11 March 1990).

extension Country {
    /// Lithuania: public holidays, known from 1990.
    public static let lithuania = Country(
        "LT", "Lithuania", local: "Lietuva", languages: ["lt"], firstWeekday: .monday,
        known: .from(1990),
        kinds: [.public], sources: "Darbo kodeksas (2016) art. 123 (1); Darbo kodeksas (2002) art. 162",
        rules: { lithuanianHolidays })

    /// The holidays, in the order of the year.
    private static let lithuanianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Naujųjų metų diena", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Day of Restoration of the State of Lithuania", local: "Lietuvos valstybės atkūrimo diena",
            on: .fixed(month: 2, day: 16)),
        HolidayRule(
            "Day of Restoration of Independence of Lithuania", local: "Lietuvos nepriklausomybės atkūrimo diena",
            on: .fixed(month: 3, day: 11)),
        HolidayRule("Easter Sunday", local: "Šv. Velykos", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Antroji šv. Velykų diena", on: .easter(1)),
        HolidayRule("International Workers' Day", local: "Tarptautinė darbo diena", on: .fixed(month: 5, day: 1)),
        HolidayRule("Mother's Day", local: "Motinos diena", on: .nth(1, .sunday, of: 5)),
        HolidayRule("Father's Day", local: "Tėvo diena", on: .nth(1, .sunday, of: 6)),
        HolidayRule(
            "Day of Dew and Saint John", local: "Rasos ir Joninių diena", on: .fixed(month: 6, day: 24),
            years: .from(2003)),
        HolidayRule(
            "Statehood Day", local: "Valstybės (Lietuvos karaliaus Mindaugo karūnavimo) ir Tautiškos giesmės diena",
            on: .fixed(month: 7, day: 6), years: .from(1991)),
        HolidayRule(
            "Assumption Day", local: "Žolinė (Švč. Mergelės Marijos ėmimo į dangų diena)",
            on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Visų Šventųjų diena", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "All Souls' Day", local: "Mirusiųjų atminimo (Vėlinių) diena", on: .fixed(month: 11, day: 2),
            years: .from(2020)),
        HolidayRule("Christmas Eve", local: "Kūčių diena", on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", local: "Šv. Kalėdų pirma diena", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Šv. Kalėdų antra diena", on: .fixed(month: 12, day: 26)),
    ]
}
