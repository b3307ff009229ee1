import HolidayEngine

// Bhutan: the national holidays of the Ministry of Home (and Cultural) Affairs' yearly
// holiday lists, 2007-2026 (mohca.gov.bt, moha.gov.bt; the Royal Civil Service Commission's
// list of 2007):
//
// - Fixed days: the King's birthday (21-23 February), the Third Druk Gyalpo's birthday
//   (2 May), the Coronation (1 November), the Fourth Druk Gyalpo's birthday and Constitution
//   Day (11 November), National Day (17 December).
// - On the Bhutanese (Tibetan) calendar (TibetanFestival, Bhutan's own list where it has one):
//   the Traditional Day of Offering, Losar (two days), the death of the Zhabdrung, the Lord
//   Buddha's Parinirvana, Guru Rinpoche's birthday, the First Sermon, the Descending Day of
//   Lord Buddha; Dassain (HinduFestival.dussehra, Bhutan's list).
// - The Winter Solstice (Nyilo: 2 January, 3 January 2019, 1 January 2022) and the Blessed
//   Rainy Day (from 2010: 23 September, 24 September every fourth year from 2011; 22 September
//   2012 and 2015, 21 October 2013), as the lists dated them; later years follow the same
//   pattern, as python-holidays 0.108 extrapolates them (no rule for either was found).
// - Thimphu (15): the Thimphu Drubchoe and the three days of the Thimphu Tshechu.
//
// Weekend: Saturday and Sunday (python-holidays 0.108 too; government offices' half day on
// Saturday is not encoded). No substitute days. Known from 2007, the first year of the lists
// (python-holidays 0.108's first year).

extension Country {
    /// Bhutan: public holidays of the national lists and Thimphu's festival days, known from 2007.
    public static let bhutan = Country(
        "BT", "Bhutan", local: "འབྲུག་ཡུལ་", languages: ["dz"], firstWeekday: .monday,
        known: .from(2007),
        kinds: [.public], sources: "Ministry of Home and Cultural Affairs, yearly lists of national holidays (2007-2026)",
        rules: { bhutaneseHolidays },
        subdivisions: [
            Subdivision("11", "Paro"),
            Subdivision("12", "Chhukha"),
            Subdivision("13", "Haa"),
            Subdivision("14", "Samtse"),
            Subdivision("15", "Thimphu", rules: { thimphuHolidays }),
            Subdivision("21", "Tsirang"),
            Subdivision("22", "Dagana"),
            Subdivision("23", "Punakha"),
            Subdivision("24", "Wangdue Phodrang"),
            Subdivision("31", "Sarpang"),
            Subdivision("32", "Trongsa"),
            Subdivision("33", "Bumthang"),
            Subdivision("34", "Zhemgang"),
            Subdivision("41", "Trashigang"),
            Subdivision("42", "Monggar"),
            Subdivision("43", "Pema Gatshel"),
            Subdivision("44", "Lhuentse"),
            Subdivision("45", "Samdrup Jongkhar"),
            Subdivision("GA", "Gasa"),
            Subdivision("TY", "Trashi Yangtse"),
        ])

    private static let kingsBirthday = HolidayName(
        "Birth Anniversary of His Majesty the King", local: "མི་དབང་མངའ་བདག་རིན་པོ་ཆེའི་འཁྲུངས་སྐར་དུས་ཆེན་ངལ་གསོལ།")
    private static let winterSolstice = HolidayName("Winter Solstice", local: "དགུན་ཉི་ལྡོག་གི་ངལ་གསོལ།")
    private static let losar = HolidayName("Losar", local: "གནམ་ལོ་གསར་ཚེས་ཀྱིས་དུས་སྟོན་ངལ་གསོལ།")
    private static let blessedRainyDay = HolidayName("Blessed Rainy Day", local: "རྒྱལ་ཡོངས་ཁྲུས་བབས་ངལ་གསོ།")
    /// The Blessed Rainy Day on 24 September: every fourth year from 2011, but 2015.
    private static let rainyDayOnThe24th: YearSet = .years([2011] + Array(stride(from: 2019, through: 2100, by: 4)))

