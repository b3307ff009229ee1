import HolidayEngine

// India's southern states and union territories: their own days beside the central list
// (India.swift). Each state publishes a yearly list of holidays; the days below are those
// lists' as python-holidays 0.108 records them (the lists of 2026 cited per state), the Hindu
// festivals on the almanac's dates (docs/calendars.md), moved to the state's own date in
// the years its list gives another.
//
// Known from the state's or territory's creation where it is later than 1950: Andhra
// Pradesh, Karnataka (Mysore State until 1973), Kerala and the Laccadive, Minicoy and
// Amindivi Islands (Lakshadweep from 1973) took their shape on 1 November 1956 (States
// Reorganisation Act, 1956); Puducherry joined India de jure on 16 August 1962 (Treaty of
// Cession, 1956; Constitution (Fourteenth Amendment) Act, 1962) and is known from 1963, its
// first whole year; Telangana from 2 June 2014 (Andhra Pradesh Reorganisation Act, 2014).
// python-holidays 0.108 gives each state the central days from 1950; those earlier years
// are declined here.
//
// Not encoded: what python-holidays 0.108 files under its `government` category (the days
// off of a state's own offices only): Andhra Pradesh's and Telangana's state lists (Bhogi,
// Sankranti, Kanuma, Ugadi, Bonalu, Bathukamma, Babu Jagjivan Ram's birthday and the
// others), which it keeps apart from their public days, the central ones.

extension Country.IndiaRules {
    /// India's southern states and union territories, by code.
    static let southernRegions: [Country.Subdivision] = [
        Country.Subdivision(
            "AN", "Andaman and Nicobar Islands", local: "अंडमान और निकोबार द्वीपसमूह", languages: ["hi", "en"],
            rules: { andamanAndNicobarHolidays }),
        Country.Subdivision(
            "AP", "Andhra Pradesh", local: "ఆంధ్రప్రదేశ్", languages: ["te", "en"], known: .from(1956),
            rules: { andhraPradeshHolidays }),
        Country.Subdivision(
            "KA", "Karnataka", local: "ಕರ್ನಾಟಕ", languages: ["kn", "en"], known: .from(1956),
            rules: { karnatakaHolidays }),
        Country.Subdivision(
            "KL", "Kerala", local: "കേരളം", languages: ["ml", "en"], known: .from(1956), drops: ["Dussehra"],
            rules: { keralaHolidays }),
        Country.Subdivision(
            "LD", "Lakshadweep", local: "ലക്ഷദ്വീപ്", languages: ["ml", "en"], known: .from(1956),
            rules: { lakshadweepHolidays }),
        Country.Subdivision(
            "PY", "Puducherry", local: "புதுச்சேரி", languages: ["ta", "ml", "te", "fr", "en"], known: .from(1963),
            rules: { puducherryHolidays }),
        Country.Subdivision(
            "TN", "Tamil Nadu", local: "தமிழ்நாடு", languages: ["ta", "en"], rules: { tamilNaduHolidays }),
        Country.Subdivision(
            "TS", "Telangana", local: "తెలంగాణ", languages: ["te", "ur", "en"], known: .from(2014),
            rules: { telanganaHolidays }),
    ]

    /// Andaman and Nicobar Islands (the Administration's list of holidays for 2026, in its
    /// Gazette): Onam, and the day Netaji Subhas Chandra Bose first raised the flag of free
    /// India at Port Blair, 30 December 1943 (an optional day).
    private static let andamanAndNicobarHolidays: [HolidayRule] = [
        StateDays.onam,
        HolidayRule(
            "First Flag Hoisting of Independent India by Netaji Subhas Chandra Bose",
            ["hi": "नेताजी सुभाष चंद्र बोस द्वारा स्वतंत्र भारत का प्रथम ध्वजारोहण"],
            on: .fixed(month: 12, day: 30), kind: .optional),
    ]

