import HolidayEngine

// India: the holidays of the central government's offices, as the Department of Personnel and
// Training (DoPT, Ministry of Personnel, Public Grievances and Pensions) lists them each year in
// its office memorandum "Holidays to be observed in Central Government offices" (e.g. No.
// 12/5/2024-JCA of 2024): the compulsory (closed, "gazetted") holidays, holical's `.public`,
// and the list of restricted holidays from which an employee picks two, holical's `.optional`;
// the dates as python-holidays 0.108 records them from those lists (2001-2026) and from the
// almanac for the other years. Three national days are fixed by law and custom: Republic Day
// (the Constitution, in force 26 January 1950), Independence Day (15 August 1947) and
// Mahatma Gandhi's birthday (2 October). The states' own days (their general administration
// departments' yearly notifications, and for banks section 25 of the Negotiable Instruments
// Act, 1881, under which each state government notifies its holidays) are in India+North,
// India+West, India+Central (and the other regions' files), each list naming its source.
//
// - The closed holidays move a festival to the restricted list in some years: Holi (2002,
//   2011), Janmashtami (2008, 2017), Maha Shivaratri (the years in `shivaratriRestricted`),
//   Ram Navami when it falls on a Sunday. Dussehra's Mahanavami was closed in 2002.
// - The Hindu, Sikh and Jain festivals come from the engine's almanac (HinduFestival, 2001-2035;
//   docs/calendars.md); outside those years they have no date, as python-holidays gives none.
//   The festival's neighbours (Holika Dahan, Bhai Duj, the Saptami of Dussehra, Lohri) are the
//   almanac's festival moved by a day.
// - The Islamic days follow India's moon sighting (HijriCalendar.india: Umm al-Qura a day
//   later, with the dates the lists gave); after the last list they are forecasts.
// - Restricted holidays python-holidays files under "optional_women" (Himachal Pradesh's
//   Raksha Bandhan, Karwa Chouth and Bhai Duj for women employees) are left out, as is its
//   "government" category (the state governments' closed days beyond the public ones).
//
// Weekend: Sunday, the weekly holiday of section 25 of the Negotiable Instruments Act, 1881,
// and of the states' shops and establishments acts; and Saturday too from 3 June 1985, when
// the central government's administrative offices moved to a five-day week (DoPT O.M.
// No. 13/4/85-JCA of 21 May 1985), as python-holidays 0.108 has it. Banks close only on the
// second and fourth Saturdays (since September 2015) and many shops and factories work on
// Saturdays: holical follows the government's week, which most offices also keep.
// First weekday: Sunday, as Indian calendars print the week. Known from 1950, the year the
// Constitution came into force and Republic Day with it (python-holidays starts in 1948,
// from independence: 1948-1949 are declined, the Republic not yet being).
//
// Names: in Hindi and in the states' languages (India+Names.swift), so that each state shows the
// national days in its own language, or in English where none is known.

extension Country {
    /// India: the central government's closed and restricted holidays, known from 1950, and
    /// its states and union territories.
    public static let india = Country(
        "IN", "India", local: "भारत", languages: ["hi", "en"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(from: CivilDate(1985, 6, 3), mask: .saturdaySunday)]),
        known: .from(1950), islamic: .india,
        kinds: [.public, .optional],
        sources: "DoPT, Holidays to be observed in Central Government offices (yearly office memoranda); "
            + "the Constitution of India; DoPT O.M. No. 13/4/85-JCA (five-day week); the states' and union "
            + "territories' holiday notifications (cited per subdivision)",
        rules: { IndiaRules.closedHolidays + IndiaRules.restrictedHolidays },
        subdivisions: (IndiaRules.northernRegions + IndiaRules.westernRegions + IndiaRules.centralRegions
            + IndiaRules.southernRegions + IndiaRules.easternRegions + IndiaRules.northeasternRegions)
            .sorted { $0.code < $1.code })

    /// India's rules, national and of its states and union territories (India+*.swift).
    enum IndiaRules {}
}

extension Country.IndiaRules {
    /// The years the lists make Maha Shivaratri a restricted holiday, not a closed one.
    private static let shivaratriRestricted: YearSet = .years(2003, 2009, 2010, 2013, 2014, 2015, 2016, 2020, 2021, 2023, 2024, 2026)

