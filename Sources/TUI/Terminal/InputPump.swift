import Dispatch
import Glibc
import HolidayFetchCore

/// The input thread: it only waits (poll) until stdin or the signal pipe is readable and
/// wakes the UI thread, which reads the keys itself with `wget_wch`. ncurses is not
/// thread-safe, so this thread never calls it.
final class InputPump: Sendable {
    private let mailbox: Mailbox
    private let signalFD: Int32
    private let stopFDs: PipeEnds
    private let drained = DispatchSemaphore(value: 0)

    init?(mailbox: Mailbox, signalFD: Int32) {
        guard let stopFDs = PipeEnds(nonBlocking: false) else { return nil }
        self.mailbox = mailbox
        self.signalFD = signalFD
        self.stopFDs = stopFDs
    }

    /// Starts the thread; false when the system refuses one (the calendar cannot run).
    func start() -> Bool {
        DedicatedThread.start { [self] in run() }
    }

    /// Called by the UI thread once it has read every pending key: stdin is polled again.
    func acknowledge() { drained.signal() }

    func stop() {
        var byte: UInt8 = 0
        _ = write(stopFDs.write, &byte, 1)
        drained.signal()
    }

    private func run() {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopFDs.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                mailbox.post(.hangup)
                return
            }
            if fds[2].revents != 0 { return }
            if fds[1].revents & Int16(POLLIN) != 0 { forwardSignals() }
            let stdin = fds[0].revents
            if stdin & Int16(POLLIN) != 0 {
                mailbox.post(.input)
                // Poll stdin again only once the UI has read it, or this loop would spin.
                drained.wait()
            } else if stdin & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                mailbox.post(.hangup)
                return
            }
        }
    }

    private func forwardSignals() {
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = read(signalFD, &buffer, buffer.count)
            guard count > 0 else { return }
            for byte in buffer.prefix(count) { mailbox.post(.signal(Int32(byte))) }
        }
    }
}
