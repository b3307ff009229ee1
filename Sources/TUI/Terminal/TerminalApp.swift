import CalendarModel
import CNcurses
import Glibc
import HolidayKit

/// The interactive calendar: owns the terminal while it runs, feeds keys, signals and
/// fetch events to the controller on one thread (the caller's), and redraws after each
/// batch of events.
public final class TerminalApp {
    private let mailbox = Mailbox()

    /// Where the fetch side posts its events; safe to use from any thread.
    public var inbox: UIInbox { UIInbox(mailbox: mailbox) }

    public init() {}

    /// Runs until the user quits, a terminating signal arrives or the terminal goes away;
    /// returns the exit status (0 after `q`, 128 + the signal's number after a signal).
    /// The terminal is restored on every path out.
    public func run(
        controller: CalendarController, wantsColor: Bool, today: @escaping () -> CivilDate
    ) throws(TerminalError) -> Int32 {
        guard let signalFD = SignalPipe.open() else { throw TerminalError("cannot create a pipe") }
        defer { SignalPipe.restore() }
        let session = try TerminalSession(wantsColor: wantsColor)
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

/// The state of a running app between events.
private struct EventLoop {
    let controller: CalendarController
    let session: TerminalSession
    let pump: InputPump
    let today: () -> CivilDate
    let renderer: FrameRenderer
    var exitStatus: Int32?
    private var lastTick = Monotonic.seconds()

    /// The spinner turns this often while loading.
    static let tickInterval = 0.12

    init(
        controller: CalendarController, session: TerminalSession, pump: InputPump,
        today: @escaping () -> CivilDate, renderer: FrameRenderer
    ) {
        self.controller = controller
        self.session = session
        self.pump = pump
        self.today = today
        self.renderer = renderer
    }

    /// How long to sleep: briefly while the spinner turns, else until midnight, when
    /// "today" moves.
    var timeout: Double {
        controller.state.fetch.isLoading ? Self.tickInterval : LocalTime.secondsUntilMidnight() + 1
    }

    mutating func handle(_ events: [TerminalEvent]) {
        for event in events {
            switch event {
            case .input:
                readInput()
                pump.acknowledge()
            case .signal(let signal):
                handleSignal(signal)
            case .hangup:
                exitStatus = 128 + SIGHUP
            case .fetch(let fetchEvent):
                controller.handle(.fetched(fetchEvent))
            }
            if exitStatus != nil { return }
        }
        let now = Monotonic.seconds()
        if controller.state.fetch.isLoading, now - lastTick >= Self.tickInterval {
            lastTick = now
            controller.handle(.tick)
        }
        let date = today()
        if date != controller.state.today { controller.handle(.setToday(date)) }
    }

    func draw() {
        renderer.draw(controller.state, on: session.screen)
        session.screen.present()
    }

    private mutating func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGWINCH:
            readInput()  // ncurses queued KEY_RESIZE
        case SIGTSTP:
            session.suspend()
        default:
            exitStatus = 128 + signal
        }
    }

    /// Reads every pending key and applies it.
    private mutating func readInput() {
        while exitStatus == nil {
            var code: wint_t = 0
            let status = wget_wch(holical_stdscr(), &code)
            if status == ERR { return }
            switch KeyDecoder.decode(status: status, code: UInt32(code)) {
            case .key(let key): apply(controller.handle(key))
            case .mouse: handleMouse()
            case .resize, .ignored: continue
            }
        }
    }

    private mutating func apply(_ effect: CalendarEffect?) {
        switch effect {
        case .quit: exitStatus = 0
        case .redraw: session.screen.invalidate()
        case .reload, nil: break
        }
    }

    private func handleMouse() {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return }
        if event.bstate & holical_button4_pressed() != 0 {
            controller.handle(.page(-1))
        } else if event.bstate & holical_button5_pressed() != 0 {
            controller.handle(.page(1))
        } else if event.bstate & holical_button1_pressed() != 0,
                  let date = renderer.date(
                      atRow: Int(event.y), column: Int(event.x), of: controller.state,
                      size: session.screen.size) {
            controller.handle(.activate(date))
        }
    }
}
