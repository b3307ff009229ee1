import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Chinese lunisolar calendar")
struct ChineseCalendarTests {
    typealias Fixtures = CalendarFixtures
    let chinese = ChineseCalendar.chinese

    @Test("Known dates of the Hong Kong Observatory's conversion tables")
    func knownDates() {
        // Hong Kong Observatory, Gregorian-Lunar calendar conversion tables: 1901, 2023
        // (leap second month from 22 March), 2024, 2033 (leap eleventh month from
        // 22 December, the "2033 problem" of older almanacs), 2100.
        let pins: [(Int, ChineseCalendar.Month, Int, String)] = [
            (1901, 1, 1, "1901-02-19"),
            (2023, .leap(2), 1, "2023-03-22"),
            (2023, 3, 1, "2023-04-20"),
            (2024, 1, 1, "2024-02-10"),
            (2024, 8, 15, "2024-09-17"),
            (2025, 1, 1, "2025-01-29"),
            (2033, .leap(11), 1, "2033-12-22"),
            (2100, 1, 1, "2100-02-09"),
            (2100, 12, 1, "2100-12-31"),
        ]
        for (year, month, day, expected) in pins {
            let date = ChineseCalendar.Date(year: year, month: month, day: day)
            #expect(chinese.dayNumber(of: date) == Fixtures.dayNumber(expected), "\(year) \(month) \(day)")
            #expect(chinese.date(dayNumber: Fixtures.dayNumber(expected)) == date)
        }
    }

    @Test("Days that do not exist, and years outside the table")
    func missingDays() {
        #expect(chinese.dayNumber(of: .init(year: 2024, month: .leap(2), day: 1)) == nil)
        #expect(chinese.dayNumber(of: .init(year: 2023, month: .leap(3), day: 1)) == nil)
        #expect(chinese.dayNumber(of: .init(year: 2024, month: 13, day: 1)) == nil)
        // The twelfth month of lunar 2024 has 29 days (from 2024-12-31): New Year's Eve is
        // the 29th, 2025-01-28; lunar 2023's had 30.
        #expect(chinese.dayNumber(of: .init(year: 2024, month: 12, day: 30)) == nil)
        #expect(chinese.dayNumber(of: .init(year: 2024, month: 12, day: 29)) == Fixtures.dayNumber("2025-01-28"))
        #expect(chinese.dayNumber(of: .init(year: 2023, month: 12, day: 30)) == Fixtures.dayNumber("2024-02-09"))
        #expect(chinese.dayNumber(of: .init(year: 1900, month: 1, day: 1)) == nil)
        #expect(chinese.dayNumber(of: .init(year: 2101, month: 1, day: 1)) == nil)
        #expect(chinese.date(dayNumber: Fixtures.dayNumber("1901-02-18")) == nil)
        #expect(chinese.date(dayNumber: Fixtures.dayNumber("2101-01-29")) == nil)
    }

    @Test("Every day of each table converts there and back, one day after another")
    func roundTrip() {
        for calendar in [ChineseCalendar.chinese, .korean, .vietnamese] {
            var day = Fixtures.dayNumber("1901-01-01")
            while calendar.date(dayNumber: day) == nil { day += 1 }
            let first = day
            var previous: ChineseCalendar.Date?
            var monthStarts = 0
            while let date = calendar.date(dayNumber: day) {
                #expect(calendar.dayNumber(of: date) == day)
                if let previous {
                    let sameMonth = date.year == previous.year && date.month == previous.month
                    #expect(sameMonth ? date.day == previous.day + 1 : date.day == 1 && previous.day >= 29)
                }
                if date.day == 1 { monthStarts += 1 }
                previous = date
                day += 1
            }
            #expect(Fixtures.text(first) == "1901-02-19")
            #expect(["2101-01-29", "2101-01-30"].contains(Fixtures.text(day)))
            // 200 lunar years: 2400 months and one leap month for every 2.7 years or so.
            #expect((2473...2475).contains(monthStarts), "\(monthStarts)")
        }
    }

    /// One date per year 1901-2100, as days after a month and day (the character's
    /// position in `CalendarFixtures.digits`): python-holidays 0.108 (`calendars/chinese.py`),
    /// except Qixi, which python-holidays does not list, from the Hong Kong Observatory.
    /// Generated once by scripts/calendar_tables.py.
    struct Festival: Sendable {
        let name: String
        let month: ChineseCalendar.Month
        let day: Int
        let offset: Int
        let dates: String
        let after: (month: Int, day: Int)
        /// Years where holical follows its source against python-holidays, with holical's date.
        let departures: [Int: String]

