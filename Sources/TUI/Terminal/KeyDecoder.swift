import CalendarModel
import CNcurses

/// Turns `wget_wch` results into keys.
enum KeyDecoder {
    /// What one `wget_wch` call produced.
    enum Input: Equatable {
        case key(Key)
        case resize
        case mouse
        /// A key holical does not use.
        case ignored
    }

    static func decode(status: Int32, code: UInt32) -> Input {
        if status == holical_key_code_yes() { return functionKey(Int32(code)) }
        switch code {
        case 0x1B: return .key(.escape)
        case 0x0D, 0x0A: return .key(.enter)
        case 0x7F, 0x08: return .key(.backspace)
        case 0x09: return .key(.tab)
        case 0x0C: return .key(.redraw)
        case 0x00..<0x20: return .ignored
        default:
            guard let scalar = Unicode.Scalar(code) else { return .ignored }
            return .key(.character(Character(scalar)))
        }
    }

    private static func functionKey(_ code: Int32) -> Input {
        switch code {
        case KEY_UP: .key(.up)
        case KEY_DOWN: .key(.down)
        case KEY_LEFT: .key(.left)
        case KEY_RIGHT: .key(.right)
        case KEY_SLEFT: .key(.shiftLeft)
        case KEY_SRIGHT: .key(.shiftRight)
        case KEY_SR: .key(.shiftUp)
        case KEY_SF: .key(.shiftDown)
        case KEY_PPAGE: .key(.pageUp)
        case KEY_NPAGE: .key(.pageDown)
        case KEY_HOME: .key(.home)
        case KEY_END: .key(.end)
        case KEY_ENTER: .key(.enter)
        case KEY_BACKSPACE: .key(.backspace)
        case KEY_RESIZE: .resize
        case KEY_MOUSE: .mouse
        default: .ignored
        }
    }

    /// xterm-style sequences that some terminfo entries (tmux's, screen's) lack, so that
    /// shift-arrows and Home/End work everywhere.
    static let extraSequences: [(String, Int32)] = [
        ("\u{1B}[1;2D", KEY_SLEFT), ("\u{1B}[1;2C", KEY_SRIGHT),
        ("\u{1B}[1;2A", KEY_SR), ("\u{1B}[1;2B", KEY_SF),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END),
        ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ]
}
