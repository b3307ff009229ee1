import CalendarModel
import CNcurses
import Glibc
import HolidayEngine

/// The interactive calendar: owns the terminal while it runs, feeds keys, clicks, signals
/// and what the holiday source learns to the controller on one thread (the caller's), and
/// redraws after each batch of events.
public final class TerminalApp {
    private let mailbox = Mailbox()
    private let glyphs: Glyphs
    private let names: DateNames

    /// Sets the process locale, so create the app before starting any other thread (the
    /// fetcher's, for one).
    public init() {
        glyphs = TerminalLocale.setUp()
        names = DateNames.fromLocale()
    }

    /// Runs until the user quits, a terminating signal arrives or the terminal goes away;
    /// returns the exit status (0 after `q`, 128 + the signal's number after a signal).
    /// The terminal is restored on every path out.
    public func run(
        controller: CalendarController, wantsColor: Bool, today: @escaping () -> CivilDate
    ) throws(TerminalError) -> Int32 {
        guard let signalFD = SignalPipe.open() else { throw TerminalError("cannot create a pipe") }
        defer { SignalPipe.restore() }
        let session = try TerminalSession(wantsColor: wantsColor, glyphs: glyphs)
        defer { session.close() }
        nodelay(holical_stdscr(), true)
        SignalPipe.chainResize()
        guard let pump = InputPump(mailbox: mailbox, signalFD: signalFD) else {
            throw TerminalError("cannot create a pipe")
        }
        guard pump.start() else { throw TerminalError("cannot start the thread that waits for keys") }
        defer { pump.stop() }

        var loop = EventLoop(
            controller: controller, session: session, pump: pump, today: today,
            renderer: FrameRenderer(theme: Theme(usesColor: session.usesColor, glyphs: session.glyphs, names: names)))
        let mailbox = mailbox
        loop.start { mailbox.post(.intent($0)) }
        var events = mailbox.take()
        var changed = true  // the first frame is drawn whatever happens
        while true {
            changed = loop.handle(events) || changed
            if let status = loop.exitStatus { return status }
            // What handling posted at once (the rule engine's answer to the demand just
            // made) is handled before drawing, so the first frame has its holidays and no
            // frame shows a demand unanswered that was answered already.
            events = mailbox.take()
            if !events.isEmpty { continue }
            if changed { loop.draw() }
            changed = false
            events = mailbox.wait(timeout: loop.timeout)
        }
    }
}
