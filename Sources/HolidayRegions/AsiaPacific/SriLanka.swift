import HolidayEngine

// Sri Lanka: the public holidays of the Holidays Act No. 29 of 1971 (amended by Act No. 21 of
// 1991) as the Ministry of Public Administration's yearly lists date them (the Gazette's
// calendars of public, bank and mercantile holidays, documents.gov.lk, 2003-2026), and the
// special holidays and special bank holidays the government declared:
//
// - Tamil Thai Pongal Day (14 or 15 January, as each list dates it), Independence Day
//   (4 February, 1948), Maha Sivarathri Day, the Day Before Sinhala and Tamil New Year and
//   the New Year (13 and 14 April, or 12 and 13), Good Friday, International Workers' Day,
//   Diwali (from 2004; a working day on the list of 2003), Christmas Day.
// - Every full moon (poya) day of the Sinhala calendar (SinhalaPoya), the day after Vesak
//   Poya, and each year's adhi (extra) poya.
// - Eid al-Fitr, Eid al-Adha and the Prophet's Birthday, on the Islamic calendar as Sri
//   Lanka observes it (HijriCalendar.sriLanka).
// - Special public holidays and special bank holidays declared for one year (bridge days,
//   elections, the Covid-19 closure of March 2020, the fuel crisis of 2022).
//
// Known for 2003-2026, the years the lists are kept (as python-holidays 0.108): the poya days
// and the days of Pongal and of the New Year are set each year by the list, with no rule to
// forecast them. Left out: python-holidays' `government` category (the public sector's days
// off of 2020 and 2022). Weekend Saturday and Sunday; no substitute days.

extension Country {
    /// Sri Lanka: public and bank holidays, known for 2003-2026.
    public static let sriLanka = Country(
        "LK", "Sri Lanka", local: "ශ්‍රී ලංකාව", languages: ["si", "ta", "en"], firstWeekday: .sunday,
        known: YearSet(2003, 2026), islamic: .sriLanka,
        kinds: [.public, .bank, .observance], sources: "Holidays Act No. 29 of 1971 and No. 21 of 1991; the Ministry of Public Administration's "
            + "yearly lists of public, bank and mercantile holidays (2003-2026)",
        rules: { sriLankanHolidays + mahaSivarathri + sriLankanPoyaDays + sriLankanIslamicHolidays + sriLankanSpecialDays })

    /// The New Year's day, 13 April in these years (the list's), 14 April in the others.
    private static let newYearOnThe13th: YearSet = .years(2004, 2008, 2012, 2020, 2024)
    private static let newYearOnThe14th: YearSet = YearSet(2003, 2026).except(2004, 2008, 2012, 2020, 2024)
    /// Thai Pongal on 14 January in these years (the list's), 15 January in the others.
    private static let pongalOnThe14th: YearSet = .years(2005, 2006, 2009, 2010, 2013, 2014, 2017, 2018, 2021, 2022, 2025)

    private static let pongal = HolidayName(
        "Tamil Thai Pongal Day", ["": "දෙමළ තෛපොංැලල් දිනය", "ta": "தமிழ் தைப்பொங்கல் தினம்"])
    private static let newYear = HolidayName(
        "Sinhala and Tamil New Year", ["": "සිංහල හා දෙමළ අලුත් අවුරුදු දිනය", "ta": "சிங்கள, தமிழ் புத்தாண்டு தினம்"])
    private static let newYearsEve = HolidayName(
        "Day Before Sinhala and Tamil New Year",
        ["": "සිංහල හා දෙමළ අලුත් අවුරුදු දිනට පෙර දිනය", "ta": "சிங்கள, தமிழ் புத்தாண்டிற்கு முன்னைய தினம்"])
    private static let diwali = HolidayName("Diwali", ["": "දීපවාලි උත්සව දිනය", "ta": "தீபாவளிப் பண்டிகை தினம்"])

