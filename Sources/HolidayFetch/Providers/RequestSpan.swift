/// How much one request to a provider covers.
public enum RequestSpan: Sendable, Hashable {
    /// One day per request (Abstract API's free plan).
    case day
    /// Up to `max` consecutive days per request (seed 002's range API: 30).
    case days(max: Int)
    /// One calendar year per request (Nager.Date).
    case year
}
