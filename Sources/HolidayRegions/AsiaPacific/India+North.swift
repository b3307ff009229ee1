import HolidayEngine

// India's northern states and union territories: their own holidays beyond the central
// government's (India.swift), from each one's yearly holiday notification, cited above its list,
// as python-holidays 0.108 records them (public and optional; its "government" and
// "optional_women" categories are left out). Each is known from the year it came to be in its
// present form: Chandigarh and Haryana 1966 (the Punjab Reorganisation Act, 1966), Punjab 1966
// (the same Act), Himachal Pradesh 1971 (statehood, the State of Himachal Pradesh Act, 1970),
// Uttarakhand 2000 (the Uttar Pradesh Reorganisation Act, 2000), Jammu and Kashmir and Ladakh
// 2019 (the Jammu and Kashmir Reorganisation Act, 2019); Delhi, Rajasthan and Uttar Pradesh
// from 1950, as India. Local names in Hindi (Devanagari), in Punjabi (Gurmukhi) for Punjab and
// Chandigarh where a name has one, as python-holidays' translations give them.

extension Country.IndiaRules {
    /// The northern states and union territories, each with its own closed (`.public`) and
    /// restricted (`.optional`) holidays on top of the central government's.
    static let northernRegions: [Country.Subdivision] = [
        Country.Subdivision(
            "CH", "Chandigarh", local: "चंडीगढ़",
            languages: ["pa", "hi", "en"], known: .from(1966), rules: { chandigarhHolidays }),
        Country.Subdivision("DL", "Delhi", local: "दिल्ली"),
        Country.Subdivision(
            "HP", "Himachal Pradesh", local: "हिमाचल प्रदेश",
            known: .from(1971), rules: { himachalPradeshHolidays }),
        Country.Subdivision("HR", "Haryana", local: "हरियाणा", known: .from(1966), rules: { haryanaHolidays }),
        Country.Subdivision(
            "JK", "Jammu and Kashmir", local: "जम्मू और कश्मीर",
            known: .from(2019), rules: { jammuAndKashmirHolidays }),
        Country.Subdivision("LA", "Ladakh", local: "लद्दाख", known: .from(2019), rules: { ladakhHolidays }),
        Country.Subdivision(
            "PB", "Punjab", local: "ਪੰਜਾਬ",
            languages: ["pa", "hi", "en"], known: .from(1966), rules: { punjabHolidays }),
        Country.Subdivision("RJ", "Rajasthan", local: "राजस्थान", rules: { rajasthanHolidays }),
        Country.Subdivision(
            "UK", "Uttarakhand", local: "उत्तराखण्ड",
            known: .from(2000), rules: { uttarakhandHolidays }),
        Country.Subdivision("UP", "Uttar Pradesh", local: "उत्तर प्रदेश", rules: { uttarPradeshHolidays }),
    ]

    /// Chandigarh: Chandigarh Administration, notification of gazetted and restricted holidays (yearly; 2026).
    private static let chandigarhHolidays: [HolidayRule] = [
        StateDays.guruGobindSinghJayanti,
        HolidayRule("Maharishi Valmiki's Jayanti", on: .hindu(.maharshiValmikiJayanti, list: nil)),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "ਸ਼੍ਰੀ ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ ਦਾ ਸ਼ਹੀਦੀ ਦਿਹਾੜਾ",
            on: .hindu(.guruArjunDevMartyrdom, list: nil), kind: .optional),
        HolidayRule(
            "Sant Kabir's Jayanti", local: "ਸੰਤ ਕਬੀਰ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .hindu(.kabirJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Agrasen's Jayanti", local: "ਮਹਾਰਾਜਾ ਅਗਰਸੈਨ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .hindu(.sharadNavratri, list: nil), kind: .optional),
        HolidayRule(
            "Jor Mela Fatehgarh Sahib", local: "ਜੋੜ ਮੇਲਾ ਫਤਿਹਗੜ੍ਹ ਸਾਹਿਬ",
            on: .fixed(month: 12, day: 26), kind: .optional),
        HolidayRule(
            "Jor Mela Fatehgarh Sahib", local: "ਜੋੜ ਮੇਲਾ ਫਤਿਹਗੜ੍ਹ ਸਾਹਿਬ",
            on: .fixed(month: 12, day: 27), kind: .optional),
        HolidayRule(
            "Jor Mela Fatehgarh Sahib", local: "ਜੋੜ ਮੇਲਾ ਫਤਿਹਗੜ੍ਹ ਸਾਹਿਬ",
            on: .fixed(month: 12, day: 28), kind: .optional),
    ]

