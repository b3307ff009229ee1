import HolidayEngine
import Synchronization

/// What a fake server knows and records, shared by its request handlers.
final class FakeServerState: Sendable {
    struct Settings: Sendable {
        var dataset: FakeDataset
        /// The key requests must carry; nil accepts any non-empty key.
        var apiKey: String?
        /// Write Abstract's dates as `2/4/2026` instead of `02/04/2026`.
        var unpaddedDates = false
    }

    /// The outcome of letting a request in.
    enum Admission {
        case refusedForRate
        case serve(FakeBehavior)
    }

    private struct Inner {
        var settings: Settings
        var standing: FakeBehavior = .normal
        var script: [FakeBehavior] = []
        var minimumInterval: Duration?
        var lastArrival: Duration?
        var arrivals = 0
        var log: [FakeRequest] = []
    }

    private let inner: Mutex<Inner>
    private let started = ContinuousClock.now

    init(settings: Settings, minimumInterval: Duration?) {
        inner = Mutex(Inner(settings: settings, minimumInterval: minimumInterval))
    }

    /// Time since the server started.
    var elapsed: Duration { started.duration(to: .now) }

    var settings: Settings { inner.withLock { $0.settings } }

    /// Checks the pace (comparing with the previous arrival, refused or not) and picks
    /// the behaviour for a request arriving at `arrival`.
    func admit(at arrival: Duration) -> Admission {
        inner.withLock { inner in
            defer {
                inner.lastArrival = arrival
                inner.arrivals += 1
            }
            if let minimum = inner.minimumInterval, let last = inner.lastArrival,
               arrival - last < minimum
            {
                return .refusedForRate
            }
            return .serve(inner.script.isEmpty ? inner.standing : inner.script.removeFirst())
        }
    }

    /// Requests let in so far, answered or not.
    var arrivals: Int { inner.withLock { $0.arrivals } }

    func record(_ request: FakeRequest) {
        inner.withLock { $0.log.append(request) }
    }

    var log: [FakeRequest] { inner.withLock { $0.log }.sorted { $0.arrival < $1.arrival } }

    func update(_ change: (inout Settings) -> Void) {
        inner.withLock { change(&$0.settings) }
    }

    func setStanding(_ behavior: FakeBehavior) { inner.withLock { $0.standing = behavior } }
    func setScript(_ behaviors: [FakeBehavior]) { inner.withLock { $0.script = behaviors } }
    func setMinimumInterval(_ interval: Duration?) { inner.withLock { $0.minimumInterval = interval } }
    func clearLog() { inner.withLock { $0.log.removeAll() } }
}
