import CNcurses
import Glibc
import HolidayEngine
import TerminalText

/// The terminal in curses mode: opened in `init`, restored by `close`, whatever happens
/// in between.
final class TerminalSession {
    let screen: NcursesScreen
    let glyphs: Glyphs
    let usesColor: Bool
    private var isOpen = true

    /// Puts the terminal in curses mode. `wantsColor` is false when NO_COLOR is set.
    init(wantsColor: Bool, glyphs: Glyphs) throws(TerminalError) {
        self.glyphs = glyphs
        if let reason = Self.limit { throw Self.refusal(reason) }
        guard holical_newterm() != nil else { throw Self.refusal("ncurses cannot use TERM=\(Self.termName)") }
        cbreak()
        noecho()
        nonl()
        intrflush(holical_stdscr(), false)
        keypad(holical_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        for (sequence, code) in KeyDecoder.extraSequences { define_key(sequence, code) }
        usesColor = wantsColor && has_colors() && start_color() == OK
        if usesColor { use_default_colors() }
        mouseinterval(0)
        mousemask(
            holical_button1_pressed() | holical_button4_pressed() | holical_button5_pressed(), nil)
        screen = NcursesScreen(usesColor: usesColor)
    }

    /// Leaves curses mode and gives the terminal back as it was.
    func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
    }

    /// Stops the process (Ctrl-Z) with the terminal restored, and takes it back on resume.
    func suspend() {
        endwin()
        SignalPipe.suspendNow()
        screen.invalidate()
        refresh()
    }

    deinit { close() }

    /// Why the terminal cannot be drawn on, or nil when it can.
    private static var limit: String? {
        switch holical_terminal_limit() {
        case 0: nil
        case 1: "TERM is not set"
        case 2: "TERM=\(termName) is not in the terminal database"
        default: "TERM=\(termName) cannot move the cursor"
        }
    }

    /// The refusal, the same for every terminal holical cannot draw on: why, what to set,
    /// and the commands that need no terminal.
    private static func refusal(_ reason: String) -> TerminalError {
        TerminalError("""
            holical's calendar cannot draw on this terminal: \(reason). Set TERM to your \
            terminal's type (e.g. TERM=xterm-256color). For scripts use: holical list, \
            holical busdays, holical bridges, holical cache
            """)
    }

    /// TERM as the user set it, made safe to print (it is outside text) and short.
    private static var termName: String {
        TerminalSafeText.clean(getenv("TERM").map { String(cString: $0) } ?? "", limit: 40)
    }
}
