import HolidayEngine

/// When a stored answer must be asked again.
///
/// Holidays of the past do not change, so past dates never expire. Future dates can (a
/// government declares a one-off day, a provider fixes an error), so they are refreshed
/// once their answer is older than the time to live.
public struct FreshnessPolicy: Sendable, Hashable {
    /// Seconds an answer about a future date stays fresh.
    public var timeToLive: Int64

    /// A policy keeping future dates `timeToLiveDays` days; a negative number is 0, and
    /// one too large to count in seconds is forever.
    public init(timeToLiveDays: Int = 30) {
        let days = max(0, Int64(clamping: timeToLiveDays))
        let (seconds, overflow) = days.multipliedReportingOverflow(by: 86_400)
        timeToLive = overflow ? .max : seconds
    }

    /// Whether `date`, covered by `span`, can be served from the store without asking.
    /// An answer stamped after `now` (a clock that was wrong) counts as fresh.
    public func isFresh(
        _ date: CivilDate, coveredBy span: CoveredSpan, today: CivilDate, now: Int64
    ) -> Bool {
        guard date >= today else { return true }
        // The stamp comes from the cache file, so any number may turn up.
        let (age, overflow) = now.subtractingReportingOverflow(span.fetchedAt)
        return overflow ? span.fetchedAt > now : age < timeToLive
    }
}
