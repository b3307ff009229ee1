import Foundation
import HolidayKit

/// Checking a configured base URL, and showing one without leaking what it may carry.
enum BaseURL {
    /// `text` trimmed, if it is an http(s) URL with a host and no query or fragment
    /// (the providers append their own path and query); else the reason it is not.
    static func validate(_ text: String) -> Result<String, Reason> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
            return .failure(Reason("it must start with http:// or https://"))
        }
        guard !trimmed.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            return .failure(Reason("it contains spaces"))
        }
        guard !trimmed.contains("?"), !trimmed.contains("#") else {
            return .failure(Reason("it must not have a query (?...) or fragment (#...)"))
        }
        guard let url = URL(string: trimmed), let host = url.host, !host.isEmpty else {
            return .failure(Reason("it has no host name"))
        }
        return .success(trimmed)
    }

    /// `text` as it may appear in a message: without user, password, query or fragment,
    /// and cleaned for the terminal.
    static func shown(_ text: String) -> String {
        var shown = String(text.prefix { $0 != "?" && $0 != "#" })
        if let scheme = shown.range(of: "://"),
           let at = shown[scheme.upperBound...].firstIndex(of: "@"),
           !shown[scheme.upperBound..<at].contains("/")
        {
            shown.removeSubrange(scheme.upperBound...at)
        }
        return TerminalSafeText.clean(shown, limit: 200)
    }

    /// Why a base URL was refused.
    struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
