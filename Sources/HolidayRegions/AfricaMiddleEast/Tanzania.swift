import HolidayEngine

// Tanzania: the public holidays of the Public Holidays Ordinance (Cap. 35, now the Public
// Holidays Act) as amended: Act No. 57 of 1964; Act No. 28 of 1966 (New Year's Day, Boxing
// Day and the second day of Eid El Hajj dropped); Regular Notice No. 115 of 1973 (the ASP,
// from 1977 CCM, founding day, 5 February, until Act No. 1 of 1993); Act No. 1 of 1993 (Boxing
// Day restored); Act No. 10 of 1994 (section 4: substitute days); Supplement No. 39 and Act
// No. 25 of 2002 (Mwalimu Nyerere Day, 14 October); G.N. No. 486 of 2022 (section 4 repealed).
// New Year's Day was kept again from 1987, Karume Day (7 April) from 2006, Peasants' Day
// (Nane Nane, 8 August) apart from Saba Saba from 1995, as the Government Gazette's yearly
// lists show. Easter Sunday is a bank holiday (the Bank of Tanzania's lists).
//
// Eid El-Fitri (two days), Eid El Hajj and Maulidi as the Gazette and the Bank of Tanzania
// announced them (HijriCalendar.tanzania, a day after Umm al-Qura otherwise, estimated).
//
// Section 4 (29 July 1994 to 15 July 2022): a holiday on a Saturday or a Sunday gives the
// Monday; Christmas Day and the first day of Eid El-Fitri on a Sunday give the Tuesday, the
// Monday being the next holiday's; a holiday on Easter Saturday gives the Tuesday after Easter
// Monday.
//
// Known from 1965, the first year of the Ordinance as the 1964 Act made it for the united
// republic.

extension Country {
    /// Tanzania: public and bank holidays, known from 1965.
    public static let tanzania = Country(
        "TZ", "Tanzania", languages: ["sw", "en"], firstWeekday: .monday, known: .from(1965),
        islamic: .tanzania,
        kinds: [.public, .bank], sources: "Public Holidays Ordinance (Cap. 35) as amended by Acts No. 57 of 1964, No. 28 of 1966, No. 1 "
            + "of 1993, No. 10 of 1994 and No. 25 of 2002, G.N. No. 486 of 2022; the Government Gazette's "
            + "yearly lists; the Bank of Tanzania's lists",
        rules: { tanzanianHolidays })

    /// Section 4 of the Ordinance, 1995-2021 (the 1994 and 2022 days are dated below).
    private static let section4 = YearSet(1995, 2021)
    private static let toMonday: [Observance] = [
        .adding(section4, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]
    /// Christmas Day and the first day of Eid El-Fitri: a Sunday gives the Tuesday.
    private static let toMondayOrTuesday: [Observance] = [
        .adding(section4, [.saturday: .next(.monday), .sunday: .next(.tuesday)])
    ]

    private static let fitr = HolidayName("Eid al-Fitr", ["sw": "Eid El-Fitri"])
    private static let adha = HolidayName("Eid al-Adha", ["sw": "Eid El Hajj"])
    private static let maulidi = HolidayName("Prophet's Birthday", ["sw": "Maulidi"])
    private static let census = HolidayName(
        "National Population and Housing Census Day", ["sw": "Siku ya Sensa ya Kitaifa ya Watu na Makazi"])
    private static let magufuliFuneral = HolidayName("John Pombe Magufuli's Funeral", ["sw": "Mazishi ya John Pombe Magufuli"])

    /// The holidays, in the order of the year.
    private static let tanzanianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["sw": "Mwaka Mpya"], on: .fixed(month: 1, day: 1),
            years: YearSet(1965, 1966).union(.from(1987)), observed: toMonday),
        // G.N. No. 486 of 2022: the last days under section 4.
        .decreedSubstitute(HolidayName("New Year's Day (observed)"), for: CivilDate(2022, 1, 1), on: CivilDate(2022, 1, 3)),
        HolidayRule("Zanzibar Revolution Day", ["sw": "Mapinduzi ya Zanzibar"], on: .fixed(month: 1, day: 12), observed: toMonday),
        HolidayRule(
            names: [
                HolidayName("Afro-Shirazi Party Founding Day", ["sw": "Kuzaliwa kwa ASP"], years: .through(1976)),
                HolidayName("CCM Party Founding Day", ["sw": "Kuzaliwa kwa Chama cha Mapinduzi"]),
            ],
            on: .fixed(month: 2, day: 5), years: YearSet(1973, 1993)),
        // Section 4's Easter Saturday: 7 April 2007 and 2012 gave the Tuesday after Easter Monday.
        HolidayRule(
            "The Sheikh Abeid Amani Karume Day",
            ["sw": "Siku ya kumbukumbu ya Rais wa Kwanza wa Serikali ya Mapinduzi Zanzibar Sheikh Abeid Amani Karume"],
            on: .fixed(month: 4, day: 7), years: .from(2006),
            observed: [.adding(.years(2007, 2012), [.saturday: .next(.tuesday)])] + toMonday),
        HolidayRule("Good Friday", ["sw": "Ijumaa Kuu"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["sw": "Sikukuu ya Pasaka"], on: .easter(0), kind: .bank),
        HolidayRule("Easter Monday", ["sw": "Jumatatu ya Pasaka"], on: .easter(1)),
        HolidayRule(
            names: [
                HolidayName("Union Day", ["sw": "Sikukuu ya Muungano"], years: .through(1990)),
                HolidayName("Union Celebrations", ["sw": "Muungano wa Tanzania"]),
            ],
            on: .fixed(month: 4, day: 26), observed: toMonday),
        HolidayRule(
            "International Workers' Day", ["sw": "Sikukuu ya Wafanyakazi Ulimwenguni"], on: .fixed(month: 5, day: 1),
            observed: toMonday),
        .decreedSubstitute(
            HolidayName("International Workers' Day (observed)"), for: CivilDate(2022, 5, 1), on: CivilDate(2022, 5, 2)),
        HolidayRule(
            names: [
                HolidayName("Saba Saba Day", ["sw": "Saba Saba"], years: .through(1976)),
                HolidayName("Peasants' Day", ["sw": "Sikukuu ya Wakulima"], years: YearSet(1977, 1993)),
                HolidayName("International Trade Fair", ["sw": "Sabasaba"]),
            ],
            on: .fixed(month: 7, day: 7), observed: toMonday),
        HolidayRule(
            "Peasants' Day", ["sw": "Sikukuu ya Wakulima"], on: .fixed(month: 8, day: 8), years: .from(1995),
            observed: toMonday, key: "Nane Nane"),
        HolidayRule(
            "The Mwalimu Nyerere Day and Climax of the Uhuru Torch Race",
            ["sw": "Kumbukumbu ya Mwalimu Nyerere na Kilele cha mbio za Mwenge"],
            on: .fixed(month: 10, day: 14), years: .from(2002), observed: toMonday),
        HolidayRule("Independence and Republic Day", ["sw": "Uhuru na Jamhuri"], on: .fixed(month: 12, day: 9), observed: toMonday),
        HolidayRule("Christmas Day", ["sw": "Kuzaliwa Kristo"], on: .fixed(month: 12, day: 25), observed: toMondayOrTuesday),
        // Act No. 10 of 1994 came into force on 29 July 1994: Christmas 1994 fell on a Sunday.
        .decreedSubstitute(HolidayName("Christmas Day (observed)"), for: CivilDate(1994, 12, 25), on: CivilDate(1994, 12, 27)),
        HolidayRule(
            "Boxing Day", ["sw": "Siku ya Kupeana Zawadi"], on: .fixed(month: 12, day: 26),
            years: .only(1965).union(.from(1993)), observed: toMonday),
    ]
    + islamicHolidays + declaredDays

