import HolidayEngine

// Serbia: the holidays of the Zakon o državnim i drugim praznicima u Republici Srbiji
// (Službeni glasnik RS 43/2001, 101/2007, 92/2011). State holidays: Sretenje (Statehood Day)
// on February 15 and 16 (art. 1); New Year's Day on January 1 and 2, Labour Day on May 1 and
// 2 and, from 2012, Armistice Day (art. 1a, amendment 92/2011). Religious holidays kept by
// everyone (art. 2): the first day of Christmas and the Easter days from Good Friday to
// Easter Monday, on the Julian calendar the Serbian Orthodox Church keeps. All are days off
// (art. 3) but Victory Day, May 9, which is kept while working and is not listed here.
//
// A state holiday on a Sunday gives the first working day after it off (art. 3a); the
// religious holidays are not moved. The law's other religious days, off only for the
// faithful of each church, are not public holidays here.
//
// Known from 2007, the first whole year of Serbia as an independent state (5 June 2006).

extension Country {
    /// Serbia: public holidays with their days off for a Sunday, known from 2007.
    public static let serbia = Country(
        "RS", "Serbia", local: "Србија", languages: ["sr"], firstWeekday: .monday,
        known: .from(2007), observedSuffix: ["en": " (observed)", "": " (нерадни дан)"],
        kinds: [.public], sources: "Zakon o državnim i drugim praznicima u Republici Srbiji (Sl. glasnik RS 43/2001, "
            + "101/2007, 92/2011) art. 1, 1a, 2, 3, 3a",
        rules: { serbianHolidays })

    /// A state holiday on a Sunday: the first working day after it is off (art. 3a).
    private static let serbianSundayRule: [Observance] = [.adding(.always, [.sunday: .nextWorkday])]

    /// The non-working holidays, in the order of the year.
    private static let serbianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Нова година", on: .fixed(month: 1, day: 1), observed: serbianSundayRule),
        HolidayRule(
            "Second day of New Year", local: "Нова година", on: .fixed(month: 1, day: 2),
            observed: serbianSundayRule),
        HolidayRule("Orthodox Christmas Day", local: "Божић", on: .julian(month: 12, day: 25)),
        HolidayRule(
            "Statehood Day", local: "Сретење – Дан државности Србије", on: .fixed(month: 2, day: 15),
            observed: serbianSundayRule),
        HolidayRule(
            "Second day of Statehood Day", local: "Сретење – Дан државности Србије",
            on: .fixed(month: 2, day: 16), observed: serbianSundayRule),
        HolidayRule("Good Friday", local: "Велики петак", on: .orthodoxEaster(-2)),
        HolidayRule("Holy Saturday", local: "Велика субота", on: .orthodoxEaster(-1)),
        HolidayRule("Easter Sunday", local: "Васкрс", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "Други дан Васкрса", on: .orthodoxEaster(1)),
        HolidayRule("Labour Day", local: "Празник рада", on: .fixed(month: 5, day: 1), observed: serbianSundayRule),
        HolidayRule(
            "Second day of Labour Day", local: "Празник рада", on: .fixed(month: 5, day: 2),
            observed: serbianSundayRule),
        // Amendment of 2011 (Sl. glasnik RS 92/2011): first kept on 11 November 2012.
        HolidayRule(
            "Armistice Day", local: "Дан примирја у Првом светском рату", on: .fixed(month: 11, day: 11),
            years: .from(2012), observed: serbianSundayRule),
    ]
}
