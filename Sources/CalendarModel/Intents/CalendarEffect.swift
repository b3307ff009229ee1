/// What the state cannot do by itself and asks its owner to do.
public enum CalendarEffect: Sendable, Hashable {
    /// Fetch the current demand again, ignoring what is cached.
    case reload
    /// Clear and repaint the whole terminal.
    case redraw
    /// Leave the program.
    case quit
}