    /// The holidays of the Gregorian and Hindu calendars, in the order of the year.
    private static let sriLankanHolidays: [HolidayRule] = [
        HolidayRule(names: [pongal], on: .fixed(month: 1, day: 14), years: pongalOnThe14th),
        HolidayRule(
            names: [pongal], on: .fixed(month: 1, day: 15), years: .always.except(pongalOnThe14th),
            key: "Tamil Thai Pongal Day (15 January)"),
        HolidayRule("Independence Day", ["": "නිදහස් සමරු දිනය", "ta": "சுதந்திர தினம்"], on: .fixed(month: 2, day: 4)),
        HolidayRule(names: [newYearsEve], on: .fixed(month: 4, day: 12), years: newYearOnThe13th),
        HolidayRule(names: [newYear], on: .fixed(month: 4, day: 13), years: newYearOnThe13th),
        HolidayRule(
            names: [newYearsEve], on: .fixed(month: 4, day: 13), years: newYearOnThe14th,
            key: "Day Before Sinhala and Tamil New Year (13 April)"),
        HolidayRule(
            names: [newYear], on: .fixed(month: 4, day: 14), years: newYearOnThe14th,
            key: "Sinhala and Tamil New Year (14 April)"),
        HolidayRule("Good Friday", ["": "මහ සිකුරාදා දිනය", "ta": "பெரிய வெள்ளிக்கிழமை"], on: .easter(-2)),
        HolidayRule(
            "International Workers' Day", ["": "ලොක කම්කරු දිනය", "ta": "சர்வதேச தொழிலாளர்கள் தினம்"],
            on: .fixed(month: 5, day: 1)),
        HolidayRule(names: [diwali], on: .hindu(.deepavali, list: .sriLankaDeepavali), years: .from(2004)),
        HolidayRule("Christmas Day", ["": "නත්තල් උත්සව දිනය", "ta": "நத்தார் பண்டிகை"], on: .fixed(month: 12, day: 25)),
    ]

    /// Maha Sivarathri: the almanac's day (HinduFestival.mahaShivaratri), but in 2010, when the
    /// list dated it 13 March, a lunar month after India's 12 February.
    private static let mahaSivarathri: [HolidayRule] = HolidayRule.moved(
        [HolidayName("Maha Sivarathri Day", ["": "මහ සිවරාත්රි දිනය", "ta": "மகா சிவராத்திரி தினம்"])],
        on: .hindu(.mahaShivaratri, list: nil), years: .always, to: [CivilDate(2010, 3, 13)])

    /// The full moon poya days (SinhalaPoya, the lists' dates), in the order of the year.
    private static let sriLankanPoyaDays: [HolidayRule] = [
        poya("Duruthu", "දුරුතු", "துருத்து", .duruthu),
        poya("Nawam", "නවම්", "நவம்", .nawam),
        poya("Medin", "මැදින්", "மெதின்", .medin),
        poya("Bak", "බක්", "பக்", .bak),
        poya("Vesak", "වෙසක්", "வெசாக்", .vesak),
        HolidayRule(
            "Day Following Vesak Full Moon Poya Day",
            ["": "වෙසක් පුර පසළොස්වක පෝය දිනට පසු දිනය", "ta": "வெசாக் முழு நோன்மதி தினத்திற்கு அடுத்த நாள்"],
            on: .sinhala(.vesak).shifted(1)),
        poya("Poson", "පොසොන්", "பொசொன்", .poson),
        poya("Esala", "ඇසල", "எசல", .esala),
        poya("Nikini", "නිකිණි", "நிக்கினி", .nikini),
        poya("Binara", "බිනර", "பினர", .binara),
        poya("Vap", "වප්", "வப்", .vap),
        poya("Il", "ඉල්", "இல்", .il),
        poya("Unduvap", "උඳුවප්", "உந்துவப்", .unduvap),
    ]

    /// A poya day named as the lists name it: "<month> Full Moon Poya Day".
    private static func poya(_ english: String, _ sinhala: String, _ tamil: String, _ day: SinhalaPoya) -> HolidayRule {
        HolidayRule(
            "\(english) Full Moon Poya Day", ["": "\(sinhala) පුර පසළොස්වක පෝය දිනය", "ta": "\(tamil) முழு நோன்மதி தினம்"],
            on: .sinhala(day))
    }

    /// The adhi (extra) poya of a year with an inserted month, named after the month it doubles.
    private static func adhiPoya(_ english: String, _ sinhala: String, _ tamil: String, on date: CivilDate) -> HolidayRule {
        .oneOff(
            "Adhi \(english) Full Moon Poya Day",
            ["": "අධි \(sinhala) පුර පසළොස්වක පෝය දිනය", "ta": "அதி-\(tamil) முழு நோன்மதி தினம்"], on: date)
    }

