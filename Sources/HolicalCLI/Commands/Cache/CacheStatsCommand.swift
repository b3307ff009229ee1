import ArgumentParser
import HolidayCache

/// `holical cache stats [--format text|json]`: what the cache holds.
struct CacheStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show what the cache holds per provider and region, and its calendar feeds.",
        discussion: """
            Rows, covered days and the oldest and newest answer per provider and region; each \
            calendar read from an address with the size of its kept copy, when it was fetched \
            and last confirmed; and the size of the file. Times are UTC.
            """)

    @Option(help: "Output format: text or json.")
    var format: CacheStatsFormat = .text

    func run() throws {
        try output(location: CacheLocation(environment: Environment.current.values)).print()
    }

    func output(location: CacheLocation?) throws(CommandFailure) -> CacheOutput {
        let location = try CacheCommandContext.require(location)
        let output = try CacheCommandContext.withExisting(location, for: .read) { store throws(StoreError) in
            CacheStatsReport.render(try store.stats(), format: format)
        }
        return output ?? CacheOutput(text: CacheStatsReport.missing(location.file, format: format))
    }
}
