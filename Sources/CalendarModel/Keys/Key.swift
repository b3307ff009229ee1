/// A key press, as the terminal layer decodes it; independent of ncurses so that key
/// handling can be tested without a terminal.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl-L.
    case redraw
    /// A notch of the mouse wheel.
    case wheelUp, wheelDown
}
