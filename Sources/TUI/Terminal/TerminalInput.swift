import CalendarModel
import CNcurses

/// What one `wget_wch` call produced.
enum TerminalInput: Equatable {
    case key(Key)
    case resize
    case mouse
    /// A key holical does not use.
    case ignored
}
