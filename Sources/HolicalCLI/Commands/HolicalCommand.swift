import ArgumentParser

/// `holical`: the holiday calendar in the terminal, and its subcommands for scripts.
public struct HolicalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "holical",
        abstract: "A full-screen terminal holiday calendar.",
        version: "0.1.0",
        subcommands: [
            ListCommand.self,
        ]
    )

    public init() {}

    public func run() throws {}
}
