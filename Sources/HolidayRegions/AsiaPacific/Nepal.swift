import HolidayEngine

// Nepal: the public holidays (सार्वजनिक बिदा) the Government of Nepal fixes each year by a
// decision of the Council of Ministers, published by the Ministry of Home Affairs as a notice
// in the Nepal Gazette for the year from 1 Baisakh to the end of Chaitra (the notice of 2079,
// for one, lists every Saturday and each holiday by its Bikram Sambat date). The days, as
// python-holidays 0.108 records the lists of 2010-2026 (the Ministry's page of holidays,
// moha.gov.np; Nepal's calendars hamropatro.com and ashesh.com.np):
//
// - On the Gregorian calendar: Prithvi Jayanti (National Unity Day, 27 Poush; 11 January) from
//   2023; International Women's Day (8 March); International Labour Day (1 May); Christmas Day.
// - On Nepal's Bikram Sambat calendar (BikramSambatCalendar, the published month lengths):
//   Martyrs' Day (16 Magh), National Democracy Day (7 Falgun), Republic Day (15 Jestha, from
//   the proclamation of the republic on 15 Jestha 2065, 28 May 2008), Constitution Day
//   (3 Asoj, from the promulgation of the Constitution of Nepal on 3 Asoj 2072, 20 September
//   2015; a holiday from 2016).
// - On the Hindu almanac (HinduFestival, with Nepal's own list where the Government's date
//   differs: FestivalTable.nepal...): Maghe Sankranti, Sonam, Gyalpo and Tamu Lhosar, Maha
//   Shivaratri, Fagu Poornima (Holi: in the hill and mountain districts the day before the
//   Terai's), Ram Navami, the Nepali new year (1 Baisakh, which python-holidays dates by the
//   almanac's Vaisakhi), Buddha Jayanti, Janai Poornima, Shree Krishna Janmashtami, the days of
//   Dashain (Ghatasthapana, Fulpati, Maha Ashtami, Maha Navami, Bijaya Dashami, Ekadashi,
//   Duwadashi), of Tihar (Laxmi Pooja, Gai Tihar, Gobardhan and Mha Pooja, Bhai Tika), and
//   Chhath.
// - On the Islamic calendar as Nepal observes it (HijriCalendar.nepal): Eid al-Fitr and Eid
//   al-Adha.
// - The holidays the Government cut from the lists of 2019 and 2020 (The Kathmandu Post,
//   29 March 2018, "Government trims public holidays by 22 days"; restored from 2021, the
//   same paper, 13 February 2021):
//   Martyrs', Democracy and Republic Days, Ram Navami, Janai Poornima, Janmashtami,
//   Ghatasthapana and Duwadashi. In those two years they are marked days, worked
//   (python-holidays' category workday, holical's observance).
// - Days off decreed once: days of national mourning (6 March 2011, Krishna Prasad Bhattarai;
//   10 February 2016, Sushil Koirala; 16 January 2023, the crash of Yeti Airlines flight 691;
//   14 September 2023, Subas Chandra Nembang), People's War Day (13 February 2023, annulled by
//   the Supreme Court for later years), and an extra day of Tihar (2021-2025).
//
// Not encoded: the days the lists give only to some (Teej for women, the Kathmandu Valley's
// Ghode Jatra and Indra Jatra, the days of one district or community): python-holidays 0.108
// has no category or subdivision for them. Prithvi Jayanti is 27 Poush, which the calendar
// puts on 12 January in 2024 and 2032; python-holidays keeps 11 January every year, and with no
// list of those years at hand holical follows it.
//
// Two days differ from python-holidays 0.108, which has each a day early: Republic Day 2025
// (15 Jestha 2082 is 29 May; the Home Ministry celebrated 14-16 Jestha, 28-30 May) and
// Martyrs' Day 2026 (16 Magh 2082 is 30 January, fifteen days after Maghe Sankranti on 1 Magh,
// 15 January in Nepal's list); scripts/divergences.toml has their sources.
//
// The almanac's tables end in 2035 (Tamu Lhosar in 2032), the Bikram Sambat table with the
// year 2089 (April 2033): after them those days are not given, as python-holidays gives none;
// the Bikram Sambat days after 2083, the last calendar published, are forecasts (estimated).
//
// Weekend: Saturday (शनिबार). The Government tried Saturday and Sunday from 15 May 2022 (the
// Cabinet's decision of 26 April 2022, published in the Nepal Gazette on 10 May 2022) and went
// back to Saturday alone from 15 June 2022 (the Cabinet's decision of 6 June 2022).
// python-holidays 0.108 keeps its default Saturday and Sunday. A calendar there starts on
// Sunday. Known from 2010, python-holidays' first year: before it holical has no list at hand
// (the monarchy's holidays until 2008 differed: the King's birthday, Prithvi Jayanti until
// 2006).

