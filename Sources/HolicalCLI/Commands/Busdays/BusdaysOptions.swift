import ArgumentParser
import HolidayEngine

/// What makes a day a business day: the options `count`, `add` and `roll` share.
struct BusdaysOptions: ParsableArguments {
    @Option(help: RegionOption.listHelp, completion: Completions.regions, transform: OptionParsing.regions)
    var region: [Region]?

    @Option(
        help: ArgumentHelp(
            "With several regions: all (a business day in every region; the default) or any "
                + "(in at least one).",
            valueName: "all|any"),
        completion: .list(["all", "any"]),
        transform: OptionParsing.jointRule)
    var joint: JointCalendarRule?

    @Option(
        help: ArgumentHelp(
            "Weekend days, comma-separated (sat,sun; fri,sat; sun; none) or numpy's 1111100 "
                + "(default: the region's own weekend).",
            valueName: "days"),
        transform: OptionParsing.weekend)
    var weekend: WeekendMask?

    @Option(
        help: ArgumentHelp(
            "Holiday kinds that are days off, comma-separated: public, bank, ... (default: public).",
            valueName: "kinds"),
        completion: Completions.kinds,
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(name: .customLong("calendar"), help: CalendarOption.daysOffHelp, completion: .file(extensions: ["ics"]))
    var calendars: [String] = []

    @Option(help: "Output format: text (the bare answer) or json.")
    var format: Format = .text

    /// How `holical busdays` prints: the bare answer for scripts, or a JSON object.
    enum Format: String, CaseIterable, ExpressibleByArgument, Sendable {
        case text, json
    }

    /// The help of `--convention`, for `roll` and `add`.
    static let conventions = BusinessDayConvention.allCases.map(\.rawValue).joined(separator: "|")

    /// The business days of the regions asked for (see `RegionOption.configured`, which
    /// stops the command on a holidays file with a mistake) for `years`: one region's, or
    /// several joined by `--joint`.
    func calendar(environment: Environment, years: ClosedRange<Int>) throws -> BusinessCalendar {
        let regions = try RegionOption.configured(flags: region, environment: environment)
        let kinds = kind.union
        let calendars = regions.map { region in
            BusinessCalendar(
                region: region, kinds: kinds.isEmpty ? [.public, .custom] : kinds,
                weekend: weekend.map { WeekendHistory($0) }, years: years)
        }
        let joined: BusinessCalendar
        if calendars.count > 1 {
            do {
                joined = try BusinessCalendar(joining: calendars, rule: joint ?? .all)
            } catch {
                throw ValidationError("\(error).")
            }
        } else {
            joined = calendars[0]
        }
        // Calendar files of days off (docs/calendar-files.md): their days are taken out too.
        let files = try UserCalendars.configured(flags: self.calendars, environment: environment, flagsAreDaysOff: true)
        let off = try files.daysOffCalendars()
        guard !off.isEmpty else { return joined }
        return UserCalendars.businessDays(joined, without: UserCalendars.daysOff(of: off, in: DateRange(years: years)))
    }

    /// Refuses `--format json` with `--batch`, which prints one `answer` (`date`, `number`)
    /// per line.
    func requireTextForBatch(answer: String) throws {
        guard format == .text else {
            throw ValidationError("--batch prints one \(answer) per line; --format json is not available with it.")
        }
    }

    /// The answer of `add` or `roll`: `result` on a line, or the JSON `json` writes.
    func output(_ result: CivilDate, json: (inout OutputBuffer) -> Void) -> OutputBuffer {
        var out = OutputBuffer(capacity: 256)
        switch format {
        case .text:
            out.append(date: result)
            out.append(byte: UInt8(ascii: "\n"))
        case .json:
            json(&out)
        }
        return out
    }

    /// Runs the batch engine `make` builds on these options' calendar (for the first
    /// years of a batch, `Batch.initialYears`) from standard input to standard output.
    func runBatch<Engine: BatchEngine>(_ make: (BusinessCalendar) -> Engine) throws {
        var engine = make(try calendar(environment: .current, years: Batch.initialYears))
        try engine.run(input: 0, output: 1)
    }
}