        func expected() -> [Int: Int] {
            var result = Fixtures.dates(dates, firstYear: 1901, after: after.month, after.day)
                .mapValues { $0 + offset }
            for (year, date) in departures { result[year] = Fixtures.dayNumber(date) }
            return result
        }
    }

    static let springFestival =
        "ti8qe4nc1k9sg5oe2lbui7qf3nc2k9rg5oe3lati6pf4nc1k8rg6od3masi7pf4nc0j9rg6pd2lash7qf4ncuj8rg6pe2kath7qf3mb1j8sh5od2kati7qf4mb1k8rg5nd2lati7pe3mb1k9rg5oc2lbti7pe3mc0j8rf5od2lath6pf3mc1j8rg5od3k9sh6pf4mb0j"

    static let chineseFestivals: [Festival] = [
        // python-holidays has 1916-02-04, the day of the new moon in UTC+8; the Observatory
        // counts 1916 in Beijing local time, when the new moon came on 3 February.
        Festival(
            name: "Spring Festival", month: 1, day: 1, offset: 0, dates: springFestival,
            after: (1, 21), departures: [1916: "1916-02-03"]),
        // python-holidays: Daeboreum/Lantern = Spring Festival + 14; New Year's Eve = - 1.
        Festival(
            name: "Lantern Festival", month: 1, day: 15, offset: 0, dates: springFestival,
            after: (2, 4), departures: [1916: "1916-02-17"]),
        Festival(
            name: "New Year's Eve", month: 1, day: 1, offset: -1, dates: springFestival,
            after: (1, 21), departures: [1916: "1916-02-02"]),
        Festival(
            name: "Dragon Boat", month: 5, day: 5, offset: 0,
            dates: "oe4mbuj7qf5nd2l9rh6oe4mati8qf5oc1k9rh6pe3mbti8rf5nd1j9sh6pe2lati8rg4nc1j9si6pe3latj8qf4mc1k9sh6od3matj8qf4nc1karg6od3mbti7qe4nd1k9sg5oe3mb0i7qf4nc2j8rh5oe3lati7qf5nc1k8rh6oe3lasi8qf5nb0j9rh6pd2lasi8rg",
            after: (5, 27), departures: [:]),
        Festival(
            name: "Qixi", month: 7, day: 7, offset: 0,
            dates: "kath7qf3mbuj8rh5od2kati7pe4lbuk8rg5nc2lati7pe3mb1k9qg5oc2lash6pe3mc0j8rf5od2lath6pf3mcui8qg5od2k9sh6pf4mb0j7qg6nd2k9sh7pe4matj8qg5oc1kash7qe3mb0j8rg5nc1kath6pe2lb1j8rg4nc2kasi6oe3lb0j8qf5nc2l9sh6od3mc",
            after: (7, 31), departures: [:]),
        Festival(
            name: "Mid-Autumn", month: 8, day: 15, offset: 0,
            dates: "k9sh6pf3lbti8rg5ncvj9si6pe3latj8rg5ncvk9sh7od3matj8qf4nc1kash6pd3mbtj8qf4nd1kasg5oe3mbui7qf4nd2k9sh5oe4lbti7qf5nc1k8rh6oe3mati8qf5oc1k9rh6pd3lasi8rf4nc0j9sh6pe2lati8qg4mc1j9sh5od3latj7qf4mb1k9sh6nd2mb",
            after: (9, 7), departures: [:]),
        // python-holidays has 2057-10-07; the new moon comes at 23:59:50 China time on
        // 28 September, which the Observatory counts as the first of the ninth month.
        Festival(
            name: "Double Ninth", month: 9, day: 9, offset: 0,
            dates: "j9rg6pe2lath7qg4ncvj8rh6pe3kati7qf5mbuk8rh6od2lati8qf4nbuk9rh6od2lbti7qe3mcuk9sg5od2lbui7pf3mcvj9rg5od3lati6pf4mc1k8rg6od3mash7pf4nb0j8qg6pd2lash7qf4nctj8rg6od1kath7qf3mbuj8rh5od2kati7qf4lbuk8rg5nc2lb",
            after: (10, 1), departures: [2057: "2057-10-06"]),
    ]

