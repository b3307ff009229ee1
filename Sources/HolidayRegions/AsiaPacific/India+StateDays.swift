import HolidayEngine

// The days several of India's states and union territories keep, each written once for the
// state lists of India+North.swift, India+West.swift, India+Central.swift, India+South.swift,
// India+East.swift and India+Northeast.swift. Each state's list names the government list its
// days come from; the dates are those lists' as python-holidays 0.108 records them (the Hindu
// festivals on the almanac's dates, docs/calendars.md). Names in the languages of the states
// that keep the day; a restricted festival a state closes keeps the national day's names
// (India+Names.swift).

extension Country.IndiaRules {
    /// The days several Indian states and union territories keep, each written once.
    enum StateDays {}
}

extension Country.IndiaRules.StateDays {
    /// May Day (International Labour Day), 1 May.
    static let mayDay = HolidayRule(
        "May Day",
        [
            "ta": "மே தினம்", "ml": "മേയ് ദിനം", "kn": "ಕಾರ್ಮಿಕರ ದಿನಾಚರಣೆ", "bn": "মে দিবস", "as": "মে দিৱস",
            "ne": "मे दिवस",
        ],
        on: .fixed(month: 5, day: 1))

    /// Netaji Subhas Chandra Bose's birthday, 23 January.
    static let netajiJayanti = HolidayRule(
        "Netaji Subhas Chandra Bose's Birthday", ["bn": "নেতাজি জয়ন্তী", "as": "নেতাজী জয়ন্তী"],
        on: .fixed(month: 1, day: 23))

    /// Makar Sankranti, the Sun's entry into Capricorn; India's central list has it as an
    /// optional day, which the state's day replaces.
    static let makarSankranti = HolidayRule(
        "Makar Sankranti", ["kn": "ಮಕರ ಸಂಕ್ರಾಂತಿ", "ml": "മകര സംക്രാന്തി", "ne": "माघे सङ्क्रान्ति"],
        on: .hindu(.makarSankranti, list: nil), replaces: "Makar Sankranti")

    /// Kanuma, the day after Sankranti in the Telugu lists (an optional day).
    static let kanuma = HolidayRule(
        "Kanuma", ["te": "కనుమ", "ta": "கனுமா"], on: .hindu(.makarSankranti, list: nil).shifted(1), kind: .optional)

    /// Ganesh (Vinayaka) Chaturthi; it replaces the central list's optional day of that name
    /// (2012 and 2023; in the other years the central list names it "Ganesh Chaturthi /
    /// Vinayak Chaturthi", which stays).
    static let ganeshChaturthi = HolidayRule(
        "Ganesh Chaturthi", ["kn": "ಗಣೇಶ ಚತುರ್ಥಿ", "ta": "விநாயகர் சதுர்த்தி", "ml": "ഗണേശ ചതുർത്ഥി"],
        on: .hindu(.ganeshChaturthi, list: nil), replaces: "Ganesh Chaturthi")

    /// Onam (Thiruvonam); India's central list has it as an optional day, which the state's
    /// day replaces.
    static let onam = HolidayRule(
        "Onam", ["ml": "ഓണം", "ta": "ஓணம்", "hi": "ओणम"], on: .hindu(.onam, list: nil), replaces: "Onam")

    /// Vishwakarma Puja, on Kanya Sankranti (an optional day).
    static let vishwakarmaPuja = HolidayRule(
        "Vishwakarma Puja", ["kn": "ವಿಶ್ವಕರ್ಮ ಜಯಂತಿ", "ml": "വിശ്വകർമ്മ ദിനം", "hi": "विश्वकर्मा पूजा"],
        on: .hindu(.vishwakarmaPuja, list: nil), kind: .optional)

    /// Anant Chaturdashi (an optional day).
    static let anantChaturdashi = HolidayRule(
        "Anant Chaturdashi", ["kn": "ಅನಂತ ಚತುರ್ದಶಿ", "hi": "अनंत चतुर्दशी"],
        on: .hindu(.anantChaturdashi, list: nil), kind: .optional)

    /// Varalakshmi Vratam (an optional day).
    static let varalakshmiVratam = HolidayRule(
        "Varalakshmi Vratam", ["kn": "ವರಮಹಾಲಕ್ಷ್ಮಿ ವ್ರತ", "te": "వరలక్ష్మీ వ్రతం"],
        on: .hindu(.varalakshmiVratam, list: nil), kind: .optional)

