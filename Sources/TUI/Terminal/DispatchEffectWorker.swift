import CalendarModel
import Dispatch
import Synchronization

/// The calendar's computations off the UI thread: a serial queue per lane (a search, a
/// count, the picker's regions, bridges, the regions beside), so that a long one holds up
/// only its own lane, and a job whose topic was asked again before it started is skipped
/// (docs/architecture.md, "Work off the UI thread").
final class DispatchEffectWorker: EffectWorker {
    private let queues: [CalendarEffect.Lane: DispatchQueue]
    /// The number of the last job handed over for each topic.
    private let latest = Mutex<[CalendarEffect.Topic: UInt64]>([:])

    init() {
        var queues: [CalendarEffect.Lane: DispatchQueue] = [:]
        for lane in CalendarEffect.Lane.allCases {
            queues[lane] = DispatchQueue(label: "holical-\(lane)", qos: .userInitiated)
        }
        self.queues = queues
    }

    func run(_ topic: CalendarEffect.Topic, _ job: @escaping @Sendable () -> Void) {
        let ticket = latest.withLock { latest in
            let next = (latest[topic] ?? 0) &+ 1
            latest[topic] = next
            return next
        }
        queues[topic.lane]?.async { [self] in
            guard latest.withLock({ $0[topic] }) == ticket else { return }  // asked again since
            job()
        }
    }
}
