import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Hijri calendar: Umm al-Qura")
struct HijriCalendarTests {
    typealias Fixtures = CalendarFixtures
    let calendar = HijriCalendar.ummAlQura

    @Test("Known dates of the Umm al-Qura calendar")
    func knownDates() {
        // KACST's Umm al-Qura calendar as Saudi Arabia announced 1445-1446 AH (Eid al-Fitr
        // 1445 on Wednesday 10 April 2024, Eid al-Adha on Sunday 16 June 2024), and the ends
        // of R. H. van Gent's Umm al-Qura table (1 Muharram 1343 = 1 August 1924,
        // 30 Dhu al-Hijjah 1500 = 16 November 2077).
        let pins: [(Int, HijriCalendar.Month, Int, String)] = [
            (1445, .ramadan, 1, "2024-03-11"),
            (1445, .shawwal, 1, "2024-04-10"),
            (1445, .dhuAlHijjah, 10, "2024-06-16"),
            (1446, .muharram, 1, "2024-07-07"),
            (1343, .muharram, 1, "1924-08-01"),
            (1500, .dhuAlHijjah, 30, "2077-11-16"),
            // A 28-day Ramadan in the newspaper's announcements of 1343 AH.
            (1343, .shawwal, 1, "1925-04-24"),
        ]
        for (year, month, day, expected) in pins {
            let date = HijriCalendar.Date(year: year, month: month, day: day)
            #expect(calendar.dayNumber(of: date) == Fixtures.dayNumber(expected), "\(year) \(month) \(day)")
            #expect(calendar.date(dayNumber: Fixtures.dayNumber(expected)) == date)
        }
    }

    @Test("Days that do not exist, and years outside the table")
    func missingDays() {
        // Ramadan 1444 had 29 days: it began on 23 March 2023, Eid al-Fitr on 21 April.
        #expect(calendar.dayNumber(of: .init(year: 1444, month: .ramadan, day: 30)) == nil)
        #expect(calendar.dayNumber(of: .init(year: 1444, month: .ramadan, day: 29)) == Fixtures.dayNumber("2023-04-20"))
        #expect(calendar.dayNumber(of: .init(year: 1445, month: .ramadan, day: 0)) == nil)
        #expect(calendar.dayNumber(of: .init(year: 1342, month: .dhuAlHijjah, day: 1)) == nil)
        #expect(calendar.dayNumber(of: .init(year: 1501, month: .muharram, day: 1)) == nil)
        #expect(calendar.date(dayNumber: Fixtures.dayNumber("1924-07-31")) == nil)
        #expect(calendar.date(dayNumber: Fixtures.dayNumber("2077-11-17")) == nil)
        #expect(calendar.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 1900).isEmpty)
    }

    @Test("Every day of the table converts there and back, one day after another")
    func roundTrip() {
        // An observed variant as a country's would be: two months a day later, one a day
        // earlier, so months of 28 and 31 days occur.
        let observed = HijriCalendar.ummAlQura.observing(
            monthStarts: [
                .init(1445, .shawwal, on: 2024, 4, 11), .init(1445, .dhuAlHijjah, on: 2024, 6, 8),
                .init(1380, .ramadan, on: 1961, 2, 16),
            ],
            confirmed: [.shawwal: 1445...1445])
        for variant in [HijriCalendar.ummAlQura, observed] {
            var day = Fixtures.dayNumber("1924-08-01")
            var previous: HijriCalendar.Date?
            while let date = variant.date(dayNumber: day) {
                #expect(variant.dayNumber(of: date) == day)
                if let previous {
                    let sameMonth = date.year == previous.year && date.month == previous.month
                    #expect(sameMonth ? date.day == previous.day + 1 : date.day == 1)
                }
                previous = date
                day += 1
            }
            #expect(Fixtures.text(day) == "2077-11-17")
        }
    }

    @Test("A month's confirmed years may come in several runs")
    func confirmedRuns() {
        // Sources for some years only (South Sudan's published calendars): the years between
        // stay forecasts.
        let observed = HijriCalendar.ummAlQura.observing(
            monthStarts: [],
            confirmed: [.shawwal: 1439...1439, .shawwal: 1441...1443, .dhuAlHijjah: 1441...1441])
        let shawwal = (1438...1444).map { observed.isEstimated(.init(year: $0, month: .shawwal, day: 1)) }
        #expect(shawwal == [true, false, true, false, false, false, true])
        #expect(!observed.isEstimated(.init(year: 1441, month: .dhuAlHijjah, day: 10)))
        #expect(observed.isEstimated(.init(year: 1442, month: .dhuAlHijjah, day: 10)))
        let eid1440 = observed.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 2019)
        #expect(eid1440.map(\.isEstimated) == [true])
        // Observing again replaces the runs of the months it names, and only those.
        let again = observed.observing(monthStarts: [], confirmed: [.shawwal: 1450...1450])
        #expect(again.isEstimated(.init(year: 1439, month: .shawwal, day: 1)))
        #expect(!again.isEstimated(.init(year: 1450, month: .shawwal, day: 1)))
        #expect(!again.isEstimated(.init(year: 1441, month: .dhuAlHijjah, day: 1)))
    }

    @Test("A Gregorian year can hold the same Hijri date twice")
    func twiceInOneYear() {
        // Eid al-Fitr of 1454 and of 1455 AH both fall in 2033.
        let twice = calendar.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 2033)
        #expect(twice.map { Fixtures.text($0.dayNumber) } == ["2033-01-02", "2033-12-23"])
        #expect(twice.map(\.isEstimated) == [true, true])
    }

    @Test("An offset reaches the day before a month (Eid al-Fitr's eve), across a year end")
    func offsets() {
        let eve = calendar.dayNumbers(month: .shawwal, day: 1, offset: -1, inGregorianYear: 2024)
        #expect(eve.map { Fixtures.text($0.dayNumber) } == ["2024-04-09"])
        // 1 Shawwal 1387 was 1 January 1968: its eve belongs to 1967, not 1968.
        let eves1967 = calendar.dayNumbers(month: .shawwal, day: 1, offset: -1, inGregorianYear: 1967)
        #expect(eves1967.map { Fixtures.text($0.dayNumber) } == ["1967-01-11", "1967-12-31"])
        let eves1968 = calendar.dayNumbers(month: .shawwal, day: 1, offset: -1, inGregorianYear: 1968)
        #expect(eves1968.map { Fixtures.text($0.dayNumber) } == ["1968-12-20"])
    }

    @Test("Agrees with python-holidays 0.108 on every Islamic holiday it lists, 1924-2077")
    func pythonHolidaysDefault() {
        for holiday in UmmAlQuraExpectations.pythonHolidays {
            #expect(holiday.offsets.count == 158, "\(holiday.name)")
            let expected = UmmAlQuraExpectations.pythonDates(holiday)
            var mismatches: [String] = []
            for year in HijriCalendar.knownYears {
                let found = calendar.dayNumbers(month: holiday.month, day: holiday.day, inGregorianYear: year)
                if found.map(\.dayNumber) != (expected[year] ?? []) {
                    mismatches.append("\(year): \(found.map { Fixtures.text($0.dayNumber) })")
                }
                // python-holidays marks every default date estimated.
                #expect(!found.contains { !$0.isEstimated })
            }
            #expect(mismatches.isEmpty, "\(holiday.name): \(mismatches)")
        }
    }
}
