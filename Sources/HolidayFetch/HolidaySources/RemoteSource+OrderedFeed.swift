import HolidayFetchCore

extension RemoteSource {
    /// Hands demands, in order, to an async consumer (the fetcher actor).
    ///
    /// A `Task` per demand would not keep their order, and an old demand arriving after a
    /// new one would make the fetcher work for a month the user has left.
    final class OrderedFeed: Sendable {
        private let continuation: AsyncStream<FetchDemand>.Continuation
        private let consumer: Task<Void, Never>

        init(deliver: @escaping @Sendable (FetchDemand) async -> Void) {
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

        func submit(_ demand: FetchDemand) {
            continuation.yield(demand)
        }
    }
}
