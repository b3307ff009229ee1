import HolidayEngine

// Hungary: the public holidays (munkaszüneti napok) of the Labour Code (1992. évi XXII.
// törvény, Munka Törvénykönyve, 125. §; from 2012 the 2012. évi I. törvény, 102. § (1)), and
// the holidays of the People's Republic before them, as python-holidays 0.108 lists them (no
// decree of those years was read for this file). No day is moved or added for a holiday on a
// weekend.
//
// The working-day transfers: each year a ministerial decree "a ... évi munkaszüneti napok
// körüli munkarendről" (on the working order around the public holidays of the year) makes the
// working day between a holiday and a weekend a rest day (pihenőnap), to be worked on a
// Saturday (munkanap). Both are one-off rules below, each year under its decree: the rest day
// a day off (python-holidays 0.108 has it as a public holiday), the Saturday a working day
// that business days count (python-holidays has no category for it).

extension Country {
    /// Hungary: public holidays and the yearly working-day transfers, known from 1950.
    public static let hungary = Country(
        "HU", "Hungary", local: "Magyarország", languages: ["hu"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .workday], sources: "Munka Törvénykönyve (1992. évi XXII. törvény 125. §; 2012. évi I. törvény 102. §); "
            + "the yearly decrees on the working order around public holidays (1990-2025)",
        rules: { hungarianHolidays + hungarianTransfers })

