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
        HolidayRule("Republic Day", local: "गणतंत्र दिवस", on: .fixed(month: 1, day: 26)),
        // In the other years the lists make it a restricted holiday (below).
        HolidayRule(
            "Maha Shivaratri", local: "महाशिवरात्रि",
            on: .hindu(.mahaShivaratri, list: nil), years: YearSet.always.except(shivaratriRestricted)),
        HolidayRule("Holi", local: "होली", on: .hindu(.holi, list: nil), years: .always.except(2002, 2011)),
        HolidayRule("Good Friday", local: "गुड फ्राइडे", on: .easter(-2)),
        HolidayRule("Dr. B. R. Ambedkar's Jayanti", local: "डॉ. बी.आर. आम्बेडकर जयंती", on: .fixed(month: 4, day: 14)),
        // A closed holiday unless it falls on a Sunday; then a restricted one (below).
        HolidayRule(
            "Ram Navami", local: "रामनवमी",
            on: .hindu(.ramNavami, list: nil).inYears(when: .hindu(.ramNavami, list: nil), fallsOn: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday])),
        HolidayRule("Mahavir Jayanti", local: "महावीर जयंती", on: .hindu(.mahavirJayanti, list: nil)),
        HolidayRule("Buddha Purnima", local: "बुद्ध पूर्णिमा", on: .hindu(.buddhaPurnima, list: nil)),
        HolidayRule("Independence Day", local: "स्वतंत्रता दिवस", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Janmashtami (Vaishnava)", local: "जन्माष्टमी (वैष्णव)",
            on: .hindu(.janmashtami, list: nil), years: .always.except(2008, 2017)),
        HolidayRule("Mahatma Gandhi's Jayanti", local: "महात्मा गांधी जयंती", on: .fixed(month: 10, day: 2)),
        HolidayRule("Dussehra", local: "दशहरा", on: .hindu(.dussehra, list: nil)),
        HolidayRule("Diwali (Deepavali)", local: "दिवाली (दीपावली)", on: .hindu(.diwali, list: nil)),
        HolidayRule("Guru Nanak's Jayanti", local: "गुरु नानक जयंती", on: .hindu(.guruNanakJayanti, list: nil)),
        HolidayRule("Christmas", local: "क्रिसमस", on: .fixed(month: 12, day: 25)),
        HolidayRule("Muharram", local: "मुहर्रम", on: .hijri(.muharram, 10)),
        HolidayRule("Milad-un-Nabi", local: "मिलाद-उन-नबी", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Id-ul-Fitr", local: "ईद-उल-फितर", on: .hijri(.shawwal, 1)),
        HolidayRule("Id-ul-Zuha (Bakrid)", local: "ईद-उल-ज़ुहा (बकरीद)", on: .hijri(.dhuAlHijjah, 10)),
    ] + [
        .oneOff("Dussehra (Mahanavami)", local: "दशहरा (महानवमी)", on: CivilDate(2002, 10, 14)),
    ]

    /// The restricted holidays (two of them an employee's choice), in the order of the year.
    static let restrictedHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "नए साल का दिन", on: .fixed(month: 1, day: 1), kind: .optional),
        // The lists of 2005-2011 kept it on 5 January (the Nanakshahi calendar's day); the others on the almanac's.
        HolidayRule(
            "Guru Gobind Singh's Jayanti", local: "गुरु गोविंद सिंह का जन्मदिन",
            on: .fixed(month: 1, day: 5), kind: .optional, years: YearSet(2005, 2011), key: "Guru Gobind Singh's Jayanti (5 January)"),
        HolidayRule(
            "Guru Gobind Singh's Jayanti", local: "गुरु गोविंद सिंह का जन्मदिन",
            on: .hindu(.guruGobindSinghJayanti, list: nil), kind: .optional, years: .through(2004).union(.from(2012))),
        HolidayRule(
            "Lohri", local: "लोहड़ी",
            on: .hindu(.makarSankranti, list: nil).shifted(-1), kind: .optional, years: .years(2020, 2021, 2022, 2024)),
        HolidayRule("Makar Sankranti", local: "मकर संक्रांति", on: .hindu(.makarSankranti, list: nil), kind: .optional),
        HolidayRule(
            "Magh Bihu", local: "माघ बिहू",
            on: .hindu(.pongal, list: nil), kind: .optional, years: .from(2021).except(2023)),
        HolidayRule("Pongal", local: "पोंगल", on: .hindu(.pongal, list: nil), kind: .optional),
        HolidayRule(
            "Basant Panchami / Shri Panchami", local: "बसंत पंचमी / श्री पंचमी",
            on: .hindu(.basantPanchami, list: nil), kind: .optional, years: .always.except(2013)),
        HolidayRule(
            "Guru Ravi Das's Jayanti", local: "गुरु रवि दास का जन्मदिन",
            on: .hindu(.guruRavidasJayanti, list: nil), kind: .optional),
        HolidayRule("Shivaji's Jayanti", local: "शिवाजी जयंती", on: .fixed(month: 2, day: 19), kind: .optional),
        HolidayRule(
            "Swami Dayanand Saraswati's Jayanti", local: "स्वामी दयानंद सरस्वती जयंती",
            on: .hindu(.dayanandSaraswatiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Maha Shivaratri", local: "महाशिवरात्रि",
            on: .hindu(.mahaShivaratri, list: nil), kind: .optional, years: shivaratriRestricted, key: "Maha Shivaratri (restricted)"),
        HolidayRule(
            "Dolyatra", local: "दोलयात्रा",
            on: .hindu(.holi, list: nil).shifted(-1), kind: .optional, years: .through(2011).union(.from(2016))),
        HolidayRule("Holika Dahan", local: "होलिका दहन", on: .hindu(.holi, list: nil).shifted(-1), kind: .optional),
        HolidayRule(
            "Holi", local: "होली",
            on: .hindu(.holi, list: nil), kind: .optional, years: .years(2002, 2011), key: "Holi (restricted)"),
        HolidayRule("Chaitra Sukladi", local: "चैत्र शुक्लादि", on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Cheti Chand", local: "चेटी चंड", on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Gudi Padwa", local: "गुडी पाडवा", on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule("Ugadi", local: "उगादि", on: .hindu(.gudiPadwa, list: nil), kind: .optional),
        HolidayRule(
            "Ram Navami", local: "रामनवमी",
            on: .hindu(.ramNavami, list: nil).inYears(when: .hindu(.ramNavami, list: nil), fallsOn: [.sunday]), kind: .optional, key: "Ram Navami (restricted)"),
        HolidayRule(
            "Meshadi (Tamil New Year's Day)", local: "मेषदी (तमिल नव वर्ष दिवस)",
            on: .hindu(.puthandu, list: nil), kind: .optional),
        HolidayRule("Bahag Bihu", local: "बहाग बिहु", on: .hindu(.vaisakhadi, list: nil), kind: .optional),
        HolidayRule("Vaisakhadi", local: "वैसाखडी", on: .hindu(.vaisakhadi, list: nil), kind: .optional),
        HolidayRule("Vaisakhi", local: "वैसाखी", on: .hindu(.vaisakhi, list: nil), kind: .optional),
        HolidayRule("Vishu", local: "विशु", on: .hindu(.vishu, list: nil), kind: .optional),
        // 25 Boishakh: 24 days after Vaisakhadi, 9 May (8 May in a leap year).
        HolidayRule(
            "Guru Rabindranath's Jayanti", local: "गुरु रवींद्रनाथ जयंती",
            on: .hindu(.vaisakhadi, list: nil).shifted(24), kind: .optional, years: .from(2008)),
        HolidayRule("Rath Yatra", local: "रथ यात्रा", on: .hindu(.rathYatra, list: nil), kind: .optional),
        HolidayRule("Raksha Bandhan", local: "रक्षाबंधन", on: .hindu(.rakshaBandhan, list: nil), kind: .optional),
        HolidayRule("Parsi New Year", local: "पारसी नव वर्ष", on: .hindu(.parsiNewYear, list: nil), kind: .optional),
        HolidayRule("Onam", local: "ओणम", on: .hindu(.onam, list: nil), kind: .optional),
        HolidayRule(
            "Janmashtami (Vaishnava)", local: "जन्माष्टमी (वैष्णव)",
            on: .hindu(.janmashtami, list: nil), kind: .optional, years: .years(2008, 2017), key: "Janmashtami (Vaishnava) (restricted)"),
        HolidayRule(
            "Ganesh Chaturthi / Vinayak Chaturthi", local: "गणेश चतुर्थी / विनायक चतुर्थी",
            on: .hindu(.ganeshChaturthi, list: nil), kind: .optional, years: .always.except(2012, 2023)),
        HolidayRule(
            "Ganesh Chaturthi", local: "गणेश चतुर्थी",
            on: .hindu(.ganeshChaturthi, list: nil), kind: .optional, years: .years(2012, 2023)),
        HolidayRule(
            "Dussehra (Saptami)", local: "दशहरा (सप्तमी)",
            on: .hindu(.mahaAshtami, list: nil).shifted(-1), kind: .optional),
        HolidayRule(
            "Dussehra (Mahashtami)", local: "दशहरा (महाष्टमी)",
            on: .hindu(.mahaAshtami, list: nil), kind: .optional),
        HolidayRule(
            "Dussehra (Mahanavami)", local: "दशहरा (महानवमी)",
            on: .hindu(.mahaNavami, list: nil), kind: .optional, years: .always.except(2002)),
        HolidayRule(
            "Maharshi Valmiki's Jayanti", local: "महर्षि वाल्मीकि जयंती",
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Karaka Chaturthi (Karwa Chouth)", local: "कराका चतुर्थी (करवा चौथ)",
            on: .hindu(.karwaChauth, list: nil), kind: .optional, years: .from(2012)),
        HolidayRule(
            "Deepavali (South India)", local: "दीपावली (दक्षिण भारत)",
            on: .hindu(.diwali, list: nil).shifted(-1), kind: .optional, years: .through(2018)),
        HolidayRule(
            "Naraka Chaturdashi", local: "नरक चतुर्दशी",
            on: .hindu(.narakaChaturdashi, list: nil), kind: .optional),
        HolidayRule("Govardhan Puja", local: "गोवर्धन पूजा", on: .hindu(.govardhanPuja, list: nil), kind: .optional),
        HolidayRule("Bhai Duj", local: "भाई दूज", on: .hindu(.govardhanPuja, list: nil).shifted(1), kind: .optional),
        HolidayRule(
            "Pratihar Shashthi or Surya Shashthi (Chhath Puja)", local: "प्रतिहार षष्ठी या सूर्य षष्ठी (छठ पूजा)",
            on: .hindu(.chhathPuja, list: nil), kind: .optional, years: .from(2011)),
        HolidayRule(
            "Guru Tegh Bahadur's Shaheedi Diwas", local: "गुरु तेग बहादुर का शहीदी दिवस",
            on: .fixed(month: 11, day: 24), kind: .optional, years: .from(2004)),
        HolidayRule(
            "Christmas Eve", local: "क्रिसमस की पूर्व संध्या",
            on: .fixed(month: 12, day: 24), kind: .optional, years: .from(2003)),
        HolidayRule("Easter Sunday", local: "ईस्टर रविवार", on: .easter(0), kind: .optional, years: .from(2007)),
        HolidayRule("Hazarat Ali's Birthday", local: "हज़रत अली का जन्मदिन", on: .hijri(.rajab, 13), kind: .optional),
    ] + jamatUlVida + [
        .oneOff("Guru Tegh Bahadur's Shaheedi Diwas", local: "गुरु तेग बहादुर का शहीदी दिवस", on: CivilDate(2002, 12, 8), kind: .optional),
        .oneOff("Guru Tegh Bahadur's Shaheedi Diwas", local: "गुरु तेग बहादुर का शहीदी दिवस", on: CivilDate(2003, 11, 28), kind: .optional),
        .oneOff("Guru Gobind Singh's Jayanti", local: "गुरु गोविंद सिंह का जन्मदिन", on: CivilDate(2011, 12, 31), kind: .optional),
        .oneOff("Shri Panchami", local: "श्री पंचमी", on: CivilDate(2013, 2, 14), kind: .optional),
        .oneOff("Basant Panchami", local: "बसंत पंचमी", on: CivilDate(2013, 2, 15), kind: .optional),
        .oneOff("Vinayak Chaturthi", local: "विनायक चतुर्थी", on: CivilDate(2012, 8, 21), kind: .optional),
        .oneOff("Vinayak Chaturthi", local: "विनायक चतुर्थी", on: CivilDate(2023, 8, 20), kind: .optional),
        .oneOff("Magh Bihu", local: "माघ बिहू", on: CivilDate(2023, 1, 14), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2007, 9, 3), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2008, 8, 28), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2020, 8, 11), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2021, 8, 30), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2022, 8, 18), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2023, 9, 6), kind: .optional),
        .oneOff("Janmashtami (Smarta)", local: "जन्माष्टमी (स्मार्त)", on: CivilDate(2025, 8, 15), kind: .optional),
    ]

    /// Jumu'atul-Wida, the last Friday of Ramadan: the Friday on or before Umm al-Qura's last
    /// day of Ramadan (the day before its 1 Shawwal, two before India's); the lists of 2009,
    /// 2010, 2015, 2018, 2023 and 2026 dated it themselves.
    private static let jamatUlVida: [HolidayRule] = {
        let name = HolidayName("Jamat-Ul-Vida", local: "जमात-उल-विदा")
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
