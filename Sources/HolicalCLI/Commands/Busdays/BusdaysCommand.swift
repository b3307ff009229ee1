import ArgumentParser

/// `holical busdays`: business days between two dates (`count`, the default), a date moved
/// by business days (`add`), and counts for many pairs at once (`count --batch`).
struct BusdaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "busdays",
        abstract: "Count business days between dates, or move a date by business days.",
        discussion: """
            A business day is neither a weekend day (--weekend, default sat,sun) nor a \
            holiday of the region (--region; see its help for the default) of the kinds \
            chosen (--kind, default public). See docs/business-days.md.
            """,
        subcommands: [BusdaysCountCommand.self, BusdaysAddCommand.self],
        defaultSubcommand: BusdaysCountCommand.self
    )
}
