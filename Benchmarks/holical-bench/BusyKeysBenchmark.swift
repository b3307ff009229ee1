import CalendarModel
import Glibc
import HolidayFetch
import HolidayEngine
import HolidayRegions
import TUI

/// Keys while the calendar computes, on the release binary in a pseudo-terminal: a key must
/// be answered within a frame whatever is being worked out (docs/architecture.md, "Work
/// off the UI thread"). Three loads a person can make: a 20,000-character paste into the
/// `c` picker's filter, a `/` search with 15,000 one-off days of their own (in 1583, the
/// first year holical's files take, so that a search from today walks every year to 9999 and
/// round before it finds one), and a `v` range from 1583 to 9999
/// counted with 3,000 yearly days of their own. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench busy-keys
enum BusyKeysBenchmark {
    static let benchmark = Benchmark(
        name: "busy-keys",
        summary: "a 20,000-character paste into the picker answered <= 50 ms; a key while a search over 15,000 own days runs <= 20 ms",
        run: run)

    /// A line of the help pane (`?`): it is on screen once the key was answered.
    private static let helpMarker = "leave that joins days off"

    static func run() {
        searchInProcess()
        countInProcess()
        pasteInProcess()
        paste()
        keyDuringSearch()
        keyDuringCount()
    }

    /// The search itself, in process: Estonia with 15,000 one-off days of one's own, as
    /// holidays.toml gives them (a date, in force every year), a text only they hold.
    private static func searchInProcess() {
        guard let estonia = RegionRegistry.region(code: "EE") else { return }
        let rules = (0..<15_000).map { index in
            HolidayRule(
                "Day \(index)", on: .oneOff(CivilDate(year: 1583, month: 1 + index % 12, day: 1 + index % 28)!),
                kind: .custom, key: "custom: Day \(index)")
        }
        let region = estonia.including(rules)
        let from = CivilDate(year: 2026, month: 2, day: 16)!
        var sink = 0
        let samples = Measure.samples(repetitions: 3, warmup: 1) {
            sink &+= region.firstMatch(of: HolidaySearch(region: "EE", text: "day 1", from: from)) == nil ? 1 : 0
        }
        Measure.report("/ search \"day 1\" in Estonia with 15,000 own one-off days (in process)",
                       Measure.summary(samples), target: "<= 20 ms", met: samples[samples.count / 2] <= 20_000_000)
        if sink == 42 { print("") }
    }

    /// The count itself, in process: the business days of 1583-9999 in Estonia with 3,000
    /// yearly days of one's own, as the calendar's counter makes them (a calendar of those
    /// years and one more each side, then a count).
    private static func countInProcess() {
        guard let estonia = RegionRegistry.region(code: "EE") else { return }
        let rules = (0..<3_000).map { index in
            HolidayRule(
                "Yearly \(index)", on: .fixed(month: 1 + index % 12, day: 1 + index % 28), kind: .custom,
                key: "custom: Yearly \(index)")
        }
        let region = estonia.including(rules)
        let first = CivilDate(year: 1583, month: 1, day: 1)!
        let last = CivilDate(year: 9999, month: 12, day: 31)!
        var sink = 0
        let samples = Measure.samples(repetitions: 3, warmup: 0) {
            let calendar = BusinessCalendar(region: region, years: 1582...10_000)
            sink &+= calendar.count(from: first, to: last)
        }
        Measure.report("v count 1583-9999 in Estonia with 3,000 own yearly days (in process)",
                       Measure.summary(samples), target: "off the UI thread", met: true)
        if sink == 42 { print("") }
    }

    /// The paste in process: 20,000 keys typed into the open picker over every built-in
    /// region, through a controller that computes each filter it is asked for at once (as
    /// the worker would, on this thread), and the frame after them.
    private static func pasteInProcess() {
        let choices = RegionRegistry.all.map {
            RegionChoice(code: $0.code, name: $0.name, localName: $0.localName, languages: $0.languages)
        }
        let keys = String(repeating: "ab", count: 10_000).map { Key.character($0) }
        let screen = MemoryScreen(rows: 30, columns: 100)
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        var queries = 0
        var cpu: [UInt64] = []
        let samples = Measure.samples(repetitions: 5, warmup: 1) {
            let cpuStart = Measure.threadCPU()
            defer { cpu.append(Measure.threadCPU() - cpuStart) }
            let state = CalendarState(
                today: CivilDate(year: 2026, month: 2, day: 16)!, firstWeekday: .monday,
                region: choices.first { $0.code == "EE" }!, regions: choices)
            let controller = CalendarController(state: state, source: RuleEngineSource(), services: .unanswered)
            controller.start { _ in }
            controller.handle(.key(.character("c")))
            for key in keys { controller.handle(.key(key)) }
            renderer.draw(controller.state, on: screen)
            if case .regionPicker(let picker) = controller.state.overlay { queries = picker.query.count }
        }
        // CPU time is what the paste costs; on a machine shared with other builds the wall
        // time adds the time others ran.
        cpu = Array(cpu.suffix(samples.count)).sorted()
        Measure.report(
            "20,000 keys pasted into the c picker over \(choices.count) regions, filter and frame (in process; \(queries) kept; wall \(Measure.summary(samples)))",
            "CPU " + Measure.summary(cpu), target: "<= 50 ms", met: cpu[cpu.count / 2] <= 50_000_000)
    }

