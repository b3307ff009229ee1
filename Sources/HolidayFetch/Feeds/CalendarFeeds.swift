import Glibc
import HolidayCache
import Synchronization

/// Calendars at an address (docs/calendar-files.md, "Calendars at an address"): each
/// feed's last good copy kept in the cache file with its ETag and Last-Modified, asked
/// again (conditionally) at most once per refresh interval, and used as it is when the
/// server cannot be reached or sends something unusable. A failed visit never replaces the
/// copy kept.
///
/// Every call blocks its thread for at most `Limits.timeout`: callers are workers and
/// commands, never the thread that reads keys.
public final class CalendarFeeds: Sendable {
    /// What one visit may cost.
    public struct Limits: Sendable, Hashable {
        /// The most redirects followed.
        public var maxRedirects = 5
        /// The largest body kept: a calendar file's limit.
        public var maxBodyBytes = 16 << 20
        /// The whole visit, redirects included.
        public var timeout: Duration = .seconds(30)
        /// Connecting, within `timeout`.
        public var connectTimeout: Duration = .seconds(10)

        public init() {}
    }

    /// A feed's copy as a caller gets it.
    public struct Copy: Sendable, Hashable {
        /// The iCalendar text.
        public var body: String
        /// When it was fetched (Unix seconds): a caller parses again only when this changed.
        public var fetchedAt: Int64
        /// When the server last confirmed it (Unix seconds).
        public var checkedAt: Int64
        /// Why this is the copy kept rather than the server's answer now (`could not
        /// connect (...)`); nil when it is current.
        public var problem: String?
        /// With a `problem`: how long ago (seconds) the server last confirmed the copy.
        public var age: Int64 = 0

        /// `showing the copy of 3 h ago (could not connect (...))`, nil when current.
        public var note: String? {
            problem.map { "showing the copy of \(CalendarFeeds.age(age)) ago (\($0))" }
        }
    }

    private struct State {
        var store: SQLiteHolidayStore?
        var opened = false
        /// Every copy of this process, so that a cache file that cannot be used still
        /// spares the server a second visit within the interval.
        var memory: [String: StoredFeed] = [:]
        /// Why the cache file is not used, said once.
        var cacheWarning: String?
        /// The last failed visit of each feed: when, and why. Until `retryAfterFailure` has
        /// passed the copy is used without asking again, so that a server that is down is
        /// not asked on every month the calendar moves to.
        var failures: [String: (at: Int64, problem: String)] = [:]
    }

    /// The least time between two visits after one failed (unless `force`), in seconds; a
    /// shorter refresh interval wins.
    public static let retryAfterFailure: Int64 = 300

    private let location: CacheLocation?
    private let limits: Limits
    private let now: @Sendable () -> Int64
    // Held across a visit: two workers asking for one feed at once send one request.
    private let state = Mutex(State())

    /// Feeds kept in the cache file at `location` (nil: in memory only).
    public init(
        cache location: CacheLocation?, limits: Limits = Limits(),
        now: @escaping @Sendable () -> Int64 = { Int64(time(nil)) }
    ) {
        self.location = location
        self.limits = limits
        self.now = now
    }

    /// The feed at `address`: the copy kept when it was confirmed less than `refresh`
    /// seconds ago (and `force` is false: `r` in the calendar); else the server is asked,
    /// conditionally when a copy is kept. A new body is kept only when `accept` finds no
    /// problem in it (nil), so a malformed answer keeps the last good copy. Throws when
    /// there is no copy and the server gave none that could be used.
    public func copy(
        of address: FeedAddress, refresh: Int64, force: Bool = false,
        accept: (String) -> String?
    ) throws(FeedFailure) -> Copy {
        try state.withLock { (state: inout State) throws(FeedFailure) -> Copy in
            openStore(&state)
            let kept = state.memory[address.key] ?? storedCopy(address.key, &state)
            let time = now()
            if let kept, !force, time >= kept.checkedAt, time - kept.checkedAt < refresh {
                return Copy(body: kept.body, fetchedAt: kept.fetchedAt, checkedAt: kept.checkedAt)
            }
            if !force, let failed = state.failures[address.key], time >= failed.at,
               time - failed.at < min(refresh, Self.retryAfterFailure)
            {
                return try Self.fallback(kept, problem: failed.problem, time: time)
            }
            let outcome = FeedDownload(limits: limits).run(address, etag: kept?.etag, lastModified: kept?.lastModified)
            var problem: String
            switch outcome {
            case .success(.notModified):
                if var kept {
                    kept.checkedAt = time
                    keep(kept, &state, checkedOnly: true)
                    state.failures[address.key] = nil
                    return Copy(body: kept.body, fetchedAt: kept.fetchedAt, checkedAt: time)
                }
                problem = "the server answered 304 (not modified) with no copy kept"
            case .success(.fetched(let body, let etag, let lastModified)):
                if let text = String(validating: body, as: UTF8.self), !text.contains("\0") {
                    if let refused = accept(text) {
                        problem = refused
                    } else {
                        let fresh = StoredFeed(
                            url: address.key, body: text, etag: etag, lastModified: lastModified, fetchedAt: time,
                            checkedAt: time)
                        keep(fresh, &state, checkedOnly: false)
                        state.failures[address.key] = nil
                        return Copy(body: text, fetchedAt: time, checkedAt: time)
                    }
                } else {
                    problem = "the answer is not UTF-8 text"
                }
            case .failure(let failure):
                problem = failure.message
            }
            if let warning = state.cacheWarning { problem += " (\(warning))" }
            state.failures[address.key] = (time, problem)
            return try Self.fallback(kept, problem: problem, time: time)
        }
    }

    /// The copy kept, with why and how old; without one, the failure.
    private static func fallback(_ kept: StoredFeed?, problem: String, time: Int64) throws(FeedFailure) -> Copy {
        guard let kept else { throw FeedFailure(problem) }
        return Copy(
            body: kept.body, fetchedAt: kept.fetchedAt, checkedAt: kept.checkedAt, problem: problem,
            age: time - kept.checkedAt)
    }

    /// `40 s`, `12 min`, `5 h`, `3 d`.
    public static func age(_ seconds: Int64) -> String {
        let seconds = max(0, seconds)
        switch seconds {
        case ..<60: return "\(seconds) s"
        case ..<3_600: return "\(seconds / 60) min"
        case ..<172_800: return "\(seconds / 3_600) h"
        default: return "\(seconds / 86_400) d"
        }
    }

    private func openStore(_ state: inout State) {
        guard !state.opened else { return }
        state.opened = true
        guard let location else {
            state.cacheWarning = "no cache directory: the copy is kept for this run only"
            return
        }
        do {
            // A short wait: another holical writing the file should not hold a command up.
            state.store = try SQLiteHolidayStore.open(at: location, busyTimeout: 1).store
        } catch {
            state.cacheWarning = "the cache cannot be used: the copy is kept for this run only"
        }
    }

    private func storedCopy(_ key: String, _ state: inout State) -> StoredFeed? {
        guard let store = state.store, let stored = try? store.storedFeed(url: key) else { return nil }
        state.memory[key] = stored
        return stored
    }

    /// Keeps `feed` in memory and, when it can, in the file (a copy the file would not
    /// take still spares the server for this run).
    private func keep(_ feed: StoredFeed, _ state: inout State, checkedOnly: Bool) {
        state.memory[feed.url] = feed
        guard let store = state.store else { return }
        if checkedOnly {
            try? store.markFeedChecked(url: feed.url, at: feed.checkedAt)
        } else {
            try? store.storeFeed(feed)
        }
    }
}
