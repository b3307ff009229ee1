/// Runs the computations `CalendarController` hands off the thread that reads keys, so that
/// every key is answered within a frame whatever is being worked out (docs/architecture.md,
/// "Work off the UI thread"). The terminal's runs each lane on a queue of its own.
public protocol EffectWorker: Sendable {
    /// Runs `job` on another thread, after the jobs of `topic.lane` handed over before it;
    /// skips it when a newer job of the same `topic` is handed over before it starts (its
    /// answer would be dropped as stale).
    func run(_ topic: CalendarEffect.Topic, _ job: @escaping @Sendable () -> Void)
}
