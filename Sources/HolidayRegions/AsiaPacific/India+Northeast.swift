import HolidayEngine

// India's northeastern states: their own days beside the central list (India.swift). Each
// state publishes a yearly list of holidays; the days below are those lists' as
// python-holidays 0.108 records them (the lists of 2026 cited per state), the Hindu
// festivals on the almanac's dates (docs/calendars.md).
//
// Known from each state's creation where it is later than 1950: Nagaland from 1963 (State of
// Nagaland Act, 1962, in force 1 December 1963); Manipur, Meghalaya and Tripura from 1972
// (North-Eastern Areas (Reorganisation) Act, 1971, in force 21 January 1972); Sikkim from
// 1975 (Constitution (Thirty-sixth Amendment) Act, 1975, in force 16 May 1975); Arunachal
// Pradesh and Mizoram from 1987 (State of Arunachal Pradesh Act, 1986 and State of Mizoram
// Act, 1986, in force 20 February 1987). Assam is known from 1950. python-holidays 0.108
// gives each the central days from 1950; those earlier years are declined here.
//
// Not encoded: what python-holidays 0.108 files under its `government` category (the days
// off of a state's own offices only): Meghalaya's U Tirot Sing, Seng Kut Snem, Wangala, Pa
// Togan Sangma, U Soso Tham, U Kiang Nongbah and Christmas days, and Manipur's Gambhir
// Singh, Lui Ngai Ni, Khongjom Day, May Day, Patriot's Day, Kut, Holika Dahan (Yaosang),
// Rath Yatra (Kang) and Mera Chaoren Houba. Nagaland's list has no days of its own in
// python-holidays 0.108.

extension Country.IndiaRules {
    /// India's northeastern states, by code.
    static let northeasternRegions: [Country.Subdivision] = [
        Country.Subdivision(
            "AR", "Arunachal Pradesh", languages: ["en", "hi"], known: .from(1987), rules: { arunachalPradeshHolidays }),
        Country.Subdivision("AS", "Assam", local: "অসম", languages: ["as", "en"], rules: { assamHolidays }),
        Country.Subdivision("ML", "Meghalaya", languages: ["en"], known: .from(1972), rules: { meghalayaHolidays }),
        Country.Subdivision(
            "MN", "Manipur", local: "ꯃꯅꯤꯄꯨꯔ", languages: ["mni", "en"], known: .from(1972), rules: { manipurHolidays }),
        Country.Subdivision("MZ", "Mizoram", languages: ["lus", "en"], known: .from(1987), rules: { mizoramHolidays }),
        Country.Subdivision("NL", "Nagaland", languages: ["en"], known: .from(1963)),
        Country.Subdivision("SK", "Sikkim", local: "सिक्किम", languages: ["ne", "en"], known: .from(1975), rules: { sikkimHolidays }),
        Country.Subdivision("TR", "Tripura", local: "ত্রিপুরা", languages: ["bn", "en"], known: .from(1972), rules: { tripuraHolidays }),
    ]

    /// Bahag (Rongali) Bihu, the Assamese new year, on the first day of the solar Vaisakha
    /// as the central list counts it (Vaisakhadi): 15 April, 14 April in a leap year. The
    /// central list has it as an optional day, which the state's day replaces.
    private static let bahagBihu = HolidayRule(
        "Bahag Bihu", ["as": "ব’হাগ বিহু"], on: .hindu(.vaisakhadi, list: nil), replaces: "Bahag Bihu")

    /// Arunachal Pradesh (the state's list of 2026): Statehood Day (20 February 1987), Bahag
    /// Bihu, Mahashtami and Indigenous Faith Day; Lingri Niki Sii Donyi Polo Yullo an
    /// optional day.
    private static let arunachalPradeshHolidays: [HolidayRule] = [
        HolidayRule("Statehood Day", on: .fixed(month: 2, day: 20)),
        bahagBihu,
        StateDays.mahaAshtami,
        HolidayRule("Indigenous Faith Day", on: .fixed(month: 12, day: 1)),
        HolidayRule("Lingri Niki Sii Donyi Polo Yullo", on: .fixed(month: 12, day: 26), kind: .optional),
    ]

