import HolidayEngine
import HolidayRegions

/// The calendar's `/` search (docs/planning.md, "Searching by name"), in process: a text no
/// name contains (the whole walk, wrapping round), a typical search forward and back from
/// days between 1950 and 2100, and, as the bound, a walk that evaluates every year from 1950
/// to 2100 (every match of the typical text in them). Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench search
enum SearchBenchmark {
    static let benchmark = Benchmark(
        name: "search",
        summary: "a holiday-name search across 1950-2100 in one region <= 5 ms (in process)",
        run: run)

    /// Regions, and a text a person would type there.
    private static let cases = [
        ("DE-BY", "oster"), ("EE", "jõul"), ("US", "christmas"), ("AU-NSW", "easter"), ("BE", "noel"),
    ]
    private static let target: UInt64 = 5_000_000

    static func run() {
        var sink = 0
        let first = CivilDate(year: 1950, month: 1, day: 1)!
        let last = CivilDate(year: 2100, month: 12, day: 31)!
        for (code, text) in cases {
            guard let registered = RegionRegistry.region(code: code) else { continue }
            // A fresh copy compiles its rules on the first call, as a fresh process does once.
            let fresh = Region(country: registered.country, subdivision: registered.subdivision)
            let coldStart = Measure.now()
            sink &+= fresh.firstMatch(of: HolidaySearch(region: code, text: text, from: first)) == nil ? 0 : 1
            let cold = Measure.now() - coldStart

            let never = Measure.samples(repetitions: 200, warmup: 5) {
                sink &+= registered.firstMatch(of: HolidaySearch(region: code, text: "xyzzy", from: first)) == nil ? 1 : 0
            }
            report("\(code) \"xyzzy\" (no name has it; the whole walk, wrapped)", never)

            // Days spread over the years, 137 apart (every weekday and time of year), forward
            // and back in turn.
            var step = 0
            let typical = Measure.samples(repetitions: 400, warmup: 0) {
                let day = first.adding(days: step * 137 % first.days(to: last))
                let direction: HolidaySearch.Direction = step.isMultiple(of: 2) ? .forward : .backward
                step += 1
                sink &+= registered.firstMatch(
                    of: HolidaySearch(region: code, text: text, from: day, direction: direction)
                )?.holiday.date.day ?? 0
            }
            report("\(code) \"\(text)\" from 400 days 1950-2100, forward and back (first call, rules compiled and names folded: \(Measure.format(Double(cold))))", typical)

            let query = HolidayQuery(name: text)
            let matches = registered.holidays(from: first, matching: query, limit: 1_000_000)
                .prefix { $0.date <= last }.count
            let everyYear = Measure.samples(repetitions: 50, warmup: 3) {
                sink &+= registered.holidays(from: first, matching: query, limit: matches).count
            }
            report("\(code) \"\(text)\": every year 1950-2100 evaluated (its \(matches) matches)", everyYear)
        }
        if sink == 42 { print("") }
    }

    private static func report(_ label: String, _ samples: [UInt64]) {
        Measure.report(
            label, Measure.summary(samples) + "  worst \(Measure.format(Double(samples.last!)))",
            target: "<= 5 ms", met: samples.last! <= target)
    }
}
