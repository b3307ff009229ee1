import HolidayCache
import Synchronization

/// Where the cache subcommands find the cache, and how they open it.
enum CacheCommandContext {
    /// The cache location, or the failure that there is none.
    static func require(_ location: CacheLocation?) throws(CommandFailure) -> CacheLocation {
        guard let location else {
            throw CommandFailure("no cache directory: set XDG_CACHE_HOME or HOME")
        }
        return location
    }

    /// How a subcommand uses the cache.
    enum Use {
        /// Reads it (`stats`): a cache it may not write is read as it is.
        case read
        /// Changes it (`clear`).
        case change

        /// The verb of the failure message: `cannot read the cache: ...`.
        var verb: String {
            switch self {
            case .read: "read"
            case .change: "clear"
            }
        }
    }

    /// Runs `body` on the store at `location` and returns its text with every warning the
    /// store gave: on opening (a damaged file moved aside) and while `body` used it (damage
    /// that a read met, the file replaced). Nil when there is no cache file yet, so that
    /// looking does not create one.
    static func withExisting(
        _ location: CacheLocation, for use: Use,
        _ body: (SQLiteHolidayStore) throws(StoreError) -> String
    ) throws(CommandFailure) -> CacheOutput? {
        guard location.fileExists else { return nil }
        let later = Mutex<[String]>([])
        let report: @Sendable (String) -> Void = { warning in later.withLock { $0.append(warning) } }
        let opened: (store: SQLiteHolidayStore, warning: String?)
        do {
            opened = switch use {
            case .read: try SQLiteHolidayStore.openForReading(at: location, onLaterWarning: report)
            case .change: try SQLiteHolidayStore.open(at: location, onLaterWarning: report)
            }
        } catch {
            throw CommandFailure("cannot open the cache: \(error)")
        }
        let text: String
        do {
            text = try body(opened.store)
        } catch {
            throw CommandFailure("cannot \(use.verb) the cache: \(error)")
        }
        return CacheOutput(text: text, warnings: (opened.warning.map { [$0] } ?? []) + later.withLock { $0 })
    }
}
