import TerminalText

/// One calendar the user asked to see beside the holidays: where its file is (or its
/// address), the short tag its events carry, whether its days are days off, and how often an
/// address is asked again (docs/calendar-files.md).
struct CalendarSpec: Sendable, Hashable {
    /// The file's path or the address, as given.
    let source: String
    /// The tag shown beside its events: short and cleaned (`tag`).
    let tag: String
    /// `days_off = true`: `busdays`, `bridges` and the calendar's `v` count its days as days off.
    let daysOff: Bool
    /// For an address: how long a copy is used before the server is asked again.
    let refresh: RefreshInterval

    /// The most columns a tag takes in the grid.
    static let tagLimit = 10

    init(source: String, tag: String? = nil, daysOff: Bool = false, refresh: RefreshInterval = .standard) {
        self.source = source
        self.tag = Self.tag(tag ?? Self.defaultTag(for: source))
        self.daysOff = daysOff
        self.refresh = refresh
    }

    /// `text` fit for a tag: control characters and escape sequences taken out, then only
    /// letters, digits, `-` and `_` kept, at most `tagLimit` of them; `cal` when nothing is left.
    static func tag(_ text: String) -> String {
        let cleaned = TerminalSafeText.clean(text, limit: 64)
        let kept = cleaned.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var tag = ""
        for character in kept {
            guard tag.displayWidth + character.description.displayWidth <= tagLimit else { break }
            tag.append(character)
        }
        return tag.isEmpty ? "cal" : tag
    }

    /// The file's name without its directory and its `.ics`: `school` for `~/cal/school.ics`
    /// and for `https://example.org/feeds/school.ics?key=...`.
    static func defaultTag(for source: String) -> String {
        let path = source.prefix { $0 != "?" && $0 != "#" }
        let name = path.split(separator: "/").last.map(String.init) ?? source
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
