import HolidayFetchCore

/// A `HolidayFeed` that hands demands, in order, to an async consumer such as the
/// fetcher actor.
///
/// A `Task` per demand would not keep their order, and an old demand arriving after a new
/// one would make the fetcher work for a month the user has left.
public final class OrderedDemandFeed: HolidayFeed {
    private let continuation: AsyncStream<FetchDemand>.Continuation
    private let consumer: Task<Void, Never>

    public init(deliver: @escaping @Sendable (FetchDemand) async -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: FetchDemand.self, bufferingPolicy: .unbounded)
        self.continuation = continuation
        consumer = Task {
            for await demand in stream { await deliver(demand) }
        }
    }

    deinit {
        continuation.finish()
        consumer.cancel()
    }

    public func submit(_ demand: FetchDemand) {
        continuation.yield(demand)
    }
}
