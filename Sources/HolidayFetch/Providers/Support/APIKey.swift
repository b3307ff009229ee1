import HolidayKit

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

    /// Text from the network made fit to show: without the key, cleaned for the terminal,
    /// and at most `limit` characters. The key goes before the text is cut, or a key
    /// across the limit would leave its first part behind; and again after cleaning, in
    /// case control characters inside it hid it the first time.
    func cleaned(_ text: String, limit: Int) -> String {
        let whole = redact(TerminalSafeText.clean(redact(text), limit: .max))
        return TerminalSafeText.clean(whole, limit: limit)
    }
}
