import HolidayEngine

// Qatar: the official holidays (Emiri decisions on official holidays): Eid al-Fitr and Eid
// al-Adha, three days each, on the Islamic calendar as Qatar observes it
// (HijriCalendar.qatar); Qatar National Day, 18 December (from 2007, by Emiri decree, in
// place of the independence day of 3 September); National Sports Day, the second Tuesday of
// February (Emiri decision of 2011, from 2012); 2 January 2025, decreed once. Bank holidays
// (Qatar Central Bank): New Year's Day, and the March bank holiday on the first Sunday of
// March from 2010.
//
// Weekend: Thursday and Friday until 31 July 2003, Friday and Saturday from 1 August 2003.
// No substitute days. Known from 1971, the year of independence (3 September 1971).

extension Country {
    /// Qatar: public and bank holidays, known from 1971.
    public static let qatar = Country(
        "QA", "Qatar", local: "قطر", languages: ["ar"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.thursday, .friday])!,
            changes: [(from: CivilDate(2003, 8, 1), mask: .fridaySaturday)]),
        known: .from(1971), islamic: .qatar,
        kinds: [.public, .bank], sources: "Emiri decisions on official holidays (National Day 2007, National Sports Day 2011); "
            + "Qatar Central Bank's bank holidays; the Ministry of Endowments' Eid announcements",
        rules: { qatariHolidays })

    private static let qatariFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let qatariAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The public and bank holidays, in the order of the year, then the Eids.
    private static let qatariHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1), kind: .bank),
        .oneOff("New Year's Holiday", local: "عطلة رأس السنة", on: CivilDate(2025, 1, 2)),
        HolidayRule(
            "National Sports Day", local: "اليوم الوطني للرياضة", on: .nth(2, .tuesday, of: 2), years: .from(2012)),
        HolidayRule("March Bank Holiday", local: "عطلة البنك", on: .nth(1, .sunday, of: 3), kind: .bank, years: .from(2010)),
        HolidayRule("Qatar National Day", local: "اليوم الوطني لقطر", on: .fixed(month: 12, day: 18), years: .from(2007)),
        HolidayRule(names: [qatariFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [qatariFitr], on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(names: [qatariFitr], on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule(names: [qatariAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [qatariAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
        HolidayRule(names: [qatariAdha], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha (3)"),
    ]
}