    /// Assam (the state's list of 2026): Magh Bihu, Netaji's birthday, the three days of
    /// Bahag Bihu and May Day; optional days. Magh Bihu had a second day on 16 January 2023.
    /// The Garo Wangala is on the second Friday of November, but on 7 November in 2025.
    private static let assamHolidays: [HolidayRule] = [
        HolidayRule("Magh Bihu", ["as": "মাঘ বিহু"], on: .hindu(.pongal, list: nil), replaces: "Magh Bihu"),
        .oneOff("Magh Bihu", ["as": "মাঘ বিহু"], on: CivilDate(2023, 1, 16)),
        HolidayRule("Silpi Divas", ["as": "শিল্পী দিৱস"], on: .fixed(month: 1, day: 17), kind: .optional),
        StateDays.netajiJayanti,
        HolidayRule("Bahag Bihu", ["as": "ব’হাগ বিহু"], on: .hindu(.vaisakhadi, list: nil).shifted(-1), key: "Bahag Bihu (eve)"),
        bahagBihu,
        HolidayRule(
            "Bahag Bihu", ["as": "ব’হাগ বিহু"], on: .hindu(.vaisakhadi, list: nil).shifted(1), key: "Bahag Bihu (day 2)"),
        HolidayRule("Gurudev Kalicharan Brahma's Birthday", on: .fixed(month: 4, day: 18), kind: .optional),
        StateDays.mayDay,
        HolidayRule("Bishnu Prasad Rabha's Death Anniversary", on: .fixed(month: 6, day: 20), kind: .optional),
        HolidayRule("Kut", on: .fixed(month: 11, day: 1), kind: .optional),
    ]
        + StateDays.moved(
            HolidayRule("Wangala Festival", on: .nth(2, .friday, of: 11), kind: .optional), to: [CivilDate(2025, 11, 7)])
        + [HolidayRule("Martyrs' Day", ["as": "স্বহীদ দিৱস"], on: .fixed(month: 12, day: 10), kind: .optional)]

    /// Meghalaya (the Government of Meghalaya's list of 2026, GAA.78/2025/23): All Souls' Day
    /// an optional day besides the central ones.
    private static let meghalayaHolidays: [HolidayRule] = [StateDays.allSoulsDay]

    /// Manipur (the state's list of 2026): its optional days besides the central ones.
    private static let manipurHolidays: [HolidayRule] = [
        HolidayRule("Players' Day", on: .fixed(month: 2, day: 25), kind: .optional),
        StateDays.postChristmas.ofKind(.optional),
        StateDays.newYearsEve.ofKind(.optional),
    ]

    /// Mizoram (the state's list of 2026): the days after New Year and Christmas, Missionary
    /// Day (11 January 1894, the first missionaries' arrival), the Young Mizo Association's
    /// and the Mizo Hmeichhe Insuihkhawm Pawl's days, Remna Ni (the Mizoram Peace Accord of
    /// 30 June 1986), Christmas Eve and New Year's Eve; optional days.
    private static let mizoramHolidays: [HolidayRule] = [
        HolidayRule("Post New Year", on: .fixed(month: 1, day: 2)),
        HolidayRule("Missionary Day", on: .fixed(month: 1, day: 11)),
        HolidayRule("Zomi Namni", on: .fixed(month: 2, day: 20), kind: .optional),
        HolidayRule("Young Mizo Association's Day", on: .fixed(month: 6, day: 15)),
        HolidayRule("Remna Ni", on: .fixed(month: 6, day: 30), years: .from(1987)),
        HolidayRule("Mizo Hmeichhe Insuihkhawm Pawl's Day", on: .fixed(month: 7, day: 6)),
        HolidayRule("Christmas Eve", on: .fixed(month: 12, day: 24), replaces: "Christmas Eve"),
        StateDays.postChristmas,
        HolidayRule("Post Christmas (Day 3)", on: .fixed(month: 12, day: 27), kind: .optional),
        HolidayRule("Post Christmas (Day 4)", on: .fixed(month: 12, day: 28), kind: .optional),
        StateDays.newYearsEve,
    ]

