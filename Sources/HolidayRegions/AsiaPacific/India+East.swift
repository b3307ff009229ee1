import HolidayEngine

// India's eastern states: their own days beside the central list (India.swift). Each state
// publishes a yearly list of holidays; the days below are those lists' as python-holidays
// 0.108 records them (the lists of 2026 cited per state), the Hindu festivals on the
// almanac's dates (docs/calendars.md), moved to the state's own date in the years its list
// gives another.
//
// Known from 1950, but Jharkhand from 2000, the year the Bihar Reorganisation Act, 2000 made
// it a state (15 November 2000); python-holidays 0.108 gives it the central days from 1950,
// years declined here.
//
// Not encoded: what python-holidays 0.108 files under its `government` category (the days
// off of a state's own offices only): Bihar's Mahasaptami, Chhath and Chehlum, Jharkhand's
// Netaji Jayanti, Majdoor Diwas, Makar Sankranti, Rath Yatra, Vishwakarma Puja, Govardhan
// Puja and Bhai Duj, and Odisha's Utkal Divas, Dola Purnima, Maha Visuva Sankranti, Rath
// Yatra, Ganesh Chaturthi and the Durga Puja days.

extension Country.IndiaRules {
    /// India's eastern states, by code.
    static let easternRegions: [Country.Subdivision] = [
        Country.Subdivision("BR", "Bihar", local: "बिहार", languages: ["hi", "en"], rules: { biharHolidays }),
        Country.Subdivision(
            "JH", "Jharkhand", local: "झारखंड", languages: ["hi", "en"], known: .from(2000),
            rules: { jharkhandHolidays }),
        Country.Subdivision("OD", "Odisha", local: "ଓଡ଼ିଶା", languages: ["or", "en"], rules: { odishaHolidays }),
        Country.Subdivision(
            "WB", "West Bengal", local: "পশ্চিমবঙ্গ", languages: ["bn", "en"], drops: ["Dussehra"],
            rules: { westBengalHolidays }),
    ]

    /// Bihar (the state's list of 2026): its optional days besides the central ones.
    private static let biharHolidays: [HolidayRule] = [
        HolidayRule(
            "Karpuri Thakur's Birthday", ["hi": "कर्पूरी ठाकुर जयंती"], on: .fixed(month: 1, day: 24), kind: .optional),
        StateDays.hartalikaTeej.ofKind(.optional),
        StateDays.vishwakarmaPuja,
        StateDays.anantChaturdashi,
        HolidayRule(
            "Rajendra Prasad's Birthday", ["hi": "डॉ. राजेन्द्र प्रसाद जयंती"], on: .fixed(month: 12, day: 3),
            kind: .optional),
    ]

    /// Jharkhand (the state's list of 2026): Karma Puja (the 11th of the bright half of
    /// Bhadrapada) and Chhath Puja.
    private static let jharkhandHolidays: [HolidayRule] = [
        HolidayRule("Karma Puja", ["hi": "करमा पूजा"], on: .hindu(.parivartiniEkadashi, list: nil)),
        StateDays.chhathPuja,
    ]

    /// Odisha (the state's list of 2026): the central days, but Ram Navami on 27 March 2026,
    /// a day after the almanac's (a closed holiday when not on a Sunday, as centrally).
    private static let odishaHolidays: [HolidayRule] = StateDays.moved(
        HolidayRule(
            "Ram Navami", ["or": "ରାମ ନବମୀ"],
            on: .hindu(.ramNavami, list: nil).inYears(
                when: .hindu(.ramNavami, list: nil), fallsOn: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday]),
            replaces: "Ram Navami"),
        to: [CivilDate(2026, 3, 27)])

    /// West Bengal (the state's list of 2026): Swami Vivekananda's and Netaji's birthdays,
    /// Bengali New Year, May Day, Rabindra Jayanti (25 Boishakh), Mahalaya, the Durga Puja
    /// days from Mahasaptami to Vijayadashami in place of the central Dussehra, Kali Puja,
    /// Bhai Phonta, Chhath Puja and Birsa Munda's birthday. In 2026 the list keeps
    /// Mahanavami on 20 October and Vijayadashami on the 21st, a day after the almanac's.
    private static let westBengalHolidays: [HolidayRule] = [
        HolidayRule(
            "Swami Vivekananda's Birthday", ["bn": "স্বামী বিবেকানন্দের জন্মজয়ন্তী"], on: .fixed(month: 1, day: 12)),
        StateDays.netajiJayanti,
        StateDays.pohelaBoishakh,
        StateDays.mayDay,
        // 25 Boishakh, 24 days after Pohela Boishakh as the central list counts the solar
        // month (Vaisakhadi): 9 May, 8 May in a leap year.
        HolidayRule(
            "Rabindranath Tagore's Birthday", ["bn": "রবীন্দ্র জয়ন্তী"], on: .hindu(.vaisakhadi, list: nil).shifted(24)),
        HolidayRule("Mahalaya", ["bn": "মহালয়া"], on: .hindu(.pitraMokshAmavasya, list: nil)),
        StateDays.mahaSaptami,
        StateDays.mahaAshtami,
    ]
        + StateDays.mahanavamiAndVijayadashami(["bn": "মহানবমী"], ["bn": "বিজয়া দশমী"])
        + [
            HolidayRule("Kali Puja", ["bn": "কালীপূজা"], on: .hindu(.kaliPuja, list: nil)),
            HolidayRule(
                "Bhai Duj", ["bn": "ভাইফোঁটা"], on: .hindu(.govardhanPuja, list: nil).shifted(1), replaces: "Bhai Duj"),
            StateDays.chhathPuja,
            HolidayRule("Birsa Munda's Birthday", ["bn": "বিরসা মুন্ডার জন্মজয়ন্তী"], on: .fixed(month: 11, day: 15)),
        ]
}