extension Country {
    /// Nepal: public holidays of the Government's yearly lists, known from 2010.
    public static let nepal = Country(
        "NP", "Nepal", local: "नेपाल", languages: ["ne"], firstWeekday: .sunday,
        weekend: WeekendHistory(
            WeekendMask([.saturday])!,
            changes: [
                (from: CivilDate(2022, 5, 15), mask: .saturdaySunday),
                (from: CivilDate(2022, 6, 15), mask: WeekendMask([.saturday])!),
            ]),
        known: .from(2010), islamic: .nepal,
        kinds: [.public, .observance],
        sources: "Ministry of Home Affairs: the yearly notices of public holidays in the Nepal Gazette (2010-2026); "
            + "the Cabinet's decisions on the holidays of 2019-2020 (2018) and on the weekend (2022)",
        rules: { nepaliHolidays + nepaliCalendarDays + nepaliFestivals + nepaliDecreedDays })

    /// The holidays cut from the lists of 2019 and 2020 and restored from 2021.
    private static let cutIn2019And2020 = YearSet(2019, 2020)

    /// The days of the Gregorian calendar, in the order of the year.
    private static let nepaliHolidays: [HolidayRule] = [
        HolidayRule("Prithvi Jayanti", local: "पृथ्वी जयन्ती", on: .fixed(month: 1, day: 11), years: .from(2023)),
        HolidayRule("International Women's Day", local: "अन्तर्राष्ट्रिय महिला दिवस", on: .fixed(month: 3, day: 8)),
        HolidayRule("International Labor Day", local: "अन्तर्राष्ट्रिय श्रम दिवस", on: .fixed(month: 5, day: 1)),
        HolidayRule("Christmas Day", local: "क्रिसमसको दिन", on: .fixed(month: 12, day: 25)),
    ]

    private static let martyrsDay = HolidayName("Martyr's Day", local: "शहीद दिवस")
    private static let republicDay = HolidayName("Republic Day", local: "गणतन्त्र दिवस")

    /// The days of the Bikram Sambat calendar, in the order of the Gregorian year.
    private static let nepaliCalendarDays: [HolidayRule] =
        // 16 Magh 2083 is 30 January 2027 in the calendar's table; python-holidays has
        // 29 January, and with no list of 2083 at hand holical follows it.
        HolidayRule(names: [martyrsDay], on: .bikramSambat(month: .magh, day: 16), years: .always.except(2027))
            .worked(in: cutIn2019And2020)
        + [HolidayRule.oneOff(martyrsDay, on: CivilDate(2027, 1, 29))]
        + HolidayRule(
            "National Democracy Day", local: "राष्ट्रिय प्रजातन्त्र दिवस", on: .bikramSambat(month: .falgun, day: 7)
        ).worked(in: cutIn2019And2020)
        + HolidayRule(names: [republicDay], on: .bikramSambat(month: .jestha, day: 15)).worked(in: cutIn2019And2020)
        + [HolidayRule("Constitution Day", local: "संविधान दिवस", on: .bikramSambat(month: .asoj, day: 3), years: .from(2016))]

    private static let fulpati = DateRule.hindu(.mahaAshtami, list: .nepalMahaAshtami).shifted(-1)
    private static let dashami = DateRule.hindu(.dussehra, list: .nepalDussehra)
    private static let gobardhan = DateRule.hindu(.govardhanPuja, list: .nepalGovardhanPuja)