    /// Himachal Pradesh: Government of Himachal Pradesh, notification regarding the list of holidays (yearly; 2026).
    private static let himachalPradeshHolidays: [HolidayRule] = [
        HolidayRule("Statehood Day", local: "राज्य स्थापना दिवस", on: .fixed(month: 1, day: 25)),
        HolidayRule(
            "Guru Ravi Das's Jayanti", local: "गुरु रवि दास का जन्मदिन",
            on: .hindu(.guruRavidasJayanti, list: nil), key: "Guru Ravi Das's Jayanti (HP)"),
        HolidayRule("Himachal Day", local: "हिमाचल दिवस", on: .fixed(month: 4, day: 15)),
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "भगवान श्री परशुराम जयंती",
            on: .hindu(.parshuramJayanti, list: nil)),
        HolidayRule(
            "Maharana Pratap's Jayanti", local: "महाराणा प्रताप जयंती",
            on: .hindu(.maharanaPratapJayanti, list: nil)),
        HolidayRule("Sant Kabir's Jayanti", local: "संत कबीर जयंती", on: .hindu(.kabirJayanti, list: nil)),
        HolidayRule("Maharishi Valmiki's Jayanti", on: .hindu(.maharshiValmikiJayanti, list: nil)),
    ]

    /// Haryana: Government of Haryana, notification of public and restricted holidays (yearly; 2026).
    private static let haryanaHolidays: [HolidayRule] = [
        HolidayRule("Sir Chottu Ram's Jayanti", local: "सर छोटू राम जयंती", on: .hindu(.basantPanchami, list: nil)),
        HolidayRule(
            "Shaheed-e-Azam Bhagat Singh, Sukhdev and Rajguru's Shaheedi Diwas", local: "शहीद-ए-आज़म भगत सिंह, सुखदेव और राजगुरु शहीदी दिवस",
            on: .fixed(month: 3, day: 23)),
        StateDays.vaisakhi,
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "भगवान श्री परशुराम जयंती",
            on: .hindu(.parshuramJayanti, list: nil)),
        HolidayRule("Akshay Tritiya", local: "अक्षय तृतीया", on: .hindu(.parshuramJayanti, list: nil)),
        HolidayRule(
            "Maharana Pratap's Jayanti", local: "महाराणा प्रताप जयंती",
            on: .hindu(.maharanaPratapJayanti, list: nil)),
        HolidayRule("Sant Kabir's Jayanti", local: "संत कबीर जयंती", on: .hindu(.kabirJayanti, list: nil)),
        HolidayRule(
            "Shaheed Udham Singh's Shaheedi Diwas", local: "शहीद ऊधम सिंह शहीदी दिवस",
            on: .fixed(month: 7, day: 31)),
        StateDays.rakshaBandhan,
        HolidayRule(
            "Haryana War Heroes' Shaheedi Diwas", local: "हरियाणा के युद्ध वीरों का शहीदी दिवस",
            on: .fixed(month: 9, day: 23)),
        HolidayRule("Maharaj Agrasen's Jayanti", local: "महाराज अग्रसेन जयंती", on: .hindu(.sharadNavratri, list: nil)),
        HolidayRule("Maharishi Valmiki's Jayanti", on: .hindu(.maharshiValmikiJayanti, list: nil)),
        HolidayRule("Haryana Day", local: "हरियाणा दिवस", on: .fixed(month: 11, day: 1)),
        HolidayRule("Vishwakarma Day", local: "विश्वकर्मा दिवस", on: .hindu(.govardhanPuja, list: nil)),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "गुरु अर्जन देव शहीदी दिवस",
            on: .hindu(.guruArjunDevMartyrdom, list: nil), kind: .optional),
        HolidayRule(
            "Shaheed Udham Singh's Jayanti", local: "शहीद ऊधम सिंह जयंती",
            on: .fixed(month: 12, day: 26), kind: .optional),
    ]

    /// Jammu and Kashmir: Government of Jammu and Kashmir, General Administration Department, order on the list of holidays (yearly; 2026).
    private static let jammuAndKashmirHolidays: [HolidayRule] = [
        HolidayRule("Nauroz", local: "नौरोज़", on: .persian(month: .farvardin, day: 1)),
        HolidayRule("1st Navratra", local: "प्रथम नवरात्र", on: .hindu(.chaitraNavratri, list: nil)),
        HolidayRule("Baisakhi", local: "बैसाखी", on: .hindu(.vaisakhi, list: nil)),
        HolidayRule("Maharaja Hari Singh's Jayanti", local: "महाराजा हरि सिंह जयंती", on: .fixed(month: 9, day: 23)),
        HolidayRule("Mahanavami", local: "महानवमी", on: .hindu(.mahaNavami, list: nil)),
        HolidayRule("Accession Day", local: "विलय दिवस", on: .fixed(month: 10, day: 26)),
        // 2024: 27 Rajab by Umm al-Qura a day later (9 February), as python-holidays 0.108 has it;
        // India's own Rajab of 1445 (from the central list's Hazrat Ali's Birthday) would give
        // 8 February, and a transcription of J&K's order 1583-JK(GAD) of 2023 gives 7 February:
        // no primary list at hand settles it, so python-holidays' day stands.
        HolidayRule("Shab-I-Miraj", local: "शब-ए-मेराज", on: .hijri(.rajab, 27), years: .always.except(2024)),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "गुरु अर्जन देव शहीदी दिवस",
            on: .hindu(.guruArjunDevMartyrdom, list: nil), kind: .optional),
        HolidayRule(
            "Shab-I-Miraj", local: "शब-ए-मेराज",
            on: .oneOff(CivilDate(2024, 2, 9)), years: .only(2024), key: "Shab-I-Miraj (JK) 2024-02-09"),
    ]

    /// Ladakh: Union Territory of Ladakh, list of holidays (yearly; 2026).
    private static let ladakhHolidays: [HolidayRule] = [
        HolidayRule("Nauroz", local: "नौरोज़", on: .persian(month: .farvardin, day: 1)),
        HolidayRule("1st Navratra", local: "प्रथम नवरात्र", on: .hindu(.chaitraNavratri, list: nil), kind: .optional),
        HolidayRule(
            "Vaisakhi", local: "वैसाखी",
            on: .hindu(.vaisakhi, list: nil), kind: .optional, replaces: "Vaisakhi"),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "गुरु अर्जन देव शहीदी दिवस",
            on: .hindu(.guruArjunDevMartyrdom, list: nil), kind: .optional),
        HolidayRule(
            "Shab-I-Miraj", local: "शब-ए-मेराज",
            on: .hijri(.rajab, 27), kind: .optional, years: .always.except(2024)),
        HolidayRule("Eid-e-Ghadeer", local: "ईद-ए-गदीर", on: .hijri(.dhuAlHijjah, 18), kind: .optional),
        HolidayRule(
            "Shab-I-Miraj", local: "शब-ए-मेराज",
            on: .oneOff(CivilDate(2024, 2, 9)), kind: .optional, years: .only(2024), key: "Shab-I-Miraj (LA) 2024-02-09"),
    ]

    /// Punjab: Government of Punjab, Department of General Administration, calendar of holidays (yearly; 2026).
    private static let punjabHolidays: [HolidayRule] = [
        StateDays.guruGobindSinghJayanti,
        HolidayRule(
            "Shaheed-e-Azam Bhagat Singh, Sukhdev and Rajguru's Shaheedi Diwas", local: "ਸ਼ਹੀਦ-ਏ-ਆਜ਼ਮ ਭਗਤ ਸਿੰਘ, ਸੁਖਦੇਵ ਅਤੇ ਰਾਜਗੁਰੂ ਦਾ ਸ਼ਹੀਦੀ ਦਿਹਾੜਾ",
            on: .fixed(month: 3, day: 23)),
        HolidayRule("Guru Nabha Dass's Jayanti", local: "ਗੁਰੂ ਨਾਭਾ ਦਾਸ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ", on: .fixed(month: 4, day: 8)),
        StateDays.vaisakhi,
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "ਭਗਵਾਨ ਸ਼੍ਰੀ ਪਰਸ਼ੁਰਾਮ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .hindu(.parshuramJayanti, list: nil)),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "ਸ਼੍ਰੀ ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ ਦਾ ਸ਼ਹੀਦੀ ਦਿਹਾੜਾ",
            on: .hindu(.guruArjunDevMartyrdom, list: nil)),
        HolidayRule("Sant Kabir's Jayanti", local: "ਸੰਤ ਕਬੀਰ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ", on: .hindu(.kabirJayanti, list: nil)),
        HolidayRule(
            "Shaheed Udham Singh's Shaheedi Diwas", local: "ਸ਼ਹੀਦ ਊਧਮ ਸਿੰਘ ਜੀ ਦਾ ਸ਼ਹੀਦੀ ਦਿਹਾੜਾ",
            on: .fixed(month: 7, day: 31)),
        HolidayRule(
            "Maharaj Agrasen's Jayanti", local: "ਮਹਾਰਾਜਾ ਅਗਰਸੈਨ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .hindu(.sharadNavratri, list: nil)),
        HolidayRule("Maharishi Valmiki's Jayanti", on: .hindu(.maharshiValmikiJayanti, list: nil)),
        HolidayRule("Vishwakarma Day", local: "ਵਿਸ਼ਵਕਰਮਾ ਦਿਵਸ", on: .hindu(.govardhanPuja, list: nil)),
        HolidayRule(
            "Kartar Singh Sarabha's Shaheedi Diwas", local: "ਕਰਤਾਰ ਸਿੰਘ ਸਰਾਭਾ ਜੀ ਦਾ ਸ਼ਹੀਦੀ ਦਿਹਾੜਾ",
            on: .fixed(month: 11, day: 16)),
        HolidayRule("Jor Mela Fatehgarh Sahib", local: "ਜੋੜ ਮੇਲਾ ਫਤਿਹਗੜ੍ਹ ਸਾਹਿਬ", on: .fixed(month: 12, day: 28)),
        HolidayRule(
            "Lohri", local: "ਲੋਹੜੀ",
            on: .hindu(.makarSankranti, list: nil).shifted(-1), kind: .optional, replaces: "Lohri"),
        HolidayRule(
            "Satguru Ram Singh's Jayanti", local: "ਸਤਿਗੁਰੂ ਰਾਮ ਸਿੰਘ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .hindu(.basantPanchami, list: nil), kind: .optional),
        HolidayRule(
            "International Women's Day", local: "ਅੰਤਰਰਾਸ਼ਟਰੀ ਮਹਿਲਾ ਦਿਵਸ",
            on: .fixed(month: 3, day: 8), kind: .optional),
        HolidayRule("Hola Mohalla", local: "ਹੋਲਾ ਮੁਹੱਲਾ", on: .hindu(.holaMohalla, list: nil), kind: .optional),
        HolidayRule(
            "Nirjala Ekadashi", local: "ਨਿਰਜਲਾ ਇਕਾਦਸ਼ੀ",
            on: .hindu(.nirjalaEkadashi, list: nil), kind: .optional),
        HolidayRule(
            "Maharaja Ranjit Singh's Death Anniversary", local: "ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਜੀ ਦੀ ਬਰਸੀ",
            on: .fixed(month: 6, day: 27), kind: .optional),
        HolidayRule("Samvatsari Day", local: "ਸੰਵਤਸਰੀ ਦਿਵਸ", on: .hindu(.samvatsariParva, list: nil), kind: .optional),
        HolidayRule("Saragarhi Day", local: "ਸਾਰਾਗੜ੍ਹੀ ਦਿਵਸ", on: .fixed(month: 9, day: 12), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "ਅਨੰਤ ਚਤੁਰਦਸ਼ੀ",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
        HolidayRule(
            "Bhagat Singh's Jayanti", local: "ਸ਼ਹੀਦ ਭਗਤ ਸਿੰਘ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .fixed(month: 9, day: 28), kind: .optional),
        HolidayRule(
            "Baba Banda Singh Bahadur's Jayanti", local: "ਬਾਬਾ ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ ਜੀ ਦਾ ਜਨਮ ਦਿਹਾੜਾ",
            on: .fixed(month: 10, day: 16), kind: .optional),
        HolidayRule("New Punjab Day", local: "ਨਵਾਂ ਪੰਜਾਬ ਦਿਵਸ", on: .fixed(month: 11, day: 1), kind: .optional),
    ] + StateDays.guruTeghBahadurShaheediDiwas

    /// Rajasthan: Government of Rajasthan, General Administration Department, list of public and optional holidays (yearly; 2026).
    private static let rajasthanHolidays: [HolidayRule] = [
        StateDays.holikaDahan,
        StateDays.chetiChand,
        HolidayRule(
            "Mahatma Jyotiba Phule's Jayanti", local: "महात्मा ज्योतिबा फुले जयंती",
            on: .fixed(month: 4, day: 11)),
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "भगवान श्री परशुराम जयंती",
            on: .hindu(.parshuramJayanti, list: nil)),
        HolidayRule(
            "Maharana Pratap's Jayanti", local: "महाराणा प्रताप जयंती",
            on: .hindu(.maharanaPratapJayanti, list: nil)),
        HolidayRule(
            "International Day of Adivasi Peoples", local: "आदिवासी लोगों का अंतर्राष्ट्रीय दिवस",
            on: .fixed(month: 8, day: 9)),
        StateDays.rakshaBandhan,
        HolidayRule("Khejarli's Shaheedi Diwas", local: "खेजड़ली शहीदी दिवस", on: .fixed(month: 9, day: 11)),
        HolidayRule("Sharad Navratri", local: "शारदीय नवरात्रि", on: .hindu(.sharadNavratri, list: nil)),
        HolidayRule("Maharaj Agrasen's Jayanti", local: "महाराज अग्रसेन जयंती", on: .hindu(.sharadNavratri, list: nil)),
        HolidayRule("Durgashtami", local: "दुर्गाष्टमी", on: .hindu(.mahaAshtami, list: nil)),
        StateDays.govardhanPuja,
        StateDays.bhaiDuj,
        HolidayRule(
            "Gadge Maharaj's Jayanti", local: "गाडगे महाराज जयंती",
            on: .fixed(month: 2, day: 23), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "अनंत चतुर्दशी",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
    ]

    /// Uttarakhand: Government of Uttarakhand, list of public and restricted holidays (yearly; 2026).
    private static let uttarakhandHolidays: [HolidayRule] = [
        StateDays.holikaDahan,
        StateDays.chetiChand,
        HolidayRule("Harela", local: "हरेला", on: .fixed(month: 7, day: 16)),
        StateDays.rakshaBandhan,
        HolidayRule("Vishwakarma Puja", local: "विश्वकर्मा पूजा", on: .hindu(.vishwakarmaPuja, list: nil)),
        HolidayRule("Maharishi Valmiki's Jayanti", on: .hindu(.maharshiValmikiJayanti, list: nil)),
        HolidayRule("Easter Monday", local: "ईस्टर सोमवार", on: .easter(1), kind: .optional),
        HolidayRule(
            "Veer Kesari Chand's Shaheedi Diwas", local: "वीर केसरी चंद शहीदी दिवस",
            on: .fixed(month: 5, day: 3), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "अनंत चतुर्दशी",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Agrasen's Jayanti", local: "महाराज अग्रसेन जयंती",
            on: .hindu(.sharadNavratri, list: nil), kind: .optional),
        HolidayRule("Chehlum", local: "चेहल्लुम", on: .hijri(.safar, 20), kind: .optional),
    ] + StateDays.guruTeghBahadurShaheediDiwas

    /// Uttar Pradesh: Government of Uttar Pradesh, list of public and restricted holidays (yearly; 2026).
    private static let uttarPradeshHolidays: [HolidayRule] = [
        StateDays.rakshaBandhan,
        StateDays.govardhanPuja,
        StateDays.bhaiDuj,
        HolidayRule(
            "Chitragupt's Jayanti", local: "चित्रगुप्त जयंती",
            on: .hindu(.govardhanPuja, list: nil).shifted(1)),
        HolidayRule(
            "Karpuri Thakur's Jayanti", local: "कर्पूरी ठाकुर जयंती",
            on: .fixed(month: 1, day: 24), kind: .optional),
        HolidayRule(
            "Maharshi Kashyap and Maharaj Nishad Raj's Graha Jayanti", local: "महर्षि कश्यप और महाराज निषाद राज की ग्रह जयंती",
            on: .fixed(month: 4, day: 5), kind: .optional),
        HolidayRule("Easter Monday", local: "ईस्टर सोमवार", on: .easter(1), kind: .optional),
        HolidayRule(
            "Chandrashekhar's Jayanti", local: "चंद्रशेखर जयंती",
            on: .fixed(month: 4, day: 17), kind: .optional),
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "भगवान श्री परशुराम जयंती",
            on: .hindu(.parshuramJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Maharana Pratap's Jayanti", local: "महाराणा प्रताप जयंती",
            on: .hindu(.maharanaPratapJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Vishwakarma Puja", local: "विश्वकर्मा पूजा",
            on: .hindu(.vishwakarmaPuja, list: nil), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "अनंत चतुर्दशी",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Agrasen's Jayanti", local: "महाराज अग्रसेन जयंती",
            on: .hindu(.sharadNavratri, list: nil), kind: .optional),
        HolidayRule(
            "Sardar Vallabhbhai Patel's Jayanti", local: "सरदार वल्लभभाई पटेल जयंती",
            on: .fixed(month: 10, day: 31), kind: .optional),
        HolidayRule(
            "Acharya Narendra Dev's Jayanti", local: "आचार्य नरेंद्र देव जयंती",
            on: .fixed(month: 10, day: 31), kind: .optional),
        HolidayRule(
            "Veerangana Uda Devi's Shaheedi Diwas", local: "वीरांगना ऊदा देवी शहीदी दिवस",
            on: .fixed(month: 11, day: 16), kind: .optional),
        HolidayRule(
            "Chaudhary Charan Singh's Jayanti", local: "चौधरी चरण सिंह जयंती",
            on: .fixed(month: 12, day: 23), kind: .optional),
        HolidayRule("Chehlum", local: "चेहल्लुम", on: .hijri(.safar, 20), kind: .optional),
    ]
}
