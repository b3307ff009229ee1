import HolidayEngine

// India's western states and union territories: their own holidays beyond the central
// government's (India.swift), from each one's yearly holiday notification, cited above its list,
// as python-holidays 0.108 records them (public and optional). Known from the year each came to
// be: Gujarat and Maharashtra 1960 (the Bombay Reorganisation Act, 1960), Goa 1987 (the Goa,
// Daman and Diu Reorganisation Act, 1987), Dadra and Nagar Haveli and Daman and Diu 2020 (the
// merger Act of 2019, in force 26 January 2020). Maharashtra keeps Holi and Ganesh Chaturthi as
// its own closed days (its own dates in some years) and drops the central ones. Local names in
// Gujarati, Marathi, else Hindi, as python-holidays' translations give them. Goa's language is
// Konkani (the Goa, Daman and Diu Official Language Act, 1987), in which no names are known
// here: its days show in English, and in Hindi when Hindi is asked for (`--language hi`).

extension Country.IndiaRules {
    /// The western states and union territories, each with its own closed (`.public`) and
    /// restricted (`.optional`) holidays on top of the central government's.
    static let westernRegions: [Country.Subdivision] = [
        Country.Subdivision(
            "DH", "Dadra and Nagar Haveli and Daman and Diu", local: "દાદરા અને નગર હવેલી અને દમણ અને દીવ",
            languages: ["gu", "hi", "en"], known: .from(2020), rules: { dadraNagarHaveliDamanDiuHolidays }),
        Country.Subdivision(
            "GA", "Goa", local: "गोवा", languages: ["kok", "hi", "en"], known: .from(1987), rules: { goaHolidays }),
        Country.Subdivision(
            "GJ", "Gujarat", local: "ગુજરાત",
            languages: ["gu", "hi", "en"], known: .from(1960), rules: { gujaratHolidays }),
        Country.Subdivision(
            "MH", "Maharashtra", local: "महाराष्ट्र",
            languages: ["mr", "hi", "en"], known: .from(1960), drops: ["Holi", "Ganesh Chaturthi / Vinayak Chaturthi", "Ganesh Chaturthi", "Vinayak Chaturthi 2012-08-21", "Vinayak Chaturthi 2023-08-20"], rules: { maharashtraHolidays }),
    ]

    /// Dadra and Nagar Haveli and Daman and Diu: UT Administration of Dadra and Nagar Haveli and Daman and Diu, list of holidays (yearly; 2026).
    private static let dadraNagarHaveliDamanDiuHolidays: [HolidayRule] = [
        HolidayRule(
            "Makar Sankranti", local: "મકરસંક્રાંતિ",
            on: .hindu(.makarSankranti, list: nil), key: "Makar Sankranti (DH)"),
        HolidayRule("Magh Bihu", local: "માઘ બિહુ", on: .hindu(.pongal, list: nil), key: "Magh Bihu (DH)"),
        HolidayRule("Pongal", local: "પોંગલ", on: .hindu(.pongal, list: nil), key: "Pongal (DH)"),
        HolidayRule(
            "Chaitra Sukladi", local: "ચૈત્ર શુક્લાડી",
            on: .hindu(.gudiPadwa, list: nil), key: "Chaitra Sukladi (DH)"),
        StateDays.gudiPadwa,
        HolidayRule("Ugadi", local: "ઉગાડી", on: .hindu(.gudiPadwa, list: nil), key: "Ugadi (DH)"),
        StateDays.chetiChand,
        HolidayRule(
            "Parsi New Year (Shahenshahi)", local: "પારસી નવું વર્ષ (શાહેનશાહી)",
            on: .hindu(.parsiNewYear, list: nil)),
        StateDays.rakshaBandhan,
        HolidayRule(
            "Ganesh Chaturthi / Vinayak Chaturthi", local: "ગણેશ ચતુર્થી / વિનાયક ચતુર્થી",
            on: .hindu(.ganeshChaturthi, list: nil), key: "Ganesh Chaturthi / Vinayak Chaturthi (DH)"),
        StateDays.govardhanPuja,
        HolidayRule(
            "Pratihar Shashthi or Surya Shashthi (Chhath Puja)", local: "પ્રતિહાર ષષ્ઠી અથવા સૂર્ય ષષ્ઠી (છઠ પૂજા)",
            on: .hindu(.chhathPuja, list: nil), key: "Pratihar Shashthi or Surya Shashthi (Chhath Puja) (DH)"),
        HolidayRule(
            "Magh Bihu", local: "માઘ બિહુ",
            on: .oneOff(CivilDate(2023, 1, 14)), years: .only(2023), key: "Magh Bihu (DH) 2023-01-14"),
    ]

