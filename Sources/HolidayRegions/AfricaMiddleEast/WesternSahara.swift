import HolidayEngine

// Western Sahara: the national holidays of the Sahrawi Arab Democratic Republic's Constitution,
// adopted by the Polisario Front's 10th Congress on 4 September 1999 (art. on the national
// holidays): the proclamation of the Republic (27 February 1976), the first martyr (8 March),
// the founding of the Front (10 May 1973), the start of the armed struggle (20 May 1973),
// Martyrs' Day (9 June), the Zemla uprising (17 June 1970) and National Unity Day (12 October
// 1975). The Constitution of 19 October 2003 adds the Islamic holidays: Eid al-Fitr from 2003,
// the Islamic New Year, the Prophet's Birthday and Eid al-Adha from 2004. No table of the
// months as observed there is kept, so they are Umm al-Qura's dates, all estimated.
//
// The territory is disputed; these are the holidays of the Republic's institutions. No source
// on the weekend was found: Saturday and Sunday, as python-holidays 0.108 has it.
//
// Known from 2000, the first year of the 1999 Constitution.

extension Country {
    /// Western Sahara: the Sahrawi Republic's national holidays, known from 2000.
    public static let westernSahara = Country(
        "EH", "Western Sahara", local: "الصحراء الغربية", languages: ["ar", "es"], firstWeekday: .monday,
        known: .from(2000),
        kinds: [.public], sources: "The Constitutions of the Sahrawi Arab Democratic Republic (1999, 2003, 2011, 2015, 2019)",
        rules: { sahrawiHolidays })

    /// The national holidays, in the order of the year.
    private static let sahrawiHolidays: [HolidayRule] = [
        HolidayRule(
            "Proclamation of the SADR",
            ["": "إعلان الجمهورية العربية الصحراوية الديمقراطية", "es": "Proclamación de la RASD"],
            on: .fixed(month: 2, day: 27)),
        HolidayRule(
            "First Martyr", ["": "يوم الشهيد الأول", "es": "Día del Primer Mártir"], on: .fixed(month: 3, day: 8)),
        HolidayRule(
            "Founding of the Polisario Front",
            ["": "تأسيس الجبهة الشعبية لتحرير الساقية الحمراء ووادي الذهب", "es": "Fundación del Frente Polisario"],
            on: .fixed(month: 5, day: 10)),
        HolidayRule(
            "Start of the Armed Struggle", ["": "اندلاع الكفاح المسلح", "es": "Inicio de la Lucha Armada"],
            on: .fixed(month: 5, day: 20)),
        HolidayRule("Martyrs' Day", ["": "يوم الشهداء", "es": "Día de los Mártires"], on: .fixed(month: 6, day: 9)),
        HolidayRule(
            "Uprising Day", ["": "يوم الانتفاضة", "es": "Día del Levantamiento de Zemla"], on: .fixed(month: 6, day: 17)),
        HolidayRule(
            "National Unity Day", ["": "عيد الوحدة الوطنية", "es": "Día de la Unidad Nacional"],
            on: .fixed(month: 10, day: 12)),
        HolidayRule(
            "Islamic New Year", ["": "رأس السنة الهجرية", "es": "Año Nuevo islámico"], on: .hijri(.muharram, 1),
            years: .from(2004)),
        HolidayRule(
            "Prophet's Birthday", ["": "المولد النبوي الشريف", "es": "Nacimiento del Profeta"],
            on: .hijri(.rabiAlAwwal, 12), years: .from(2004)),
        HolidayRule(
            "Eid al-Fitr", ["": "عيد الفطر المبارك", "es": "Eid al-Fitr"], on: .hijri(.shawwal, 1), years: .from(2003)),
        HolidayRule(
            "Eid al-Adha", ["": "عيد الأضحى المبارك", "es": "Eid al-Adha"], on: .hijri(.dhuAlHijjah, 10),
            years: .from(2004)),
    ]
}
