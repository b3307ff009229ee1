// Estonia: public holidays (riigipühad) from 1991, shortened working days from 2001 and the
// Estonian folk calendar (Eesti rahvakalender). No weekend substitution in Estonia.
// Facts: shared/reference/holiday-rules.md, "Estonia" and "Estonian folk calendar".

extension Country {
    /// Estonia: public holidays, shortened working days and the folk calendar, known from
    /// 1991 (independence restored on 20 August 1991).
    public static let estonia = Country(
        "EE", "Estonia", local: "Eesti", languages: ["et"], firstWeekday: .monday,
        known: .from(1991),
        sources: "Pühade ja tähtpäevade seadus (RT I 1998, 3, 62) and its predecessors; "
            + "Töölepingu seadus § 53; the folk calendar after M. Hiiemäe (folklore.ee/erk)",
        rules: { estonianPublicHolidays + estonianShortDays + estonianFolkCalendar })

    /// Riigipühad, by the year each began (Pühade ja tähtpäevade seadus and its
    /// predecessors).
    private static let estonianPublicHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Uusaasta", on: .fixed(month: 1, day: 1), years: .from(1991)),
        HolidayRule(
            "Independence Day", local: "Iseseisvuspäev", on: .fixed(month: 2, day: 24),
            years: .from(1991)),
        HolidayRule("Good Friday", local: "Suur reede", on: .easter(-2), years: .from(1994)),
        HolidayRule(
            "Easter Sunday", local: "Ülestõusmispühade 1. püha", on: .easter(0), years: .from(1994)),
        HolidayRule(
            names: [
                HolidayName(
                    "International Workers' Solidarity Day",
                    local: "Töörahva rahvusvahelise solidaarsuse päev", years: YearSpan(1991, 1993)),
                HolidayName("Spring Day", local: "Kevadpüha", years: .from(1994)),
            ],
            on: .fixed(month: 5, day: 1), years: .from(1991)),
        HolidayRule("Whit Sunday", local: "Nelipühade 1. püha", on: .easter(49), years: .from(1994)),
        HolidayRule("Victory Day", local: "Võidupüha", on: .fixed(month: 6, day: 23), years: .from(1991)),
        HolidayRule("Midsummer Day", local: "Jaanipäev", on: .fixed(month: 6, day: 24), years: .from(1991)),
        HolidayRule(
            "Independence Restoration Day", local: "Taasiseseisvumispäev",
            on: .fixed(month: 8, day: 20), years: .from(1998)),
        HolidayRule(
            "Day of Rebirth", local: "Taassünnipäev", on: .fixed(month: 11, day: 16),
            years: YearSpan(1991, 1993)),
        HolidayRule(
            "Christmas Eve", local: "Jõululaupäev", on: .fixed(month: 12, day: 24), years: .from(2005)),
        HolidayRule(
            "Christmas Day", local: "Esimene jõulupüha", on: .fixed(month: 12, day: 25),
            years: .from(1991)),
        HolidayRule(
            "Boxing Day", local: "Teine jõulupüha", on: .fixed(month: 12, day: 26), years: .from(1991)),
    ]

    /// Working time is three hours shorter on the working day before New Year's Day,
    /// Independence Day, Victory Day and Christmas (Working and Rest Hours Act 2001 § 25,
    /// Employment Contracts Act 2009 § 53 (4)).
    ///
    /// Two judgements beyond the reference's plain list of dates:
    /// - Until Christmas Eve became a holiday in 2005 the act shortened the day before
    ///   Christmas Day, December 24; the same 2005 act that added Christmas Eve amended
    ///   § 25, so December 23 is shortened from 2005 (python-holidays agrees).
    /// - The day shortened is the one immediately before the holiday, whatever its weekday:
    ///   on a Saturday or Sunday it is shortened for those who work that day, and the
    ///   Friday before is not (the Labour Inspectorate's answer, Järva Teataja, December
    ///   2023; ETKA on Saturday 22 June 2013). python-holidays agrees.
    private static let estonianShortDays: [HolidayRule] = {
        func shortDay(_ month: Int, _ day: Int, _ years: YearSpan) -> HolidayRule {
            HolidayRule(
                "Shortened working day", local: "Lühendatud tööpäev",
                on: .fixed(month: month, day: day), kind: .halfDay, years: years)
        }
        return [
            shortDay(2, 23, .from(2001)),
            shortDay(6, 22, .from(2001)),
            shortDay(12, 24, YearSpan(2001, 2004)),
            shortDay(12, 23, .from(2005)),
            shortDay(12, 31, .from(2001)),
        ]
    }()

    /// Eesti rahvakalender: the days of the Estonian folk calendar, after M. Hiiemäe
    /// (Estonian Literary Museum, folklore.ee/erk) and the Estonian Open Air Museum. They
    /// are traditions, not laws, so they have no first year. Four spellings come from
    /// seed 002: "Küünlapäev ehk pudrupäev", "Luuvalupäev", "Talvine peetripäev",
    /// "Talvine madisepäev".
    private static let estonianFolkCalendar: [HolidayRule] = {
        func folk(_ english: String, _ local: String, _ date: DateRule) -> HolidayRule {
            HolidayRule(english, local: local, on: date, kind: .folk)
        }
        func folk(_ english: String, _ local: String, _ month: Int, _ day: Int) -> HolidayRule {
            folk(english, local, .fixed(month: month, day: day))
        }
        return [
            folk("Epiphany", "Kolmekuningapäev", 1, 6),
            folk("St Canute's Day", "Nuudipäev", 1, 7),
            folk("Peak of Winter", "Taliharjapäev", 1, 14),
            folk("St Anthony's Day", "Tõnisepäev", 1, 17),
            folk("St Paul's Day", "Paavlipäev", 1, 25),
            folk("Candlemas", "Küünlapäev ehk pudrupäev", 2, 2),
            folk("St Apollonia's Day", "Luuvalupäev", 2, 9),
            folk("Winter St Peter's Day", "Talvine peetripäev", 2, 22),
            folk("St Matthias' Day", "Talvine madisepäev", 2, 24),
            folk("Shrove Tuesday", "Vastlapäev", .easter(-47)),
            folk("Ash Wednesday", "Tuhkapäev", .easter(-46)),
            folk("St Gertrude's Day", "Käädripäev", 3, 17),
            folk("St Benedict's Day", "Pendipäev", 3, 21),
            folk("Lady Day", "Paastumaarjapäev", 3, 25),
            folk("Ploughing Day", "Künnipäev", 4, 14),
            folk("St George's Day", "Jüripäev", 4, 23),
            // † Date not confirmed in the folk calendar sources the reference cites.
            folk("St Mark's Day", "Markusepäev", 4, 25),
            folk("Palm Sunday", "Palmipuudepüha", .easter(-7)),
            folk("Walpurgis Day", "Volbripäev", 5, 1),
            folk("Summer St Nicholas' Day", "Nigulapäev", 5, 9),
            folk("St Eric's Day", "Eerikupäev", 5, 18),
            folk("St Urban's Day", "Urbanipäev", 5, 25),
            folk("Ascension Day", "Taevaminemispüha", .easter(39)),
            folk("St Vitus' Day", "Viidipäev", 6, 15),
            folk("St John's Eve", "Jaanilaupäev", 6, 23),
            folk("St John's Day", "Jaanipäev", 6, 24),
            folk("St Peter's Day", "Peetripäev", 6, 29),
            folk("Hay Mary's Day", "Heinamaarjapäev", 7, 2),
            folk("St Margaret's Day", "Maretapäev", 7, 13),
            folk("Mary Magdalene's Day", "Madlipäev", 7, 22),
            folk("St James' Day", "Jaagupipäev", 7, 25),
            folk("St Olaf's Day", "Olevipäev", 7, 29),
            folk("St Lawrence's Day", "Lauritsapäev", 8, 10),
            folk("Rye Mary's Day", "Rukkimaarjapäev", 8, 15),
            folk("St Bartholomew's Day", "Pärtlipäev", 8, 24),
            folk("Snake Mary's Day", "Ussimaarjapäev", 9, 8),
            folk("Autumn St Matthew's Day", "Sügisene madisepäev", 9, 21),
            folk("Michaelmas", "Mihklipäev", 9, 29),
            folk("Fading Day", "Kolletamispäev", 10, 14),
            folk("Sts Simon and Jude's Day", "Simunapäev", 10, 28),
            folk("All Souls' Day", "Hingedepäev", 11, 2),
            folk("Martinmas", "Mardipäev", 11, 10),
            folk("St Catherine's Day", "Kadripäev", 11, 25),
            // † Date not confirmed in the folk calendar sources the reference cites.
            folk("St Andrew's Day", "Andresepäev", 11, 30),
            folk("Winter St Nicholas' Day", "Talvine nigulapäev", 12, 6),
            // † Date not confirmed in the folk calendar sources the reference cites.
            folk("St Thomas' Day", "Toomapäev", 12, 21),
        ]
    }()
}
