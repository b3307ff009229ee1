/// An API key: sent to the provider, and kept out of everything else.
///
/// `description` hides it, so interpolating a key into a message cannot leak it, and
/// `redact` removes it from text that came back from the network (a server may echo it).
struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The key itself: only for building requests.
    let value: String

    /// nil for a missing or blank key.
    init?(_ value: String?) {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        self.value = value
    }

    var description: String { "(hidden)" }
    var debugDescription: String { "APIKey(hidden)" }

    /// `text` with every occurrence of the key, plain or percent-encoded, replaced.
    func redact(_ text: String) -> String {
        var text = text
        for form in Set([value, URLQuery.escape(value)]) where !form.isEmpty {
            text = text.replacing(form, with: "(key)")
        }
        return text
    }
}

extension Optional where Wrapped == APIKey {
    /// `text` without the key, if there is one.
    func redact(_ text: String) -> String {
        switch self {
        case .some(let key): key.redact(text)
        case .none: text
        }
    }
}
