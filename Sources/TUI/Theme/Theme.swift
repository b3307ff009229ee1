import HolidayEngine

/// The styles, glyphs and date names of one terminal: in colour, or monochrome.
public struct Theme: Sendable, Hashable {
    public var usesColor: Bool
    public var glyphs: Glyphs
    /// Month and weekday names, the locale's (docs/configuration.md).
    public var names: DateNames

    public init(usesColor: Bool, glyphs: Glyphs = .unicode, names: DateNames = .english) {
        self.usesColor = usesColor
        self.glyphs = glyphs
        self.names = names
    }

    /// A part of the screen with a style of its own.
    public enum Role: Sendable, Hashable {
        case title, titleDetail, weekdayHeader, weekendHeader
        case day, weekendDay, otherMonthDay, today, selected, inRange, bridgeDay
        case legend, status, hint, warning, error, progress, unknown
        case paneBorder, paneTitle, paneText, paneDim, paneHighlight
    }

    public func style(_ role: Role) -> TextStyle {
        switch role {
        case .title: TextStyle(bold: true)
        case .titleDetail, .legend, .hint, .paneDim, .otherMonthDay, .weekendDay: TextStyle(dim: true)
        case .weekdayHeader: TextStyle(bold: true)
        // Without colour the weekend's header is dim, as its days are.
        case .weekendHeader: usesColor ? TextStyle(foreground: .red, bold: true) : TextStyle(dim: true)
        case .day, .status, .paneText: .plain
        case .today:
            usesColor ? TextStyle(foreground: .cyan, bold: true, underline: true)
                : TextStyle(bold: true, underline: true)
        case .selected, .paneHighlight: TextStyle(reverse: true)
        case .inRange:
            usesColor ? TextStyle(foreground: .black, background: .cyan) : TextStyle(underline: true)
        // A bridge day is a working day worth taking off: its mark stands out in green, or
        // bold without colour (the glyph tells it apart too).
        case .bridgeDay: usesColor ? TextStyle(foreground: .green, bold: true) : TextStyle(bold: true)
        case .warning: usesColor ? TextStyle(foreground: .yellow, bold: true) : TextStyle(bold: true)
        case .error: usesColor ? TextStyle(foreground: .red, bold: true) : TextStyle(bold: true, reverse: true)
        case .progress: usesColor ? TextStyle(foreground: .cyan) : .plain
        case .unknown: usesColor ? TextStyle(foreground: .magenta, bold: true) : TextStyle(bold: true)
        case .paneBorder: usesColor ? TextStyle(foreground: .cyan) : .plain
        case .paneTitle: TextStyle(bold: true)
        }
    }

    /// The style of a holiday of `kind`: its colour, and attributes that still tell the
    /// kinds apart without colour.
    public func style(_ kind: HolidayKind) -> TextStyle {
        let attributes: TextStyle = switch kind {
        case .public, .custom, .religious: TextStyle(bold: true)
        case .bank, .local, .optional, .workday: TextStyle(underline: true)
        case .observance, .halfDay, .school: TextStyle(dim: !usesColor)
        case .folk, .other: .plain
        case .event: TextStyle(bold: true, underline: true)
        }
        guard usesColor else { return attributes }
        let color: TerminalColor? = switch kind {
        case .public: .red
        case .custom: .magenta
        case .bank: .yellow
        case .folk: .green
        case .observance: .cyan
        case .halfDay: .magenta
        case .religious, .local: .blue
        case .optional, .school: .cyan
        case .workday, .other: nil
        case .event: .green
        }
        return attributes.merged(with: TextStyle(foreground: color))
    }
}
