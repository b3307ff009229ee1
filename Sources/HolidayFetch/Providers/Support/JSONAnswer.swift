import HolidayFetchCore
import HolidayEngine
import TerminalText

/// Reading a provider's JSON loosely: unknown fields are ignored, missing optional fields
/// are nil, and a number where a string was expected is read as its digits.
enum JSONAnswer {
    /// The parsed body without `key` in any of its texts, or `.malformed`. The key goes
    /// here, before any field is read, so that a server echoing it inside a holiday's name
    /// cannot get it into the cache or onto the screen.
    static func parse(_ body: [UInt8], hiding key: APIKey?) throws(ProviderError) -> JSONValue {
        guard let json = parseIfPossible(body, hiding: key) else {
            throw .malformed("the answer is not JSON")
        }
        return json
    }

    /// Checks that an answer with entries had at least one holical could read. `[{}]` or
    /// `[null]` is not the contract's list of holidays, and taking it for "no holidays"
    /// would be cached for good (past dates never expire); a single odd entry among good
    /// ones is skipped.
    static func requireReadable(_ readable: Int, of count: Int) throws(ProviderError) {
        guard count == 0 || readable > 0 else {
            throw .malformed("none of its \(count) entries is a holiday")
        }
    }

    /// Calls `visit` with each entry of the list `body` holds, without `key` in any of its
    /// texts, one at a time (`JSONArrayReader`); returns how many there were. Throws
    /// `.malformed` when the body is not JSON or not a list, and then nothing visited may
    /// be kept.
    static func forEachEntry(
        in body: [UInt8], hiding key: APIKey?, _ visit: (JSONValue) -> Void
    ) throws(ProviderError) -> Int {
        do {
            return try JSONArrayReader.forEachElement(in: body) { entry in
                visit(key.map { hiding($0, in: entry) } ?? entry)
            }
        } catch {
            switch error {
            case .notAnArray: throw .malformed("expected a list of holidays")
            case .notJSON: throw .malformed("the answer is not JSON")
            }
        }
    }

    /// The parsed body without `key`, or nil when it is not JSON (for error answers, which
    /// may be HTML).
    static func parseIfPossible(_ body: [UInt8], hiding key: APIKey?) -> JSONValue? {
        guard let json = JSONValue.parse(body) else { return nil }
        guard let key else { return json }
        return hiding(key, in: json)
    }

    /// `json` with the key taken out of every text, keys of objects included.
    private static func hiding(_ key: APIKey, in json: JSONValue) -> JSONValue {
        switch json {
        case .string(let text): .string(key.redact(text))
        case .array(let elements): .array(elements.map { hiding(key, in: $0) })
        case .object(let members):
            .object(Dictionary(members.map { (key.redact($0.key), hiding(key, in: $0.value)) }) { first, _ in first })
        case .null, .bool, .number: json
        }
    }

    /// A field as text, cleaned for the terminal (and without `key`, for error messages
    /// a server may have put it in); nil when absent, null or blank.
    static func text(
        _ value: JSONValue?, limit: Int = TerminalSafeText.defaultLimit, hiding key: APIKey? = nil
    ) -> String? {
        let raw: String
        switch value {
        case .string(let string): raw = string
        case .number(let digits): raw = digits
        default: return nil
        }
        let clean = key.cleaned(raw, limit: limit)
        return clean.isEmpty ? nil : clean
    }

    /// A field as a list of texts: a JSON array of strings, or a single string.
    static func texts(_ value: JSONValue?) -> [String] {
        if let elements = value?.elements { return elements.compactMap { text($0, limit: 100) } }
        return text(value, limit: 100).map { [$0] } ?? []
    }

    /// A field as a truth value: `true`, `1`, `"true"`.
    static func flag(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let bool): bool
        case .number(let digits): Double(digits).map { $0 != 0 }
        case .string(let string): ["true", "1", "yes"].contains(string.lowercased())
        default: nil
        }
    }

    /// The server's own explanation in an error answer, without `key`:
    /// `{"error": {"message": ...}}`, `{"message": ...}`, `{"error": "..."}` or
    /// `{"reason": ...}`.
    static func errorMessage(_ body: [UInt8], hiding key: APIKey?) -> String? {
        guard let object = parseIfPossible(body, hiding: key)?.members else { return nil }
        func say(_ value: JSONValue?) -> String? { text(value, limit: 200, hiding: key) }
        if let error = object["error"]?.members {
            return say(error["message"]) ?? say(error["code"])
        }
        let errorText: String? = if case .string? = object["error"] { say(object["error"]) } else { nil }
        return say(object["message"]) ?? say(object["reason"]) ?? errorText
    }
}