    /// Pastes 20,000 characters into the picker's filter, then Esc and `?`: the time from
    /// the first byte of the paste to the help drawn, and the CPU the paste cost.
    private static func paste() {
        guard let terminal = start(config: nil) else { return }
        terminal.send("c")
        guard terminal.read(until: "type to filter", timeout: 5) else {
            print("  the picker did not open")
            return
        }
        let text = String(repeating: "ab", count: 10_000)
        terminal.forget()
        let cpuBefore = terminal.processCPUNanoseconds
        let start = Measure.now()
        terminal.sendAll(text + "\u{1B}?")
        let answered = terminal.read(until: helpMarker, timeout: 300)
        let elapsed = Measure.now() - start
        let cpu = terminal.processCPUNanoseconds - cpuBefore
        Measure.report(
            "20,000-character paste into the c picker, then Esc and ?: help drawn after (CPU \(Measure.format(Double(cpu))))",
            answered ? Measure.format(Double(elapsed)) : "not within 300 s", target: "<= 50 ms",
            met: answered && elapsed <= 50_000_000)
    }

    /// Searches a text no day can match (the whole walk, wrapping round) with 15,000 own
    /// one-off days, then presses `?` at once: the time until the help is drawn, three times.
    private static func keyDuringSearch() {
        let rules = (0..<15_000).map { index in
            "[[holiday]]\nname = \"Day \(index)\"\ndate = \"1583-\(two(1 + index % 12))-\(two(1 + index % 28))\"\n"
        }
        guard let terminal = start(config: rules.joined(separator: "\n")) else { return }
        var latencies: [UInt64] = []
        for _ in 0..<3 {
            terminal.send("/day 1")
            _ = terminal.read(until: "\u{0}", timeout: 0.3)  // the prompt drawn
            terminal.forget()
            let start = Measure.now()
            terminal.send("\r?")
            guard terminal.read(until: helpMarker, timeout: 300) else {
                print("  ? was not answered within 300 s")
                return
            }
            latencies.append(Measure.now() - start)
            terminal.send("?")  // closes the help
            _ = terminal.read(until: "\u{0}", timeout: 1)
            terminal.forget()
        }
        latencies.sort()
        Measure.report(
            "? pressed with / searching 15,000 own one-off days, 3 times",
            Measure.summary(latencies), target: "<= 20 ms", met: latencies[latencies.count / 2] <= 20_000_000)
    }

    /// Selects a range from 1583-01-01 to 9999-12-31 with 3,000 own yearly days, then
    /// presses `?` at once: the time until the help is drawn.
    private static func keyDuringCount() {
        let rules = (0..<3_000).map { index in
            "[[holiday]]\nname = \"Yearly \(index)\"\ndate = \"\(two(1 + index % 12))-\(two(1 + index % 28))\"\n"
        }
        // In 1583 the status line names the years Estonia's rules are known for, not the keys.
        guard let terminal = start(config: rules.joined(separator: "\n"), date: "1583-01-01", shown: "1583")
        else { return }
        terminal.send("vg9999-12-31")
        guard terminal.read(until: "9999-12-31", timeout: 5) else {
            print("  the go-to prompt did not show the date")
            return
        }
        terminal.forget()
        let start = Measure.now()
        terminal.send("\r?")
        let answered = terminal.read(until: helpMarker, timeout: 300)
        let elapsed = Measure.now() - start
        Measure.report(
            "? pressed with v counting 1583-9999 with 3,000 own yearly days",
            answered ? Measure.format(Double(elapsed)) : "not within 300 s", target: "<= 20 ms",
            met: answered && elapsed <= 20_000_000)
    }

    /// The calendar on Estonia in a 100 x 30 terminal, with `config` as its holidays.toml,
    /// its first frame drawn (`shown` on screen).
    private static func start(config: String?, date: String = "2026-02-16", shown: String = "q quit") -> PseudoTerminal? {
        var environment = BenchPaths.childEnvironment()
        if let config {
            let directory = BenchPaths.scratch + "/busy-\(Measure.now())"
            mkdir(directory, 0o700)
            mkdir(directory + "/holical", 0o700)
            guard let file = fopen(directory + "/holical/holidays.toml", "w") else { return nil }
            fputs(config, file)
            fclose(file)
            environment["XDG_CONFIG_HOME"] = directory
        }
        let binary = BenchPaths.sibling("holical")
        guard let terminal = PseudoTerminal([binary, date, "--region", "EE"], columns: 100, rows: 30,
                                            environment: environment),
              terminal.read(until: shown, timeout: 10)
        else {
            print("  cannot start \(binary) on a pseudo-terminal")
            return nil
        }
        return terminal
    }

    private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
