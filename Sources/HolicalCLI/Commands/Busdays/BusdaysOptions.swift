import ArgumentParser
import HolidayKit

/// What makes a day a business day: the options `count` and `add` share.
struct BusdaysOptions: ParsableArguments {
    @Option(help: RegionOption.help)
    var region: String?

    @Option(
        help: ArgumentHelp(
            "Weekend days, comma-separated (sat,sun; fri,sat; sun; none) or numpy's 1111100 "
                + "(default: the region's own weekend).",
            valueName: "days"))
    var weekend: String?

    @Option(
        help: ArgumentHelp(
            "Holiday kinds that are days off, comma-separated: public, bank, ... (default: public).",
            valueName: "kinds"))
    var kind: [String] = []

    @Option(help: "Output format: text (the bare answer) or json.")
    var format: BusdaysFormat = .text

    func validate() throws {
        if let region { _ = try OptionParsing.region(region) }
        if let weekend { _ = try OptionParsing.weekend(weekend) }
        _ = try OptionParsing.kinds(kind)
    }

    /// The business days of the region asked for (see `RegionOption.configured`) for `years`.
    func calendar(environment: Environment, years: ClosedRange<Int>) throws -> BusinessCalendar {
        let region = try RegionOption.configured(flag: region, environment: environment)
        let kinds = try OptionParsing.kinds(kind)
        return BusinessCalendar(
            region: region, kinds: kinds.isEmpty ? [.public, .custom] : kinds,
            weekend: try weekend.map { WeekendHistory(try OptionParsing.weekend($0)) }, years: years)
    }
}
