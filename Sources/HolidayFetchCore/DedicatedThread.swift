#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own for work that blocks: a libcurl transfer, the wait for keys.
///
/// Blocking work does not belong on Swift's cooperative pool, where a blocked thread stalls
/// every task. This is POSIX threads directly rather than Foundation's `Thread`: Foundation
/// would bring its Unicode data into the binary (docs/architecture.md, "The binary"). It
/// lives here because both sides that meet in this module need it: the calendar's input
/// pump and the fetch side's HTTP client.
public enum DedicatedThread {
    /// Starts `body` on a new detached thread. False when the system refuses a thread (out
    /// of resources): then `body` does not run, and the caller says what it cannot do.
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        return true
    }

    /// What a new thread runs, handed to it through `pthread_create`'s one pointer.
    private final class Work {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
