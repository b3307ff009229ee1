import ArgumentParser
import HolidayKit

/// What makes a day a business day: the options `count` and `add` share.
struct BusdaysOptions: ParsableArguments {
    @Option(help: RegionOption.help, transform: OptionParsing.region)
    var region: Region?

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
        transform: OptionParsing.kinds)
    var kind: [Set<HolidayKind>] = []

    @Option(help: "Output format: text (the bare answer) or json.")
    var format: Format = .text

    /// How `holical busdays` prints: the bare answer for scripts, or a JSON object.
    enum Format: String, CaseIterable, ExpressibleByArgument, Sendable {
        case text, json
    }

    /// The business days of the region asked for (see `RegionOption.configured`) for `years`.
    /// A holidays file with a mistake stops the command, since a count without the user's
    /// days off would be wrong without a word (docs/custom-holidays.md).
    func calendar(environment: Environment, years: ClosedRange<Int>) throws -> BusinessCalendar {
        try OwnHolidays.current.requireNoMistakes()
        let region = try RegionOption.configured(flag: region, environment: environment)
        let kinds = kind.union
        return BusinessCalendar(
            region: region, kinds: kinds.isEmpty ? [.public, .custom] : kinds,
            weekend: weekend.map { WeekendHistory($0) }, years: years)
    }
}
