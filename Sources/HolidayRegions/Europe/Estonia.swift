import HolidayEngine

// Estonia: public holidays (riigipühad) from 1991, shortened working days from 2001 and the
// Estonian folk calendar (Eesti rahvakalender). No weekend substitution in Estonia.
// Facts: shared/reference/holiday-rules.md, "Estonia" and "Estonian folk calendar"; the
// folk calendar is checked against the Literary Museum's "Eesti rahvakalender" beyond it
// (see estonianFolkCalendar).

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
                    local: "Töörahva rahvusvahelise solidaarsuse päev", years: YearSet(1991, 1993)),
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
            years: YearSet(1991, 1993)),
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
        func shortDay(_ month: Int, _ day: Int, _ years: YearSet) -> HolidayRule {
            HolidayRule(
                "Shortened working day", local: "Lühendatud tööpäev",
                on: .fixed(month: month, day: day), kind: .halfDay, years: years)
        }
        return [
            shortDay(2, 23, .from(2001)),
            shortDay(6, 22, .from(2001)),
            shortDay(12, 24, YearSet(2001, 2004)),
            shortDay(12, 23, .from(2005)),
            shortDay(12, 31, .from(2001)),
        ]
    }()

    /// Eesti rahvakalender: the days of the Estonian folk calendar. They are traditions, not
    /// laws, so they have no first year.
    ///
    /// The list follows M. Hiiemäe's "Eesti rahvakalender" as the Estonian Literary Museum
    /// publishes it (folklore.ee/erk, "ERK" below: a page per month listing its days, and a
    /// page per day), with the museum's BERTA database (folklore.ee/Berta) and the Estonian
    /// Open Air Museum's calendar pages (evm.ee, "EVM") beside it. Names are spelt as ERK
    /// titles them, paired with "ehk" where ERK pairs them; the four names the 30-day range
    /// provider's API gave ("Küünlapäev ehk pudrupäev", "Luuvalupäev", "Talvine peetripäev",
    /// "Talvine madisepäev") are kept as that API spells them.
    ///
    /// Left out on purpose: the days ERK gives as kept by the Orthodox of the south-east and
    /// the Peipsi shore, most under Russian names and with an old-style date beside the new
    /// (ulasepäev, alekseipäev, sorokasveet, eliapäev, makaveipäev, paasapäev, rollapäev,
    /// ivanoskorona, sahharipäev, viissenja, midrusk, nahtsipäev), and the Lent days counted
    /// from Orthodox Easter (poorna-, palve-, paabapäev); the solstices and equinoxes, whose
    /// date moves with the sun; ERK's "1. aprill", the April fools' day it calls a late
    /// borrowing from Western Europe (the old day of that date is karjalaskepäev, listed);
    /// weeks rather than days (suur nädal, külvinädalad); and Easter, Whitsun and Christmas,
    /// which are public holidays and listed as such.
    private static let estonianFolkCalendar: [HolidayRule] = {
        func folk(_ english: String, _ local: String, _ date: DateRule) -> HolidayRule {
            HolidayRule(english, local: local, on: date, kind: .folk)
        }
        func folk(_ english: String, _ local: String, _ month: Int, _ day: Int) -> HolidayRule {
            folk(english, local, .fixed(month: month, day: day))
        }
        return [
            // ERK, January.
            folk("Epiphany", "Kolmekuningapäev", 1, 6),
            folk("St Canute's Day", "Nuudipäev", 1, 7),
            folk("Peak of Winter", "Taliharjapäev", 1, 14),
            folk("St Anthony's Day", "Tõnisepäev", 1, 17),
            folk("St Paul's Day", "Paavlipäev", 1, 25),
            // ERK, February; the spellings are the range API's.
            folk("Candlemas", "Küünlapäev ehk pudrupäev", 2, 2),
            folk("St Apollonia's Day", "Luuvalupäev", 2, 9),
            folk("Winter St Peter's Day", "Talvine peetripäev", 2, 22),
            folk("St Matthias' Day", "Talvine madisepäev", 2, 24),
            // ERK, February: "Liigpäev (29. II) ja liigaasta"; only in leap years.
            folk("Leap Day", "Liigpäev", 2, 29),
            // ERK, February: movable, seven weeks and six weeks six days before Easter.
            folk("Shrove Tuesday", "Vastlapäev", .easter(-47)),
            folk("Ash Wednesday", "Tuhkapäev", .easter(-46)),
            // ERK, March: each its own page.
            folk("St Gertrude's Day", "Käädripäev", 3, 17),
            folk("St Benedict's Day", "Pendipäev", 3, 21),
            folk("Lady Day", "Paastumaarjapäev", 3, 25),
            // ERK, April: every day of the month's list, markusepäev on April 25 included.
            folk("Cattle Release Day", "Karjalaskepäev", 4, 1),
            folk("Ploughing Day", "Künnipäev", 4, 14),
            folk("St George's Day", "Jüripäev", 4, 23),
            folk("St Mark's Day", "Markusepäev", 4, 25),
            folk("Palm Sunday", "Urbepäev ehk palmipuudepüha", .easter(-7)),
            folk("Maundy Thursday", "Suur neljapäev", .easter(-3)),
            // May: volbripäev (the Literary Museum's calendar pages, folklore.ee/loodus); ERK's
            // own pages "Kevadine nigulapäev (9. V)", the spring one as against "Talvine
            // nigulapäev" on December 6, and "Urbanipäev (25. V)". Eerikupäev and
            // taevaminemispüha as the reference table has them: no ERK page found for them.
            folk("Walpurgis Day", "Volbripäev", 5, 1),
            folk("Spring St Nicholas' Day", "Kevadine nigulapäev", 5, 9),
            folk("St Eric's Day", "Eerikupäev", 5, 18),
            folk("St Urban's Day", "Urbanipäev", 5, 25),
            folk("Ascension Day", "Taevaminemispüha", .easter(39)),
            // ERK, June; jaanilaupäev from EVM's summer page. ERK's page on the winter
            // peetripäev calls June 29 the summer one, "suvine peetripäev".
            folk("St Vitus' Day", "Viidipäev", 6, 15),
            folk("St John's Eve", "Jaanilaupäev", 6, 23),
            folk("St John's Day", "Jaanipäev", 6, 24),
            folk("Seven Sleepers' Day", "Seitsmemagajapäev", 6, 27),
            folk("Summer St Peter's Day", "Suvine peetripäev", 6, 29),
            // ERK, July ("Mareta- ehk karusepäev"; annepäev on the Western date, July 26,
            // August 8 being the Setos' old-style one).
            folk("Hay Mary's Day", "Heinamaarjapäev", 7, 2),
            folk("Seven Brothers' Day", "Seitsmevennapäev", 7, 10),
            folk("St Margaret's Day", "Mareta- ehk karusepäev", 7, 13),
            folk("Mary Magdalene's Day", "Madlipäev", 7, 22),
            folk("St James' Day", "Jaagupipäev", 7, 25),
            folk("St Anne's Day", "Annepäev", 7, 26),
            folk("St Olaf's Day", "Olevipäev", 7, 29),
            // ERK, August.
            folk("St Lawrence's Day", "Lauritsapäev", 8, 10),
            folk("Rye Mary's Day", "Rukkimaarjapäev", 8, 15),
            folk("St Bartholomew's Day", "Pärtlipäev", 8, 24),
            // ERK, September.
            folk("Snake Mary's Day", "Ussimaarjapäev", 9, 8),
            folk("Autumn St Matthew's Day", "Sügisene madisepäev", 9, 21),
            folk("Michaelmas", "Mihklipäev", 9, 29),
            // ERK, October.
            folk("Fading Day", "Kolletamispäev", 10, 14),
            folk("Sts Simon and Jude's Day", "Simunapäev", 10, 28),
            // November: hingede- and mardipäev (folklore.ee/loodus), mardi- and kadripäev
            // (EVM); andresepäev, ERK's own page "Andresepäev (30. XI)".
            folk("All Souls' Day", "Hingedepäev", 11, 2),
            folk("Martinmas", "Mardipäev", 11, 10),
            folk("St Catherine's Day", "Kadripäev", 11, 25),
            folk("St Andrew's Day", "Andresepäev", 11, 30),
            // December: ERK's own pages "Talvine nigulapäev (6. XII / 19. XII)", "Luutsipäev
            // (13. XII)", "Süütalastepäev (28. XII)"; toomapäev on December 21 in BERTA and in
            // a saying ERK gives under nuudipäev (Christmas from toomapäev to nuudipäev).
            folk("Winter St Nicholas' Day", "Talvine nigulapäev", 12, 6),
            folk("St Lucy's Day", "Luutsipäev", 12, 13),
            folk("St Thomas' Day", "Toomapäev", 12, 21),
            folk("Holy Innocents' Day", "Süütalastepäev", 12, 28),
        ]
    }()
}
