import HolidayEngine
import HolidayRegions

/// The calendars' `dayNumbers(month:day:inGregorianYear:)`, which the rule engine calls once
/// per rule and year: each call should take well under 1 µs (docs/calendars.md). Build and
/// run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench calendars
enum CalendarBenchmark {
    static let benchmark = Benchmark(
        name: "calendars",
        summary: "dayNumbers(month:day:inGregorianYear:) of each calendar <= 1 µs a call",
        run: run)

    /// Each sample asks for one date in every year of 1901-2100 (of its table, for a table).
    private static let years = 1901...2100

    static func run() {
        measure("Julian 25 December") { JulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: $0) }
        measure("Revised Julian 25 December") {
            RevisedJulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: $0)
        }
        measure("Hebrew 15 Nisan") { HebrewCalendar.dayNumbers(month: .nisan, day: 15, inGregorianYear: $0) }
        measure("Hebrew 25 Kislev") { HebrewCalendar.dayNumbers(month: .kislev, day: 25, inGregorianYear: $0) }
        measure("Hebrew 10 Tevet (twice in some years)") {
            HebrewCalendar.dayNumbers(month: .tevet, day: 10, inGregorianYear: $0)
        }
        measure("Israel's Independence Day") { [HebrewCalendar.israelIndependenceDay(inGregorianYear: $0)] }
        measure("Persian 1 Farvardin") {
            PersianCalendar.dayNumbers(month: .farvardin, day: 1, inGregorianYear: $0)
        }
        measure("Ethiopian 1 Meskerem") {
            EthiopianCalendar.dayNumbers(month: .meskerem, day: 1, inGregorianYear: $0)
        }
        measure("Coptic 29 Koiak") { CopticCalendar.dayNumbers(month: .koiak, day: 29, inGregorianYear: $0) }
        // The tables answer for their own years: each sample asks for every one of them.
        measure("Hindu Diwali (table)", years: HinduFestival.diwali.knownYears) {
            HinduFestival.diwali.dayNumbers(inGregorianYear: $0)
        }
        measure("Hindu Deepavali in Singapore (table and list)", years: HinduFestival.deepavali.knownYears) {
            HinduFestival.deepavali.dayNumbers(inGregorianYear: $0, preferring: .singaporeDeepavali).dayNumbers
        }
        measure("Vesak (table)", years: BuddhistFestival.vesak.knownYears) {
            BuddhistFestival.vesak.dayNumbers(inGregorianYear: $0)
        }
        measure("Mongolian Tsagaan Sar (table)", years: MongolianFestival.tsagaanSar.knownYears) {
            MongolianFestival.tsagaanSar.dayNumbers(inGregorianYear: $0)
        }
        measure("Thai 10 of month 2 (twice in some years)", years: 1914...2156) {
            ThaiLunarCalendar.dayNumbers(month: .second, day: 10, inGregorianYear: $0)
        }
        measure("Thai Visakha Bucha", years: ThaiLunarCalendar.knownYears) {
            [ThaiLunarCalendar.dayNumber(of: .visakhaBucha, inGregorianYear: $0)!]
        }
        measure("Burmese full moon of Kason", years: BurmeseCalendar.knownYears) {
            BurmeseCalendar.dayNumbers(month: .kason, day: 15, inGregorianYear: $0)
        }
        measure("Burmese Thingyan", years: BurmeseCalendar.knownYears) {
            [BurmeseCalendar.thingyan(inGregorianYear: $0)!.atat]
        }
    }

    private static func measure(
        _ label: String, years: ClosedRange<Int> = Self.years, _ dayNumbers: (Int) -> [Int]
    ) {
        var sum = 0
        let samples = Measure.samples(repetitions: 300, warmup: 10) {
            for year in years {
                for dayNumber in dayNumbers(year) { sum &+= dayNumber }
            }
        }
        let median = Double(samples[samples.count / 2]) / Double(years.count)
        Measure.report(
            label + ", per call", Measure.summary(samples, per: years.count), target: "<= 1 µs",
            met: median <= 1_000)
        if sum == 42 { print(sum) }  // keeps the work observable
    }
}
