import HolidayEngine
import TerminalText

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

    /// `text` with every occurrence of the key, plain or percent-encoded, replaced: in any
    /// case (a server may echo it upper-cased), and also where invisible characters (a
    /// zero-width space, a soft hyphen, a control character) were put inside it. Those are
    /// removed from the text only when that uncovers the key: elsewhere they may belong
    /// to the text (a zero-width non-joiner in a Persian name).
    func redact(_ text: String) -> String {
        let plain = replacingForms(in: text)
        let visible = String(String.UnicodeScalarView(plain.unicodeScalars.filter { !Self.isInvisible($0) }))
        guard visible != plain else { return plain }
        let uncovered = replacingForms(in: visible)
        return uncovered == visible ? plain : uncovered
    }

    /// `text` with each written form of the key replaced, ignoring case.
    private func replacingForms(in text: String) -> String {
        var text = text
        for form in Set([value, URLQuery.escape(value)]) where !form.isEmpty {
            text = Self.replacing(form, in: text)
        }
        return text
    }

    /// `text` with each occurrence of `form` replaced by "(key)", ignoring case. Compared
    /// scalar by scalar, not by characters: a key followed by a combining mark is still
    /// found (and replaced, the mark left behind).
    private static func replacing(_ form: String, in text: String) -> String {
        let target = form.unicodeScalars.map(folded)
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= target.count else { return text }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + target.count <= scalars.count,
               zip(scalars[index..<index + target.count], target).allSatisfy({ folded($0) == $1 })
            {
                result.append(contentsOf: "(key)".unicodeScalars)
                index += target.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// A scalar in the one case comparisons use.
    private static func folded(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.lowercaseMapping
    }

    /// Characters that draw nothing: format and control characters and the other default
    /// ignorable code points (Unicode's list of characters a renderer may drop).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
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
