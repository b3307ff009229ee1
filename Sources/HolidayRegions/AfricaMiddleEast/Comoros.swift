import HolidayEngine

// Comoros: the public holidays as the Government lists them: New Year's Day, the day of Cheikh
// al-Maarouf (18 March), Labour Day, National Day (independence, 6 July 1975), Maore Day
// (12 November, for Mayotte's claim; from 2006), Christmas, and the Islamic holidays (the
// Islamic New Year, the Prophet's Birthday, Isra and Mi'raj, three days of Eid al-Fitr and two
// of Eid al-Adha; HijriCalendar.comoros). Presidential decrees gave single days off:
// Décret N°24-056/PR (13 April 2024) and Décret N°25-008/PR (30 January 2025, an election day).
//
// No source on the weekend was found: Saturday and Sunday, as python-holidays 0.108 has it.
// Known from 1976, the first whole year of independence.

extension Country {
    /// Comoros: public holidays, known from 1976.
    public static let comoros = Country(
        "KM", "Comoros", local: "Comores", languages: ["fr", "ar"], firstWeekday: .monday, known: .from(1976),
        islamic: .comoros,
        kinds: [.public], sources: "The Government's list of public holidays; Décrets N°24-056/PR and N°25-008/PR",
        rules: { comorianHolidays + comorianDecreedDays })

    private static let comorianEidAlFitr: [String: String] = ["": "Aïd el-Fitr", "ar": "عيد الفطر"]
    private static let comorianEidAlAdha: [String: String] = ["": "Aïd el-Kabir", "ar": "عيد الأضحى"]

    /// The public holidays, in the order of the year.
    private static let comorianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Jour de l'an", "ar": "رأس السنة الميلادية"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Cheikh al-Maarouf Day", ["": "Journée de Cheikh al-Maarouf", "ar": "يوم الشيخ المعروف"],
            on: .fixed(month: 3, day: 18)),
        HolidayRule("Labour Day", ["": "Fête du Travail", "ar": "عيد العمال"], on: .fixed(month: 5, day: 1)),
        HolidayRule("National Day", ["": "Fête nationale", "ar": "العيد الوطني"], on: .fixed(month: 7, day: 6)),
        HolidayRule(
            "Maore Day", ["": "Journée Maore", "ar": "يوم ماوري"], on: .fixed(month: 11, day: 12), years: .from(2006)),
        HolidayRule("Christmas Day", ["": "Noël", "ar": "عيد الميلاد"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Islamic New Year", ["": "Nouvel an de l'Hégire", "ar": "رأس السنة الهجرية"], on: .hijri(.muharram, 1)),
        HolidayRule(
            "Prophet's Birthday", ["": "Maoulid", "ar": "المولد النبوي الشريف"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Isra and Mi'raj", ["": "Miradj", "ar": "الإسراء والمعراج"], on: .hijri(.rajab, 27)),
        HolidayRule("Eid al-Fitr", comorianEidAlFitr, on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Fitr", comorianEidAlFitr, on: .hijri(.shawwal, 2), key: "Eid al-Fitr (2)"),
        HolidayRule("Eid al-Fitr", comorianEidAlFitr, on: .hijri(.shawwal, 3), key: "Eid al-Fitr (3)"),
        HolidayRule("Eid al-Adha", comorianEidAlAdha, on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Eid al-Adha", comorianEidAlAdha, on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
    ]

    /// Days off the President's decrees gave once.
    private static let comorianDecreedDays: [HolidayRule] = [
        .oneOff("National Holiday", ["": "Jour férié national", "ar": "عطلة وطنية"], on: CivilDate(2024, 4, 13)),
        .oneOff(
            "Election Day", ["": "Journée électorale", "ar": "يوم الانتخابات"], on: CivilDate(2025, 1, 30)),
    ]
}
