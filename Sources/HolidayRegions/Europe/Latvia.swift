import HolidayEngine

// Latvia: the public holidays (svētku dienas) of the law "Par svētku, atceres un atzīmējamām
// dienām" of 3 October 1990 and its amendments: Whit Sunday from 1996 (law of 21 September
// 1995), Easter Monday from 1997 (law of 18 December 1996), May 4 from 2002 (law of 21 March
// 2002, renamed by the law of 7 April 2011 in force from 11 May 2011), Christmas Eve and the
// Monday for May 4 and November 18 on a weekend from 2007 (law of 24 May 2007), and the days
// decreed once (laws of 2 October 2014, 21 June 2018 and 28 May 2023).
//
// The working-day transfers: an order of the Cabinet of Ministers "Par darbdienas
// pārcelšanu" (on moving a working day), year by year, makes a working day between a holiday
// and a weekend a day off, worked on a Saturday. Both are one-off rules below, under the
// order (its likumi.lv number): the day off a public holiday as python-holidays 0.108 has it,
// the Saturday a working day that business days count (python-holidays has no category for it).
//
// Known from 1991, the first year of the law of 1990.

extension Country {
    /// Latvia: public holidays, substitute Mondays and the yearly working-day transfers,
    /// known from 1991.
    public static let latvia = Country(
        "LV", "Latvia", local: "Latvija", languages: ["lv"], firstWeekday: .monday,
        known: .from(1991), observedSuffix: ["en": " (observed)", "": " (brīvdiena)"],
        kinds: [.public, .workday], sources: "Par svētku, atceres un atzīmējamām dienām (1990) and its amendments (1995, 1996, "
            + "2002, 2007, 2011, 2014, 2018, 2023); the Cabinet's orders on moving working days (2001-2026)",
        rules: { latvianHolidays + latvianTransfers })

