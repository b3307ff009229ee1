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
        kinds: [.public, .folk, .halfDay], sources: "Pühade ja tähtpäevade seadus (RT I 1998, 3, 62) and its predecessors; "
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
    private static let estonianShortDays: [HolidayRule] = [
        HolidayRule(
            "Shortened working day", local: "Lühendatud tööpäev", on: .fixed(month: 2, day: 23), kind: .halfDay,
            years: .from(2001)),
        HolidayRule(
            "Shortened working day", local: "Lühendatud tööpäev", on: .fixed(month: 6, day: 22), kind: .halfDay,
            years: .from(2001)),
        HolidayRule(
            "Shortened working day", local: "Lühendatud tööpäev", on: .fixed(month: 12, day: 24), kind: .halfDay,
            years: YearSet(2001, 2004)),
        HolidayRule(
            "Shortened working day", local: "Lühendatud tööpäev", on: .fixed(month: 12, day: 23), kind: .halfDay,
            years: .from(2005)),
        HolidayRule(
            "Shortened working day", local: "Lühendatud tööpäev", on: .fixed(month: 12, day: 31), kind: .halfDay,
            years: .from(2001)),
    ]

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
    private static let estonianFolkCalendar: [HolidayRule] = [
        // ERK, January.
        HolidayRule("Epiphany", local: "Kolmekuningapäev", on: .fixed(month: 1, day: 6)),
        HolidayRule("St Canute's Day", local: "Nuudipäev", on: .fixed(month: 1, day: 7)),
        HolidayRule("Peak of Winter", local: "Taliharjapäev", on: .fixed(month: 1, day: 14)),
        HolidayRule("St Anthony's Day", local: "Tõnisepäev", on: .fixed(month: 1, day: 17)),
        HolidayRule("St Paul's Day", local: "Paavlipäev", on: .fixed(month: 1, day: 25)),
        // ERK, February; the spellings are the range API's.
        HolidayRule("Candlemas", local: "Küünlapäev ehk pudrupäev", on: .fixed(month: 2, day: 2)),
        HolidayRule("St Apollonia's Day", local: "Luuvalupäev", on: .fixed(month: 2, day: 9)),
        HolidayRule("Winter St Peter's Day", local: "Talvine peetripäev", on: .fixed(month: 2, day: 22)),
        HolidayRule("St Matthias' Day", local: "Talvine madisepäev", on: .fixed(month: 2, day: 24)),
        // ERK, February: "Liigpäev (29. II) ja liigaasta"; only in leap years.
        HolidayRule("Leap Day", local: "Liigpäev", on: .fixed(month: 2, day: 29)),
        // ERK, February: movable, seven weeks and six weeks six days before Easter.
        HolidayRule("Shrove Tuesday", local: "Vastlapäev", on: .easter(-47)),
        HolidayRule("Ash Wednesday", local: "Tuhkapäev", on: .easter(-46)),
        // ERK, March: each its own page.
        HolidayRule("St Gertrude's Day", local: "Käädripäev", on: .fixed(month: 3, day: 17)),
        HolidayRule("St Benedict's Day", local: "Pendipäev", on: .fixed(month: 3, day: 21)),
        HolidayRule("Lady Day", local: "Paastumaarjapäev", on: .fixed(month: 3, day: 25)),
        // ERK, April: every day of the month's list, markusepäev on April 25 included.
        HolidayRule("Cattle Release Day", local: "Karjalaskepäev", on: .fixed(month: 4, day: 1)),
        HolidayRule("Ploughing Day", local: "Künnipäev", on: .fixed(month: 4, day: 14)),
        HolidayRule("St George's Day", local: "Jüripäev", on: .fixed(month: 4, day: 23)),
        HolidayRule("St Mark's Day", local: "Markusepäev", on: .fixed(month: 4, day: 25)),
        HolidayRule("Palm Sunday", local: "Urbepäev ehk palmipuudepüha", on: .easter(-7)),
        HolidayRule("Maundy Thursday", local: "Suur neljapäev", on: .easter(-3)),
        // May: volbripäev (the Literary Museum's calendar pages, folklore.ee/loodus); ERK's
        // own pages "Kevadine nigulapäev (9. V)", the spring one as against "Talvine
        // nigulapäev" on December 6, and "Urbanipäev (25. V)". Eerikupäev and
        // taevaminemispüha as the reference table has them: no ERK page found for them.
        HolidayRule("Walpurgis Day", local: "Volbripäev", on: .fixed(month: 5, day: 1)),
        HolidayRule("Spring St Nicholas' Day", local: "Kevadine nigulapäev", on: .fixed(month: 5, day: 9)),
        HolidayRule("St Eric's Day", local: "Eerikupäev", on: .fixed(month: 5, day: 18)),
        HolidayRule("St Urban's Day", local: "Urbanipäev", on: .fixed(month: 5, day: 25)),
        HolidayRule("Ascension Day", local: "Taevaminemispüha", on: .easter(39)),
        // ERK, June; jaanilaupäev from EVM's summer page. ERK's page on the winter
        // peetripäev calls June 29 the summer one, "suvine peetripäev".
        HolidayRule("St Vitus' Day", local: "Viidipäev", on: .fixed(month: 6, day: 15)),
        HolidayRule("St John's Eve", local: "Jaanilaupäev", on: .fixed(month: 6, day: 23)),
        HolidayRule("St John's Day", local: "Jaanipäev", on: .fixed(month: 6, day: 24)),
        HolidayRule("Seven Sleepers' Day", local: "Seitsmemagajapäev", on: .fixed(month: 6, day: 27)),
        HolidayRule("Summer St Peter's Day", local: "Suvine peetripäev", on: .fixed(month: 6, day: 29)),
        // ERK, July ("Mareta- ehk karusepäev"; annepäev on the Western date, July 26,
        // August 8 being the Setos' old-style one).
        HolidayRule("Hay Mary's Day", local: "Heinamaarjapäev", on: .fixed(month: 7, day: 2)),
        HolidayRule("Seven Brothers' Day", local: "Seitsmevennapäev", on: .fixed(month: 7, day: 10)),
        HolidayRule("St Margaret's Day", local: "Mareta- ehk karusepäev", on: .fixed(month: 7, day: 13)),
        HolidayRule("Mary Magdalene's Day", local: "Madlipäev", on: .fixed(month: 7, day: 22)),
        HolidayRule("St James' Day", local: "Jaagupipäev", on: .fixed(month: 7, day: 25)),
        HolidayRule("St Anne's Day", local: "Annepäev", on: .fixed(month: 7, day: 26)),
        HolidayRule("St Olaf's Day", local: "Olevipäev", on: .fixed(month: 7, day: 29)),
        // ERK, August.
        HolidayRule("St Lawrence's Day", local: "Lauritsapäev", on: .fixed(month: 8, day: 10)),
        HolidayRule("Rye Mary's Day", local: "Rukkimaarjapäev", on: .fixed(month: 8, day: 15)),
        HolidayRule("St Bartholomew's Day", local: "Pärtlipäev", on: .fixed(month: 8, day: 24)),
        // ERK, September.
        HolidayRule("Snake Mary's Day", local: "Ussimaarjapäev", on: .fixed(month: 9, day: 8)),
        HolidayRule("Autumn St Matthew's Day", local: "Sügisene madisepäev", on: .fixed(month: 9, day: 21)),
        HolidayRule("Michaelmas", local: "Mihklipäev", on: .fixed(month: 9, day: 29)),
        // ERK, October.
        HolidayRule("Fading Day", local: "Kolletamispäev", on: .fixed(month: 10, day: 14)),
        HolidayRule("Sts Simon and Jude's Day", local: "Simunapäev", on: .fixed(month: 10, day: 28)),
        // November: hingede- and mardipäev (folklore.ee/loodus), mardi- and kadripäev
        // (EVM); andresepäev, ERK's own page "Andresepäev (30. XI)".
        HolidayRule("All Souls' Day", local: "Hingedepäev", on: .fixed(month: 11, day: 2)),
        HolidayRule("Martinmas", local: "Mardipäev", on: .fixed(month: 11, day: 10)),
        HolidayRule("St Catherine's Day", local: "Kadripäev", on: .fixed(month: 11, day: 25)),
        HolidayRule("St Andrew's Day", local: "Andresepäev", on: .fixed(month: 11, day: 30)),
        // December: ERK's own pages "Talvine nigulapäev (6. XII / 19. XII)", "Luutsipäev
        // (13. XII)", "Süütalastepäev (28. XII)"; toomapäev on December 21 in BERTA and in
        // a saying ERK gives under nuudipäev (Christmas from toomapäev to nuudipäev).
        HolidayRule("Winter St Nicholas' Day", local: "Talvine nigulapäev", on: .fixed(month: 12, day: 6)),
        HolidayRule("St Lucy's Day", local: "Luutsipäev", on: .fixed(month: 12, day: 13)),
        HolidayRule("St Thomas' Day", local: "Toomapäev", on: .fixed(month: 12, day: 21)),
        HolidayRule("Holy Innocents' Day", local: "Süütalastepäev", on: .fixed(month: 12, day: 28)),
    ].map { $0.ofKind(.folk) }
}