    /// Hartalika Teej.
    static let hartalikaTeej = HolidayRule(
        "Hartalika Teej", ["hi": "हरतालिका तीज", "ne": "हरितालिका तीज"], on: .hindu(.hartalikaTeej, list: nil))

    /// Chhath Puja.
    static let chhathPuja = HolidayRule(
        "Chhath Puja", ["hi": "छठ पूजा", "bn": "ছট পূজা", "ne": "छठ पर्व"], on: .hindu(.chhathPuja, list: nil))

    /// Shab-e-Miraj, 27 Rajab (an optional day, on the Islamic calendar as India observes
    /// it). In 2003 and 2024 the central lists began Rajab a day early (Hazrat Ali's birthday,
    /// 13 Rajab), which would move it too; no state list of those years was found, and
    /// python-holidays 0.108 keeps Umm al-Qura's day plus one: its day is kept.
    static let shabEMiraj: [HolidayRule] = moved(
        HolidayRule("Shab-I-Miraj", on: .hijri(.rajab, 27), kind: .optional),
        to: [CivilDate(2003, 9, 25), CivilDate(2024, 2, 9)])

    /// Eid-e-Ghadeer, 18 Dhu al-Hijjah (an optional day). In 2005, 2014, 2015 and 2026 the
    /// central lists put Id-ul-Zuha (10 Dhu al-Hijjah) on another day than Umm al-Qura's plus
    /// one, which would move it too; no state list of those years was found, and
    /// python-holidays 0.108 keeps Umm al-Qura's day plus one: its day is kept.
    static let eidEGhadeer: [HolidayRule] = moved(
        HolidayRule("Eid-e-Ghadeer", on: .hijri(.dhuAlHijjah, 18), kind: .optional),
        to: [CivilDate(2005, 1, 30), CivilDate(2014, 10, 13), CivilDate(2015, 10, 2), CivilDate(2026, 6, 5)])

    /// Pohela Boishakh, the Bengali new year.
    static let pohelaBoishakh = HolidayRule(
        "Bengali New Year", ["bn": "পয়লা বৈশাখ"], on: .hindu(.pohelaBoishakh, list: nil))

    /// Maha Saptami, the day before Maha Ashtami.
    static let mahaSaptami = HolidayRule(
        "Mahasaptami", ["bn": "মহাসপ্তমী"], on: .hindu(.mahaAshtami, list: nil).shifted(-1))

    /// Maha Ashtami.
    static let mahaAshtami = HolidayRule(
        "Mahashtami", ["bn": "মহাষ্টমী"], on: .hindu(.mahaAshtami, list: nil))

    /// All Souls' Day, 2 November (an optional day).
    static let allSoulsDay = HolidayRule(
        "All Souls' Day", ["ta": "கல்லறைத் திருநாள்"], on: .fixed(month: 11, day: 2), kind: .optional)

    /// The day after Christmas.
    static let postChristmas = HolidayRule("Post Christmas", on: .fixed(month: 12, day: 26))

    /// New Year's Eve, 31 December.
    static let newYearsEve = HolidayRule("New Year's Eve", on: .fixed(month: 12, day: 31))

    // MARK: - Restricted festivals a state closes

    /// The national days' names (India+Names.swift), which these days share.
    private typealias NationalNames = Country.IndiaRules.NationalNames

    /// A festival of the central government's restricted list that a state's own list makes a
    /// closed day: a public holiday there, under the national day's names, beside the
    /// restricted day, which stays open to the central government's offices in the state (so
    /// the day shows twice there: DuplicateNameTests lists those states).
    private static func closed(
        _ english: String, _ names: [String: String], on date: DateRule, years: YearSet = .always
    ) -> HolidayRule {
        let key = "\(english) (the state's closed day)"
        guard case .oneOff(let day) = date else { return HolidayRule(english, names, on: date, years: years, key: key) }
        return HolidayRule(english, names, on: date, years: .only(day.year), key: "\(key) \(day)")
    }

