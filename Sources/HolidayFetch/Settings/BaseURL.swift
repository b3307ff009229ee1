import Foundation
import HolidayEngine
import TerminalText

/// Checking a configured base URL, and showing one without leaking what it may carry.
enum BaseURL {
    /// The hosts a key may be sent to over plain http: this machine (the fake servers of
    /// the tests, a local proxy). Nothing leaves it in clear text.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "::1", "localhost"]

    /// `text` trimmed, if it is an http(s) URL with a host and no query or fragment
    /// (the providers append their own path and query); else the reason it is not. With
    /// `carriesKey` (the provider sends an API key) it must be https, or the key would
    /// cross the network in clear text, unless the host is this machine.
    static func validate(_ text: String, carriesKey: Bool) -> Result<String, Reason> {
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
        let bare = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if carriesKey, lower.hasPrefix("http://"), !loopbackHosts.contains(bare) {
            return .failure(Reason(
                "it must start with https://, or the API key would travel in clear text "
                    + "(http:// is accepted only for 127.0.0.1, ::1 and localhost)"))
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