    /// The public holidays, in the order of the year.
    private static let hungarianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Újév", on: .fixed(month: 1, day: 1)),
        // A working day from 1951 until 1988.
        HolidayRule("National Day", local: "Nemzeti ünnep", on: .fixed(month: 3, day: 15), years: .through(1950)),
        HolidayRule("National Day", local: "Nemzeti ünnep", on: .fixed(month: 3, day: 15), years: .from(1989)),
        HolidayRule(
            "Proclamation of the Soviet Republic Day", local: "A Tanácsköztársaság kikiáltásának ünnepe",
            on: .fixed(month: 3, day: 21), years: YearSet(1950, 1989)),
        HolidayRule(
            "Liberation Day", local: "A felszabadulás ünnepe", on: .fixed(month: 4, day: 4),
            years: YearSet(1950, 1989)),
        // Added to the Labour Code in 2017 (voted on 7 March 2017).
        HolidayRule("Good Friday", local: "Nagypéntek", on: .easter(-2), years: .from(2017)),
        HolidayRule("Easter Sunday", local: "Húsvét", on: .easter(0)),
        // Neither Easter Monday nor the second day of Christmas was a holiday in 1955
        // (python-holidays 0.108).
        HolidayRule("Easter Monday", local: "Húsvét Hétfő", on: .easter(1), years: .through(1954)),
        HolidayRule("Easter Monday", local: "Húsvét Hétfő", on: .easter(1), years: .from(1956)),
        HolidayRule("Labour Day", local: "A Munka ünnepe", on: .fixed(month: 5, day: 1)),
        HolidayRule("Labour Day", local: "A Munka ünnepe", on: .fixed(month: 5, day: 2), years: YearSet(1950, 1953)),
        HolidayRule("Whit Sunday", local: "Pünkösd", on: .easter(49)),
        // Restored by the Labour Code of 1992.
        HolidayRule("Whit Monday", local: "Pünkösdhétfő", on: .easter(50), years: .through(1952)),
        HolidayRule("Whit Monday", local: "Pünkösdhétfő", on: .easter(50), years: .from(1992)),
        HolidayRule(
            names: [
                HolidayName("Bread Day", local: "A kenyér ünnepe", years: YearSet(1950, 1989)),
                HolidayName("State Foundation Day", local: "Az államalapítás ünnepe", years: .from(1990)),
            ],
            on: .fixed(month: 8, day: 20)),
        HolidayRule("National Day", local: "Nemzeti ünnep", on: .fixed(month: 10, day: 23), years: .from(1991)),
        HolidayRule("All Saints' Day", local: "Mindenszentek", on: .fixed(month: 11, day: 1), years: .from(1999)),
        // Not kept in 1956 and 1989 (python-holidays 0.108).
        HolidayRule(
            "Great October Socialist Revolution Day", local: octoberRevolutionName, on: .fixed(month: 11, day: 7),
            years: YearSet(1950, 1955)),
        HolidayRule(
            "Great October Socialist Revolution Day", local: octoberRevolutionName, on: .fixed(month: 11, day: 7),
            years: YearSet(1957, 1988)),
        HolidayRule("Christmas Day", local: "Karácsony", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", local: "Karácsony másnapja", on: .fixed(month: 12, day: 26),
            years: .through(1954)),
        HolidayRule(
            "Second Day of Christmas", local: "Karácsony másnapja", on: .fixed(month: 12, day: 26),
            years: .from(1956)),
    ]

    private static let octoberRevolutionName = "A nagy októberi szocialista forradalom ünnepe"

    /// The rest days and the Saturdays worked for them, year by year, each under its decree
    /// (number/year, ministry).
    private static let hungarianTransfers: [HolidayRule] = [
        // 7/1990. (XII. 27.) MüM rendelet.
        HolidayRule.transfers(1991, [(off: (8, 19), worked: (8, 17))], names: hungarianTransfer),
        // 3/1992. MüM rendelet.
        HolidayRule.transfers(
            1992, [(off: (8, 21), worked: (8, 29)), (off: (12, 24), worked: (12, 19))], names: hungarianTransfer),
        // 7/1992. MüM rendelet.
        HolidayRule.transfers(1993, [(off: (12, 24), worked: (12, 18))], names: hungarianTransfer),
        // 3/1993. MüM rendelet.
        HolidayRule.transfers(1994, [(off: (3, 14), worked: (3, 12))], names: hungarianTransfer),
        // 11/1996. MüM rendelet.
        HolidayRule.transfers(
            1997,
            [
                (off: (5, 2), worked: (4, 26)), (off: (10, 24), worked: (10, 18)), (off: (12, 24), worked: (12, 20)),
            ],
            names: hungarianTransfer),
        // 18/1997. MüM rendelet.
        HolidayRule.transfers(
            1998,
            [
                (off: (1, 2), worked: (1, 10)), (off: (8, 21), worked: (8, 15)), (off: (12, 24), worked: (12, 19)),
            ],
            names: hungarianTransfer),
        // 3/1998. SzCsM rendelet.
        HolidayRule.transfers(1999, [(off: (12, 24), worked: (12, 18))], names: hungarianTransfer),
        // 43/2000. (XII. 18.) GM rendelet.
        HolidayRule.transfers(
            2001,
            [
                (off: (3, 16), worked: (3, 10)), (off: (4, 30), worked: (4, 28)), (off: (10, 22), worked: (10, 20)),
                (off: (11, 2), worked: (10, 27)), (off: (12, 24), worked: (12, 22)), (off: (12, 31), worked: (12, 29)),
            ],
            names: hungarianTransfer),
        // 25/2001. GM rendelet.
        HolidayRule.transfers(
            2002, [(off: (8, 19), worked: (8, 10)), (off: (12, 24), worked: (12, 28))], names: hungarianTransfer),
        // 2/2002. FMM rendelet.
        HolidayRule.transfers(
            2003,
            [
                (off: (5, 2), worked: (4, 26)), (off: (10, 24), worked: (10, 18)), (off: (12, 24), worked: (12, 13)),
            ],
            names: hungarianTransfer),
        // 9/2003. FMM rendelet.
        HolidayRule.transfers(
            2004, [(off: (1, 2), worked: (1, 10)), (off: (12, 24), worked: (12, 18))], names: hungarianTransfer),
        // 25/2004. FMM rendelet.
        HolidayRule.transfers(
            2005, [(off: (3, 14), worked: (3, 19)), (off: (10, 31), worked: (11, 5))], names: hungarianTransfer),
        // 4/2006. SZMM rendelet.
        HolidayRule.transfers(
            2007,
            [
                (off: (3, 16), worked: (3, 10)), (off: (4, 30), worked: (4, 21)), (off: (10, 22), worked: (10, 20)),
                (off: (11, 2), worked: (10, 27)), (off: (12, 24), worked: (12, 22)), (off: (12, 31), worked: (12, 29)),
            ],
            names: hungarianTransfer),
        // 27/2007. (IX. 29.) SZMM rendelet.
        HolidayRule.transfers(
            2008,
            [
                (off: (5, 2), worked: (4, 26)), (off: (10, 24), worked: (10, 18)), (off: (12, 24), worked: (12, 20)),
            ],
            names: hungarianTransfer),
        // 16/2008. SZMM rendelet.
        HolidayRule.transfers(
            2009,
            [
                (off: (1, 2), worked: (3, 28)), (off: (8, 21), worked: (8, 29)), (off: (12, 24), worked: (12, 19)),
            ],
            names: hungarianTransfer),
        // 20/2009. SZMM rendelet.
        HolidayRule.transfers(2010, [(off: (12, 24), worked: (12, 11))], names: hungarianTransfer),
        // 7/2010. NGM rendelet.
        HolidayRule.transfers(
            2011, [(off: (3, 14), worked: (3, 19)), (off: (10, 31), worked: (11, 5))], names: hungarianTransfer),
        // 39/2011. NGM rendelet and 28/2012. NGM rendelet.
        HolidayRule.transfers(
            2012,
            [
                (off: (3, 16), worked: (3, 24)), (off: (4, 30), worked: (4, 21)), (off: (10, 22), worked: (10, 27)),
                (off: (11, 2), worked: (11, 10)), (off: (12, 24), worked: (12, 15)), (off: (12, 31), worked: (12, 1)),
            ],
            names: hungarianTransfer),
        // 28/2012. NGM rendelet.
        HolidayRule.transfers(
            2013,
            [
                (off: (8, 19), worked: (8, 24)), (off: (12, 24), worked: (12, 7)), (off: (12, 27), worked: (12, 21)),
            ],
            names: hungarianTransfer),
        // 33/2013. (VIII. 30.) NGM rendelet.
        HolidayRule.transfers(
            2014,
            [
                (off: (5, 2), worked: (5, 10)), (off: (10, 24), worked: (10, 18)), (off: (12, 24), worked: (12, 13)),
            ],
            names: hungarianTransfer),
        // 28/2014. NGM rendelet.
        HolidayRule.transfers(
            2015,
            [
                (off: (1, 2), worked: (1, 10)), (off: (8, 21), worked: (8, 8)), (off: (12, 24), worked: (12, 12)),
            ],
            names: hungarianTransfer),
        // 18/2015. (VI. 29.) NGM rendelet.
        HolidayRule.transfers(
            2016, [(off: (3, 14), worked: (3, 5)), (off: (10, 31), worked: (10, 15))], names: hungarianTransfer),
        // 61/2017. NGM rendelet.
        HolidayRule.transfers(
            2018,
            [
                (off: (3, 16), worked: (3, 10)), (off: (4, 30), worked: (4, 21)), (off: (10, 22), worked: (10, 13)),
                (off: (11, 2), worked: (11, 10)), (off: (12, 24), worked: (12, 1)), (off: (12, 31), worked: (12, 15)),
            ],
            names: hungarianTransfer),
        // 6/2018. (VIII. 23.) PM rendelet.
        HolidayRule.transfers(
            2019,
            [
                (off: (8, 19), worked: (8, 10)), (off: (12, 24), worked: (12, 7)), (off: (12, 27), worked: (12, 14)),
            ],
            names: hungarianTransfer),
        // 7/2019. PM rendelet.
        HolidayRule.transfers(
            2020, [(off: (8, 21), worked: (8, 29)), (off: (12, 24), worked: (12, 12))], names: hungarianTransfer),
        // 14/2020. (V. 13.) ITM rendelet.
        HolidayRule.transfers(2021, [(off: (12, 24), worked: (12, 11))], names: hungarianTransfer),
        // 23/2021. ITM rendelet.
        HolidayRule.transfers(
            2022, [(off: (3, 14), worked: (3, 26)), (off: (10, 31), worked: (10, 15))], names: hungarianTransfer),
        // 15/2023. (VII. 13.) GFM rendelet.
        HolidayRule.transfers(
            2024,
            [
                (off: (8, 19), worked: (8, 3)), (off: (12, 24), worked: (12, 7)), (off: (12, 27), worked: (12, 14)),
            ],
            names: hungarianTransfer),
        // 11/2024. (IV. 8.) NGM rendelet.
        HolidayRule.transfers(
            2025,
            [
                (off: (5, 2), worked: (5, 17)), (off: (10, 24), worked: (10, 18)), (off: (12, 24), worked: (12, 13)),
            ],
            names: hungarianTransfer),
        // 10/2025. NGM rendelet.
        HolidayRule.transfers(
            2026,
            [
                (off: (1, 2), worked: (1, 10)), (off: (8, 21), worked: (8, 8)), (off: (12, 24), worked: (12, 12)),
            ],
            names: hungarianTransfer),
    ].flatMap { $0 }

    /// What the decrees call the two days of a transfer: the rest day and the Saturday worked.
    private static let hungarianTransfer = TransferNames(
        dayOff: HolidayName("Bridge day", local: "Pihenőnap"),
        workday: HolidayName("Working day", local: "Munkanap"))
}
