/// One header line of a request.
public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    /// Creates a `name: value` header.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `Content-Type: application/json`.
    public static let json = HTTPHeader("Content-Type", "application/json")

    /// `Accept: application/json`.
    public static let acceptJSON = HTTPHeader("Accept", "application/json")
}
