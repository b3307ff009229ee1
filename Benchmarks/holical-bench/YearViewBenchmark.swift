import CalendarModel
import HolidayFetch
import HolidayEngine
import HolidayRegions
import TUI

/// The year view (`y`): a whole frame of twelve months, and a key press in it from intent
/// to drawn frame (targets: <= 1 ms and <= 2 ms).
enum YearViewBenchmark {
    static let benchmark = Benchmark(
        name: "year", summary: "the year view: a frame <= 1 ms, a key press to its frame <= 2 ms",
        run: {
            let renderer = FrameRenderer(theme: Theme(usesColor: true))
            let memory = MemoryScreen(rows: 40, columns: 120)
            var state = yearOfEstonia()
            for weekNumbers in [false, true] {
                state.showsWeekNumbers = weekNumbers
                let samples = Measure.samples(repetitions: 2_000) { renderer.draw(state, on: memory) }
                Measure.report(
                    "year frame\(weekNumbers ? " with week numbers" : ""), memory screen 120x40",
                    Measure.summary(samples), target: "<= 1 ms", met: samples[samples.count / 2] <= 1_000_000)
                print("  slowest of \(samples.count): \(Measure.format(Double(samples.last!)))")
            }

            if let ncurses = NcursesBenchScreen.open(rows: 40, columns: 120) {
                defer { ncurses.close() }
                let samples = ncurses.flippingFrames(of: yearOfEstonia(), repetitions: 2_000, renderer: renderer)
                Measure.report("year frame via ncurses (draw + refresh)", Measure.summary(samples),
                               target: "<= 1 ms", met: samples[samples.count / 2] <= 1_000_000)
            }

            keyPresses(renderer: renderer, screen: memory)
        })

    /// Keys in the year view through the controller and the rule engine, each followed by
    /// the frame, as the event loop does: day and week moves, months, years (each a new
    /// year of holidays to compute), the pop-up, week numbers.
    private static func keyPresses(renderer: FrameRenderer, screen: MemoryScreen) {
        let keys: [Key] = [
            .right, .down, .shiftRight, .character("]"), .left, .up, .character("W"), .character("["),
            .enter, .right, .escape, .shiftLeft, .end, .home, .character("W"), .character("t"),
        ]
        let samples = KeyPresses.samples(
            from: yearOfEstonia(), keys: keys, repetitions: 5_000, renderer: renderer, screen: screen)
        Measure.report("key + year frame, rule engine source, 120x40", Measure.summary(samples),
                       target: "<= 2 ms", met: samples[samples.count / 2] <= 2_000_000)
        print("  slowest of \(samples.count) (includes computing a new year's holidays): \(Measure.format(Double(samples.last!)))")
    }

    /// Estonia's 2026 in the year view, every holiday of the year known.
    static func yearOfEstonia() -> CalendarState {
        var state = BenchStates.estonia()
        state.apply(.toggleYearView)
        let region = RegionRegistry.region(code: "EE")!
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange,
                                       holidays: region.holidays(in: state.visibleRange))))
        return state
    }
}
