import HolidayEngine

// Tunisia: the paid holidays of the State's employees, fixed by decree: the decree of
// 26 March 2011 (after the revolution: the Revolution and Youth Day on 14 January in place of
// 7 November and of Youth Day on 21 March), then Décret présidentiel n° 2021-223 du
// 7 décembre 2021, which keeps the Revolution on 17 December, the day the uprising began
// (17 December 2010), and drops 14 January (from 17 December 2021). The Islamic holidays follow
// the sighting the Mufti of the Republic announces; no table of Tunisia's own month starts is
// kept, so they are Umm al-Qura's dates, all estimated.
//
// Known from 2012, the first whole year of the 2011 decree. python-holidays 0.108 gives its
// present list for every year from 1950, though the lists of Bourguiba's and Ben Ali's years
// differed (Victory Day on 1 June, Youth Day on 2 June, then on 21 March, Bourguiba's birthday
// on 3 August, 7 November from 1988); those years are left out until they are encoded from
// their decrees.

extension Country {
    /// Tunisia: paid public holidays, known from 2012.
    public static let tunisia = Country(
        "TN", "Tunisia", local: "تونس", languages: ["ar", "fr"], firstWeekday: .monday, known: .from(2012),
        kinds: [.public], sources: "The decree of 26 March 2011 fixing the public holidays; Décret présidentiel n° 2021-223 "
            + "du 7 décembre 2021",
        rules: { tunisianHolidays })

    private static let tunisianEidAlFitr: [String: String] = ["": "عطلة عيد الفطر", "fr": "Congé de l'Aïd el-Fitr"]
    private static let tunisianEidAlAdha: [String: String] = ["": "عطلة عيد الأضحى", "fr": "Congé de l'Aïd el-Idha"]

    /// The paid holidays, in the order of the year.
    private static let tunisianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "رأس السنة الميلادية", "fr": "Jour de l'an"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Revolution and Youth Day", ["": "عيد الثورة والشباب", "fr": "Fête de la Révolution et de la Jeunesse"],
            on: .fixed(month: 1, day: 14), years: .through(2021)),
        HolidayRule(
            "Independence Day", ["": "عيد الاستقلال", "fr": "Fête de l'Indépendance"], on: .fixed(month: 3, day: 20)),
        HolidayRule("Martyrs' Day", ["": "عيد الشهداء", "fr": "Journée des Martyrs"], on: .fixed(month: 4, day: 9)),
        HolidayRule("Labour Day", ["": "عيد الشغل", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Republic Day", ["": "عيد الجمهورية", "fr": "Fête de la République"], on: .fixed(month: 7, day: 25)),
        HolidayRule("Women's Day", ["": "عيد المرأة", "fr": "Fête de la Femme"], on: .fixed(month: 8, day: 13)),
        HolidayRule("Evacuation Day", ["": "عيد الجلاء", "fr": "Fête de l'Évacuation"], on: .fixed(month: 10, day: 15)),
        HolidayRule(
            "Revolution Day", ["": "عيد الثورة", "fr": "Fête de la Révolution"], on: .fixed(month: 12, day: 17),
            years: .from(2021)),
        HolidayRule(
            "Islamic New Year", ["": "رأس السنة الهجرية", "fr": "Ras el-Am el-Hijri"], on: .hijri(.muharram, 1)),
        HolidayRule(
            "Prophet's Birthday", ["": "المولد النبوي الشريف", "fr": "Mouled"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", ["": "عيد الفطر", "fr": "Aïd el-Fitr"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Fitr Holiday", tunisianEidAlFitr, on: .hijri(.shawwal, 2)),
        HolidayRule("Eid al-Fitr Holiday", tunisianEidAlFitr, on: .hijri(.shawwal, 3), key: "Eid al-Fitr Holiday (2)"),
        HolidayRule("Day of Arafah", ["": "يوم عرفة", "fr": "Jour d'Arafat"], on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", ["": "عيد الأضحى", "fr": "Aïd el-Idha"], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Eid al-Adha Holiday", tunisianEidAlAdha, on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(
            "Eid al-Adha Holiday", tunisianEidAlAdha, on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha Holiday (2)"),
    ]
}
