import CalendarModel
import CNcurses
import Glibc
import HolidayEngine

/// The state of a running app between events: it turns what wakes the UI thread into
/// intents for the controller, and carries out the effects the controller leaves to the
/// terminal (wake-ups, redraws, quitting). It decides nothing itself.
struct EventLoop {
    let controller: CalendarController
    let session: TerminalSession
    let pump: InputPump
    let today: () -> CivilDate
    let renderer: FrameRenderer
    var exitStatus: Int32?
    /// The wake-up the state asked for, and when it is due on the monotonic clock.
    private var wake: (asked: CalendarEffect.WakeUp, deadline: Double)?

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

    /// How long to sleep: until the wake-up asked for; nil, until something happens.
    var timeout: Double? {
        wake.map { max(0, $0.deadline - Monotonic.seconds()) }
    }

    /// Starts the controller, its computations on a worker of their own; what its source
    /// learns and what they answer goes to `deliver`.
    mutating func start(delivering deliver: @escaping @Sendable (CalendarIntent) -> Void) {
        perform(controller.start(on: DispatchEffectWorker(), delivering: deliver))
    }

    /// Handles a batch of events, then the wake-up if it is due; false when there was
    /// nothing to handle (the wait ended just before the wake-up), so nothing to draw.
    mutating func handle(_ events: [TerminalEvent]) -> Bool {
        for event in events {
            switch event {
            case .input:
                readInput()
                pump.acknowledge()
            case .signal(let signal):
                handleSignal(signal)
            case .hangup:
                exitStatus = 128 + SIGHUP
            case .intent(let intent):
                send(intent)
            }
            if exitStatus != nil { return true }
        }
        guard let wake, isDue(wake.asked, deadline: wake.deadline) else { return !events.isEmpty }
        self.wake = nil
        send(.tick(today: today()))
        return true
    }

    func draw() {
        renderer.draw(controller.state, on: session.screen)
        session.screen.present()
    }

    private mutating func send(_ intent: CalendarIntent) {
        perform(controller.handle(intent))
    }

    private mutating func perform(_ effects: [CalendarEffect]) {
        for effect in effects {
            switch effect {
            case .wake(let asked): wake = (asked, Monotonic.seconds() + Self.delay(asked))
            case .redraw: session.screen.invalidate()
            case .quit: exitStatus = 0
            case .fetch, .countBusinessDays, .listRegions, .filterRegions, .describeRegion, .findBridges,
                 .lookUpHolidays, .lookUpEvents, .search:
                break  // the controller's, carried out already
            }
        }
    }

    /// Seconds until a wake-up is due: its own delay, or until just after midnight, asked
    /// of the time zone rules so that a day of 23 or 25 hours is no exception.
    private static func delay(_ wake: CalendarEffect.WakeUp) -> Double {
        switch wake {
        case .after(let duration):
            let (seconds, attoseconds) = duration.components
            return Double(seconds) + Double(attoseconds) / 1e18
        case .dateChange:
            return LocalTime.secondsUntilMidnight() + 1
        }
    }

    /// Whether a wake-up is due: its time has come (within a millisecond: the mailbox's
    /// clock may end the wait a hair early), or, for a date change, the date has changed
    /// already (the machine slept through midnight).
    private func isDue(_ wake: CalendarEffect.WakeUp, deadline: Double) -> Bool {
        if Monotonic.seconds() >= deadline - 0.001 { return true }
        if case .dateChange(let date) = wake { return today() != date }
        return false
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

    /// Reads every pending key and click and sends each as an intent.
    private mutating func readInput() {
        while exitStatus == nil {
            var code: wint_t = 0
            let status = wget_wch(holical_stdscr(), &code)
            if status == ERR { return }
            switch KeyDecoder.decode(status: status, code: UInt32(code)) {
            case .key(let key): send(.key(key))
            case .mouse: readMouse()
            case .resize, .ignored: continue
            }
        }
    }

    /// A wheel notch is a key; a click is on what the frame drew where it landed (a row of
    /// the region picker, a day), if anything: `KeyBindings` decides what it means.
    private mutating func readMouse() {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return }
        if event.bstate & holical_button4_pressed() != 0 {
            send(.key(.wheelUp))
        } else if event.bstate & holical_button5_pressed() != 0 {
            send(.key(.wheelDown))
        } else if event.bstate & holical_button1_pressed() != 0,
                  let row = renderer.regionRow(
                      atRow: Int(event.y), column: Int(event.x), of: controller.state,
                      size: session.screen.size) {
            send(.click(.regionRow(row)))
        } else if event.bstate & holical_button1_pressed() != 0,
                  let date = renderer.date(
                      atRow: Int(event.y), column: Int(event.x), of: controller.state,
                      size: session.screen.size) {
            send(.click(.date(date)))
        }
    }
}
