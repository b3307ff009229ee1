/// Why a provider could not answer.
///
/// Messages never contain an API key: providers build them from status codes and the
/// server's own message, which is sanitised.
public enum ProviderError: Error, Sendable, Hashable {
    /// 401: the key is missing, invalid or for another product. Stop; the user must fix it.
    case unauthorized
    /// The quota is spent (422, or 429 that persists). Stop.
    case quotaExhausted
    /// 429: too many requests per second. Back off and retry.
    case rateLimited(retryAfterSeconds: Int?)
    /// 5xx. Retry with backoff, then report.
    case server(status: Int)
    /// 400 or an equivalent refusal: the request itself is wrong. Do not retry.
    case badRequest(String)
    /// Connection refused, host not found: offline. `r` retries.
    case unreachable(String)
    /// No answer in time. Retry with backoff.
    case timeout
    /// The answer could not be read.
    case malformed(String)
    /// The answer held more holidays than holical keeps of one (`held`, of which `kept`):
    /// the dates that lost theirs are left unknown rather than shown without them.
    case tooLarge(held: Int, kept: Int)
    /// The provider has no data for this region.
    case unsupportedRegion(String)
    /// HTTP is not available on this machine (libcurl missing, or unable to keep to http
    /// and https).
    case transportUnavailable(String)
    /// Memory ran out on this machine; nothing is wrong with the provider. `r` retries.
    case outOfMemory
}