    static let koreanFestivals: [Festival] = [
        Festival(
            name: "Seollal", month: 1, day: 1, offset: 0,
            dates: "ti8qe4nc1k9sg5oe2lbui7qf3nc2k9rg5oe3lati6pf5nc1k8rg6oe3mati7pf4nc1j9rg6pd2lash7qf4ncuj8sg6pe2kati7qf3mb1j8sh5od2kati7qf4mb1k8rh6nd2lati7pe3mb1k9rg5oc2lbti7pe3mc1j8rf5od2lath6pf3mc1j8rg5od3l9si6pf4mb0j",
            after: (1, 21), departures: [:]),
        // Before 1912 the Korea Astronomy and Space Science Institute counts in the local time
        // Korea kept; python-holidays counts in UTC+9.
        Festival(
            name: "Chuseok", month: 8, day: 15, offset: 0,
            dates: "k9sh6pf3mbti8rg5ncvj9si6pe3latj8rg5ncvk9si7od3matj8qf4nc1kash6pd3mbtj8qf4nd1kasg5oe3mbui7qf4nd2k9sh5oe4lbti7qf5nc1k8rh6oe3mati8qf5oc1k9rh6pe3lasi8rf4nc0j9sh6pe2lati8qg4mc1j9sh5od3latj7qf4mc1k9sh6od3mb",
            after: (9, 7), departures: [1909: "1909-09-28"]),
        Festival(
            name: "Buddha's Birthday", month: 4, day: 8, offset: 0,
            dates: "rh6oe3lasi8qf4nbuj9rh6pd2lasi8rf4mcuj9sg5od2lati7qf3mcvj9sh5od3lati7pe4mc1k8rg5nd3mati7pe4ncuk9qg5od3lash7qe4ncuj8rg5oe2lath7qf4mbui8rh5od2k9si7qf4mbuj8rh6od2l9si7pe3mb0j9rg5oc2lasi7qe3mc0j9rf5nd2lati",
            after: (4, 28), departures: [1905: "1905-05-11", 1908: "1908-05-07"]),
    ]

    static let vietnameseFestivals: [Festival] = [
        Festival(
            name: "Tết", month: 1, day: 1, offset: 0,
            dates: "ti7qe4nc1k9sg5od2lbui7qf3nc2k9rg5od3lati6pf4nc1k8rg6od3masi7pf4nb0j8qg6pd2lash7qf4nc0j8rg6pe2kath7qf3mb1j8rh5od2kati7qf4mb1k8rg5nc2lati7pe3mb1k9rg5oc2lbsi7pe3mc0j8rf5od2lath6pf3mc1j8rg5od3k9sh6pf4mb0j",
            after: (1, 21), departures: [:]),
        Festival(
            name: "Hùng Kings' day", month: 3, day: 10, offset: 0,
            dates: "ti8qf4nbuk9rh6oc2lbti7qe3mcuk9sg5od2lbti7pf3mcvj8rg5od3lati6pf4mc1k8rg6od3lash7pf4nbuj8qg6pd2lash7qf4nctj8rg5od1kath7qf3mbuj8rh5od2kati7pe4lbuk8rg5nc2lati7pe3mb1k9rg5oc2lash6pe3mc0j8rf4nd2lath6pe3mcuj",
            after: (3, 30), departures: [:]),
    ]

    @Test(
        "Agrees with python-holidays 0.108 (and the Observatory) on each festival, 1901-2100",
        arguments: [
            (ChineseCalendar.chinese, chineseFestivals), (.korean, koreanFestivals),
            (.vietnamese, vietnameseFestivals),
        ])
    func festivals(calendar: ChineseCalendar, festivals: [Festival]) {
        for festival in festivals {
            #expect(festival.dates.count == 200, "\(festival.name)")
            let expected = festival.expected()
            var mismatches: [String] = []
            for year in 1901...2100 {
                let found = calendar.dayNumbers(
                    month: festival.month, day: festival.day, offset: festival.offset, inGregorianYear: year)
                if found != [expected[year]!] { mismatches.append("\(year): \(found.map(Fixtures.text))") }
            }
            #expect(mismatches.isEmpty, "\(festival.name): \(mismatches)")
        }
    }

    @Test("A lunar date can fall twice in a Gregorian year, or not at all")
    func twiceOrNever() {
        // The Observatory's tables: the twelfth month began on 1902-01-10 (lunar 1901) and
        // on 1902-12-30 (lunar 1902), and not at all in 1903.
        let twice = chinese.dayNumbers(month: 12, day: 1, inGregorianYear: 1902)
        #expect(twice.map(Fixtures.text) == ["1902-01-10", "1902-12-30"])
        #expect(chinese.dayNumbers(month: 12, day: 1, inGregorianYear: 1903).isEmpty)
    }
}
