/// The HTTP methods the providers use.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
}
