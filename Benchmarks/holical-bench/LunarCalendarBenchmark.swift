import HolidayEngine
import HolidayRegions

/// The table-driven calendars: one `dayNumbers(month:day:inGregorianYear:)` per calendar, and
/// the computed solar terms, per call, over every year each covers. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench lunar
enum LunarCalendarBenchmark {
    static let benchmark = Benchmark(
        name: "lunar",
        summary: "dayNumbers(month:day:inGregorianYear:) and solar terms, per call <= 1 µs",
        run: run)

    static func run() {
        // First calls, once per process: the Chinese one touches its table and the code
        // both share; the Hijri one then builds the Umm al-Qura month starts, and Turkey's
        // its observed starts.
        var sink = 0
        let firsts: [(String, () -> Int)] = [
            ("Chinese", { ChineseCalendar.chinese.dayNumbers(month: 8, day: 15, inGregorianYear: 2024).count }),
            ("Hijri Umm al-Qura", { HijriCalendar.ummAlQura.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 2024).count }),
            ("Hijri Turkey", { HijriCalendar.turkey.dayNumbers(month: .shawwal, day: 1, inGregorianYear: 2024).count }),
        ]
        for (name, call) in firsts {
            let start = Measure.now()
            sink &+= call()
            print("  first \(name) call in the process: \(Measure.format(Double(Measure.now() - start)))")
        }

        let hijriYears = Array(HijriCalendar.knownYears)
        for (name, calendar) in [("Hijri Umm al-Qura", HijriCalendar.ummAlQura), ("Hijri Turkey (observed)", .turkey)] {
            measure(name, calls: hijriYears.count) {
                for year in hijriYears {
                    sink &+= calendar.dayNumbers(month: .shawwal, day: 1, inGregorianYear: year).count
                }
            }
        }
        let lunarYears = Array(ChineseCalendar.knownYears)
        for (name, calendar) in [("Chinese", ChineseCalendar.chinese), ("Korean", .korean), ("Vietnamese", .vietnamese)] {
            measure("\(name) Mid-Autumn (8/15)", calls: lunarYears.count) {
                for year in lunarYears { sink &+= calendar.dayNumbers(month: 8, day: 15, inGregorianYear: year).count }
            }
        }
        measure("Chinese New Year's Eve (1/1 - 1 day)", calls: lunarYears.count) {
            for year in lunarYears {
                sink &+= ChineseCalendar.chinese.dayNumbers(month: 1, day: 1, offset: -1, inGregorianYear: year).count
            }
        }
        for term in ChineseCalendar.SolarTerm.allCases {
            measure("Chinese solar term \(term) (computed)", calls: lunarYears.count) {
                for year in lunarYears { sink &+= ChineseCalendar.chinese.solarTerm(term, inGregorianYear: year) ?? 0 }
            }
        }
        if sink == 42 { print(sink) }  // keeps the work observable
    }

    private static func measure(_ label: String, calls: Int, _ body: () -> Void) {
        let samples = Measure.samples(repetitions: 200, warmup: 10, body)
        let median = Double(samples[samples.count / 2]) / Double(calls)
        Measure.report("\(label), per call", Measure.summary(samples, per: calls), target: "<= 1 µs", met: median <= 1_000)
    }
}
