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
        let trimmed = trimmed(text)
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
        guard let host = host(of: trimmed) else {
            return .failure(Reason("it has no host name"))
        }
        let bare = host.lowercased()
        if carriesKey, lower.hasPrefix("http://"), !loopbackHosts.contains(bare) {
            return .failure(Reason(
                "it must start with https://, or the API key would travel in clear text "
                    + "(http:// is accepted only for 127.0.0.1, ::1 and localhost)"))
        }
        return .success(trimmed)
    }

    /// `text` without the spaces and tabs around it.
    static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The scheme of a URL, lower-cased (`https` of `HTTPS://host`), or nil when it has none.
    static func scheme(of url: String) -> String? {
        guard let end = url.firstRange(of: "://"), !url[..<end.lowerBound].isEmpty,
              url[..<end.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return url[..<end.lowerBound].lowercased()
    }

    /// The host of an http(s) URL (RFC 3986's authority: after "//", before the path, query
    /// or fragment, without user information or port; an IPv6 address without its
    /// brackets), or nil when it has none or is not made of the characters a host may have.
    static func host(of url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let authority = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let host: Substring
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
            host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            let rest = hostAndPort[hostAndPort.index(after: close)...]
            guard rest.isEmpty || Self.isPort(rest) else { return nil }
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            let parts = hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            guard parts.count == 1 || Self.isPort(":" + parts[1]) else { return nil }
            let allowed: (Character) -> Bool = {
                $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%!$&'()*+,;=".contains($0))
            }
            guard !host.isEmpty, host.allSatisfy(allowed) else { return nil }
        }
        return String(host)
    }

    /// `:` and up to five digits, or nothing after the colon.
    private static func isPort(_ text: some StringProtocol) -> Bool {
        text.first == ":" && text.count <= 6 && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `text` as it may appear in a message: without user, password, query or fragment,
    /// and cleaned for the terminal.
    static func shown(_ text: String) -> String {
        TerminalSafeText.clean(withoutUser(String(text.prefix { $0 != "?" && $0 != "#" })), limit: 200)
    }

    /// `text` without a `user:password@` before its host: up to the authority's last `@`,
    /// since a password may itself hold one.
    static func withoutUser(_ text: String) -> String {
        guard let scheme = text.firstRange(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<scheme.upperBound]) + rest[rest.index(after: at)...]
    }

    /// Why a base URL was refused.
    struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
