import HolidayEngine

/// What a fake server of one provider says, per that provider's contract.
protocol FakeContract: Sendable {
    /// The answer to a request served normally; `hostile` wraps every name in escapes.
    func answer(_ request: FakeIncoming, settings: FakeServerState.Settings, hostile: Bool)
        -> FakeAnswer
    /// The dates a request asks for, if they can be read.
    func asked(_ request: FakeIncoming) -> DateRange?
    /// The body of an error answer with `status`, as the provider writes it.
    func errorBody(status: Int) -> String
    /// The key a request carries, if the provider takes one.
    func key(of request: FakeIncoming) -> String?
    /// The body of an error answer with `status` whose message repeats `key`.
    func errorBody(status: Int, echoing key: String) -> String
}

extension FakeContract {
    func key(of request: FakeIncoming) -> String? { nil }
    func errorBody(status: Int, echoing key: String) -> String { errorBody(status: status) }
}

/// A request as the contracts see it.
struct FakeIncoming: Sendable {
    var method: String
    var path: String
    var query: [String: String]
    var body: [UInt8]
}

/// What a contract answers.
struct FakeAnswer: Sendable {
    var status: Int
    var body: String
}
