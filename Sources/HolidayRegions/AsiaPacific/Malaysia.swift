import HolidayEngine

// Malaysia: the public holidays of the Holidays Act 1951 (Act 369) and its Schedule, the Sabah
// Holidays Ordinance (Cap. 56) and the Sarawak Public Holidays Ordinance (Cap. 8), as the
// Cabinet Division (Bahagian Kabinet, Perlembagaan dan Perhubungan Antara Kerajaan) lists the
// federal and state holidays each year (checked 2012-2027), and the states' own gazettes.
//
// - Section 3 of the Act: a holiday of the Schedule on the weekly rest day gives the next
//   day, and the day after when that is a holiday too. The rest day is Sunday, or Friday
//   where the week ends on Friday and Saturday (Johor until 1994 and in 2014-2024, Kedah), or
//   Saturday in Kelantan and Terengganu (python-holidays 0.108, which applies it so); the
//   federal list applies the Sunday rule.
// - The federal days: Chinese New Year (two days), Wesak (the full moon in May, the Cabinet
//   Division's dates 2001-2027: `FestivalTable.malaysiaVesakInMay`), Labour Day from 1973, the
//   Yang di-Pertuan Agong's official birthday (the first Saturday of June until 2016, 9
//   September 2017-2019, 8 June in 2020, the first Monday of June from 2021), National Day
//   (31 August), Malaysia Day (16 September) from 2010, Christmas Day, Awal Muharam from 1995,
//   the Prophet's Birthday, Hari Raya Puasa (two days) and Hari Raya Qurban.
// - The Islamic days as the Keeper of the Rulers' Seal announces them (`HijriCalendar.malaysia`).
// - Deepavali (the Cabinet Division's dates 2001-2027, `FestivalTable.malaysiaDeepavali`) in
//   every state but Sarawak, and Thaipusam (`FestivalTable.malaysiaThaipusam`, 2011-2027) where
//   a state keeps it; both computed, and estimated, in other years.
// - One-off days the Prime Minister declared under section 8 of the Act (cuti peristiwa):
//   general elections, the installations of the Yang di-Pertuan Agong, the SEA Games of 2017,
//   the Hari Raya Puasa day of 2023 and 2026, and the days of 2022 and 2025.
// - Each state's and federal territory's own days, below, with their sources.
//
// Known from 1952, the first year of the Holidays Act 1951 (python-holidays 0.108 begins the
// same year).

extension Country {
    /// Malaysia: federal and state public holidays, known from 1952.
    public static let malaysia = Country(
        "MY", "Malaysia", local: "Malaysia", languages: ["ms", "en"], firstWeekday: .monday,
        weekend: .saturdaySunday, known: .from(1952),
        observedSuffix: ["en": " (observed)", "": " (cuti ganti)"], islamic: .malaysia, lunisolar: .chinese,
        kinds: [.public], sources: "Holidays Act 1951 (Act 369); Sabah Holidays Ordinance (Cap. 56); Sarawak Public Holidays Ordinance "
            + "(Cap. 8); the Cabinet Division's yearly lists of federal and state holidays (2012-2027); P.U. (B) "
            + "471-475/2013; P.U. (A) 511/2005, 438/2012; the states' gazettes",
        rules: { malaysianHolidays(MalaysianWeek.sunday) + malaysianOneOffs },
        subdivisions: [
            Subdivision(
                "01", "Johor", weekend: MalaysianWeek.johorWeekend,
                rules: { MalaysianWeek.inState(MalaysianWeek.johor, johorHolidays(MalaysianWeek.johor)) }),
            Subdivision(
                "02", "Kedah", weekend: WeekendHistory(.fridaySaturday),
                rules: { MalaysianWeek.inState(MalaysianWeek.friday, kedahHolidays) }),
            Subdivision(
                "03", "Kelantan", weekend: WeekendHistory(.fridaySaturday),
                rules: { MalaysianWeek.inState(MalaysianWeek.saturday, kelantanHolidays) }),
            Subdivision("04", "Melaka", rules: { melakaHolidays }),
            Subdivision("05", "Negeri Sembilan", rules: { negeriSembilanHolidays }),
            Subdivision("06", "Pahang", rules: { pahangHolidays }),
            Subdivision("07", "Pulau Pinang", rules: { penangHolidays }),
            Subdivision("08", "Perak", rules: { perakHolidays }),
            Subdivision("09", "Perlis", rules: { perlisHolidays }),
            Subdivision("10", "Selangor", rules: { selangorHolidays }),
            Subdivision(
                "11", "Terengganu", weekend: WeekendHistory(.fridaySaturday),
                rules: { MalaysianWeek.inState(MalaysianWeek.saturday, terengganuHolidays) }),
            Subdivision("12", "Sabah", rules: { sabahHolidays(years: .always) }),
            Subdivision("13", "Sarawak", rules: { sarawakHolidays }),
            Subdivision(
                "14", "Kuala Lumpur", local: "Wilayah Persekutuan Kuala Lumpur",
                rules: { kualaLumpurHolidays }),
            Subdivision("15", "Labuan", local: "Wilayah Persekutuan Labuan", rules: { labuanHolidays }),
            Subdivision("16", "Putrajaya", local: "Wilayah Persekutuan Putrajaya", rules: { putrajayaHolidays }),
        ])