    /// The festivals of the Hindu almanac (and the Losars Nepal's calendars date with it), in
    /// the order of the year.
    private static let nepaliFestivals: [HolidayRule] = [
        HolidayRule("Maghe Sankranti", local: "माघे संक्रान्ति", on: .hindu(.makarSankranti, list: .nepalMakarSankranti)),
        HolidayRule("Sonam Lhochhar", local: "सोनम ल्होछार", on: .hindu(.sonamLosar, list: nil)),
        HolidayRule("Maha Shivaratri", local: "महाशिवरात्रि", on: .hindu(.mahaShivaratri, list: nil)),
        HolidayRule("Gyalpo Lhosar", local: "ग्याल्पो ल्होसार", on: .hindu(.gyalpoLosar, list: nil)),
        // The hill and mountain districts keep Holi the day before the Terai.
        HolidayRule("Fagu Poornima", local: "फागुपूर्णिमा", on: DateRule.hindu(.holi, list: .nepalHoli).shifted(-1)),
        HolidayRule("Fagu Poornima (Terai)", local: "फागुपूर्णिमा (तराई)", on: .hindu(.holi, list: .nepalHoli)),
    ]
    + HolidayRule("Ram Navami", local: "राम नवमी", on: .hindu(.ramNavami, list: .nepalRamNavami))
        .worked(in: cutIn2019And2020)
    + [
        HolidayRule("Nepali New Year", local: "नेपाली नयाँ वर्ष", on: .hindu(.vaisakhi, list: .nepalVaisakhi)),
        HolidayRule("Buddha Jayanti", local: "बुद्ध जयन्ती", on: .hindu(.buddhaPurnima, list: nil)),
    ]
    + HolidayRule("Janai Poornima", local: "जनै पूर्णिमा", on: .hindu(.rakshaBandhan, list: .nepalRakshaBandhan))
        .worked(in: cutIn2019And2020)
    + HolidayRule(
        "Shree Krishna Janmashtami", local: "श्रीकृष्ण जन्माष्टमी", on: .hindu(.janmashtami, list: .nepalJanmashtami)
    ).worked(in: cutIn2019And2020)
    // Dashain.
    + HolidayRule("Ghatasthapana", local: "घटस्थापना", on: .hindu(.sharadNavratri, list: nil)).worked(in: cutIn2019And2020)
    + [
        HolidayRule("Fulpati", local: "फुलपाती", on: fulpati),
        HolidayRule("Maha Ashtami", local: "महा अष्टमी", on: .hindu(.mahaAshtami, list: .nepalMahaAshtami)),
        HolidayRule("Maha Navami", local: "महा नवमी", on: .hindu(.mahaNavami, list: .nepalMahaNavami)),
        HolidayRule("Bijaya Dashami", local: "विजया दशमी", on: dashami),
        HolidayRule("Ekadashi (Dashain)", local: "एकादशी (दशैं)", on: dashami.shifted(1)),
    ]
    + HolidayRule("Duwadashi (Dashain)", local: "दुवादशी (दशैं)", on: dashami.shifted(2)).worked(in: cutIn2019And2020)
    // Tihar.
    + [
        HolidayRule("Laxmi Pooja", local: "लक्ष्मीपूजा", on: .hindu(.diwali, list: nil)),
        HolidayRule("Gai Tihar", local: "गाई तिहार", on: gobardhan.shifted(-1)),
        HolidayRule("Gobardhan Pooja", local: "गोवर्धन पूजा", on: gobardhan),
        // The Newar new year, on the day of Gobardhan Pooja.
        HolidayRule("Mha Pooja", local: "म्ह पूजा", on: gobardhan),
        HolidayRule("Bhai Tika", local: "भाइटीका", on: gobardhan.shifted(1)),
        HolidayRule("Chhath Parva", local: "छठ पर्व", on: .hindu(.chhathPuja, list: .nepalChhathPuja)),
        HolidayRule("Tamu Lhochhar", local: "तमु ल्होसार", on: .hindu(.tamuLosar, list: nil)),
        // Islamic holidays.
        HolidayRule("Eid al-Fitr", local: "ईद (ईद उल फित्र)", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "बकर ईद (ईद उल अजहा)", on: .hijri(.dhuAlHijjah, 10)),
    ]

    private static let nationalMourning = HolidayName("Day of National Mourning", local: "राष्ट्रिय शोक दिवस")
    private static let tiharHoliday = HolidayName("Tihar Holiday", local: "तिहार बिदा")

    /// Days off the Government decreed once (the Ministry of Home Affairs' notices).
    private static let nepaliDecreedDays: [HolidayRule] =
        [CivilDate(2011, 3, 6), CivilDate(2016, 2, 10), CivilDate(2023, 1, 16), CivilDate(2023, 9, 14)]
            .map { HolidayRule.oneOff(nationalMourning, on: $0) }
        + [CivilDate(2021, 11, 7), CivilDate(2022, 10, 28), CivilDate(2023, 11, 16), CivilDate(2024, 11, 4),
           CivilDate(2025, 10, 24)]
            .map { HolidayRule.oneOff(tiharHoliday, on: $0) }
        + [.oneOff("People's War Day", local: "जनयुद्ध दिवस", on: CivilDate(2023, 2, 13))]
}
