import HolidayEngine

// Paraguay: the national holidays of Ley 8/1990 (from 1991), with the Battle of Boquerón
// (29 September) from 1995 (Leyes 715/1995 and 1.601/2000), 14 May again from 2012 (Ley
// 4.531/2011) and the Constitution Oath Day (20 June) from 2026 (Ley 7.544/2025). Ley
// 1.723/2001 lets the Executive move a holiday to a Monday by decree; the moves of each
// year are below, as the decrees and the press reported them (after python-holidays 0.108).
// A year without a decree yet keeps the law's dates, which later decrees may still move.
// The Executive's extra days off for everyone (asuetos) are one-off days; those for the
// public sector alone (python-holidays' government category) are left out.
//
// The weekend is Sunday, the weekly rest day of the Código del Trabajo (Ley 213/1993), whose
// working week is six days; python-holidays 0.108 has the same.

extension Country {
    /// Paraguay: public holidays, known from 1991.
    public static let paraguay = Country(
        "PY", "Paraguay", languages: ["es"], firstWeekday: .sunday, weekend: WeekendHistory(.sundayOnly),
        known: .from(1991),
        kinds: [.public], sources: "Ley 8/1990; Leyes 715/1995, 1.601/2000, 1.723/2001, 4.531/2011, 7.544/2025; the Executive's "
            + "decrees moving holidays (2013-2026)",
        rules: { paraguayanHolidays + paraguayanDecreedDays })

    private static func paraguayDates(_ dates: [(Int, Int, Int)]) -> [CivilDate] {
        dates.map { CivilDate(year: $0.0, month: $0.1, day: $0.2)! }
    }

    /// The public holidays, in the order of the year, with the years decrees moved them.
    private static let paraguayanHolidays: [HolidayRule] =
        [HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1))]
        + HolidayRule.moved(
            [HolidayName("Heroes' Day", local: "Día de los Héroes de la Patria")], on: .fixed(month: 3, day: 1),
            years: .always,
            to: paraguayDates([
                (2013, 3, 4), (2016, 2, 29), (2017, 2, 27), (2018, 2, 26), (2019, 3, 4), (2022, 2, 28),
                (2023, 2, 27), (2025, 3, 3),
            ]))
        + [
            HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
            HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
            HolidayRule("Easter Sunday", local: "Domingo de Resurrección", on: .easter(0)),
            HolidayRule("Workers' Day", local: "Día de los Trabajadores", on: .fixed(month: 5, day: 1)),
            HolidayRule("National Holiday", local: "Feriado Nacional", on: .fixed(month: 5, day: 14), years: .from(2012)),
            HolidayRule("Independence Day", local: "Día de la Independencia Nacional", on: .fixed(month: 5, day: 15)),
        ]
        + HolidayRule.moved(
            [HolidayName("Chaco Armistice Day", local: "Día de la Paz del Chaco")], on: .fixed(month: 6, day: 12),
            years: .always,
            to: paraguayDates([
                (2013, 6, 10), (2014, 6, 16), (2018, 6, 11), (2019, 6, 17), (2024, 6, 10), (2025, 6, 16),
            ]))
        + HolidayRule.moved(
            [HolidayName("Constitution Oath Day", local: "Día de la Jura de la Constitución Nacional")],
            on: .fixed(month: 6, day: 20), years: .from(2026), to: paraguayDates([(2026, 6, 22)]))
        + HolidayRule.moved(
            [HolidayName("Founding of Asunción", local: "Día de la Fundación de Asunción")],
            on: .fixed(month: 8, day: 15), years: .always, to: paraguayDates([(2017, 8, 14)]))
        + HolidayRule.moved(
            [HolidayName("Battle of Boquerón", local: "Día de la Batalla de Boquerón")], on: .fixed(month: 9, day: 29),
            years: .from(1995),
            to: paraguayDates([
                (2015, 9, 28), (2016, 10, 3), (2017, 10, 2), (2021, 9, 27), (2022, 10, 3), (2024, 9, 30),
            ]))
        + [
            HolidayRule("Virgin of Caacupé Day", local: "Día de la Virgen de Caacupé", on: .fixed(month: 12, day: 8)),
            HolidayRule("Christmas Day", local: "Día de la Navidad", on: .fixed(month: 12, day: 25)),
        ]

    /// The Executive's extra days off for everyone: against dengue (2007, 2011), for the
    /// national team (2009, 2010), the bicentenary (2011), a presidential inauguration (2013)
    /// and Pope Francis' visit (2015).
    private static let paraguayanDecreedDays: [HolidayRule] = paraguayDates([
        (2007, 1, 29), (2009, 9, 10), (2010, 6, 14), (2011, 4, 19), (2011, 5, 14), (2011, 5, 16), (2013, 8, 14),
        (2015, 7, 10), (2015, 7, 11),
    ]).map { HolidayRule.oneOff("Additional Day Off", local: "Asueto adicional", on: $0) }
}