    /// The weekly rest days of section 3 of the Holidays Act: a holiday on one gives the next
    /// working day that is not itself a holiday.
    enum MalaysianWeek {
        static let sunday: [Observance] = [.substitute(.always, on: [.sunday], oncePerDate: true)]
        static let friday: [Observance] = [.substitute(.always, on: [.friday], oncePerDate: true)]
        static let saturday: [Observance] = [.substitute(.always, on: [.saturday], oncePerDate: true)]
        /// Johor rested on Friday until 1994 and in 2014-2024, on Sunday in 1995-2013 and from
        /// 2025 (the state's decisions of 1994, 2013 and 2024).
        static let fridayYearsInJohor = YearSet(1952, 1994).union(YearSet(2014, 2024))
        static let johor: [Observance] = [
            .substitute(fridayYearsInJohor, on: [.friday], oncePerDate: true), .substitute(.always, on: [.sunday], oncePerDate: true),
        ]
        static let johorWeekend = WeekendHistory(
            .fridaySaturday,
            changes: [
                (from: CivilDate(1995, 1, 1), mask: .saturdaySunday), (from: CivilDate(2014, 1, 1), mask: .fridaySaturday),
                (from: CivilDate(2025, 1, 1), mask: .saturdaySunday),
            ])

        /// The rest day's substitute, but none for the day of 30 or 31 December 2006: the state
        /// lists gave 2 January 2007 (`qurban2007`, Terengganu's Arafah), the federal list none.
        static func decreedIn2006(_ observed: [Observance]) -> [Observance] {
            [.adding(.only(2006), [:])] + observed
        }

        /// A state whose rest day is not Sunday: the federal days with its own rest day in
        /// place of the federal ones, and its own days.
        static func inState(_ observed: [Observance], _ own: [HolidayRule]) -> [HolidayRule] {
            malaysianHolidays(observed).map { $0.replacing() } + own
        }
    }

    /// A holiday named in Malay, with its English name.
    private static func malay(
        _ english: String, _ malay: String, on date: DateRule, years: YearSet = .always, observed: [Observance] = [],
        key: String? = nil
    ) -> HolidayRule {
        HolidayRule(english, local: malay, on: date, years: years, observed: observed, key: key)
    }

    /// The federal days, with a state's rest day (`observed`), in the order of the year.
    private static func malaysianHolidays(_ observed: [Observance]) -> [HolidayRule] {
        [
            malay("Chinese New Year", "Tahun Baharu Cina", on: .chinese(1, 1), observed: observed),
            malay("Chinese New Year (second day)", "Tahun Baharu Cina (Hari Kedua)", on: .chinese(1, 2), observed: observed),
            malay("Wesak Day", "Hari Wesak", on: .buddhist(.vesakInMay, list: .malaysiaVesakInMay), observed: observed),
            malay("Labour Day", "Hari Pekerja", on: .fixed(month: 5, day: 1), years: .from(1973), observed: observed),
        ] + agongsBirthday(observed) + [
            malay("National Day", "Hari Kebangsaan", on: .fixed(month: 8, day: 31), observed: observed),
            malay("Malaysia Day", "Hari Malaysia", on: .fixed(month: 9, day: 16), years: .from(2010), observed: observed),
            malay("Christmas Day", "Hari Krismas", on: .fixed(month: 12, day: 25), observed: observed),
            malay("Islamic New Year", "Awal Muharam", on: .hijri(.muharram, 1), years: .from(1995)),
            malay(
                "Prophet Muhammad's Birthday", "Hari Keputeraan Nabi Muhammad S.A.W.", on: .hijri(.rabiAlAwwal, 12),
                observed: observed),
            malay("Hari Raya Puasa", "Hari Raya Puasa", on: .hijri(.shawwal, 1), observed: observed),
            malay("Hari Raya Puasa (second day)", "Hari Raya Puasa (Hari Kedua)", on: .hijri(.shawwal, 2), observed: observed),
            malay("Hari Raya Qurban", "Hari Raya Qurban", on: .hijri(.dhuAlHijjah, 10), observed: MalaysianWeek.decreedIn2006(observed)),
        ]
    }

