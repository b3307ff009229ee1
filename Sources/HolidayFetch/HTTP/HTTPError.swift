/// A transfer that ended without an HTTP answer.
///
/// Messages come from libcurl, which names hosts and ports but never the query string, so
/// they cannot carry an API key; providers still pass them through their key redaction.
public enum HTTPError: Error, Sendable, Hashable {
    /// libcurl could not be loaded on this machine, or cannot be limited to http and https.
    case unavailable(String)
    /// The host name could not be resolved.
    case unresolved(String)
    /// Nothing accepted the connection (refused, unreachable network).
    case refused(String)
    /// No complete answer within the request's timeout.
    case timeout
    /// The caller cancelled the request.
    case cancelled
    /// The TLS handshake or the certificate check failed.
    case tls(String)
    /// The answer was larger than the client accepts.
    case tooLarge
    /// Memory ran out: the request could not be built or the answer not kept.
    case outOfMemory
    /// Any other transfer failure.
    case failed(String)
}
