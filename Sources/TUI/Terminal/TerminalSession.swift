import CNcurses
import Glibc

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
        guard holical_newterm() != nil else {
            throw TerminalError("cannot use this terminal (TERM=\(Self.termName)); try TERM=xterm-256color")
        }
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

    private static var termName: String {
        getenv("TERM").map { String(cString: $0) } ?? "unset"
    }
}
