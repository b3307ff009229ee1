import HolidayEngine

// Singapore: the public holidays of the Holidays Act (1968, revised edition 1998, Cap. 126)
// and its Schedule, as the Ministry of Manpower lists them each year; the Act's section 4(2):
// a holiday of the Schedule on a Sunday gives the next day that is not itself a public
// holiday (applied from 1998, as python-holidays 0.108 applies it).
//
// - The Schedule: New Year's Day, two days of Chinese New Year, Hari Raya Puasa, Good Friday,
//   Labour Day, Vesak Day, National Day (9 August), Hari Raya Haji, Deepavali, Christmas Day.
//   Until 1968 the colony's list also had the second day of Hari Raya Puasa, Holy Saturday,
//   Easter Monday and Boxing Day (python-holidays 0.108).
// - Hari Raya Puasa and Hari Raya Haji: as MUIS fixes them (`HijriCalendar.singapore`).
// - Vesak Day and Deepavali: the Ministry of Manpower's dates 2001-2027
//   (`FestivalTable.singaporeVesak`, `.singaporeDeepavali`), the computed ones, estimated,
//   in the other years.
// - Chinese New Year: the lunar new year at UTC+8; in 2006 and 2007, when its first day was a
//   Sunday, the Ministry of Manpower's lists gave the Monday and Tuesday as its two days.
// - Polling Days (Parliamentary Elections Act s. 34) and the SG50 holiday of 7 August 2015,
//   each declared by the President (the Ministry of Manpower's press releases).
//
// The weekend: Saturday and Sunday. Known from 1965, the year Singapore became a state of its
// own (9 August 1965); python-holidays 0.108 lists the colony's holidays from 1901, the years
// 1950-1964 of which holical declines.

extension Country {
    /// Singapore: public holidays of the Holidays Act, known from 1965.
    public static let singapore = Country(
        "SG", "Singapore", local: "Singapore", languages: ["en", "ms", "zh-Hans", "ta"], firstWeekday: .monday,
        weekend: .saturdaySunday, known: .from(1965),
        observedSuffix: ["en": " (observed)"], islamic: .singapore, lunisolar: .chinese,
        kinds: [.public], sources: "Holidays Act 1998 (Cap. 126) and its Schedule; the Ministry of Manpower's yearly lists of "
            + "public holidays and its press releases on Polling Days and the SG50 holiday",
        rules: { singaporeanHolidays + singaporeanOneOffs })

    /// A holiday on a Sunday: the next day that is no public holiday (Holidays Act s. 4(2));
    /// "the day next following" is one day, however many holidays the Sunday holds.
    private static let singaporeSunday: [Observance] = [.substitute(.from(1998), on: [.sunday], oncePerDate: true)]

    /// A name in English with its Malay, Chinese and Tamil names.
    private static func singaporean(_ english: String, _ malay: String, _ chinese: String, _ tamil: String) -> HolidayName {
        HolidayName(english, ["ms": malay, "zh-Hans": chinese, "ta": tamil])
    }

    private static let singaporeChineseNewYear = singaporean("Chinese New Year", "Tahun Baru Cina", "农历新年", "சீனப் புத்தாண்டு")

    /// The holidays of the Schedule and, until 1968, the colony's, in the order of the year.
    private static let singaporeanHolidays: [HolidayRule] =
        [
            HolidayRule(
                names: [singaporean("New Year's Day", "Tahun Baru", "元旦", "புத்தாண்டு")], on: .fixed(month: 1, day: 1),
                observed: singaporeSunday),
        ]
        // The Ministry of Manpower's lists for 2006 and 2007: the Monday and Tuesday.
        + HolidayRule.moved(
            [singaporeChineseNewYear], on: .chinese(1, 1), years: .always,
            to: [CivilDate(2006, 1, 30), CivilDate(2007, 2, 19)], observed: singaporeSunday)
        + HolidayRule.moved(
            [singaporeChineseNewYear], on: .chinese(1, 2), years: .always,
            to: [CivilDate(2006, 1, 31), CivilDate(2007, 2, 20)], observed: singaporeSunday,
            key: "Chinese New Year (second day)")
        + [
            HolidayRule(
                names: [singaporean("Hari Raya Puasa", "Hari Raya Puasa", "开斋节", "நோன்புப் பெருநாள்")],
                on: .hijri(.shawwal, 1), observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("Second Day of Hari Raya Puasa", "Hari Raya Puasa Kedua", "开斋节第二天", "நோன்புப் பெருநாள் இரண்டாம் நாள்")],
                on: .hijri(.shawwal, 2), years: .through(1968)),
            HolidayRule(
                names: [singaporean("Hari Raya Haji", "Hari Raya Haji", "哈芝节", "ஹஜ்ஜுப் பெருநாள்")],
                on: .hijri(.dhuAlHijjah, 10), observed: singaporeSunday),
            HolidayRule(names: [singaporean("Good Friday", "Jumaat Agung", "耶稣受难日", "புனித வெள்ளி")], on: .easter(-2)),
            HolidayRule(
                names: [singaporean("Holy Saturday", "Sabtu Suci", "复活节前夕", "புனித சனி")], on: .easter(-1),
                years: .through(1968)),
            HolidayRule(
                names: [singaporean("Easter Monday", "Isnin Easter", "复活节星期一", "உயிர்ப்பு ஞாயிறுக்குப் பின் திங்கள்")],
                on: .easter(1), years: .through(1968)),
            HolidayRule(
                names: [singaporean("Labour Day", "Hari Buruh", "劳动节", "தொழிலாளர் தினம்")], on: .fixed(month: 5, day: 1),
                observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("Vesak Day", "Hari Wesak", "卫塞节", "விசாக தினம்")],
                on: .buddhist(.vesak, list: .singaporeVesak), observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("National Day", "Hari Kebangsaan", "国庆日", "தேசிய தினம்")], on: .fixed(month: 8, day: 9),
                observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("Deepavali", "Deepavali", "屠妖节", "தீபாவளி")],
                on: .hindu(.deepavali, list: .singaporeDeepavali), observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("Christmas Day", "Hari Krismas", "圣诞节", "கிறிஸ்துமஸ்")], on: .fixed(month: 12, day: 25),
                observed: singaporeSunday),
            HolidayRule(
                names: [singaporean("Boxing Day", "Hari Boxing", "节礼日", "பாக்சிங் நாள்")], on: .fixed(month: 12, day: 26),
                years: .through(1968)),
        ]

    /// Polling Days and the SG50 holiday, each declared once (the Ministry of Manpower's press
    /// releases; the Polling Days of 2001, 2006 and 2011 from its lists of those years).
    private static let singaporeanOneOffs: [HolidayRule] = [
        CivilDate(2001, 11, 3), CivilDate(2006, 5, 6), CivilDate(2011, 5, 7), CivilDate(2015, 9, 11),
        CivilDate(2020, 7, 10), CivilDate(2023, 9, 1), CivilDate(2025, 5, 3),
    ].map { .oneOff(singaporean("Polling Day", "Hari Mengundi", "投票日", "வாக்களிப்பு நாள்"), on: $0) }
        + [.oneOff(singaporean("SG50 Public Holiday", "Cuti Umum SG50", "SG50公共假日", "SG50 பொது விடுமுறை"), on: CivilDate(2015, 8, 7))]
}
