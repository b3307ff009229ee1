import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The engine against a day-by-day loop: random ranges over 1950-2100, every region, several
/// weekends, both kinds of holiday set, every end rule, both directions.
@Suite("Business days: engine against a day-by-day loop")
struct BusinessCalendarPropertyTests {
    /// The weekends tried: the default, Friday-Saturday, Sunday only, a three-day weekend,
    /// none at all, and a six-day one.
    static let weekends: [Set<Weekday>] = [
        [.saturday, .sunday], [.friday, .saturday], [.sunday], [.friday, .saturday, .sunday], [],
        [.sunday, .tuesday, .wednesday, .thursday, .friday, .saturday],
    ]

    static let years = 1950...2100
    static let firstDay = CivilDate(year: 1950, month: 1, day: 1)!.dayNumber
    static let lastDay = CivilDate(year: 2100, month: 12, day: 31)!.dayNumber

    /// One region with one weekend and one set of kinds, and its reference.
    struct Setup: CustomTestStringConvertible, Sendable {
        let region: Region
        let kinds: Set<HolidayKind>
        let weekend: Set<Weekday>

        var testDescription: String {
            "\(region.code) kinds \(kinds.map(\.rawValue).sorted()) weekend \(WeekendMask(weekend)!)"
        }

        func calendar(years: ClosedRange<Int> = BusinessCalendarPropertyTests.years) -> BusinessCalendar {
            BusinessCalendar(region: region, kinds: kinds, weekend: WeekendHistory(WeekendMask(weekend)!), years: years)
        }

        /// Random numbers of their own for each setup and test, the same on every run.
        func random(_ salt: UInt64) -> SeededGenerator {
            // FNV-1a of the description.
            let hash = testDescription.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
            return SeededGenerator(seed: hash ^ salt)
        }

        func naive() -> NaiveBusinessDays {
            NaiveBusinessDays(region: region, kinds: kinds, weekend: weekend, years: BusinessCalendarPropertyTests.years)
        }
    }

    /// Regions whose rules exercise every shape the engine counts: substitute days (US,
    /// AU-NSW), half days and folk days (EE), bank days (LU), a step of years (NL), many
    /// subdivisions (FR-57). Every region is the same code underneath, so a sample is as
    /// good as all of them and keeps the suite quick as regions are added.
    static let sample = ["US", "AU-NSW", "EE", "LU", "NL", "FR-57"].compactMap { RegionRegistry.region(code: $0) }

    /// Each sampled region with every weekend, with public holidays only and with every
    /// kind the region has.
    static let setups: [Setup] = sample.flatMap { region in
        [Set<HolidayKind>([.public]), Set(region.kinds)].flatMap { kinds in
            weekends.map { Setup(region: region, kinds: kinds, weekend: $0) }
        }
    }

