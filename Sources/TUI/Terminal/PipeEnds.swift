import Glibc

/// The two ends of a pipe(2), closed on exec.
struct PipeEnds: Sendable {
    let read: Int32
    let write: Int32

    /// A new pipe; `nonBlocking` makes both ends non-blocking.
    init?(nonBlocking: Bool) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        read = ends[0]
        write = ends[1]
    }
}
