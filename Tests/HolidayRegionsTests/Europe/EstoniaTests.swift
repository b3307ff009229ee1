import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Estonia: public holidays, shortened days, folk calendar")
struct EstoniaTests {
    let ee = Region.estonia

    /// `"2019-02-24 public Iseseisvuspäev"` lines in display order.
    func local(_ from: String, _ to: String) -> [String] {
        ee.holidays(in: DateRange(day(from), day(to))).map { "\($0.date) \($0.kind.rawValue) \($0.localName)" }
    }

    @Test("February 2019 as the range provider answered it, folk and public apart")
    func seedFebruary2019() {
        // The range API has public holidays and folk days only.
        #expect(local("2019-02-01", "2019-02-28").filter { !$0.contains(" half-day ") } == [
            "2019-02-02 folk Küünlapäev ehk pudrupäev",
            "2019-02-09 folk Luuvalupäev",
            "2019-02-22 folk Talvine peetripäev",
            "2019-02-24 public Iseseisvuspäev",
            "2019-02-24 folk Talvine madisepäev",
        ])
    }

    @Test("Jaanipäev is both a public holiday and a folk day; Victory Day shares June 23")
    func midsummer() {
        #expect(local("2026-06-22", "2026-06-24") == [
            "2026-06-22 half-day Lühendatud tööpäev",
            "2026-06-23 public Võidupüha",
            "2026-06-23 folk Jaanilaupäev",
            "2026-06-24 public Jaanipäev",
            "2026-06-24 folk Jaanipäev",
        ])
    }

    @Test("Public holidays of 2026 exactly")
    func year2026() {
        #expect(ee.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-02-24 Independence Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-05-01 Spring Day",
            "2026-05-24 Whit Sunday",
            "2026-06-23 Victory Day",
            "2026-06-24 Midsummer Day",
            "2026-08-20 Independence Restoration Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    @Test("No public holidays before 1991; 1991-1993 under the 1990 decree")
    func early() {
        #expect(ee.lines(year: 1990, kinds: [.public]).isEmpty)
        let early = [
            "01-01 Uusaasta", "02-24 Iseseisvuspäev", "05-01 Töörahva rahvusvahelise solidaarsuse päev",
            "06-23 Võidupüha", "06-24 Jaanipäev", "11-16 Taassünnipäev", "12-25 Esimene jõulupüha",
            "12-26 Teine jõulupüha",
        ]
        for year in 1991...1993 {
            let found = ee.holidays(year: year).filter { $0.kind == .public }
                .map { "\("\($0.date)".dropFirst(5)) \($0.localName)" }
            #expect(found == early)
        }
    }

    @Test("Each public holiday from the year it began")
    func history() {
        // 1994: Easter days and Whitsun arrive, May Day becomes Spring Day, Nov 16 goes.
        #expect(ee.dates(of: "Good Friday", year: 1994) == ["1994-04-01"])
        #expect(ee.dates(of: "Easter Sunday", year: 1994) == ["1994-04-03"])
        #expect(ee.dates(of: "Whit Sunday", year: 1994) == ["1994-05-22"])
        #expect(ee.dates(of: "Spring Day", year: 1994) == ["1994-05-01"])
        #expect(ee.dates(of: "International Workers' Solidarity Day", year: 1994).isEmpty)
        #expect(ee.dates(of: "Day of Rebirth", year: 1993) == ["1993-11-16"])
        #expect(ee.dates(of: "Day of Rebirth", year: 1994).isEmpty)
        #expect(ee.dates(of: "Independence Restoration Day", year: 1997).isEmpty)
        #expect(ee.dates(of: "Independence Restoration Day", year: 1998) == ["1998-08-20"])
        #expect(ee.dates(of: "Christmas Eve", year: 2004).isEmpty)
        #expect(ee.dates(of: "Christmas Eve", year: 2005) == ["2005-12-24"])
        #expect(ee.holiday("Independence Day", on: "1991-02-24")?.localName == "Iseseisvuspäev")
    }

    @Test("No weekend substitution in Estonia")
    func noObserved() {
        let all = ee.holidays(in: DateRange(day("1991-01-01"), day("2100-12-31")))
        #expect(all.allSatisfy { $0.observedOf == nil })
        // 2027-12-25 and -26 are a Saturday and Sunday: nothing on Monday the 27th.
        #expect(ee.holidays(on: day("2027-12-27")).isEmpty)
    }

    @Test("Shortened working days from 2001: the day right before the holiday, any weekday")
    func shortDays() {
        #expect(ee.lines(year: 2000, kinds: [.halfDay]).isEmpty)
        #expect(ee.lines(year: 2001, kinds: [.halfDay]).map { String($0.prefix(10)) } == [
            "2001-02-23", "2001-06-22", "2001-12-24", "2001-12-31",
        ])
        #expect(ee.lines(year: 2005, kinds: [.halfDay]).map { String($0.prefix(10)) } == [
            "2005-02-23", "2005-06-22", "2005-12-23", "2005-12-31",
        ])  // 2005-12-31 is a Saturday: shortened for those who work it
        #expect(ee.lines(year: 2026, kinds: [.halfDay]).map { String($0.prefix(10)) } == [
            "2026-02-23", "2026-06-22", "2026-12-23", "2026-12-31",
        ])
        // 2025-02-23 is a Sunday: it is the day shortened, not Friday the 21st (the Labour
        // Inspectorate, Järva Teataja, December 2023).
        #expect(ee.names(on: "2025-02-23") == ["Shortened working day"])
        #expect(ee.holidays(on: day("2025-02-21")).isEmpty)
        #expect(ee.holiday("Shortened working day", on: "2026-02-23")?.localName == "Lühendatud tööpäev")
    }

    /// Every folk day of a common year by local name, in the order of the year: the
    /// reference's table with the names mended and the days it missed added after the
    /// Literary Museum's "Eesti rahvakalender" (see Estonia.swift).
    static let folkNames = [
        "kolmekuningapäev", "nuudipäev", "taliharjapäev", "tõnisepäev", "paavlipäev",
        "küünlapäev ehk pudrupäev", "luuvalupäev", "talvine peetripäev", "talvine madisepäev",
        "vastlapäev", "tuhkapäev", "käädripäev", "pendipäev", "paastumaarjapäev",
        "karjalaskepäev", "künnipäev", "jüripäev", "markusepäev", "urbepäev ehk palmipuudepüha",
        "suur neljapäev", "volbripäev", "kevadine nigulapäev", "eerikupäev", "urbanipäev",
        "taevaminemispüha", "viidipäev", "jaanilaupäev", "jaanipäev", "seitsmemagajapäev",
        "suvine peetripäev", "heinamaarjapäev", "seitsmevennapäev", "mareta- ehk karusepäev",
        "madlipäev", "jaagupipäev", "annepäev", "olevipäev", "lauritsapäev", "rukkimaarjapäev",
        "pärtlipäev", "ussimaarjapäev", "sügisene madisepäev", "mihklipäev", "kolletamispäev",
        "simunapäev", "hingedepäev", "mardipäev", "kadripäev", "andresepäev",
        "talvine nigulapäev", "luutsipäev", "toomapäev", "süütalastepäev",
    ]

    @Test("Every folk day once in every common year", arguments: [1991, 2026, 2100])
    func folkCalendar(year: Int) {
        let folk = ee.holidays(year: year).filter { $0.kind == .folk }
        #expect(folk.count == Self.folkNames.count)
        #expect(Set(folk.map { $0.localName.lowercased() }) == Set(Self.folkNames))
    }

    @Test("Liigpäev is February 29, so only in leap years (2000 yes, 2100 no)")
    func leapDay() {
        for year in [1992, 2000, 2024] {
            #expect(ee.holiday("Leap Day", on: "\(year)-02-29")?.localName == "Liigpäev")
            #expect(ee.holidays(year: year).filter { $0.kind == .folk }.count == Self.folkNames.count + 1)
        }
        #expect(ee.dates(of: "Leap Day", year: 2100).isEmpty)
        #expect(ee.dates(of: "Leap Day", year: 2025).isEmpty)
    }

    @Test("Names mended after the folk calendar sources")
    func mendedNames() {
        // May 9 is the spring St Nicholas' day; December 6 the winter one.
        #expect(ee.holiday("Spring St Nicholas' Day", on: "2026-05-09")?.localName == "Kevadine nigulapäev")
        #expect(ee.holiday("Winter St Nicholas' Day", on: "2026-12-06")?.localName == "Talvine nigulapäev")
        // June 29 is the summer St Peter's day; February 22 the winter one (as the range API names it).
        #expect(ee.holiday("Summer St Peter's Day", on: "2026-06-29")?.localName == "Suvine peetripäev")
        #expect(ee.holiday("St Margaret's Day", on: "2026-07-13")?.localName == "Mareta- ehk karusepäev")
        #expect(ee.holiday("Palm Sunday", on: "2026-03-29")?.localName == "Urbepäev ehk palmipuudepüha")
        #expect(ee.names(on: "2026-05-09") == ["Spring St Nicholas' Day"])
        #expect(ee.names(on: "2026-06-29") == ["Summer St Peter's Day"])
    }

    @Test(
        "Each folk day added from the sources, on its date",
        arguments: [
            ("2026-04-01", "Cattle Release Day", "Karjalaskepäev"),
            ("2026-04-02", "Maundy Thursday", "Suur neljapäev"),
            ("2026-06-27", "Seven Sleepers' Day", "Seitsmemagajapäev"),
            ("2026-07-10", "Seven Brothers' Day", "Seitsmevennapäev"),
            ("2026-07-26", "St Anne's Day", "Annepäev"),
            ("2026-12-13", "St Lucy's Day", "Luutsipäev"),
            ("2026-12-28", "Holy Innocents' Day", "Süütalastepäev"),
            ("2024-02-29", "Leap Day", "Liigpäev"),
        ])
    func addedDay(date: String, english: String, localName: String) {
        #expect(local(date, date) == ["\(date) folk \(localName)"])
        #expect(ee.holiday(english, on: date)?.localName == localName)
        #expect(ee.dates(of: english, year: Int(date.prefix(4))!) == [date])
    }

    @Test("Folk days are not days off: business days of 2026 count public holidays only")
    func folkDaysAreWorked() {
        let calendar = BusinessCalendar(region: ee, years: 2026...2026)
        // 261 weekdays; the public holidays on a weekday are Jan 1, Feb 24, Apr 3, May 1,
        // Jun 23, Jun 24, Aug 20, Dec 24, Dec 25 (Apr 5, May 24 and Dec 26 are weekend days).
        #expect(calendar.count(from: day("2025-12-31"), to: day("2027-01-01")) == 252)
        let folkWeekdays = ee.holidays(year: 2026).filter {
            $0.kind == .folk && ![.saturday, .sunday].contains($0.date.weekday)
                && ee.holidays(on: $0.date).allSatisfy { $0.kind != .public }
        }
        // Every folk day on a weekday that is not also a public holiday is worked, among them
        // karjalaskepäev (Wednesday April 1) and süütalastepäev (Monday December 28).
        #expect(folkWeekdays.count > 30)
        #expect(folkWeekdays.map(\.date).filter { !calendar.isBusinessDay($0) } == [])
        #expect(calendar.isBusinessDay(day("2026-04-01")))
        #expect(calendar.isBusinessDay(day("2026-12-28")))
    }

    @Test("Movable folk days follow Easter; the once unconfirmed days are on their dates")
    func movableFolkDays() {
        #expect(local("2026-02-17", "2026-02-18") == [
            "2026-02-17 folk Vastlapäev", "2026-02-18 folk Tuhkapäev",
        ])
        #expect(ee.holiday("Maundy Thursday", on: "2027-03-25")?.localName == "Suur neljapäev")
        #expect(ee.holiday("Ascension Day", on: "2026-05-14")?.localName == "Taevaminemispüha")
        // Markuse-, andrese- and toomapäev, marked † until ERK and BERTA confirmed them.
        #expect(ee.holiday("St Mark's Day", on: "2026-04-25")?.localName == "Markusepäev")
        #expect(ee.holiday("St Andrew's Day", on: "2026-11-30")?.localName == "Andresepäev")
        #expect(ee.holiday("St Thomas' Day", on: "2026-12-21")?.localName == "Toomapäev")
        #expect(ee.holiday("Candlemas", on: "2026-02-02")?.localName == "Küünlapäev ehk pudrupäev")
    }
}