    /// The compulsory (closed) holidays of central government offices, in the order of the
    /// year; the Islamic ones after them.
    static let closedHolidays: [HolidayRule] = [
        // The Constitution of India, in force from 26 January 1950.
        HolidayRule("Republic Day", NationalNames.republicDay, on: .fixed(month: 1, day: 26)),
        // In the other years the lists make it a restricted holiday (below).
        HolidayRule(
            "Maha Shivaratri", NationalNames.mahaShivaratri,
            on: .hindu(.mahaShivaratri, list: nil), years: YearSet.always.except(shivaratriRestricted)),
        HolidayRule("Holi", NationalNames.holi, on: .hindu(.holi, list: nil), years: .always.except(2002, 2011)),
        HolidayRule("Good Friday", NationalNames.goodFriday, on: .easter(-2)),
        HolidayRule("Dr. B. R. Ambedkar's Jayanti", NationalNames.ambedkarJayanti, on: .fixed(month: 4, day: 14)),
        // A closed holiday unless it falls on a Sunday; then a restricted one (below).
        HolidayRule(
            "Ram Navami", NationalNames.ramNavami,
            on: .hindu(.ramNavami, list: nil).inYears(when: .hindu(.ramNavami, list: nil), fallsOn: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday])),
        HolidayRule("Mahavir Jayanti", NationalNames.mahavirJayanti, on: .hindu(.mahavirJayanti, list: nil)),
        HolidayRule("Buddha Purnima", NationalNames.buddhaPurnima, on: .hindu(.buddhaPurnima, list: nil)),
        HolidayRule("Independence Day", NationalNames.independenceDay, on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Janmashtami (Vaishnava)", NationalNames.janmashtamiVaishnava,
            on: .hindu(.janmashtami, list: nil), years: .always.except(2008, 2017)),
        HolidayRule("Mahatma Gandhi's Jayanti", NationalNames.mahatmaGandhiJayanti, on: .fixed(month: 10, day: 2)),
        HolidayRule("Dussehra", NationalNames.dussehra, on: .hindu(.dussehra, list: nil)),
        HolidayRule("Diwali (Deepavali)", NationalNames.diwali, on: .hindu(.diwali, list: nil)),
        HolidayRule("Guru Nanak's Jayanti", NationalNames.guruNanakJayanti, on: .hindu(.guruNanakJayanti, list: nil)),
        HolidayRule("Christmas", NationalNames.christmas, on: .fixed(month: 12, day: 25)),
        HolidayRule("Muharram", NationalNames.muharram, on: .hijri(.muharram, 10)),
        HolidayRule("Milad-un-Nabi", NationalNames.miladUnNabi, on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Id-ul-Fitr", NationalNames.idUlFitr, on: .hijri(.shawwal, 1)),
        HolidayRule("Id-ul-Zuha (Bakrid)", NationalNames.idUlZuha, on: .hijri(.dhuAlHijjah, 10)),
    ] + [
        .oneOff("Dussehra (Mahanavami)", NationalNames.dussehraMahanavami, on: CivilDate(2002, 10, 14)),
    ]

