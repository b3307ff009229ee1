import TerminalText

/// A calendar's address (docs/calendar-files.md, "Calendars at an address"): https, or plain
/// http to this machine only, as for providers; `webcal://` is read as `https://`.
public struct FeedAddress: Sendable, Hashable {
    /// What is asked for: the address as given (a user and password in it are sent, as
    /// libcurl sends them, to the server named).
    public let requested: String
    /// What the cache keys it by: without any user or password, which are never stored.
    public let key: String
    /// What messages show: without user, password, query or fragment (a private feed's
    /// secret often sits in its query), cleaned for the terminal.
    public let shown: String

    /// Whether `text` is meant as an address rather than a file's path.
    public static func looksLikeAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("webcal://")
    }

    /// `text` as messages show an address: without user, password, query or fragment.
    public static func redacted(_ text: String) -> String {
        BaseURL.shown(BaseURL.trimmed(text))
    }

    /// `text` as an address holical fetches, or why it is not one.
    public init(_ text: String) throws(FeedFailure) {
        var trimmed = BaseURL.trimmed(text)
        if trimmed.lowercased().hasPrefix("webcal://") { trimmed = "https://" + trimmed.dropFirst("webcal://".count) }
        let shown = BaseURL.shown(trimmed)
        guard !trimmed.contains(where: { $0.isWhitespace || $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
        else { throw FeedFailure("an address must not contain spaces or control characters") }
        guard let scheme = BaseURL.scheme(of: trimmed), let host = BaseURL.host(of: trimmed)
        else { throw FeedFailure("not an address holical can read (https://host/path)") }
        let bare = host.lowercased()
        switch scheme {
        case "https": break
        case "http" where BaseURL.loopbackHosts.contains(bare): break
        case "http":
            throw FeedFailure(
                "holical fetches calendars over https only (http:// only from this machine: "
                    + "127.0.0.1, ::1, localhost)")
        default:
            throw FeedFailure("holical fetches calendars over https only")
        }
        requested = trimmed
        key = BaseURL.withoutUser(trimmed)
        self.shown = shown
    }

    /// The address a redirect's `Location` names, resolved against this one, if holical
    /// may fetch it (the same rules as a configured address).
    func following(_ location: String) throws(FeedFailure) -> FeedAddress {
        let target = resolving(BaseURL.trimmed(location))
        do {
            return try FeedAddress(target)
        } catch {
            throw FeedFailure("redirected to \(BaseURL.shown(target)): \(error.message)")
        }
    }

    /// `reference` resolved against this address (RFC 3986, section 5.2): absolute as it
    /// is; `//host/...` with this scheme; `/path` on this host; a relative path beside this
    /// one's last segment, its `.` and `..` segments removed.
    func resolving(_ reference: String) -> String {
        if BaseURL.scheme(of: reference) != nil { return reference }
        guard let schemeEnd = requested.firstRange(of: "://") else { return reference }
        let scheme = requested[..<schemeEnd.lowerBound]
        if reference.hasPrefix("//") { return scheme + ":" + reference }
        let rest = requested[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let origin = String(requested[..<authorityEnd])
        if reference.hasPrefix("/") { return origin + Self.removingDotSegments(reference) }
        let path = rest[authorityEnd...].prefix { $0 != "?" && $0 != "#" }
        let directory = path.lastIndex(of: "/").map { path[...$0] } ?? "/"
        if reference.hasPrefix("?") { return origin + path + reference }
        return origin + Self.removingDotSegments(directory + reference)
    }

    /// `path` with its `.` and `..` segments applied (its query and fragment kept as they are).
    private static func removingDotSegments(_ path: String) -> String {
        let end = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
        var segments: [Substring] = []
        let parts = path[..<end].split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch part {
            case ".": if isLast { segments.append("") }
            case "..":
                if !segments.isEmpty { segments.removeLast() }
                if isLast { segments.append("") }
            default: segments.append(part)
            }
        }
        return "/" + segments.joined(separator: "/") + path[end...]
    }
}