    /// The national holidays, in the order of the year.
    private static let bhutaneseHolidays: [HolidayRule] = [
        HolidayRule(names: [winterSolstice], on: .fixed(month: 1, day: 2), years: .always.except(2019, 2022)),
        .oneOff(winterSolstice, on: CivilDate(2019, 1, 3)),
        .oneOff(winterSolstice, on: CivilDate(2022, 1, 1)),
        HolidayRule(
            "Traditional Day of Offering", local: "སྔར་སྲོལ་འབུལ་བའི་ལོ་གསར་གྱི་ངལ་གསོལ།", on: .tibetan(.dayOfOffering, list: nil)),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 2, day: 21)),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 2, day: 22), key: "Birth Anniversary of His Majesty the King (2)"),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 2, day: 23), key: "Birth Anniversary of His Majesty the King (3)"),
        HolidayRule(names: [losar], on: .tibetan(.losar, list: nil)),
        HolidayRule(names: [losar], on: DateRule.tibetan(.losar, list: nil).shifted(1), key: "Losar (2)"),
        HolidayRule(
            "Birth Anniversary of the 3rd Druk Gyalpo", local: "མི་དབང་འབྲུག་རྒྱལ་གསུམ་པའི་འཁྲུངས་སྐར་དུས་ཆེན་ངལ་གསོལ།",
            on: .fixed(month: 5, day: 2)),
        HolidayRule(
            "Death Anniversary of Zhabdrung", local: "མཐུ་ཆེན་ཆོས་ཀྱི་རྒྱལ་པོའི་དུས་ཆེན་ངལ་གསོལ།",
            on: .tibetan(.deathOfZhabdrung, list: nil)),
        HolidayRule(
            "Lord Buddha's Parinirvana", local: "སངས་རྒྱས་བཅོམ་ལྡན་འདས་ཀྱི་དུས་ཆེན་ལྔ་འཛོམས་ངལ་གསོལ།",
            on: .tibetan(.buddhaParinirvana, list: nil)),
        HolidayRule(
            "Birth Anniversary of Guru Rinpoche", local: "ཨོ་རྒྱན་གུ་རུ་རིན་པོ་ཆེའི་འཁྲུངས་སྐར་དུས་ཆེན་ངལ་གསོ།",
            on: .tibetan(.birthOfGuruRinpoche, list: nil)),
        HolidayRule(
            "First Sermon of Lord Buddha", local: "སྟོན་པ་མཆོག་ཝ་ར་ན་སིར་བདེན་བཞིའི་ཆོས་འཁོར་བསྐོར་བའི་དུས་ཆེན་ངལ་གསོ།",
            on: .tibetan(.buddhaFirstSermon, list: nil)),
        HolidayRule(
            names: [blessedRainyDay], on: .fixed(month: 9, day: 23),
            years: YearSet.from(2010).except(rainyDayOnThe24th).except(2012, 2013, 2015)),
        HolidayRule(names: [blessedRainyDay], on: .fixed(month: 9, day: 24), years: rainyDayOnThe24th, key: "Blessed Rainy Day (24)"),
        .oneOff(blessedRainyDay, on: CivilDate(2012, 9, 22)),
        .oneOff(blessedRainyDay, on: CivilDate(2013, 10, 21)),
        .oneOff(blessedRainyDay, on: CivilDate(2015, 9, 22)),
        HolidayRule("Dassain", local: "ལྷོ་མཚམས་ད་སའིན་ངལ་གསོ།", on: .hindu(.dussehra, list: .bhutanDussehra)),
        HolidayRule(
            "Coronation of His Majesty the King",
            local: "མི་དབང་མངའ་བདག་རིན་པོ་ཆེའི་གསེར་ཁྲི་མངའ་གསོལ་གྱི་དུས་ཆེན་ངལ་གསོལ།", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Birth Anniversary of the 4th Druk Gyalpo - Constitution Day",
            local: "མི་དབང་འབྲུག་རྒྱལ་བཞི་པའི་འཁྲུངས་སྐར་དུས་ཆེན་ངལ་གསོལ།", on: .fixed(month: 11, day: 11)),
        HolidayRule(
            "Descending Day of Lord Buddha", local: "རྒྱལ་བ་ལྷ་ལས་བབས་པའི་དུས་ཆེན་ངལ་གསོ།",
            on: .tibetan(.descendingDayOfLordBuddha, list: nil)),
        HolidayRule("National Day", local: "རྒྱལ་ཡོངས་དུས་ཆེན་གྱི་ངལ་གསོལ།", on: .fixed(month: 12, day: 17)),
    ]

    private static let thimphuTshechu = HolidayName("Thimphu Tshechu", local: "ཐིམ་ཕུ་ཚེས་བཅུའི་ངལ་གསོ།")

    /// Thimphu's festival days (the lists' Thimphu Drubchoe and Tshechu).
    private static let thimphuHolidays: [HolidayRule] = [
        HolidayRule(
            "Thimphu Drubchoe", local: "ཐིམ་རྫོང་ལྷ་མོའི་དངོས་འཆམ་མཇལ་རྒྱུའི་ངལ་གསོ།",
            on: .tibetan(.thimphuDrubchen, list: .bhutanThimphuDrubchen)),
        HolidayRule(names: [thimphuTshechu], on: .tibetan(.thimphuTshechu, list: .bhutanThimphuTshechu)),
        HolidayRule(
            names: [thimphuTshechu], on: DateRule.tibetan(.thimphuTshechu, list: .bhutanThimphuTshechu).shifted(1),
            key: "Thimphu Tshechu (2)"),
        HolidayRule(
            names: [thimphuTshechu], on: DateRule.tibetan(.thimphuTshechu, list: .bhutanThimphuTshechu).shifted(2),
            key: "Thimphu Tshechu (3)"),
    ]
}
