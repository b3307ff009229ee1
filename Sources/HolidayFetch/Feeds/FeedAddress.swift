import Foundation
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
        BaseURL.shown(text.trimmingCharacters(in: .whitespaces))
    }

    /// `text` as an address holical fetches, or why it is not one.
    public init(_ text: String) throws(FeedFailure) {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("webcal://") { trimmed = "https://" + trimmed.dropFirst("webcal://".count) }
        let shown = BaseURL.shown(trimmed)
        guard !trimmed.contains(where: { $0.isWhitespace || $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
        else { throw FeedFailure("an address must not contain spaces or control characters") }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
              let host = url.host, !host.isEmpty
        else { throw FeedFailure("not an address holical can read (https://host/path)") }
        let bare = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
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
        key = Self.withoutUser(trimmed)
        self.shown = shown
    }

    /// `text` without a `user:password@` before its host.
    static func withoutUser(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<scheme.upperBound]) + rest[rest.index(after: at)...]
    }

    /// The address a redirect's `Location` names, resolved against this one, if holical
    /// may fetch it (the same rules as a configured address).
    func following(_ location: String) throws(FeedFailure) -> FeedAddress {
        guard let base = URL(string: requested), let target = URL(string: location, relativeTo: base)?.absoluteURL else {
            throw FeedFailure("redirected to an address that cannot be read")
        }
        do {
            return try FeedAddress(target.absoluteString)
        } catch {
            throw FeedFailure("redirected to \(BaseURL.shown(target.absoluteString)): \(error.message)")
        }
    }
}