    /// The Yang di-Pertuan Agong's official birthday over the years (the Cabinet Division's lists).
    private static func agongsBirthday(_ observed: [Observance]) -> [HolidayRule] {
        let name = ("Birthday of HM the Yang di-Pertuan Agong", "Hari Keputeraan Rasmi Seri Paduka Baginda Yang di-Pertuan Agong")
        return [
            malay(name.0, name.1, on: .nth(1, .saturday, of: 6), years: .through(2016), observed: observed),
            malay(name.0, name.1, on: .fixed(month: 9, day: 9), years: YearSet(2017, 2019), observed: observed, key: "\(name.0) (2017-2019)"),
            malay(name.0, name.1, on: .fixed(month: 6, day: 8), years: .only(2020), observed: observed, key: "\(name.0) (2020)"),
            malay(name.0, name.1, on: .nth(1, .monday, of: 6), years: .from(2021), observed: observed, key: "\(name.0) (from 2021)"),
        ]
    }

    private static let additionalHoliday = HolidayName("Additional holiday", local: "Cuti Peristiwa")
    private static let electionHoliday = HolidayName(
        "General election additional holiday", local: "Cuti Peristiwa (pilihan raya umum)")

    /// Days declared once for the whole federation (Holidays Act s. 8; the Prime Minister's
    /// announcements, the Cabinet Division's lists).
    private static let malaysianOneOffs: [HolidayRule] = [
        .oneOff(electionHoliday, on: CivilDate(1999, 11, 29)),
        .oneOff(
            "Installation of the 15th Yang di-Pertuan Agong", local: "Hari Pertabalan Yang di-Pertuan Agong ke-15",
            on: CivilDate(2017, 4, 24)),
        .oneOff(
            "Additional holiday for the 2017 SEA Games", local: "Cuti tambahan sempena memperingati SAT 2017",
            on: CivilDate(2017, 9, 4)),
        .oneOff(electionHoliday, on: CivilDate(2018, 5, 9)),
        .oneOff(
            "Installation of the 16th Yang di-Pertuan Agong", local: "Hari Pertabalan Yang di-Pertuan Agong ke-16",
            on: CivilDate(2019, 7, 30)),
        .oneOff(electionHoliday, on: CivilDate(2022, 11, 18)),
        .oneOff(electionHoliday, on: CivilDate(2022, 11, 19)),
        .oneOff(additionalHoliday, on: CivilDate(2022, 11, 28)),
        .oneOff("Hari Raya Puasa (additional holiday)", local: "Hari Raya Puasa (pergantian hari)", on: CivilDate(2023, 4, 21)),
        .oneOff(additionalHoliday, on: CivilDate(2025, 9, 15)),
        .oneOff("Hari Raya Puasa (additional holiday)", local: "Hari Raya Puasa (pergantian hari)", on: CivilDate(2026, 3, 20)),
    ]

    // MARK: Days several states share

    private static func deepavali(_ observed: [Observance], years: YearSet = .always) -> HolidayRule {
        malay("Deepavali", "Hari Deepavali", on: .hindu(.deepavali, list: .malaysiaDeepavali), years: years, observed: observed)
    }

    private static func thaipusam(_ observed: [Observance]) -> HolidayRule {
        malay("Thaipusam", "Hari Thaipusam", on: .hindu(.thaipusam, list: .malaysiaThaipusam), observed: observed)
    }

    private static func newYear(_ observed: [Observance], years: YearSet = .always) -> HolidayRule {
        malay("New Year's Day", "Tahun Baharu", on: .fixed(month: 1, day: 1), years: years, observed: observed)
    }

