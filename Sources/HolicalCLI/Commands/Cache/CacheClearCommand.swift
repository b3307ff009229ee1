import ArgumentParser
import HolidayCache

/// `holical cache clear [--provider P] [--region R] [--feeds]`: forget answers, so they are
/// asked again.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove cached answers: all, those of one provider and/or region, or the calendar feeds' copies.",
        discussion: """
            Without options, everything: providers' answers and the copies of calendars read             from an address. Names match without regard to case (--region ee clears EE).
            """)

    @Option(help: ArgumentHelp("Only this provider's answers.", valueName: "name"), completion: Completions.providers)
    var provider: String?

    @Option(help: ArgumentHelp("Only answers for this region.", valueName: "code"), completion: Completions.region)
    var region: String?

    @Flag(help: "Only the copies of calendars read from an address (fetched again when next shown).")
    var feeds = false

    func validate() throws {
        if provider?.isEmpty == true { throw ValidationError("--provider needs a name") }
        if region?.isEmpty == true { throw ValidationError("--region needs a code") }
        if feeds, provider != nil || region != nil {
            throw ValidationError("--feeds clears calendar feeds, which have no provider or region: use it alone")
        }
    }

    func run() throws {
        try output(location: CacheLocation(environment: Environment.current.values)).print()
    }

    func output(location: CacheLocation?) throws(CommandFailure) -> CacheOutput {
        let location = try CacheCommandContext.require(location)
        let filter = CacheFilter(provider: provider, region: region, feedsOnly: feeds)
        let output = try CacheCommandContext.withExisting(location, for: .change) { store throws(StoreError) in
            CacheClearReport.render(try store.clear(filter), filter: filter)
        }
        return output ?? CacheOutput(text: "Nothing to clear: there is no cache file at \(location.file).")
    }
}
