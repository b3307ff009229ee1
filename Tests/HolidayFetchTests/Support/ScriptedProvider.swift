import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Synchronization

/// A provider double: records each call with the virtual clock's time and answers as the
/// test's script says.
final class ScriptedProvider: HolidayProvider {
    /// One call to `fetch`.
    struct Call: Sendable, Hashable {
        var range: DateRange
        var region: String
        /// The virtual clock's time when the call was made.
        var at: Duration
    }

    /// Answers a call: the range, the region, and how many earlier calls asked for the
    /// same range.
    typealias Script = @Sendable (DateRange, String, Int) async -> Result<[Holiday], ProviderError>

    /// What `prepare` does, given the clock (sleeping on it, failing); nothing when nil.
    typealias Preparation = @Sendable (VirtualClock) async -> Result<Void, ProviderError>

    let descriptor: ProviderDescriptor
    private let clock: VirtualClock
    private let preparation: Preparation?
    private let script: Script
    private let log = Mutex<[Call]>([])
    private let preparations = Mutex<[Duration]>([])

    init(
        span: RequestSpan = .day, isMetered: Bool = true, rate: Double = 1,
        clock: VirtualClock, preparation: Preparation? = nil, script: @escaping Script = { range, region, _ in
            .success(ScriptedProvider.holidays(in: range, region: region))
        }
    ) {
        descriptor = ProviderDescriptor(
            id: "scripted", displayName: "Scripted", span: span, isMetered: isMetered,
            defaultRate: rate, needsKey: false)
        self.clock = clock
        self.preparation = preparation
        self.script = script
    }

    var calls: [Call] { log.withLock { $0 } }

    /// The clock's times when `prepare` was called.
    var preparedAt: [Duration] { preparations.withLock { $0 } }

    func prepare() async throws(ProviderError) {
        let at = clock.elapsed
        preparations.withLock { $0.append(at) }
        try await preparation?(clock).get()
    }

    func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        let at = clock.elapsed
        let earlier = log.withLock { calls in
            defer { calls.append(Call(range: range, region: region, at: at)) }
            return calls.filter { $0.range == range }.count
        }
        return try await script(range, region, earlier).get()
    }

    /// One made-up holiday on every 16th day of a month in `range`.
    static func holidays(in range: DateRange, region: String) -> [Holiday] {
        range.filter { $0.day == 16 }.map {
            Holiday(date: $0, name: "Scripted \($0)", kind: .public, region: region)
        }
    }
}