    /// Eid El-Fitri (two days), Eid El Hajj (two days until Act No. 28 of 1966) and Maulidi.
    /// The dates the Gazette gave weeks from the month around them are moved days; so are the
    /// years whose yearly list gave one date of a holiday that fell twice (1968, 1982, 2007:
    /// the second, in December, belongs to the next year's list, which python-holidays
    /// 0.108 follows and nothing published contradicts).
    private static let islamicHolidays: [HolidayRule] =
        HolidayRule.moved(
            [fitr], on: .hijri(.shawwal, 1), years: .always,
            to: [CivilDate(1968, 1, 2), CivilDate(2001, 12, 26), CivilDate(2004, 10, 18), CivilDate(2006, 10, 29)],
            observed: toMondayOrTuesday)
        + HolidayRule.moved(
            [fitr], on: .hijri(.shawwal, 2), years: .always,
            to: [CivilDate(1968, 1, 3), CivilDate(2001, 12, 27), CivilDate(2004, 10, 19), CivilDate(2006, 10, 30)],
            // On a Sunday the first day was the Saturday, whose Monday it shares.
            observed: [.adding(section4, [.saturday: .next(.monday)])], key: "Eid al-Fitr (second day)")
        // The moved first day of 2006 was a Sunday: section 4 gave the Tuesday.
        + [.decreedSubstitute(HolidayName("Eid al-Fitr (observed)"), for: CivilDate(2006, 10, 29), on: CivilDate(2006, 10, 31))]
        + HolidayRule.moved(
            [adha], on: .hijri(.dhuAlHijjah, 10), years: .always,
            to: [CivilDate(1982, 10, 5), CivilDate(1983, 9, 25), CivilDate(2007, 1, 1)], observed: toMonday)
        + [
            HolidayRule(names: [adha], on: .hijri(.dhuAlHijjah, 11), years: YearSet(1965, 1966), key: "Eid al-Adha (second day)"),
            .decreedSubstitute(HolidayName("Eid al-Adha (observed)"), for: CivilDate(2022, 7, 9), on: CivilDate(2022, 7, 11)),
        ]
        + HolidayRule.moved(
            [maulidi], on: .hijri(.rabiAlAwwal, 12), years: .always,
            to: [CivilDate(1982, 1, 8), CivilDate(1991, 10, 19), CivilDate(1998, 4, 7), CivilDate(2001, 7, 6)],
            observed: toMonday)

    /// Days the President or the Minister declared.
    private static let declaredDays: [HolidayRule] = [
        // G.N. No. 2440 of 1967.
        .oneOff("Inauguration of the East African Economic Community", ["sw": "Uzinduzi wa Jumuiya ya Kiuchumi ya Afrika Mashariki"], on: CivilDate(1967, 12, 1)),
        .oneOff(census, on: CivilDate(2002, 8, 25)),
        .oneOff("John Pombe Magufuli Inauguration Day", ["sw": "Sikukuu ya Kuapishwa kwa John Pombe Magufuli"], on: CivilDate(2015, 11, 5)),
        .oneOff("Tanzania General Election Day", ["sw": "Sikukuu ya Uchaguzi Mkuu wa Tanzania"], on: CivilDate(2020, 10, 28)),
        .oneOff(magufuliFuneral, on: CivilDate(2021, 3, 22)),
        .oneOff(magufuliFuneral, on: CivilDate(2021, 3, 25)),
        .oneOff(census, on: CivilDate(2022, 8, 23)),
    ]
}
