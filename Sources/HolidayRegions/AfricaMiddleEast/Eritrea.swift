import HolidayEngine

// Eritrea: the public holidays as the Government lists them (the Ministry of Information;
// Eritrea's embassy in Washington, "National dates"): the national days of Independence
// (24 May 1991), the Martyrs (20 June) and the Revolution (1 September 1961, the start of the
// armed struggle), Women's Day, New Year's Day and Labour Day; the Christian feasts of the
// Eritrean Orthodox Church, which keeps the Ethiopian calendar (Christmas on 25 December
// Julian, Epiphany on 11 Tir, Good Friday and Easter by the Julian computus, the New Year on
// 1 Meskerem, Meskel on 17 Meskerem); and the Prophet's Birthday and the two Eids. No table of
// the months as observed there is kept, so the Islamic days are Umm al-Qura's dates, all
// estimated. Fenkil Day (10 February), a day off for the government only, is left out.
//
// Known from 1994, the first whole year after independence was proclaimed (24 May 1993).

extension Country {
    /// Eritrea: public holidays, known from 1994.
    public static let eritrea = Country(
        "ER", "Eritrea", local: "ኤርትራ", languages: ["ti", "ar"], firstWeekday: .monday, known: .from(1994),
        kinds: [.public], sources: "The Government's list of public holidays (Ministry of Information; the embassy in "
            + "Washington's national dates)",
        rules: { eritreanHolidays })

    /// The public holidays, in the order of the year.
    private static let eritreanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "ሓዲሽ ዓመት", "ar": "رأس السنة الميلادية"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Orthodox Christmas", ["": "ልደት", "ar": "عيد الميلاد المجيد"], on: .julian(month: 12, day: 25)),
        HolidayRule(
            "Epiphany", ["": "ጥምቀት", "ar": "عيد الغطاس"], on: .ethiopian(month: .tir, day: 11)),
        HolidayRule("Women's Day", ["": "መዓልቲ ኣነስቲ", "ar": "يوم المرأة"], on: .fixed(month: 3, day: 8)),
        HolidayRule("Good Friday", ["": "ዓርቢ ስቅለት", "ar": "الجمعة العظيمة"], on: .orthodoxEaster(-2)),
        HolidayRule("Orthodox Easter", ["": "ፋሲካ", "ar": "عيد الفصح"], on: .orthodoxEaster(0)),
        HolidayRule(
            "International Workers' Day", ["": "ዓለማዊ መዓልቲ ሰራሕተኛታት", "ar": "عيد العمال"],
            on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Independence Day", ["": "መዓልቲ ናጽነት", "ar": "عيد الاستقلال"], on: .fixed(month: 5, day: 24)),
        HolidayRule("Martyrs' Day", ["": "መዓልቲ ስውኣት", "ar": "يوم الشهداء"], on: .fixed(month: 6, day: 20)),
        HolidayRule(
            "Revolution Day", ["": "ባሕቲ መስከረም", "ar": "ذكرى انطلاق الكفاح المسلح"], on: .fixed(month: 9, day: 1)),
        HolidayRule(
            "Ethiopian New Year", ["": "ሓድሽ ዓመት ግእዝ", "ar": "رأس السنة الجعزية"],
            on: .ethiopian(month: .meskerem, day: 1)),
        HolidayRule(
            "Finding of the True Cross", ["": "መስቀል", "ar": "عيد الصليب"], on: .ethiopian(month: .meskerem, day: 17)),
        HolidayRule(
            "Prophet's Birthday", ["": "መውሊድ", "ar": "المولد النبوي الشريف"], on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", ["": "ዒድ ኣልፈጥር", "ar": "عيد الفطر"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", ["": "ዒድ ኣልኣድሓ", "ar": "عيد الأضحى"], on: .hijri(.dhuAlHijjah, 10)),
    ]
}