    private static func nuzulAlQuran(_ observed: [Observance], years: YearSet = .always) -> [HolidayRule] {
        // 2016: 22 June, a day before 17 Ramadan of the Ramadan the lists began on 7 June.
        HolidayRule.moved(
            [HolidayName("Nuzul Al-Quran Day", local: "Hari Nuzul Al-Quran")], on: .hijri(.ramadan, 17),
            years: years, to: years.contains(2016) ? [CivilDate(2016, 6, 22)] : [], observed: observed)
    }

    private static func israAndMiraj(_ observed: [Observance], years: YearSet = .always) -> HolidayRule {
        malay("Isra' and Mi'raj", "Israk dan Mikraj", on: .hijri(.rajab, 27), years: years, observed: observed)
    }

    private static func ramadan(_ observed: [Observance], years: YearSet = .always) -> HolidayRule {
        malay("Beginning of Ramadan", "Awal Ramadan", on: .hijri(.ramadan, 1), years: years, observed: observed)
    }

    private static func arafah(_ observed: [Observance], years: YearSet = .always) -> HolidayRule {
        malay("Day of Arafah", "Hari Arafah", on: .hijri(.dhuAlHijjah, 9), years: years, observed: MalaysianWeek.decreedIn2006(observed))
    }

    private static func qurbanTwo(_ observed: [Observance]) -> HolidayRule {
        malay("Hari Raya Qurban (second day)", "Hari Raya Qurban (Hari Kedua)", on: .hijri(.dhuAlHijjah, 11), observed: observed)
    }

    private static func goodFriday() -> HolidayRule { malay("Good Friday", "Good Friday", on: .easter(-2)) }

    private static func kaamatan() -> [HolidayRule] {
        [
            malay("Pesta Kaamatan", "Pesta Kaamatan", on: .fixed(month: 5, day: 30)),
            malay("Pesta Kaamatan (second day)", "Pesta Kaamatan (Hari Kedua)", on: .fixed(month: 5, day: 31)),
        ]
    }

    /// The additional days after the general election of 2018, in the states that gave them.
    private static func election2018(_ first: (Int, Int), _ second: (Int, Int)) -> [HolidayRule] {
        [CivilDate(2018, first.0, first.1), CivilDate(2018, second.0, second.1)].map { .oneOff(additionalHoliday, on: $0) }
    }

    /// Hari Raya Qurban on Sunday 31 December 2006: the state lists' substitute, 2 January 2007
    /// (New Year's Day being a holiday there or not).
    private static let qurban2007 = HolidayRule.decreedSubstitute(
        HolidayName("Hari Raya Qurban (observed)", local: "Hari Raya Qurban (cuti ganti)"), for: CivilDate(2006, 12, 31),
        on: CivilDate(2007, 1, 2))

    /// Labour Day 2022, lost to Hari Raya Puasa in the states resting on Friday or Saturday:
    /// 4 May (the Cabinet Division's list).
    private static let labour2022 = HolidayRule.decreedSubstitute(
        HolidayName("Labour Day (observed)", local: "Hari Pekerja (cuti ganti)"), for: CivilDate(2022, 5, 1),
        on: CivilDate(2022, 5, 4))

    // MARK: The states

    /// Johor: the Sultan's birthday (23 March from 2015), the Hol of Sultan Iskandar (6 Safar,
    /// from 2011, on the state's dates), the beginning of Ramadan, Thaipusam.
    private static func johorHolidays(_ o: [Observance]) -> [HolidayRule] {
        [
            deepavali(o), thaipusam(o),
            malay("Birthday of the Sultan of Johor", "Hari Keputeraan Sultan Johor", on: .fixed(month: 3, day: 23), years: .from(2015)),
            // 2011: the lists give 12 January only (not 6 Safar 1433, 31 December).
            .oneOff("Hol of Sultan Iskandar", local: "Hari Hol Almarhum Sultan Iskandar", on: CivilDate(2011, 1, 12)),
            malay("Hol of Sultan Iskandar", "Hari Hol Almarhum Sultan Iskandar", on: .hijri(.safar, 6), years: .from(2012)),
            ramadan(o), labour2022,
        ] + election2018((5, 10), (5, 13))
    }

