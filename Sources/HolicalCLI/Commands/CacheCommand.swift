import ArgumentParser

/// `holical cache path | stats | clear`: the SQLite cache of provider answers.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cache of answers from remote holiday providers and calendar feeds.",
        discussion: """
            Answers from remote providers are kept in $XDG_CACHE_HOME/holical/cache.sqlite \
            (else ~/.cache/holical/cache.sqlite), so a range once answered is not asked again; \
            so are the last good copies of calendars read from an address.
            """,
        subcommands: [CachePathCommand.self, CacheStatsCommand.self, CacheClearCommand.self]
    )
}
