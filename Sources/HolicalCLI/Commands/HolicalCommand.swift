import ArgumentParser

/// `holical`: the holiday calendar in the terminal, and its subcommands for scripts.
public struct HolicalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "holical",
        abstract: "A full-screen terminal holiday calendar.",
        discussion: """
            holical [YYYY-MM | YYYY-MM-DD] [--region CODE] opens the calendar; the \
            subcommands below answer the same questions for scripts.
            """,
        version: BuildInfo.versionLine,
        subcommands: [
            OpenCommand.self,
            ListCommand.self,
            CacheCommand.self,
            BusdaysCommand.self,
            NextCommand.self,
            BridgesCommand.self,
            CalCommand.self,
            ManualCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    public init() {}
}
