import ArgumentParser
import HolidayCache

/// `holical cache path`: where the cache file is (whether or not it exists yet).
struct CachePathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "Print the path of the cache file.")

    func run() throws {
        try output(location: CacheLocation(environment: Environment.current.values)).print()
    }

    func output(location: CacheLocation?) throws(CommandFailure) -> CacheOutput {
        CacheOutput(text: try CacheCommandContext.require(location).file)
    }
}
