/// How a fake server answers, beyond speaking its contract.
public enum FakeBehavior: Sendable, Hashable {
    /// Answers from the dataset.
    case normal
    /// Answers this HTTP status with the contract's error body (401, 422, 429, 500, 503...).
    case status(Int)
    /// Answers this status with an error message that repeats the key the request
    /// carried, as careless servers do (the contract's usual error body if it has no key).
    case echoingKey(status: Int)
    /// Answers 200 with a body that is not JSON.
    case malformed
    /// Answers 200 with an empty body, as a server failing on the way out may.
    case emptyBody
    /// Answers 200 with this body, whatever was asked (an answer larger or odder than the
    /// dataset makes).
    case body(String)
    /// Answers normally after this delay.
    case slow(Duration)
    /// Answers from the dataset with escape sequences, C1 controls and bidi overrides
    /// around every name (see `FakeHostileText`).
    case hostileNames
}
