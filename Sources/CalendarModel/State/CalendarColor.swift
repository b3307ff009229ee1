/// A colour a calendar's marks may be drawn in (`color` in a `[[calendar]]` table): the
/// theme's palette, the terminal's eight standard colours, by name
/// (docs/calendar-files.md, "Its glyph and colour").
public enum CalendarColor: String, CaseIterable, Sendable, Hashable {
    case black, red, green, yellow, blue, magenta, cyan, white
}