    /// Goa: Government of Goa, Official Gazette, Series II, order on public holidays (yearly; 2025-26).
    private static let goaHolidays: [HolidayRule] = [
        StateDays.gudiPadwa,
        HolidayRule(
            "Ganesh Chaturthi", ["hi": "गणेश चतुर्थी"],
            on: .hindu(.ganeshChaturthi, list: nil), key: "Ganesh Chaturthi (GA)"),
        HolidayRule(
            "Ganesh Chaturthi (Day 2)", ["hi": "गणेश चतुर्थी (दूसरा दिन)"],
            on: .hindu(.ganeshChaturthi, list: nil).shifted(1)),
        HolidayRule("Saint Francis Xavier's Day", ["hi": "संत फ्रांसिस जेवियर का पर्व"], on: .fixed(month: 12, day: 3)),
        HolidayRule("Goa Liberation Day", ["hi": "गोवा मुक्ति दिवस"], on: .fixed(month: 12, day: 19)),
        HolidayRule(
            "Saint Joseph Vaz's Day", ["hi": "संत जोसेफ वाज़ दिवस"],
            on: .fixed(month: 1, day: 16), kind: .optional),
        HolidayRule("Maundy Thursday", ["hi": "मॉन्डी गुरुवार"], on: .easter(-3), kind: .optional),
        HolidayRule(
            "Feast of Sacred Heart of Jesus", ["hi": "यीशु के पवित्र हृदय का पर्व"],
            on: .easter(68), kind: .optional),
        HolidayRule("All Souls' Day", ["hi": "सर्व आत्माओं का दिवस"], on: .fixed(month: 11, day: 2), kind: .optional),
        HolidayRule(
            "Feast of Immaculate Conception of Mary", ["hi": "मरियम के निष्कलंक गर्भाधान का पर्व"],
            on: .fixed(month: 12, day: 8), kind: .optional),
        HolidayRule("New Year's Eve", ["hi": "नववर्ष की पूर्व संध्या"], on: .fixed(month: 12, day: 31), kind: .optional),
    ]

    /// Gujarat: Government of Gujarat, General Administration Department, notification of public holidays (yearly; 2010-2026).
    private static let gujaratHolidays: [HolidayRule] = [
        HolidayRule("Uttarayan", local: "ઉત્તરાયણ", on: .hindu(.makarSankranti, list: nil)),
        StateDays.chetiChand,
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "ભગવાન શ્રી પરશુરામ જયંતિ",
            on: .hindu(.parshuramJayanti, list: nil)),
        StateDays.rakshaBandhan,
        HolidayRule(
            "Parsi New Year (Shahenshahi)", local: "પારસી નવું વર્ષ (શાહેનશાહી)",
            on: .hindu(.parsiNewYear, list: nil)),
        HolidayRule("Samvatsari Day", local: "સંવત્સરી દિવસ", on: .hindu(.samvatsariParva, list: nil)),
        HolidayRule(
            "Sardar Vallabhbhai Patel's Jayanti", local: "સરદાર વલ્લભભાઈ પટેલ જયંતિ",
            on: .fixed(month: 10, day: 31)),
        HolidayRule(
            "Vikram Samvat New Year", local: "વિક્રમ સંવત નૂતન વર્ષ",
            on: .hindu(.vikramSamvatNewYear, list: nil)),
        StateDays.bhaiDuj,
        HolidayRule(
            "Vassi Uttarayan", local: "વાસી ઉત્તરાયણ",
            on: .hindu(.makarSankranti, list: nil).shifted(1), kind: .optional),
        HolidayRule(
            "Hatkeshwar's Jayanti", local: "હાટકેશ્વર જયંતિ",
            on: .hindu(.hanumanJayanti, list: nil).shifted(-1), kind: .optional),
        HolidayRule(
            "Hanuman's Jayanti", local: "હનુમાન જયંતિ",
            on: .hindu(.hanumanJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Shri Vallabhacharya's Jayanti", local: "શ્રી વલ્લભાચાર્ય જયંતિ",
            on: .hindu(.vallabhacharyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Adi Shankaracharya's Jayanti", local: "આદિ શંકરાચાર્ય જયંતિ",
            on: .hindu(.adiShankaracharyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Guru Arjun Dev's Shaheedi Diwas", local: "ગુરુ અર્જન દેવ શહીદી દિવસ",
            on: .hindu(.guruArjunDevMartyrdom, list: nil), kind: .optional),
        HolidayRule("Dev Diwali", local: "દેવ દિવાળી", on: .hindu(.devDiwali, list: nil), kind: .optional),
    ]

    /// Maharashtra: Government of Maharashtra, General Administration Department, notification of public holidays (yearly; 2026).
    private static let maharashtraHolidays: [HolidayRule] = [
        HolidayRule(
            "Chhatrapati Shivaji Maharaj's Jayanti", local: "छत्रपती शिवाजी महाराज जयंती",
            on: .fixed(month: 2, day: 19)),
        HolidayRule("Holi", local: "होळी", on: .hindu(.holi, list: nil), years: .always.except(2026), key: "Holi (MH)"),
        StateDays.gudiPadwa,
        HolidayRule("Maharashtra Day", local: "महाराष्ट्र दिन", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Parsi New Year (Shahenshahi)", local: "पारसी नवीन वर्ष (शहेनशाही)",
            on: .hindu(.parsiNewYear, list: nil)),
        HolidayRule(
            "Ganesh Chaturthi", local: "गणेश चतुर्थी",
            on: .hindu(.ganeshChaturthi, list: nil), key: "Ganesh Chaturthi (MH)"),
        HolidayRule("Diwali (Bali Pratipada)", local: "दिवाळी (बलिप्रतिपदा)", on: .hindu(.govardhanPuja, list: nil)),
        HolidayRule(
            "Holi", local: "होळी",
            on: .oneOff(CivilDate(2026, 3, 3)), years: .only(2026), key: "Holi (MH) 2026-03-03"),
    ]
}
