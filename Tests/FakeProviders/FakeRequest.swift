import HolidayEngine

/// One request a fake server received, as it arrived.
public struct FakeRequest: Sendable, Hashable {
    /// When it arrived, since the server started.
    public var arrival: Duration
    public var method: String
    public var path: String
    /// Query parameters, decoded.
    public var query: [String: String]
    /// The body, as text.
    public var body: String
    /// The dates the request asked for, when the contract could read them.
    public var asked: DateRange?
    /// The status answered.
    public var status: Int
    /// Whether it was refused for coming too soon after the previous request.
    public var refusedForRate: Bool
}