    /// Guru Gobind Singh's Jayanti, on the almanac's day every year (Chandigarh, Punjab).
    static let guruGobindSinghJayanti = closed(
        "Guru Gobind Singh's Jayanti", NationalNames.guruGobindSinghJayanti,
        on: .hindu(.guruGobindSinghJayanti, list: nil))

    /// Holika Dahan, the eve of Holi (Rajasthan, Uttarakhand).
    static let holikaDahan = closed(
        "Holika Dahan", NationalNames.holikaDahan, on: .hindu(.holi, list: nil).shifted(-1))

    /// Gudi Padwa, the new year of Chaitra (Dadra and Nagar Haveli and Daman and Diu, Goa,
    /// Maharashtra).
    static let gudiPadwa = closed("Gudi Padwa", NationalNames.gudiPadwa, on: .hindu(.gudiPadwa, list: nil))

    /// Cheti Chand, the Sindhi new year, on the day of Gudi Padwa (Dadra and Nagar Haveli and
    /// Daman and Diu, Gujarat, Rajasthan, Uttarakhand).
    static let chetiChand = closed("Cheti Chand", NationalNames.chetiChand, on: .hindu(.gudiPadwa, list: nil))

    /// Vaisakhi (Haryana, Punjab).
    static let vaisakhi = closed("Vaisakhi", NationalNames.vaisakhi, on: .hindu(.vaisakhi, list: nil))

    /// Raksha Bandhan (Dadra and Nagar Haveli and Daman and Diu, Gujarat, Haryana, Madhya
    /// Pradesh, Rajasthan, Uttarakhand, Uttar Pradesh).
    static let rakshaBandhan = closed(
        "Raksha Bandhan", NationalNames.rakshaBandhan, on: .hindu(.rakshaBandhan, list: nil))

    /// Govardhan Puja, the day after Diwali (Dadra and Nagar Haveli and Daman and Diu, Madhya
    /// Pradesh, Rajasthan, Uttar Pradesh).
    static let govardhanPuja = closed(
        "Govardhan Puja", NationalNames.govardhanPuja, on: .hindu(.govardhanPuja, list: nil))

    /// Bhai Duj, the day after Govardhan Puja (Gujarat, Rajasthan, Uttar Pradesh).
    static let bhaiDuj = closed(
        "Bhai Duj", NationalNames.bhaiDuj, on: .hindu(.govardhanPuja, list: nil).shifted(1))

    /// Guru Tegh Bahadur's Shaheedi Diwas: 24 November from 2004, and the central lists' days
    /// of 2002 and 2003 (Punjab, Uttarakhand).
    static let guruTeghBahadurShaheediDiwas: [HolidayRule] =
        [
            closed(
                "Guru Tegh Bahadur's Shaheedi Diwas", NationalNames.guruTeghBahadurShaheediDiwas,
                on: .fixed(month: 11, day: 24), years: .from(2004))
        ]
        + [CivilDate(2002, 12, 8), CivilDate(2003, 11, 28)].map {
            closed("Guru Tegh Bahadur's Shaheedi Diwas", NationalNames.guruTeghBahadurShaheediDiwas, on: .oneOff($0))
        }

    /// Mahanavami and Vijayadashami (the central list's Dussehra), as Kerala and West Bengal
    /// keep them: in 2026 both states' lists have them on 20 and 21 October, a day after the
    /// almanac's; `mahanavami` and `vijayadashami` are their names in the state's language.
    static func mahanavamiAndVijayadashami(
        _ mahanavami: [String: String], _ vijayadashami: [String: String]
    ) -> [HolidayRule] {
        moved(HolidayRule("Mahanavami", mahanavami, on: .hindu(.mahaNavami, list: nil)), to: [CivilDate(2026, 10, 20)])
            + moved(
                HolidayRule("Vijayadashami", vijayadashami, on: .hindu(.dussehra, list: nil)),
                to: [CivilDate(2026, 10, 21)])
    }

    /// `rule` on `dates` in their years, in place of its own date in those years (the date a
    /// state's own list gives: Kerala's Onam of 2026, a day before the almanac's Thiruvonam).
    static func moved(_ rule: HolidayRule, to dates: [CivilDate]) -> [HolidayRule] {
        [rule.during(rule.years.except(.years(dates.map(\.year))))]
            + dates.map { HolidayRule.oneOff(rule.names[0], on: $0, kind: rule.kind) }
    }
}
