import HolidayEngine

// Montenegro: the state holidays of the Zakon o državnim i drugim praznicima (Službeni list
// RCG 27/07; Službeni list CG 36/13, 145/21, 3/23, 30/23), and the religious holidays of the
// Zakon o svetkovanju vjerskih praznika, on which the faithful of each community have days
// off.
//
// Each state holiday is kept for two days, the day itself and the next (art. 2), both days
// off (art. 3); when the first day is a Sunday the two days after it are off, when the
// second is, the day after it (art. 3): the next working day, either way. Njegoš Day (13
// November, the Montenegrin day of culture) was added by 145/21 as a one-day holiday with no
// day off for a Sunday (art. 3b: on 13 November 2022, a Sunday, only that day was off); the
// amendments of 2023 made it two days like the others (the Ministry of Labour and Social
// Welfare: 13 and 14 November in 2023, 2024 and 2025). Ecological State Day, 20 September,
// is kept while working: an observance, not a day off (and not a weekend day worked).
//
// The religious days are not public holidays; their Islamic dates are read on the Islamic
// calendar as the Islamic Community in Montenegro sets the Bayrams (HijriCalendar.montenegro).
//
// Known from 2007, the year of the law and the first whole year of independence (21 May 2006).

extension Country {
    /// Montenegro: state holidays, an observance and the religious communities' days off,
    /// known from 2007.
    public static let montenegro = Country(
        "ME", "Montenegro", local: "Crna Gora", languages: ["cnr"], firstWeekday: .monday,
        known: .from(2007), observedSuffix: ["en": " (observed)", "": " (neradni dan)"],
        islamic: .montenegro,
        kinds: [.public, .observance, .religious], sources: "Zakon o državnim i drugim praznicima (Sl. list RCG 27/07; Sl. list CG 36/13, "
            + "145/21, 3/23, 30/23); Zakon o svetkovanju vjerskih praznika",
        rules: { montenegrinHolidays + montenegrinReligiousHolidays })

    /// A holiday day on a Sunday: the next working day is off (art. 3).
    private static let montenegrinSundayRule: [Observance] = [.adding(.always, [.sunday: .nextWorkday])]

    /// The state holidays, two days each, in the order of the year.
    private static let montenegrinHolidays: [HolidayRule] = {
        /// A state holiday on its date and the next (art. 2), each with its day off for a
        /// Sunday (art. 3): Montenegro's own, a holiday of two days by law.
        func twoDays(_ first: String, _ second: String, _ local: String, _ month: Int, _ day: Int) -> [HolidayRule] {
            [
                HolidayRule(first, local: local, on: .fixed(month: month, day: day), observed: montenegrinSundayRule),
                HolidayRule(second, local: local, on: .fixed(month: month, day: day + 1), observed: montenegrinSundayRule),
            ]
        }
        return twoDays("New Year's Day", "Second day of New Year", "Nova godina", 1, 1)
            + twoDays("Labour Day", "Second day of Labour Day", "Praznik rada", 5, 1)
            + twoDays("Independence Day", "Second day of Independence Day", "Dan nezavisnosti", 5, 21)
            + twoDays("Statehood Day", "Second day of Statehood Day", "Dan državnosti", 7, 13)
            + montenegrinDaysOfCulture
    }()

    /// Ecological State Day, and Njegoš Day, the Montenegrin day of culture.
    private static let montenegrinDaysOfCulture: [HolidayRule] = [
        // Sl. list CG 145/21.
        HolidayRule(
            "Ecological State Day", local: "Dan ekološke države", on: .fixed(month: 9, day: 20),
            kind: .observance, years: .from(2022)),
        // One day, not moved, in 2022 (art. 3b, Sl. list CG 145/21); two days from 2023.
        HolidayRule(
            "Njegoš Day", local: "Njegošev dan – crnogorski praznik kulture", on: .fixed(month: 11, day: 13),
            years: .from(2022), observed: [.adding(.from(2023), [.sunday: .nextWorkday])]),
        HolidayRule(
            "Second day of Njegoš Day", local: "Njegošev dan – crnogorski praznik kulture",
            on: .fixed(month: 11, day: 14), years: .from(2023), observed: montenegrinSundayRule),
    ]

    /// The days off of the Orthodox, Catholic, Muslim and Jewish faithful (Zakon o
    /// svetkovanju vjerskih praznika).
    private static let montenegrinReligiousHolidays: [HolidayRule] = [
        HolidayRule("Orthodox Christmas Eve", local: "Badnji dan", on: .julian(month: 12, day: 24), kind: .religious),
        HolidayRule("Orthodox Christmas Day", local: "Božić", on: .julian(month: 12, day: 25), kind: .religious),
        HolidayRule(
            "Second day of Orthodox Christmas", local: "Božić", on: .julian(month: 12, day: 26), kind: .religious),
        HolidayRule("Eid al-Fitr", local: "Ramazanski bajram", on: .hijri(.shawwal, 1), kind: .religious),
        HolidayRule("Second day of Eid al-Fitr", local: "Ramazanski bajram", on: .hijri(.shawwal, 2), kind: .religious),
        HolidayRule("Third day of Eid al-Fitr", local: "Ramazanski bajram", on: .hijri(.shawwal, 3), kind: .religious),
        HolidayRule("Catholic Good Friday", local: "Veliki petak", on: .easter(-2), kind: .religious),
        HolidayRule("Catholic Easter Monday", local: "Uskrs", on: .easter(1), kind: .religious),
        HolidayRule("Passover", local: "Pasha", on: .hebrew(month: .nisan, day: 15), kind: .religious),
        HolidayRule("Second day of Passover", local: "Pasha", on: .hebrew(month: .nisan, day: 16), kind: .religious),
        HolidayRule("Orthodox Good Friday", local: "Veliki petak", on: .orthodoxEaster(-2), kind: .religious),
        HolidayRule("Orthodox Easter Monday", local: "Uskrs", on: .orthodoxEaster(1), kind: .religious),
        HolidayRule("Eid al-Adha", local: "Kurbanski bajram", on: .hijri(.dhuAlHijjah, 10), kind: .religious),
        HolidayRule(
            "Second day of Eid al-Adha", local: "Kurbanski bajram", on: .hijri(.dhuAlHijjah, 11), kind: .religious),
        HolidayRule(
            "Third day of Eid al-Adha", local: "Kurbanski bajram", on: .hijri(.dhuAlHijjah, 12), kind: .religious),
        HolidayRule("Yom Kippur", local: "Jom Kipur", on: .hebrew(month: .tishrei, day: 10), kind: .religious),
        HolidayRule("Second day of Yom Kippur", local: "Jom Kipur", on: .hebrew(month: .tishrei, day: 11), kind: .religious),
        HolidayRule("Catholic All Saints' Day", local: "Svi sveti", on: .fixed(month: 11, day: 1), kind: .religious),
        HolidayRule("Catholic Christmas Eve", local: "Badnji dan", on: .fixed(month: 12, day: 24), kind: .religious),
        HolidayRule("Catholic Christmas Day", local: "Božić", on: .fixed(month: 12, day: 25), kind: .religious),
        HolidayRule(
            "Second day of Catholic Christmas", local: "Božić", on: .fixed(month: 12, day: 26), kind: .religious),
    ]
}
