import CalendarModel
import CNcurses
import Glibc
import HolidayKit

/// The state of a running app between events.
struct EventLoop {
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

    private mutating func handleMouse() {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return }
        if event.bstate & holical_button4_pressed() != 0 {
            apply(controller.handle(Key.wheelUp))
        } else if event.bstate & holical_button5_pressed() != 0 {
            apply(controller.handle(Key.wheelDown))
        } else if event.bstate & holical_button1_pressed() != 0,
                  let date = renderer.date(
                      atRow: Int(event.y), column: Int(event.x), of: controller.state,
                      size: session.screen.size) {
            controller.handle(.activate(date))
        }
    }
}
