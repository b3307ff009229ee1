import Glibc

/// Turns signals into bytes on a pipe that the input thread polls, so that the UI thread
/// handles them in its own time: a signal handler may do almost nothing safely, but it
/// may `write(2)`.
enum SignalPipe {
    // Set once, before any handler is installed; handlers only read it.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var ncursesResizeHandler: sigaction = sigaction()
    nonisolated(unsafe) private static var saved: [Int32: sigaction] = [:]

    /// The signals that end or suspend holical; handled so the terminal is restored first.
    /// Besides the usual ones: SIGQUIT (Ctrl-\), whose default is a core dump (the Swift
    /// runtime's crash report, drawn over the calendar, keys frozen while it waits), and
    /// SIGUSR1/SIGUSR2, whose default ends the process with the terminal in curses mode.
    /// Every one but SIGTSTP ends the loop with status 128 + its number.
    static let lifecycleSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGTSTP]

    /// Creates the pipe and routes the lifecycle signals into it; returns its read end.
    static func open() -> Int32? {
        guard let ends = PipeEnds(nonBlocking: true) else { return nil }
        writeEnd = ends.write
        for signal in lifecycleSignals { install(signal, handler: forward) }
        unblock(lifecycleSignals + [SIGWINCH])
        return ends.read
    }

    /// A parent can start holical with signals blocked (the mask is inherited through
    /// exec); then a resize or a SIGTERM would never arrive.
    private static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// After ncurses has set up its own SIGWINCH handler: keep it (it makes `wget_wch`
    /// return KEY_RESIZE) and also wake the input thread.
    static func chainResize() {
        var current = sigaction()
        sigaction(SIGWINCH, nil, &current)
        ncursesResizeHandler = current
        install(SIGWINCH, handler: forwardResize)
    }

    /// Puts back every handler that was replaced.
    static func restore() {
        for (signal, var action) in saved { sigaction(signal, &action, nil) }
        saved.removeAll()
    }

    /// Lets a suspend signal take its default effect (stop the process) once.
    static func suspendNow() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGTSTP, &action, nil)
        raise(SIGTSTP)
        install(SIGTSTP, handler: forward)
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        if saved[signal] == nil { saved[signal] = previous }
    }

    private static let forward: @convention(c) (Int32) -> Void = { signal in
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(SignalPipe.writeEnd, &byte, 1)
    }

    private static let forwardResize: @convention(c) (Int32) -> Void = { signal in
        if let handler = SignalPipe.ncursesResizeHandler.__sigaction_handler.sa_handler,
           unsafeBitCast(handler, to: Int.self) > 1 {
            handler(signal)
        }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(SignalPipe.writeEnd, &byte, 1)
    }
}
