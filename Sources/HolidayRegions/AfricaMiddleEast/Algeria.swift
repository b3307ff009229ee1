import HolidayEngine

// Algeria: the paid holidays of Loi n° 63-278 du 26 juillet 1963 fixant la liste des fêtes
// légales, as amended: the second day of Eid al-Adha by Ordonnance n° 68-419 du 26 juin 1968
// (from 1969); Independence Day renamed by Loi n° 05-06 (2005); the Amazigh New Year, first
// kept in 2018 and confirmed by Loi n° 18-12 (2018); the third days of Eid al-Fitr (from 2024)
// and of Eid al-Adha (from 2023) by Loi n° 23-10 (2023). The Islamic holidays follow the
// sighting the Ministry of Religious Affairs announces; no table of Algeria's own month starts
// is kept, so they are Umm al-Qura's dates, all estimated.
//
// The 1963 law also gives Christian and Jewish holidays to those who keep them; they are not
// days off for everyone and are left out here.
//
// The weekend: Saturday and Sunday until 1976, Thursday and Friday from 1976 (the day in
// 1976 is not recorded in the sources found; the whole year is counted, as python-holidays
// 0.108 does), Friday and Saturday from Friday 14 August 2009 (décret exécutif n° 09-244 du
// 22 juillet 2009).
//
// Known from 1964, the first whole year of the 1963 law.

extension Country {
    /// Algeria: paid public holidays, known from 1964.
    public static let algeria = Country(
        "DZ", "Algeria", local: "الجزائر", languages: ["ar", "fr"], firstWeekday: .monday,
        weekend: WeekendHistory(
            .saturdaySunday,
            changes: [
                (from: CivilDate(1976, 1, 1), mask: WeekendMask([.thursday, .friday])!),
                (from: CivilDate(2009, 8, 14), mask: .fridaySaturday),
            ]),
        known: .from(1964),
        kinds: [.public], sources: "Loi n° 63-278 du 26 juillet 1963, as amended (Ordonnance n° 68-419; Lois n° 05-06, "
            + "18-12, 23-10); décret exécutif n° 09-244 du 22 juillet 2009 (the weekend)",
        rules: { algerianHolidays })

    private static let algerianEidAlFitr: [String: String] = ["": "عيد الفطر", "fr": "Aïd el-Fitr"]
    private static let algerianEidAlAdha: [String: String] = ["": "عيد الأضحى", "fr": "Aïd el-Adha"]

    /// The paid holidays, in the order of the year.
    private static let algerianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "رأس السنة الميلادية", "fr": "Jour de l'an"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Amazigh New Year", ["": "رأس السنة الأمازيغية", "fr": "Yennayer"], on: .fixed(month: 1, day: 12),
            years: .from(2018)),
        HolidayRule("Labour Day", ["": "عيد العمال", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            names: [
                HolidayName(
                    "Independence and National Liberation Front Day",
                    ["": "عيد الاستقلال وجبهة التحرير الوطني", "fr": "Fête de l'Indépendance et du FLN"],
                    years: .through(2004)),
                HolidayName(
                    "Independence Day", ["": "عيد الاستقلال", "fr": "Fête de l'Indépendance"], years: .from(2005)),
            ],
            on: .fixed(month: 7, day: 5)),
        HolidayRule(
            "Revolution Day", ["": "عيد الثورة", "fr": "Fête de la Révolution"], on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Islamic New Year", ["": "رأس السنة الهجرية", "fr": "Awal Muharram"], on: .hijri(.muharram, 1)),
        HolidayRule("Ashura", ["": "عاشوراء", "fr": "Achoura"], on: .hijri(.muharram, 10)),
        HolidayRule(
            "Prophet's Birthday", ["": "المولد النبوي الشريف", "fr": "Mawlid Ennabaoui"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", algerianEidAlFitr, on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Fitr", algerianEidAlFitr, on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule(
            "Eid al-Fitr", algerianEidAlFitr, on: .hijri(.shawwal, 3), years: .from(2024), key: "Eid al-Fitr (3)"),
        HolidayRule("Eid al-Adha", algerianEidAlAdha, on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(
            "Eid al-Adha", algerianEidAlAdha, on: .hijri(.dhuAlHijjah, 11), years: .from(1969), key: "Eid al-Adha (2)"),
        HolidayRule(
            "Eid al-Adha", algerianEidAlAdha, on: .hijri(.dhuAlHijjah, 12), years: .from(2023), key: "Eid al-Adha (3)"),
    ]
}