    /// Sikkim (the state's list of 2026): Makar Sankranti, Sonam Lochhar (the Tamang new
    /// year), the Akhil Sikkim Khas Chettri Bahun Kalyan Sangh's foundation day, State Day
    /// (16 May 1975), Bhanu Jayanti, Nepali Bhasa Manyata Diwas, Teej, Nar Bahadur
    /// Bhandari's birthday and Tamu Lochhar (the Gurung new year); optional days.
    private static let sikkimHolidays: [HolidayRule] = [
        StateDays.makarSankranti,
        HolidayRule("Sonam Lochhar", ["ne": "सोनाम ल्होसार"], on: .hindu(.sonamLosar, list: nil)),
        HolidayRule("Akhil Sikkim Khas Chettri Bahun Kalyan Sangh's Foundation Day", on: .fixed(month: 2, day: 26)),
        StateDays.mayDay.ofKind(.optional),
        HolidayRule("Sikkim State Day", ["ne": "सिक्किम राज्य दिवस"], on: .fixed(month: 5, day: 16)),
        HolidayRule("Late Tenzing Norgay Sherpa's Birthday", on: .fixed(month: 5, day: 29), kind: .optional),
        HolidayRule("The Dalai Lama's Birthday", on: .fixed(month: 7, day: 6), kind: .optional),
        HolidayRule("Bhanu's Birthday", ["ne": "भानु जयन्ती"], on: .fixed(month: 7, day: 13)),
        HolidayRule("Drivers' Day", ["ne": "सारथी दिवस"], on: .fixed(month: 7, day: 27), kind: .optional),
        // Nepali was added to the Eighth Schedule of the Constitution on 20 August 1992
        // (Constitution (Seventy-first Amendment) Act, 1992); python-holidays 0.108 has the
        // day from 1950 (judged in scripts/divergences.toml).
        HolidayRule(
            "Nepali Bhasa Manyata Day", ["ne": "नेपाली भाषा मान्यता दिवस"], on: .fixed(month: 8, day: 20),
            years: .from(1992)),
        StateDays.hartalikaTeej,
        HolidayRule("Late Nar Bahadur Bhandari's Birthday", on: .fixed(month: 10, day: 5)),
        StateDays.chhathPuja.ofKind(.optional),
        HolidayRule("Satya Sai Baba of Puttaparthi's Birthday", on: .fixed(month: 11, day: 23), kind: .optional),
        HolidayRule("Tamu Lochhar", ["ne": "तमु ल्होसार"], on: .hindu(.tamuLosar, list: nil)),
    ]

    /// Tripura (the Government of Tripura's notification of the holidays of 2026, 1 January
    /// 2026): Netaji's birthday, Bengali New Year, Garia Puja (7 Boishakh), Kharchi Puja, Ker
    /// Puja, Maharaja Bir Bikram Kishore Manikya's birthday, Mahasaptami and Mahashtami.
    private static let tripuraHolidays: [HolidayRule] = [
        StateDays.netajiJayanti,
        StateDays.pohelaBoishakh,
        // 7 Boishakh, six days after Vaisakhadi: 21 April, 20 April in a leap year.
        HolidayRule("Garia Puja", ["bn": "গড়িয়া পূজা"], on: .hindu(.vaisakhadi, list: nil).shifted(6)),
        HolidayRule("Kharchi Puja", ["bn": "খারচি পূজা"], on: .hindu(.kharchiPuja, list: nil)),
        HolidayRule("Ker Puja", ["bn": "কের পূজা"], on: .hindu(.kerPuja, list: nil)),
        HolidayRule(
            "Maharaja Bir Bikram Kishore Manikya Bahadur's Birthday",
            ["bn": "মহারাজা বীরবিক্রম কিশোর মাণিক্য বাহাদুরের জন্মজয়ন্তী"], on: .fixed(month: 8, day: 19)),
        StateDays.mahaSaptami,
        StateDays.mahaAshtami,
    ]
}
