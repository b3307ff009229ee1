import HolidayEngine

// Mauritania: the public holidays as the Government lists them each year (the Ministry of the
// Civil Service's yearly announcements): New Year's Day, Labour Day, Africa Day (the founding
// of the Organisation of African Unity, 25 May 1963), Independence Day (28 November 1960) and
// the Islamic holidays, two days of each Eid. The Islamic days follow the sighting the
// Government announces; no table of Mauritania's own month starts is kept, so they are Umm
// al-Qura's dates, all estimated.
//
// The weekend has changed five times since independence (the Mauritanian News Agency, 12
// September 2014): Saturday-Sunday until 1983, Thursday-Friday from 1983 (the day is not
// recorded in the sources found; from 1 January here), Friday-Saturday from 14 March 2001,
// Saturday-Sunday again after the Council of Ministers' vote of 6 April 2005 (IRIN, 6 April
// 2005: from the next week), Friday-Saturday from the decision of 13 December 2007, and
// Saturday-Sunday from 1 October 2014 (Reuters, 11 September 2014).
//
// Known from 1960, the year of independence (28 November 1960); python-holidays 0.108 gives the
// same list for 1950-1959 too, when there was no Mauritanian state to keep it.

extension Country {
    /// Mauritania: public holidays, known from 1960.
    public static let mauritania = Country(
        "MR", "Mauritania", local: "موريتانيا", languages: ["ar", "fr"], firstWeekday: .monday,
        weekend: WeekendHistory(
            .saturdaySunday,
            changes: [
                (from: CivilDate(1983, 1, 1), mask: WeekendMask([.thursday, .friday])!),
                (from: CivilDate(2001, 3, 14), mask: .fridaySaturday),
                (from: CivilDate(2005, 4, 9), mask: .saturdaySunday),
                (from: CivilDate(2007, 12, 13), mask: .fridaySaturday),
                (from: CivilDate(2014, 10, 1), mask: .saturdaySunday),
            ]),
        known: .from(1960),
        kinds: [.public], sources: "The Government's yearly lists of public holidays; the Council of Ministers' decisions on "
            + "the weekend (2001, 2005, 2007, 2014)",
        rules: { mauritanianHolidays })

    private static let mauritanianEidAlFitr: [String: String] = ["": "عيد الفطر", "fr": "Aïd el-Fitr"]
    private static let mauritanianEidAlAdha: [String: String] = ["": "عيد الأضحى", "fr": "Aïd el-Adha"]

    /// The public holidays, in the order of the year.
    private static let mauritanianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "رأس السنة الميلادية", "fr": "Jour de l'an"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Labour Day", ["": "عيد العمال", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Africa Day", ["": "يوم أفريقيا", "fr": "Journée de l'Afrique"], on: .fixed(month: 5, day: 25),
            years: .from(1963)),
        HolidayRule(
            "Independence Day", ["": "عيد الاستقلال", "fr": "Fête de l'Indépendance"], on: .fixed(month: 11, day: 28)),
        HolidayRule(
            "Islamic New Year", ["": "رأس السنة الهجرية", "fr": "Nouvel an de l'Hégire"], on: .hijri(.muharram, 1)),
        HolidayRule(
            "Prophet's Birthday", ["": "المولد النبوي الشريف", "fr": "Mawlid"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", mauritanianEidAlFitr, on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Fitr", mauritanianEidAlFitr, on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule("Eid al-Adha", mauritanianEidAlAdha, on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Eid al-Adha", mauritanianEidAlAdha, on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
    ]
}