    /// Kedah: the Sultan's birthday (the third Sunday of January until 2019, of June from 2020;
    /// 30 June 2024 and 5 July 2026 by the state's notices), Isra' and Mi'raj, the beginning of
    /// Ramadan, the second day of Hari Raya Qurban; Thaipusam in 2022.
    private static let kedahHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.friday),
        malay("Birthday of the Sultan of Kedah", "Hari Keputeraan Sultan Kedah", on: .nth(3, .sunday, of: 1), years: .through(2019)),
    ] + HolidayRule.moved(
        [HolidayName("Birthday of the Sultan of Kedah", local: "Hari Keputeraan Sultan Kedah")], on: .nth(3, .sunday, of: 6),
        years: .from(2020), to: [CivilDate(2024, 6, 30), CivilDate(2026, 7, 5)], key: "Birthday of the Sultan of Kedah (from 2020)")
        + [
            israAndMiraj(MalaysianWeek.friday), ramadan(MalaysianWeek.friday), qurbanTwo(MalaysianWeek.friday),
            .oneOff("Thaipusam", local: "Hari Thaipusam", on: CivilDate(2022, 1, 18)), labour2022,
        ] + election2018((5, 10), (5, 13))

    /// Kelantan: the Sultan's birthday, two days (30-31 March 2010-2011, 11-12 November
    /// 2012-2022, 29-30 September from 2023); Nuzul Al-Quran, the Day of Arafah from 2023, the
    /// second day of Hari Raya Qurban.
    private static let kelantanHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.saturday),
    ] + [
        (YearSet(2010, 2011), (3, 30)), (YearSet(2012, 2022), (11, 11)), (.from(2023), (9, 29)),
    ].flatMap { years, date in
        [
            malay(
                "Birthday of the Sultan of Kelantan", "Hari Keputeraan Sultan Kelantan", on: .fixed(month: date.0, day: date.1),
                years: years, key: "Birthday of the Sultan of Kelantan \(date.0)/\(date.1)"),
            malay(
                "Birthday of the Sultan of Kelantan", "Hari Keputeraan Sultan Kelantan", on: .fixed(month: date.0, day: date.1 + 1),
                years: years, key: "Birthday of the Sultan of Kelantan \(date.0)/\(date.1 + 1)"),
        ]
    } + nuzulAlQuran(MalaysianWeek.saturday) + [
        arafah(MalaysianWeek.saturday, years: .from(2023)), qurbanTwo(MalaysianWeek.saturday), labour2022,
    ] + election2018((5, 10), (5, 13))

    /// Melaka: New Year's Day; the Declaration of Malacca as a Historical City (15 April,
    /// 1989-2023), then the Declaration of Independence Day (20 February, from 2024); the
    /// Governor's birthday (the second Friday of October until 2019, 24 August from 2020; 26
    /// August in 2024 as well); the beginning of Ramadan until 2024, the third day of Hari Raya Puasa
    /// from 2025.
    private static let melakaHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday),
        malay(
            "Declaration of Malacca as a Historical City", "Hari Perisytiharan Melaka Sebagai Bandaraya Bersejarah",
            on: .fixed(month: 4, day: 15), years: YearSet(1989, 2023), observed: MalaysianWeek.sunday),
        malay(
            "Declaration of Independence Day", "Hari Pengisytiharan Tarikh Kemerdekaan", on: .fixed(month: 2, day: 20),
            years: .from(2024), observed: MalaysianWeek.sunday),
        malay(
            "Birthday of the Governor of Malacca", "Hari Jadi Yang di-Pertua Negeri Melaka", on: .nth(2, .friday, of: 10),
            years: .through(2019), observed: MalaysianWeek.sunday),
        malay(
            "Birthday of the Governor of Malacca", "Hari Jadi Yang di-Pertua Negeri Melaka", on: .fixed(month: 8, day: 24),
            years: .from(2020), observed: MalaysianWeek.sunday, key: "Birthday of the Governor of Malacca (from 2020)"),
        .oneOff("Birthday of the Governor of Malacca", local: "Hari Jadi Yang di-Pertua Negeri Melaka", on: CivilDate(2024, 8, 26)),
        ramadan(MalaysianWeek.sunday, years: .through(2024)),
        malay(
            "Hari Raya Puasa (third day)", "Hari Raya Puasa (Hari Ketiga)", on: .hijri(.shawwal, 3), years: .from(2025),
            observed: MalaysianWeek.sunday),
        qurban2007,
    ] + election2018((5, 10), (5, 11))

    /// Negeri Sembilan: New Year's Day, Thaipusam, the Yang di-Pertuan Besar's birthday (14
    /// January, from 2009), Isra' and Mi'raj.
    private static let negeriSembilanHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday), thaipusam(MalaysianWeek.sunday),
        malay(
            "Birthday of the Yang di-Pertuan Besar of Negeri Sembilan", "Hari Keputeraan Yang di-Pertuan Besar Negeri Sembilan",
            on: .fixed(month: 1, day: 14), years: .from(2009), observed: MalaysianWeek.sunday),
        israAndMiraj(MalaysianWeek.sunday), qurban2007,
    ] + election2018((5, 10), (5, 11))

    /// Pahang: New Year's Day; from 1975 the Hol of the Sultan (7 May, 22 May from 2020) and the
    /// Sultan's birthday (24 October, 30 July from 2019; 1 August 2022 and 31 July 2026 by the
    /// state's notices); Nuzul Al-Quran.
    private static let pahangHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday),
        malay("Hol of the Sultan of Pahang", "Hari Hol Sultan Pahang", on: .fixed(month: 5, day: 7), years: YearSet(1975, 2019), observed: MalaysianWeek.sunday),
        malay(
            "Hol of the Sultan of Pahang", "Hari Hol Sultan Pahang", on: .fixed(month: 5, day: 22), years: .from(2020),
            observed: MalaysianWeek.sunday, key: "Hol of the Sultan of Pahang (from 2020)"),
        malay(
            "Birthday of the Sultan of Pahang", "Hari Keputeraan Sultan Pahang", on: .fixed(month: 10, day: 24),
            years: YearSet(1975, 2018), observed: MalaysianWeek.sunday),
    ] + HolidayRule.moved(
        [HolidayName("Birthday of the Sultan of Pahang", local: "Hari Keputeraan Sultan Pahang")], on: .fixed(month: 7, day: 30),
        years: .from(2019), to: [CivilDate(2022, 8, 1), CivilDate(2026, 7, 31)], observed: MalaysianWeek.sunday,
        key: "Birthday of the Sultan of Pahang (from 2019)")
        + nuzulAlQuran(MalaysianWeek.sunday) + [qurban2007] + election2018((5, 10), (5, 11))

    /// Pulau Pinang: New Year's Day, Thaipusam, George Town's World Heritage Day (7 July, from
    /// 2009), the Governor's birthday (the second Saturday of July), Nuzul Al-Quran.
    private static let penangHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday), thaipusam(MalaysianWeek.sunday),
        malay(
            "George Town Heritage Day", "Hari Ulang Tahun Perisytiharan Tapak Warisan Dunia", on: .fixed(month: 7, day: 7),
            years: .from(2009), observed: MalaysianWeek.sunday),
        malay(
            "Birthday of the Governor of Penang", "Hari Jadi Yang di-Pertua Negeri Pulau Pinang", on: .nth(2, .saturday, of: 7),
            observed: MalaysianWeek.sunday),
    ] + nuzulAlQuran(MalaysianWeek.sunday) + [qurban2007] + election2018((5, 10), (5, 11))

    /// Perak: New Year's Day, Thaipusam, the Sultan's birthday (27 November, the first Friday of
    /// November from 2018), Nuzul Al-Quran.
    private static let perakHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday), thaipusam(MalaysianWeek.sunday),
        malay("Birthday of the Sultan of Perak", "Hari Keputeraan Sultan Perak", on: .fixed(month: 11, day: 27), years: .through(2017)),
        malay(
            "Birthday of the Sultan of Perak", "Hari Keputeraan Sultan Perak", on: .nth(1, .friday, of: 11), years: .from(2018),
            key: "Birthday of the Sultan of Perak (from 2018)"),
    ] + nuzulAlQuran(MalaysianWeek.sunday) + [qurban2007] + election2018((5, 10), (5, 11))

    /// Perlis: the Raja's birthday (17 May from 2000; 17 July 2018-2021), Isra' and Mi'raj,
    /// Nuzul Al-Quran, the second day of Hari Raya Qurban.
    private static let perlisHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday),
        malay(
            "Birthday of the Raja of Perlis", "Hari Ulang Tahun Keputeraan Raja Perlis", on: .fixed(month: 5, day: 17),
            years: YearSet(2000, 2017).union(.from(2022)), observed: MalaysianWeek.sunday),
        malay(
            "Birthday of the Raja of Perlis", "Hari Ulang Tahun Keputeraan Raja Perlis", on: .fixed(month: 7, day: 17),
            years: YearSet(2018, 2021), observed: MalaysianWeek.sunday, key: "Birthday of the Raja of Perlis (2018-2021)"),
        israAndMiraj(MalaysianWeek.sunday),
    ] + nuzulAlQuran(MalaysianWeek.sunday) + [qurbanTwo(MalaysianWeek.sunday), qurban2007] + election2018((5, 10), (5, 11))

    /// Selangor: New Year's Day, Thaipusam, the Sultan's birthday (11 December), Nuzul Al-Quran.
    private static let selangorHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.sunday), newYear(MalaysianWeek.sunday), thaipusam(MalaysianWeek.sunday),
        malay(
            "Birthday of the Sultan of Selangor", "Hari Keputeraan Sultan Selangor", on: .fixed(month: 12, day: 11),
            observed: MalaysianWeek.sunday),
    ] + nuzulAlQuran(MalaysianWeek.sunday) + [qurban2007] + election2018((5, 10), (5, 11))

    /// Terengganu: from 2000 the anniversary of the Sultan's installation (4 March) and his
    /// birthday (26 April); Isra' and Mi'raj from 2020; Nuzul Al-Quran, the Day of Arafah, the
    /// second day of Hari Raya Qurban. Arafah on Saturday 30 December 2006 (the rest day, with
    /// Hari Raya Qurban the next day) gave 2 January 2007.
    private static let terengganuHolidays: [HolidayRule] = [
        deepavali(MalaysianWeek.saturday),
        malay(
            "Anniversary of the Installation of the Sultan of Terengganu", "Hari Ulang Tahun Pertabalan Sultan Terengganu",
            on: .fixed(month: 3, day: 4), years: .from(2000), observed: MalaysianWeek.saturday),
        malay(
            "Birthday of the Sultan of Terengganu", "Hari Keputeraan Sultan Terengganu", on: .fixed(month: 4, day: 26),
            years: .from(2000), observed: MalaysianWeek.saturday),
        israAndMiraj(MalaysianWeek.saturday, years: .from(2020)),
    ] + nuzulAlQuran(MalaysianWeek.saturday) + [
        arafah(MalaysianWeek.saturday), qurbanTwo(MalaysianWeek.saturday), labour2022,
        .decreedSubstitute(
            HolidayName("Day of Arafah (observed)", local: "Hari Arafah (cuti ganti)"), for: CivilDate(2006, 12, 30),
            on: CivilDate(2007, 1, 2)),
    ] + election2018((5, 10), (5, 13))

    /// Sabah (Holidays Ordinance, Cap. 56, and the state gazette's yearly lists): New Year's
    /// Day, Good Friday, Pesta Kaamatan (30-31 May), the Governor's birthday (16 September
    /// 2001-2009 but 11 February 2005, the first Saturday of October 2010-2024, 30 March from
    /// 2025), Christmas Eve from 2019. Labuan kept this list in 1985-2005 (`years`).
    private static func sabahHolidays(years: YearSet) -> [HolidayRule] {
        let governor = ("Birthday of the Governor of Sabah", "Hari Jadi Yang di-Pertua Negeri Sabah")
        return [
            deepavali(MalaysianWeek.sunday, years: years),
            newYear(MalaysianWeek.sunday, years: years),
            malay("Good Friday", "Good Friday", on: .easter(-2), years: years),
            malay("Pesta Kaamatan", "Pesta Kaamatan", on: .fixed(month: 5, day: 30), years: years),
            malay("Pesta Kaamatan (second day)", "Pesta Kaamatan (Hari Kedua)", on: .fixed(month: 5, day: 31), years: years),
            malay(governor.0, governor.1, on: .fixed(month: 9, day: 16), years: YearSet(2001, 2009).except(2005).intersection(years)),
            malay(governor.0, governor.1, on: .fixed(month: 2, day: 11), years: YearSet(2005, 2005).intersection(years), key: "\(governor.0) (2005)"),
            malay(governor.0, governor.1, on: .nth(1, .saturday, of: 10), years: YearSet(2010, 2024).intersection(years), key: "\(governor.0) (2010-2024)"),
            malay(governor.0, governor.1, on: .fixed(month: 3, day: 30), years: YearSet.from(2025).intersection(years), key: "\(governor.0) (from 2025)"),
            malay("Christmas Eve", "Krismas (Eve)", on: .fixed(month: 12, day: 24), years: YearSet.from(2019).intersection(years)),
            qurban2007,
        ]
    }

    /// Sarawak (Public Holidays Ordinance, Cap. 8): New Year's Day, Good Friday, Gawai Dayak (1-2
    /// June, from 1965), the Governor's birthday (the second Saturday of October), Sarawak
    /// Independence Day (22 July, from 2017). No Deepavali.
    private static let sarawakHolidays: [HolidayRule] = [
        newYear(MalaysianWeek.sunday), goodFriday(),
        malay("Dayak Festival Day", "Perayaan Hari Gawai Dayak", on: .fixed(month: 6, day: 1), years: .from(1965), observed: MalaysianWeek.sunday),
        malay(
            "Dayak Festival Day (second day)", "Perayaan Hari Gawai Dayak (Hari Kedua)", on: .fixed(month: 6, day: 2),
            years: .from(1965), observed: MalaysianWeek.sunday),
        malay("Birthday of the Governor of Sarawak", "Hari Jadi Yang di-Pertua Negeri Sarawak", on: .nth(2, .saturday, of: 10)),
        malay(
            "Sarawak Independence Day", "Hari Kemerdekaan Sarawak", on: .fixed(month: 7, day: 22), years: .from(2017),
            observed: MalaysianWeek.sunday),
        qurban2007,
    ] + election2018((5, 17), (5, 18))

    /// The days of the federal territories: New Year's Day, Federal Territory Day (1 February; 3
    /// February 2014 by P.U. (B) 471/2013 and 472/2013) and from 2014 Nuzul Al-Quran (P.U. (B)
    /// 474/2013 and 475/2013), from the year each became one.
    private static func federalTerritoryHolidays(from year: Int) -> [HolidayRule] {
        [newYear(MalaysianWeek.sunday, years: .from(year))]
            + HolidayRule.moved(
                [HolidayName("Federal Territory Day", local: "Hari Wilayah Persekutuan")], on: .fixed(month: 2, day: 1),
                years: .from(year), to: [CivilDate(2014, 2, 3)], observed: MalaysianWeek.sunday)
            + nuzulAlQuran(MalaysianWeek.sunday, years: .from(max(year, 2014)))
            + [qurban2007, .oneOff("Malaysia Cup Holiday", local: "Cuti Piala Malaysia", on: CivilDate(2021, 12, 3))]
            + election2018((5, 10), (5, 11))
    }

    /// Kuala Lumpur, a federal territory from 1 February 1974: its days, Thaipusam, Deepavali.
    private static let kualaLumpurHolidays: [HolidayRule] =
        federalTerritoryHolidays(from: 1974) + [
            thaipusam(MalaysianWeek.sunday).during(.from(1974)), deepavali(MalaysianWeek.sunday, years: .from(1974)),
        ]

    /// Labuan, a federal territory from 16 April 1984: Sabah's days until 2005, then the
    /// territories' days (P.U. (A) 511/2005), Pesta Kaamatan, and Deepavali from 2013 (P.U. (A)
    /// 438/2012).
    private static let labuanHolidays: [HolidayRule] =
        sabahHolidays(years: YearSet(1985, 2005)).filter { $0.key != qurban2007.key }.map { $0.keyed("\($0.key) (Sabah's list)") }
        + federalTerritoryHolidays(from: 2006)
        + kaamatan().map { $0.during(.from(2006)).keyed("\($0.key) (territory)") }
        + [deepavali(MalaysianWeek.sunday, years: .from(2013)).keyed("Deepavali (territory)")]

    /// Putrajaya, a federal territory from 1 February 2001: its days, Thaipusam, Deepavali.
    private static let putrajayaHolidays: [HolidayRule] =
        federalTerritoryHolidays(from: 2001) + [
            thaipusam(MalaysianWeek.sunday).during(.from(2001)), deepavali(MalaysianWeek.sunday, years: .from(2001)),
        ]
}
