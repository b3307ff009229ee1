import Clocks
import HolidayFetch
import HolidayFetchCore
import HolidayKit
import Synchronization

/// A provider double: records each call with the test clock's time and answers as the
/// test's script says.
final class ScriptedProvider: HolidayProvider {
    /// One call to `fetch`.
    struct Call: Sendable, Hashable {
        var range: DateRange
        var region: String
        /// The test clock's time when the call was made.
        var at: Duration
    }

    /// Answers a call: the range, the region, and how many earlier calls asked for the
    /// same range.
    typealias Script = @Sendable (DateRange, String, Int) async -> Result<[Holiday], ProviderError>

    let descriptor: ProviderDescriptor
    private let clock: TestClock<Duration>
    private let script: Script
    private let log = Mutex<[Call]>([])

    init(
        span: RequestSpan = .day, isMetered: Bool = true, rate: Double = 1,
        clock: TestClock<Duration>, script: @escaping Script = { range, region, _ in
            .success(ScriptedProvider.holidays(in: range, region: region))
        }
    ) {
        descriptor = ProviderDescriptor(
            id: "scripted", displayName: "Scripted", span: span, isMetered: isMetered,
            defaultRate: rate, needsKey: false)
        self.clock = clock
        self.script = script
    }

    var calls: [Call] { log.withLock { $0 } }

    func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        let at = TestClock<Duration>.Instant().duration(to: clock.now)
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
