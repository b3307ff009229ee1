import CalendarModel
import CNcurses
import Glibc
import HolidayKit

/// The interactive calendar: owns the terminal while it runs, feeds keys, signals and
/// fetch events to the controller on one thread (the caller's), and redraws after each
/// batch of events.
public final class TerminalApp {
    private let mailbox = Mailbox()
    private let glyphs: Glyphs

    /// Where the fetch side posts its events; safe to use from any thread.
    public var inbox: UIInbox { UIInbox(mailbox: mailbox) }

    /// Sets the process locale, so create the app before starting any other thread (the
    /// fetcher, for one).
    public init() {
        glyphs = TerminalLocale.setUp()
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
        pump.start()
        defer { pump.stop() }

        var loop = EventLoop(
            controller: controller, session: session, pump: pump, today: today,
            renderer: FrameRenderer(theme: Theme(usesColor: session.usesColor, glyphs: session.glyphs)))
        loop.draw()
        while loop.exitStatus == nil {
            let events = mailbox.wait(timeout: loop.timeout)
            loop.handle(events)
            if loop.exitStatus == nil { loop.draw() }
        }
        return loop.exitStatus ?? 0
    }
}
