import HolidayEngine

/// The fetcher's requests, from planned to answered.
extension HolidayFetcher {
    /// One request to the provider: a region and the dates it covers. Two equal requests
    /// are the same request, and are sent once.
    struct Request: Sendable, Hashable {
        var region: String
        var range: DateRange
    }

    /// A request waiting for its turn.
    struct Queued: Sendable {
        var request: Request
        /// Attempts already made (0: never sent).
        var attempts: Int
        /// The earliest it may leave, on the fetcher's clock (a retry waits out its backoff).
        var notBefore: Duration
    }

    /// A request that has been sent and not yet answered.
    struct InFlight: Sendable {
        var request: Request
        /// This attempt's number (1 for the first).
        var attempt: Int
        /// When it left, on the fetcher's clock.
        var sentAt: Duration
        var task: Task<Void, Never>
    }

    /// Whether the provider is ready to send: requests are paced only once it is, so the
    /// first one's set-up (loading libcurl) is not taken out of the gap before the second.
    enum Readiness: Sendable, Equatable {
        case unprepared
        case preparing
        case ready
    }
}