    /// May 4 and November 18 on a Saturday or Sunday give the Monday after (law of 24 May 2007).
    private static let latvianMonday: [Observance] = [
        .adding(.from(2007), [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// The public holidays, in the order of the year.
    private static let latvianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jaungada diena", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Lielā Piektdiena", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Pirmās Lieldienas", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Otrās Lieldienas", on: .easter(1), years: .from(1997)),
        HolidayRule("Labour Day", local: "Darba svētki", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Constitutional Assembly Convocation Day", local: "Latvijas Republikas Satversmes sapulces sasaukšanas diena",
            on: .fixed(month: 5, day: 1)),
        HolidayRule(
            names: [
                HolidayName(
                    "Proclamation of the Declaration of Independence Day",
                    local: "Latvijas Republikas Neatkarības deklarācijas pasludināšanas diena", years: .through(2011)),
                HolidayName(
                    "Restoration of Independence Day", local: "Latvijas Republikas Neatkarības atjaunošanas diena",
                    years: .from(2012)),
            ],
            on: .fixed(month: 5, day: 4), years: .from(2002), observed: latvianMonday),
        HolidayRule("Mother's Day", local: "Mātes diena", on: .nth(2, .sunday, of: 5)),
        HolidayRule("Whit Sunday", local: "Vasarsvētki", on: .easter(49), years: .from(1996)),
        HolidayRule("Midsummer Eve", local: "Līgo diena", on: .fixed(month: 6, day: 23)),
        HolidayRule("Midsummer Day", local: "Jāņu diena", on: .fixed(month: 6, day: 24)),
        // The closing day of the Nationwide Latvian Song and Dance Celebration (law of 2
        // October 2014).
        .oneOff("Song and Dance Celebration Closing Day", local: songFestivalName, on: CivilDate(2018, 7, 9)),
        .oneOff("Song and Dance Celebration Closing Day", local: songFestivalName, on: CivilDate(2023, 7, 10)),
        // Law of 21 June 2018.
        .oneOff(
            "Day of the Pastoral Visit of Pope Francis",
            local: "Viņa Svētības pāvesta Franciska pastorālās vizītes Latvijā diena",
            on: CivilDate(2018, 9, 24)),
        // Law of 28 May 2023: the day after the bronze medal of the 2023 ice hockey world
        // championship.
        .oneOff(
            "Ice Hockey Bronze Medal Day",
            local: "Diena, kad Latvijas hokeja komanda ieguva bronzas medaļu 2023. gada Pasaules hokeja čempionātā",
            on: CivilDate(2023, 5, 29)),
        HolidayRule(
            "Proclamation Day of the Republic of Latvia", local: "Latvijas Republikas Proklamēšanas diena",
            on: .fixed(month: 11, day: 18), observed: latvianMonday),
        HolidayRule("Christmas Eve", local: "Ziemassvētku vakars", on: .fixed(month: 12, day: 24), years: .from(2007)),
        HolidayRule("Christmas Day", local: "Pirmie Ziemassvētki", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Otrie Ziemassvētki", on: .fixed(month: 12, day: 26)),
        HolidayRule("New Year's Eve", local: "Vecgada diena", on: .fixed(month: 12, day: 31)),
    ]

    private static let songFestivalName = "Vispārējo latviešu Dziesmu un deju svētku noslēguma diena"

    /// The days off and the Saturdays worked for them, year by year, each under the
    /// Cabinet's order (likumi.lv number).
    private static let latvianTransfers: [HolidayRule] = [
        // 56308.
        HolidayRule.transfers(2001, [(off: (12, 24), worked: (12, 22))], names: latvianTransfer),
        // 60769.
        HolidayRule.transfers(2002, [(off: (12, 30), worked: (12, 28))], names: latvianTransfer),
        // 80562 (2003 and 2004).
        HolidayRule.transfers(2003, [(off: (11, 17), worked: (11, 15))], names: latvianTransfer),
        HolidayRule.transfers(2004, [(off: (1, 2), worked: (1, 10))], names: latvianTransfer),
        // 83431.
        HolidayRule.transfers(
            2004,
            [
                (off: (5, 3), worked: (5, 8)), (off: (6, 25), worked: (6, 19)), (off: (11, 19), worked: (11, 13)),
            ],
            names: latvianTransfer),
        // 145144.
        HolidayRule.transfers(2006, [(off: (11, 27), worked: (12, 2))], names: latvianTransfer),
        // 131354.
        HolidayRule.transfers(2007, [(off: (4, 30), worked: (4, 14))], names: latvianTransfer),
        // 173689.
        HolidayRule.transfers(
            2008, [(off: (5, 2), worked: (5, 10)), (off: (11, 17), worked: (11, 22))], names: latvianTransfer),
        // 185051.
        HolidayRule.transfers(
            2009, [(off: (1, 2), worked: (1, 10)), (off: (6, 22), worked: (6, 27))], names: latvianTransfer),
        // 203023.
        HolidayRule.transfers(
            2010,
            [
                (off: (5, 3), worked: (5, 29)), (off: (6, 25), worked: (6, 19)), (off: (11, 19), worked: (11, 13)),
            ],
            names: latvianTransfer),
        // 228399.
        HolidayRule.transfers(2012, [(off: (4, 30), worked: (4, 28))], names: latvianTransfer),
        // 247102.
        HolidayRule.transfers(
            2013, [(off: (12, 23), worked: (12, 14)), (off: (12, 30), worked: (12, 28))], names: latvianTransfer),
        // 257810.
        HolidayRule.transfers(
            2014, [(off: (5, 2), worked: (5, 10)), (off: (11, 17), worked: (11, 22))], names: latvianTransfer),
        // 266487.
        HolidayRule.transfers(
            2015, [(off: (1, 2), worked: (1, 10)), (off: (6, 22), worked: (6, 27))], names: latvianTransfer),
        // 282928.
        HolidayRule.transfers(2017, [(off: (5, 5), worked: (5, 13))], names: latvianTransfer),
        // 290413.
        HolidayRule.transfers(2018, [(off: (4, 30), worked: (4, 21))], names: latvianTransfer),
        // 308097.
        HolidayRule.transfers(2020, [(off: (6, 22), worked: (6, 13))], names: latvianTransfer),
        // 315837.
        HolidayRule.transfers(
            2021,
            [
                (off: (5, 3), worked: (5, 8)), (off: (6, 25), worked: (6, 19)), (off: (11, 19), worked: (11, 13)),
            ],
            names: latvianTransfer),
        // 333470.
        HolidayRule.transfers(2023, [(off: (5, 5), worked: (5, 20))], names: latvianTransfer),
        // 342680.
        HolidayRule.transfers(
            2024, [(off: (12, 23), worked: (12, 14)), (off: (12, 30), worked: (12, 28))], names: latvianTransfer),
        // 351684.
        HolidayRule.transfers(
            2025, [(off: (5, 2), worked: (5, 10)), (off: (11, 17), worked: (11, 8))], names: latvianTransfer),
        // 361161.
        HolidayRule.transfers(
            2026, [(off: (1, 2), worked: (1, 17)), (off: (6, 22), worked: (6, 27))], names: latvianTransfer),
    ].flatMap { $0 }

    /// What the Cabinet's orders call the two days of a transfer: the day off and the Saturday worked.
    private static let latvianTransfer = TransferNames(
        dayOff: HolidayName("Bridge day", local: "Brīvdiena"),
        workday: HolidayName("Working day", local: "Darba diena"))
}
