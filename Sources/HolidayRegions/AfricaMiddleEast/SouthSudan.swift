import HolidayEngine

// South Sudan: the public holidays of the Government's annual holiday calendars (the Ministry
// of Labour's lists the South Sudan NGO Forum published for 2016, 2018, 2020, 2021 and 2022;
// the Ministry of General Education's 2024 calendar): the Christian feasts of Easter and
// Christmas, the anniversaries of the Comprehensive Peace Agreement (9 January 2005), of the
// SPLA (16 May 1983) and of independence (9 July 2011), Martyrs' Day (30 July, John Garang's
// death in 2005), and the first days of the two Eids (HijriCalendar.southSudan). The Eids'
// second days, given to Muslims only, are left out.
//
// Known from 2012, the first whole year of independence.

extension Country {
    /// South Sudan: public holidays, known from 2012.
    public static let southSudan = Country(
        "SS", "South Sudan", languages: ["en"], firstWeekday: .monday, known: .from(2012), islamic: .southSudan,
        kinds: [.public], sources: "The Government's annual holiday calendars (2016-2022, South Sudan NGO Forum); the Ministry "
            + "of General Education's 2024 calendar",
        rules: { southSudaneseHolidays })

    /// The public holidays, in the order of the year.
    private static let southSudaneseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1)),
        HolidayRule("Peace Agreement Day", on: .fixed(month: 1, day: 9)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1)),
        HolidayRule("Easter Sunday", on: .easter(0)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("International Labour Day", on: .fixed(month: 5, day: 1)),
        HolidayRule("SPLA Day", on: .fixed(month: 5, day: 16)),
        HolidayRule("Independence Day", on: .fixed(month: 7, day: 9)),
        HolidayRule("Martyrs' Day", on: .fixed(month: 7, day: 30)),
        HolidayRule("Christmas Eve", on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", on: .fixed(month: 12, day: 26)),
        HolidayRule("Eid al-Fitr", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