    /// Andhra Pradesh (the state's list for 2026): its optional days besides the central
    /// ones.
    private static let andhraPradeshHolidays: [HolidayRule] =
        StateDays.shabEMiraj + StateDays.eidEGhadeer
        + [HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), kind: .optional)]

    /// Karnataka (the state's list for 2026): May Day, Makar Sankranti, Ugadi and Ganesh
    /// Chaturthi; optional days. Kannada Rajyotsava, the state's formation day (1 November
    /// 1956), from the Government of Karnataka's notifications of general holidays (No. DPAR
    /// 23 HHL 2016 of 28 November 2016 for 2017; the notification of 28 November 2023 for 2024,
    /// Karnataka Gazette, 13 December 2023), which python-holidays 0.108 lacks (judged in
    /// scripts/divergences.toml).
    private static let karnatakaHolidays: [HolidayRule] = [
        StateDays.makarSankranti,
        HolidayRule("Ugadi", ["kn": "ಯುಗಾದಿ"], on: .hindu(.gudiPadwa, list: nil), replaces: "Ugadi"),
        HolidayRule("Holy Saturday", on: .easter(-1), kind: .optional),
        StateDays.mayDay,
        HolidayRule(
            "Adi Shankaracharya's Birthday", ["kn": "ಶ್ರೀ ಶಂಕರಾಚಾರ್ಯ ಜಯಂತಿ"],
            on: .hindu(.adiShankaracharyaJayanti, list: nil), kind: .optional),
        StateDays.varalakshmiVratam,
        StateDays.ganeshChaturthi,
        StateDays.vishwakarmaPuja,
        StateDays.anantChaturdashi,
        HolidayRule(
            "Kannada Rajyotsava", ["kn": "ಕನ್ನಡ ರಾಜ್ಯೋತ್ಸವ"], on: .fixed(month: 11, day: 1), years: .from(1957)),
    ]

    /// Kerala (the Government of Kerala's calendar of 2026): Mannam Jayanti, Maundy Thursday
    /// and Easter, May Day, Vishu, the four days of Onam, Sree Narayana Guru's Samadhi,
    /// Mahanavami and Vijayadashami in place of the central Dussehra. In 2026 the calendar
    /// keeps Onam from 25 August and Mahanavami on 20 October, a day before and after the
    /// almanac's.
    private static let keralaHolidays: [HolidayRule] = {
        let onamDays: [HolidayRule] = (1...3).flatMap { day -> [HolidayRule] in
            let ordinal = ["രണ്ടാം", "മൂന്നാം", "നാലാം"][day - 1]
            return StateDays.moved(
                HolidayRule(
                    "Onam (Day \(day + 1))", ["ml": "ഓണം (\(ordinal) ദിവസം)"], on: .hindu(.onam, list: nil).shifted(day)),
                to: [CivilDate(2026, 8, 25 + day)])
        }
        let rules: [HolidayRule] = [
            HolidayRule("Mannam's Birthday", ["ml": "മന്നം ജയന്തി"], on: .fixed(month: 1, day: 2)),
            HolidayRule("Maundy Thursday", ["ml": "പെസഹാ വ്യാഴം"], on: .easter(-3)),
            HolidayRule("Easter Sunday", ["ml": "ഈസ്റ്റർ"], on: .easter(0), replaces: "Easter Sunday"),
            StateDays.mayDay,
            HolidayRule("Vishu", ["ml": "വിഷു"], on: .hindu(.vishu, list: nil), replaces: "Vishu"),
            // The central list's optional Onam stays on the almanac's day in 2026.
            HolidayRule("Onam", ["ml": "ഓണം"], on: .hindu(.onam, list: nil), kind: .optional, years: .only(2026))
                .keyed("Onam (optional)"),
            HolidayRule(
                "Shri Narayana Guru's Death Anniversary", ["ml": "ശ്രീനാരായണ ഗുരു സമാധി"],
                on: .fixed(month: 9, day: 21)),
            StateDays.vishwakarmaPuja,
        ]
        return rules + StateDays.moved(StateDays.onam, to: [CivilDate(2026, 8, 25)]) + onamDays
            + StateDays.mahanavamiAndVijayadashami(["ml": "മഹാനവമി"], ["ml": "വിജയദശമി"])
    }()

    /// Lakshadweep (the Administration's list of 2026): Makar Sankranti, Onam and Ganesh
    /// Chaturthi; Shab-e-Miraj an optional day.
    private static let lakshadweepHolidays: [HolidayRule] =
        [StateDays.makarSankranti] + StateDays.shabEMiraj + [StateDays.onam, StateDays.ganeshChaturthi]

    /// Puducherry (the Government of Puducherry's list of 2026): Pongal and Thiruvalluvar
    /// Day, Vishu and its second day, Tamil New Year, May Day, the day of the de jure
    /// transfer (16 August 1962), Ganesh Chaturthi, Onam and its second day, Ayudha Puja and
    /// Liberation Day (the de facto transfer, 1 November 1954); optional days, among them
    /// the Catholic feasts. In 2026 the list keeps Pongal on 15 January and Kanuma on the
    /// 16th, a day after the almanac's.
    private static let puducherryHolidays: [HolidayRule] = {
        let pongal = HolidayRule(
            "Pongal", ["ta": "பொங்கல்"], on: .hindu(.pongal, list: nil), replaces: "Pongal")
        let rules: [HolidayRule] = [
            // The central list's optional Pongal stays on the almanac's day in 2026.
            HolidayRule("Pongal", ["ta": "பொங்கல்"], on: .hindu(.pongal, list: nil), kind: .optional, years: .only(2026))
                .keyed("Pongal (optional)"),
            HolidayRule(
                "Saint Joseph Vaz's Day", ["ta": "புனித ஜோசப் வாஸ் திருநாள்"], on: .fixed(month: 1, day: 16),
                kind: .optional),
            HolidayRule(
                "Vishu", ["ml": "വിഷു", "ta": "விஷு"], on: .hindu(.vishu, list: nil), replaces: "Vishu"),
            HolidayRule(
                "Vishu (Day 2)", ["ml": "വിഷു (രണ്ടാം ദിവസം)", "ta": "விஷு (இரண்டாம் நாள்)"],
                on: .hindu(.vishu, list: nil).shifted(1)),
            tamilNewYear,
            StateDays.mayDay,
            HolidayRule(
                "Puducherry De Jure Transfer Day", ["ta": "சட்டப்பூர்வ இணைப்பு நாள்"], on: .fixed(month: 8, day: 16)),
            StateDays.ganeshChaturthi,
            StateDays.onam,
            HolidayRule(
                "Onam (Day 2)", ["ml": "ഓണം (രണ്ടാം ദിവസം)", "ta": "ஓணம் (இரண்டாம் நாள்)"],
                on: .hindu(.onam, list: nil).shifted(1)),
            ayudhaPuja,
            HolidayRule("Puducherry Liberation Day", ["ta": "விடுதலை நாள்"], on: .fixed(month: 11, day: 1)),
            StateDays.allSoulsDay,
            HolidayRule(
                "Feast of Immaculate Conception of Mary", ["ta": "அமல உற்பவ அன்னை திருநாள்"],
                on: .fixed(month: 12, day: 8), kind: .optional),
        ]
        return rules
            + StateDays.moved(pongal, to: [CivilDate(2026, 1, 15)])
            + StateDays.moved(thiruvalluvarDay, to: [CivilDate(2026, 1, 16)])
            + StateDays.moved(StateDays.kanuma, to: [CivilDate(2026, 1, 16)])
    }()

    /// Tamil Nadu (the state's list of 2026): Pongal, Thiruvalluvar Day and Uzhavar
    /// Thirunal, Tamil New Year, May Day, Vinayakar Chathurthi and Ayudha Puja.
    private static let tamilNaduHolidays: [HolidayRule] = [
        HolidayRule("Pongal", ["ta": "பொங்கல்"], on: .hindu(.pongal, list: nil), replaces: "Pongal"),
        thiruvalluvarDay,
        HolidayRule("Uzhavar Thirunal", ["ta": "உழவர் திருநாள்"], on: .hindu(.pongal, list: nil).shifted(2)),
        tamilNewYear,
        StateDays.mayDay,
        StateDays.ganeshChaturthi,
        ayudhaPuja,
    ]

    /// Telangana (the state's list of 2026): its optional days besides the central ones.
    private static let telanganaHolidays: [HolidayRule] =
        [StateDays.kanuma] + StateDays.shabEMiraj + StateDays.eidEGhadeer + [StateDays.varalakshmiVratam]

    /// Thiruvalluvar Day (Mattu Pongal), the day after Pongal.
    private static let thiruvalluvarDay = HolidayRule(
        "Thiruvalluvar Day", ["ta": "திருவள்ளுவர் தினம்"], on: .hindu(.pongal, list: nil).shifted(1))

    /// Puthandu, the Tamil new year, 1 Chithirai.
    private static let tamilNewYear = HolidayRule(
        "Tamil New Year", ["ta": "தமிழ்ப் புத்தாண்டு"], on: .hindu(.puthandu, list: nil))

    /// Ayudha Puja, on Maha Navami.
    private static let ayudhaPuja = HolidayRule(
        "Ayudha Puja", ["ta": "ஆயுத பூஜை"], on: .hindu(.mahaNavami, list: nil))
}