    /// The restricted holidays (two of them an employee's choice), in the order of the year.
    static let restrictedHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", NationalNames.newYearsDay, on: .fixed(month: 1, day: 1), kind: .optional),
        // The lists of 2005-2011 kept it on 5 January (the Nanakshahi calendar's day); the others on the almanac's.
        HolidayRule(
            "Guru Gobind Singh's Jayanti", NationalNames.guruGobindSinghJayanti,
            on: .fixed(month: 1, day: 5), kind: .optional, years: YearSet(2005, 2011), key: "Guru Gobind Singh's Jayanti (5 January)"),
        HolidayRule(
            "Guru Gobind Singh's Jayanti", NationalNames.guruGobindSinghJayanti,
            on: .hindu(.guruGobindSinghJayanti, list: nil), kind: .optional, years: .through(2004).union(.from(2012))),
        HolidayRule(
            "Lohri", NationalNames.lohri,
            on: .hindu(.makarSankranti, list: nil).shifted(-1), kind: .optional, years: .years(2020, 2021, 2022, 2024)),
        HolidayRule("Makar Sankranti", NationalNames.makarSankranti, on: .hindu(.makarSankranti, list: nil), kind: .optional),
        HolidayRule(
            "Magh Bihu", NationalNames.maghBihu,
            on: .hindu(.pongal, list: nil), kind: .optional, years: .from(2021).except(2023)),
        HolidayRule("Pongal", NationalNames.pongal, on: .hindu(.pongal, list: nil), kind: .optional),
        HolidayRule(
            "Basant Panchami / Shri Panchami", NationalNames.basantPanchamiShriPanchami,
            on: .hindu(.basantPanchami, list: nil), kind: .optional, years: .always.except(2013)),
        HolidayRule(
            "Guru Ravi Das's Jayanti", NationalNames.guruRaviDasJayanti,
            on: .hindu(.guruRavidasJayanti, list: nil), kind: .optional),
        HolidayRule("Shivaji's Jayanti", NationalNames.shivajiJayanti, on: .fixed(month: 2, day: 19), kind: .optional),
        HolidayRule(
            "Swami Dayanand Saraswati's Jayanti", NationalNames.swamiDayanandSaraswatiJayanti,
            on: .hindu(.dayanandSaraswatiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Maha Shivaratri", NationalNames.mahaShivaratri,
            on: .hindu(.mahaShivaratri, list: nil), kind: .optional, years: shivaratriRestricted, key: "Maha Shivaratri (restricted)"),
        HolidayRule(
            "Dolyatra", NationalNames.dolyatra,
            on: .hindu(.holi, list: nil).shifted(-1), kind: .optional, years: .through(2011).union(.from(2016))),
        HolidayRule("Holika Dahan", NationalNames.holikaDahan, on: .hindu(.holi, list: nil).shifted(-1), kind: .optional),
        HolidayRule(
            "Holi", NationalNames.holi,
            on: .hindu(.holi, list: nil), kind: .optional, years: .years(2002, 2011), key: "Holi (restricted)"),
        HolidayRule("Chaitra Sukladi", NationalNames.chaitraSukladi, on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Cheti Chand", NationalNames.chetiChand, on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Gudi Padwa", NationalNames.gudiPadwa, on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Ugadi", NationalNames.ugadi, on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule(
            "Ram Navami", NationalNames.ramNavami,
            on: .hindu(.ramNavami, list: nil).inYears(when: .hindu(.ramNavami, list: nil), fallsOn: [.sunday]), kind: .optional, key: "Ram Navami (restricted)"),
        HolidayRule(
            "Meshadi (Tamil New Year's Day)", NationalNames.meshadi,
            on: .hindu(.puthandu, list: nil), kind: .optional),
        HolidayRule("Bahag Bihu", NationalNames.bahagBihu, on: .hindu(.vaisakhadi, list: nil), kind: .optional),
        HolidayRule("Vaisakhadi", NationalNames.vaisakhadi, on: .hindu(.vaisakhadi, list: nil), kind: .optional),
        HolidayRule("Vaisakhi", NationalNames.vaisakhi, on: .hindu(.vaisakhi, list: nil), kind: .optional),
        HolidayRule("Vishu", NationalNames.vishu, on: .hindu(.vishu, list: nil), kind: .optional),
        // 25 Boishakh: 24 days after Vaisakhadi, 9 May (8 May in a leap year).
        HolidayRule(
            "Guru Rabindranath's Jayanti", NationalNames.guruRabindranathJayanti,
            on: .hindu(.vaisakhadi, list: nil).shifted(24), kind: .optional, years: .from(2008)),
        HolidayRule("Rath Yatra", NationalNames.rathYatra, on: .hindu(.rathYatra, list: nil), kind: .optional),
        HolidayRule("Raksha Bandhan", NationalNames.rakshaBandhan, on: .hindu(.rakshaBandhan, list: nil), kind: .optional),
        HolidayRule("Parsi New Year", NationalNames.parsiNewYear, on: .hindu(.parsiNewYear, list: nil), kind: .optional),
        HolidayRule("Onam", NationalNames.onam, on: .hindu(.onam, list: nil), kind: .optional),
        HolidayRule(
            "Janmashtami (Vaishnava)", NationalNames.janmashtamiVaishnava,
            on: .hindu(.janmashtami, list: nil), kind: .optional, years: .years(2008, 2017), key: "Janmashtami (Vaishnava) (restricted)"),
        HolidayRule(
            "Ganesh Chaturthi / Vinayak Chaturthi", NationalNames.ganeshVinayakChaturthi,
            on: .hindu(.ganeshChaturthi, list: nil), kind: .optional, years: .always.except(2012, 2023)),
        HolidayRule(
            "Ganesh Chaturthi", NationalNames.ganeshChaturthi,
            on: .hindu(.ganeshChaturthi, list: nil), kind: .optional, years: .years(2012, 2023)),
        HolidayRule(
            "Dussehra (Saptami)", NationalNames.dussehraSaptami,
            on: .hindu(.mahaAshtami, list: nil).shifted(-1), kind: .optional),
        HolidayRule(
            "Dussehra (Mahashtami)", NationalNames.dussehraMahashtami,
            on: .hindu(.mahaAshtami, list: nil), kind: .optional),
        HolidayRule(
            "Dussehra (Mahanavami)", NationalNames.dussehraMahanavami,
            on: .hindu(.mahaNavami, list: nil), kind: .optional, years: .always.except(2002)),
        HolidayRule(
            "Maharshi Valmiki's Jayanti", NationalNames.maharshiValmikiJayanti,
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Karaka Chaturthi (Karwa Chouth)", NationalNames.karakaChaturthi,
            on: .hindu(.karwaChauth, list: nil), kind: .optional, years: .from(2012)),
        HolidayRule(
            "Deepavali (South India)", NationalNames.deepavaliSouthIndia,
            on: .hindu(.diwali, list: nil).shifted(-1), kind: .optional, years: .through(2018)),
        HolidayRule(
            "Naraka Chaturdashi", NationalNames.narakaChaturdashi,
            on: .hindu(.narakaChaturdashi, list: nil), kind: .optional),
        HolidayRule("Govardhan Puja", NationalNames.govardhanPuja, on: .hindu(.govardhanPuja, list: nil), kind: .optional),
        HolidayRule("Bhai Duj", NationalNames.bhaiDuj, on: .hindu(.govardhanPuja, list: nil).shifted(1), kind: .optional),
        HolidayRule(
            "Pratihar Shashthi or Surya Shashthi (Chhath Puja)", NationalNames.chhathPuja,
            on: .hindu(.chhathPuja, list: nil), kind: .optional, years: .from(2011)),
        HolidayRule(
            "Guru Tegh Bahadur's Shaheedi Diwas", NationalNames.guruTeghBahadurShaheediDiwas,
            on: .fixed(month: 11, day: 24), kind: .optional, years: .from(2004)),
        HolidayRule(
            "Christmas Eve", NationalNames.christmasEve,
            on: .fixed(month: 12, day: 24), kind: .optional, years: .from(2003)),
        HolidayRule("Easter Sunday", NationalNames.easterSunday, on: .easter(0), kind: .optional, years: .from(2007)),
        HolidayRule("Hazarat Ali's Birthday", NationalNames.hazratAliBirthday, on: .hijri(.rajab, 13), kind: .optional),
    ] + jamatUlVida + [
        .oneOff("Guru Tegh Bahadur's Shaheedi Diwas", NationalNames.guruTeghBahadurShaheediDiwas, on: CivilDate(2002, 12, 8), kind: .optional),
        .oneOff("Guru Tegh Bahadur's Shaheedi Diwas", NationalNames.guruTeghBahadurShaheediDiwas, on: CivilDate(2003, 11, 28), kind: .optional),
        .oneOff("Guru Gobind Singh's Jayanti", NationalNames.guruGobindSinghJayanti, on: CivilDate(2011, 12, 31), kind: .optional),
        .oneOff("Shri Panchami", NationalNames.shriPanchami, on: CivilDate(2013, 2, 14), kind: .optional),
        .oneOff("Basant Panchami", NationalNames.basantPanchami, on: CivilDate(2013, 2, 15), kind: .optional),
        .oneOff("Vinayak Chaturthi", NationalNames.vinayakChaturthi, on: CivilDate(2012, 8, 21), kind: .optional),
        .oneOff("Vinayak Chaturthi", NationalNames.vinayakChaturthi, on: CivilDate(2023, 8, 20), kind: .optional),
        .oneOff("Magh Bihu", NationalNames.maghBihu, on: CivilDate(2023, 1, 14), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2007, 9, 3), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2008, 8, 28), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2020, 8, 11), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2021, 8, 30), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2022, 8, 18), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2023, 9, 6), kind: .optional),
        .oneOff("Janmashtami (Smarta)", NationalNames.janmashtamiSmarta, on: CivilDate(2025, 8, 15), kind: .optional),
    ]

    /// Jumu'atul-Wida, the last Friday of Ramadan: the Friday on or before Umm al-Qura's last
    /// day of Ramadan (the day before its 1 Shawwal, two before India's); the lists of 2009,
    /// 2010, 2015, 2018, 2023 and 2026 dated it themselves.
    private static let jamatUlVida: [HolidayRule] = {
        let name = HolidayName("Jamat-Ul-Vida", NationalNames.jamatUlVida)
        let listed = [
            CivilDate(2009, 9, 18), CivilDate(2010, 9, 10), CivilDate(2015, 7, 17), CivilDate(2018, 6, 15),
            CivilDate(2023, 4, 21), CivilDate(2026, 3, 20),
        ]
        return [
            HolidayRule(
                names: [name], on: .hijri(.shawwal, 1, offset: -2).onWeekday(.friday, .onOrBefore), kind: .optional,
                years: YearSet.always.except(.years(listed.map(\.year))))
        ] + listed.map { HolidayRule.oneOff(name, on: $0, kind: .optional) }
    }()
}