    /// A random pair of dates in 1950-2100: mostly days or weeks apart, sometimes years or
    /// the whole span, sometimes the same day; in either order.
    static func randomPair(_ random: inout SeededGenerator) -> (CivilDate, CivilDate) {
        let a = Int.random(in: firstDay...lastDay, using: &random)
        let spread: Int
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<5: spread = 0
        case 5..<65: spread = 40
        case 65..<93: spread = 1_500
        default: spread = lastDay - firstDay
        }
        let b = min(lastDay, max(firstDay, a + Int.random(in: -spread...spread, using: &random)))
        return (CivilDate(dayNumber: a), CivilDate(dayNumber: b))
    }

    @Test("count equals the loop for every end rule and direction", arguments: setups)
    func count(_ setup: Setup) {
        let calendar = setup.calendar()
        let naive = setup.naive()
        var random = setup.random(0xB05D_A75)
        var failures: [String] = []
        for _ in 0..<150 {
            let (from, to) = Self.randomPair(&random)
            for (start, end) in [(false, false), (true, false), (false, true), (true, true)] {
                let got = calendar.count(from: from, to: to, includeStart: start, includeEnd: end)
                let want = naive.count(from: from, to: to, includeStart: start, includeEnd: end)
                if got != want { failures.append("\(from) \(to) start \(start) end \(end): \(got), loop \(want)") }
                // Swapping the dates and the flags negates the count (a day alone is the
                // exception: counted with both ends, it is one day whichever way).
                let mirrored = calendar.count(from: to, to: from, includeStart: end, includeEnd: start)
                if from != to, mirrored != -got { failures.append("\(to) \(from) mirrored: \(mirrored), not \(-got)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) wrong: \(failures.prefix(5))")
    }

    @Test("isBusinessDay equals the loop's answer", arguments: setups)
    func isBusinessDay(_ setup: Setup) {
        let calendar = setup.calendar()
        let naive = setup.naive()
        var random = setup.random(0x15B0_5D)
        var wrong: [CivilDate] = []
        for _ in 0..<2_000 {
            let date = CivilDate(dayNumber: Int.random(in: Self.firstDay...Self.lastDay, using: &random))
            if calendar.isBusinessDay(date) != naive.isBusinessDay(date) { wrong.append(date) }
        }
        // Every day of two years, so each holiday of them is met at least once.
        for date in DateRange(CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2027, month: 12, day: 31)!)
        where calendar.isBusinessDay(date) != naive.isBusinessDay(date) {
            wrong.append(date)
        }
        #expect(wrong.isEmpty, "wrong on \(wrong.prefix(5))")
    }

    @Test("add lands on the day the loop walks to, and count reads it back", arguments: setups)
    func add(_ setup: Setup) {
        let calendar = setup.calendar()
        let naive = setup.naive()
        var random = setup.random(0xADD)
        var failures: [String] = []
        // Far enough from the ends of 1950-2100 that the walk stays inside, where the loop
        // knows the holidays: 4,000 days hold 571 weeks.
        let margin = 4_000
        let reach = 400 * WeekendMask(setup.weekend)!.workdaysPerWeek
        for round in 0..<300 {
            let date = CivilDate(
                dayNumber: Int.random(in: (Self.firstDay + margin)...(Self.lastDay - margin), using: &random))
            let n = round % 10 == 0 ? 0 : Int.random(in: -reach...reach, using: &random)
            let result = calendar.add(n, to: date)
            let walked = naive.add(n, to: date)
            if result != walked { failures.append("add(\(n), \(date)) = \(result), loop \(walked)") }
            let back = calendar.count(from: date, to: result, includeEnd: true)
            if back != n { failures.append("count(\(date), \(result), end included) = \(back), not \(n)") }
            if n != 0, !calendar.isBusinessDay(result) { failures.append("add(\(n), \(date)) = \(result) is a day off") }
        }
        #expect(failures.isEmpty, "\(failures.count) wrong: \(failures.prefix(5))")
    }

    @Test("Outside its years a calendar computes what it lacks and stays right", arguments: [
        Setup(region: .newSouthWales, kinds: [.public, .bank], weekend: [.saturday, .sunday]),
        Setup(region: .unitedStates, kinds: [.public], weekend: [.friday, .saturday]),
        Setup(region: .estonia, kinds: [.public], weekend: [.sunday]),
    ])
    func outsideYears(_ setup: Setup) {
        let narrow = setup.calendar(years: 2026...2026)
        let naive = setup.naive()
        var random = SeededGenerator(seed: 0x0075_1DE)
        var failures: [String] = []
        for _ in 0..<40 {
            let (from, to) = Self.randomPair(&random)
            let got = narrow.count(from: from, to: to, includeStart: true)
            let want = naive.count(from: from, to: to, includeStart: true, includeEnd: false)
            if got != want { failures.append("count \(from) \(to): \(got), loop \(want)") }
            if narrow.isBusinessDay(to) != naive.isBusinessDay(to) { failures.append("isBusinessDay \(to)") }
        }
        for n in [-3_000, -250, -1, 1, 250, 3_000] {
            let date = CivilDate(year: 2026, month: 6, day: 15)!
            let result = narrow.add(n, to: date)
            if result != naive.add(n, to: date) { failures.append("add(\(n), \(date)) = \(result)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Growing the calendar gives the same answers on the fast path.
        let grown = narrow.extended(toCover: 1950...2100)
        #expect(grown.years == 1950...2100)
        #expect(grown.covers(CivilDate(year: 1950, month: 1, day: 1)!))
        #expect(!narrow.covers(CivilDate(year: 2025, month: 12, day: 31)!))
        #expect(grown.workingDayHolidays.count == setup.calendar().workingDayHolidays.count)
    }
}
