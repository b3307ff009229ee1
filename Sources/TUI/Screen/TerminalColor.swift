/// The eight standard terminal colours; `nil` in a style means the terminal's default.
public enum TerminalColor: Int16, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}
