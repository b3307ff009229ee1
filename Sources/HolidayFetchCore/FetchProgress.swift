/// Progress of the current demand, for the status line.
public struct FetchProgress: Sendable, Hashable {
    /// Days of the demand that are known.
    public var doneDays: Int
    /// Days of the demand in all.
    public var totalDays: Int
    /// Requests sent but not answered.
    public var inFlight: Int
    /// Requests waiting to be sent.
    public var queued: Int
    /// The rate requests are sent at, per second.
    public var requestsPerSecond: Double
    /// Estimated time until the last queued request is answered; nil when it cannot be
    /// told, as when an answer in flight is late.
    public var secondsLeft: Double?
    /// Set when the provider has stopped or is unreachable; the fill will not go on by itself.
    public var failure: FetchFailure?
    /// The wait the provider asked for (`Retry-After`, in seconds) while requests wait it
    /// out; nil when nothing waits on the provider's word.
    public var waitAskedSeconds: Int?

    public init(
        doneDays: Int, totalDays: Int, inFlight: Int, queued: Int, requestsPerSecond: Double,
        secondsLeft: Double?, failure: FetchFailure? = nil, waitAskedSeconds: Int? = nil
    ) {
        self.doneDays = doneDays
        self.totalDays = totalDays
        self.inFlight = inFlight
        self.queued = queued
        self.requestsPerSecond = requestsPerSecond
        self.secondsLeft = secondsLeft
        self.failure = failure
        self.waitAskedSeconds = waitAskedSeconds
    }

    /// Whether requests are still queued or under way.
    public var isLoading: Bool { inFlight + queued > 0 }
}
