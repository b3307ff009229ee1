import CalendarModel
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
    /// `glyph`: the mark of its days (one character one column wide); nil for the next in order.
    let glyph: String?
    /// `color`: the colour of its marks and names; nil for the next in order.
    let color: CalendarColor?

    /// The most columns a tag takes in the grid.
    static let tagLimit = 10

    init(
        source: String, tag: String? = nil, daysOff: Bool = false, refresh: RefreshInterval = .standard,
        glyph: String? = nil, color: CalendarColor? = nil
    ) {
        self.source = source
        self.tag = Self.tag(tag ?? Self.defaultTag(for: source))
        self.daysOff = daysOff
        self.refresh = refresh
        self.glyph = glyph
        self.color = color
    }

    /// `glyph` as a `[[calendar]]` table gives it, when it is one printable character one
    /// column wide (the grid gives each mark one column); else why not.
    static func glyph(_ text: String) -> Result<String, GlyphProblem> {
        guard text.count == 1, let character = text.first else { return .failure(.notOneCharacter) }
        guard TerminalSafeText.clean(text) == text, !character.isWhitespace,
              !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .format })
        else { return .failure(.notPrintable) }
        guard DisplayWidth.of(character) == 1 else { return .failure(.notOneColumn) }
        return .success(text)
    }

    /// Why a glyph cannot mark a calendar's days.
    enum GlyphProblem: Error, Hashable {
        case notOneCharacter, notPrintable, notOneColumn

        var description: String {
            switch self {
            case .notOneCharacter: "must be one character"
            case .notPrintable: "must be a printable character (not a space or a control character)"
            case .notOneColumn: "must be a character one column wide (not a wide or a combining one)"
            }
        }
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
