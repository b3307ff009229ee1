import ArgumentParser

/// `holical busdays`: business days between two dates (`count`, the default), a date moved
/// by business days (`add`), a date rolled to a business day (`roll`), each for many lines
/// at once with `--batch`.
struct BusdaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "busdays",
        abstract: "Count business days between dates, move a date by business days, or roll it to one.",
        discussion: """
            A business day is neither a weekend day (--weekend, default: the region's own) nor \
            a holiday of the region (--region; see its help for the default) of the kinds \
            chosen (--kind, default public); weekend days worked by decree are business days. \
            Several regions (--region US,EE) make one calendar: --joint all (a business day \
            in every region, the default) or any. See docs/business-days.md.
            """,
        subcommands: [BusdaysCountCommand.self, BusdaysAddCommand.self, BusdaysRollCommand.self],
        defaultSubcommand: BusdaysCountCommand.self
    )
}
