/// How much one request to a provider covers.
public enum RequestSpan: Sendable, Hashable {
    /// One day per request (Abstract API's free plan).
    case day
    /// Up to `max` consecutive days per request (the `range` provider: 30).
    case days(max: Int)
    /// One calendar year per request (Nager.Date).
    case year
}
