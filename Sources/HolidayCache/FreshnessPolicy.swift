import HolidayKit

/// When a stored answer must be asked again.
///
/// Holidays of the past do not change, so past dates never expire. Future dates can (a
/// government declares a one-off day, a provider fixes an error), so they are refreshed
/// once their answer is older than the time to live.
public struct FreshnessPolicy: Sendable, Hashable {
    /// Seconds an answer about a future date stays fresh.
    public var timeToLive: Int64

    public init(timeToLiveDays: Int = 30) {
        timeToLive = Int64(timeToLiveDays) * 86_400
    }

    /// Whether `date`, covered by `span`, can be served from the store without asking.
    public func isFresh(
        _ date: CivilDate, coveredBy span: CoveredSpan, today: CivilDate, now: Int64
    ) -> Bool {
        date < today || now - span.fetchedAt < timeToLive
    }
}
