import HolidayEngine

/// The symbols the views draw: one per holiday kind, and the box and arrow characters.
///
/// Kinds are told apart by glyph as well as by colour, so they stay distinct with
/// `NO_COLOR`, on a monochrome terminal, and for readers who do not see colour. A terminal
/// that is not in a UTF-8 locale gets the ASCII set.
public struct Glyphs: Sendable, Hashable {
    public var kinds: [HolidayKind: String]
    public var unknown: String
    public var pending: String
    public var ellipsis: String
    public var horizontal: String
    public var vertical: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var spinner: [String]
    public var separator: String
    /// A bridge day's mark (`b`): leave there joins days off.
    public var bridge: String
    /// The arrow keys as the help and the pane footers name them.
    public var arrowLeft: String
    public var arrowRight: String
    public var arrowUp: String
    public var arrowDown: String
    /// The calendar files' glyphs, given out in order to the calendars that choose none
    /// (docs/calendar-files.md, "Its glyph and colour").
    public var calendars: [String]
    /// Whether the terminal shows Unicode: a calendar's own glyph outside ASCII is drawn only then.
    public var isUnicode: Bool

    public static let unicode = Glyphs(
        kinds: [
            .public: "●", .custom: "★", .bank: "◆", .folk: "✿", .observance: "○",
            .halfDay: "◐", .optional: "◇", .workday: "⊕", .religious: "✝", .local: "▲",
            .school: "■", .other: "•", .event: "▪",
        ],
        unknown: "?", pending: "⋯", ellipsis: "…", horizontal: "─", vertical: "│",
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
        separator: "·", bridge: "⌒", arrowLeft: "←", arrowRight: "→", arrowUp: "↑", arrowDown: "↓",
        calendars: ["▪", "♣", "♠", "♥", "▸", "✦"], isUnicode: true)

    public static let ascii = Glyphs(
        kinds: [
            .public: "*", .custom: "&", .bank: "$", .folk: "~", .observance: "o",
            .halfDay: "%", .optional: "=", .workday: "#", .religious: "+", .local: "^",
            .school: "s", .other: ".", .event: "@",
        ],
        unknown: "?", pending: ".", ellipsis: "~", horizontal: "-", vertical: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        spinner: ["|", "/", "-", "\\"],
        separator: "-", bridge: "b", arrowLeft: "Left", arrowRight: "Right", arrowUp: "Up", arrowDown: "Down",
        calendars: ["@", "!", ">", ":", "<", "/"], isUnicode: false)

    /// The glyph of a kind.
    public func glyph(_ kind: HolidayKind) -> String { kinds[kind] ?? "?" }
}
