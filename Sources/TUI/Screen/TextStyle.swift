/// How text is drawn: colours and attributes.
public struct TextStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
        dim: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = TextStyle()

    /// This style with `other`'s attributes added and `other`'s colours where it sets them.
    public func merged(with other: TextStyle) -> TextStyle {
        TextStyle(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            bold: bold || other.bold, dim: dim || other.dim,
            underline: underline || other.underline, reverse: reverse || other.reverse)
    }
}