    /// The holidays of the Islamic calendar, in the order of its year.
    private static let sriLankanIslamicHolidays: [HolidayRule] = [
        HolidayRule("Eid al-Fitr", ["": "ඊදුල් ෆීතර්", "ta": "ஈதுல் பித்ர்"], on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", ["": "ඊදුල් අල්හා", "ta": "ஈதுல் அழ்ஹா"], on: .hijri(.dhuAlHijjah, 10)),
    ]
    // The list of 2015 dates the Prophet's Birthday on 4 January only (python-holidays 0.108
    // records no second one that December); holical follows it.
    + HolidayRule.moved(
        [HolidayName("Prophet's Birthday", ["": "නබි නායකතුමාගේ උපන් දිනය", "ta": "நபிகள் நாயகத்தின் பிறந்த தினம்"])],
        on: .hijri(.rabiAlAwwal, 12), years: .always, to: [CivilDate(2015, 1, 4)])

    private static let specialPublicHoliday = HolidayName(
        "Special Public Holiday", ["": "විශේෂ රජයේ නිවාඩු දිනය", "ta": "விசேட பொது விடுமுறை"])
    private static let specialBankHoliday = HolidayName(
        "Special Bank Holiday", ["": "විශේෂ බැංකු නිවාඩු දිනය", "ta": "விசேட வங்கி விடுமுறை"])
    private static let halfDaySpecialBankHoliday = HolidayName(
        "Half-Day Special Bank Holiday", ["": "දින භාගයක විශේෂ බැංකු නිවාඩු දිනය", "ta": "அரை நாள் விசேட வங்கி விடுமுறை"])

    /// Days declared for one year: the adhi poyas, special public holidays, special bank
    /// holidays (the Central Bank's lists), and Diwali of 2003, on the list but worked.
    private static let sriLankanSpecialDays: [HolidayRule] =
        [
            adhiPoya("Esala", "ඇසල", "எசல", on: CivilDate(2004, 7, 31)),
            adhiPoya("Poson", "පොසොන්", "பொசொன்", on: CivilDate(2007, 5, 31)),
            adhiPoya("Vesak", "වෙසක්", "வெசாக்", on: CivilDate(2010, 4, 28)),
            adhiPoya("Binara", "බිනර", "பினர", on: CivilDate(2012, 8, 31)),
            adhiPoya("Esala", "ඇසල", "எசல", on: CivilDate(2015, 7, 1)),
            adhiPoya("Poson", "පොසොන්", "பொசொன்", on: CivilDate(2018, 5, 29)),
            adhiPoya("Vap", "වප්", "வப்", on: CivilDate(2020, 10, 1)),
            adhiPoya("Esala", "ඇසල", "எசல", on: CivilDate(2023, 7, 3)),
            adhiPoya("Poson", "පොසොන්", "பொசொன்", on: CivilDate(2026, 5, 30)),
            .oneOff(diwali, on: CivilDate(2003, 10, 24), kind: .observance),
        ]
        + [
            (2012, 5, 7), (2013, 4, 15), (2016, 4, 15), (2019, 5, 20), (2020, 3, 16), (2020, 3, 17), (2020, 3, 18),
            (2020, 3, 19), (2022, 4, 11), (2022, 4, 12), (2022, 5, 2), (2024, 4, 15), (2024, 9, 29),
        ].map { year, month, day in HolidayRule.oneOff(specialPublicHoliday, on: CivilDate(year, month, day)) }
        + [
            (2005, 5, 2), (2005, 12, 26), (2007, 2, 5), (2007, 4, 3), (2008, 4, 18), (2011, 5, 2), (2011, 12, 26),
            (2012, 1, 16), (2012, 2, 10), (2012, 5, 7), (2013, 4, 15), (2014, 4, 15), (2015, 1, 5), (2016, 5, 2),
            (2016, 5, 23), (2016, 12, 26), (2018, 1, 15), (2018, 2, 5), (2019, 4, 15), (2019, 11, 11), (2020, 4, 14),
            (2022, 10, 10), (2022, 12, 26), (2023, 1, 16), (2025, 4, 15),
        ].map { year, month, day in HolidayRule.oneOff(specialBankHoliday, on: CivilDate(year, month, day), kind: .bank) }
        + [(2021, 4, 30), (2021, 12, 24)].map { year, month, day in
            HolidayRule.oneOff(halfDaySpecialBankHoliday, on: CivilDate(year, month, day), kind: .bank)
        }
}
