import HolidayFetchCore
import HolidayEngine

/// Sending queued requests at the provider's pace.
extension HolidayFetcher {
    /// Sends every request whose turn has come, then sleeps until the next one's.
    func reschedule() {
        pump?.cancel()
        pump = nil
        pumpGeneration += 1
        guard !isShutDown, stopped == nil else { return }
        guard readiness == .ready else {
            if readiness == .unprepared, !queue.isEmpty { prepareProvider() }
            return
        }
        while inFlight.count < maxInFlight, !queue.isEmpty {
            let now = clock.now()
            let wait = bucket.wait(at: now)
            guard let index = queue.firstIndex(where: { $0.notBefore <= now }) else {
                let retryAt = queue.map(\.notBefore).min() ?? now
                wake(at: max(now + wait, retryAt))
                return
            }
            guard wait == .zero else {
                wake(at: now + wait)
                return
            }
            send(queue.remove(at: index), at: now)
        }
    }

    /// Gets the provider ready (loads libcurl) before the first request takes its turn.
    private func prepareProvider() {
        readiness = .preparing
        let provider = provider
        Task { [weak self] in
            let result: Result<Void, ProviderError>
            do throws(ProviderError) {
                try await provider.prepare()
                result = .success(())
            } catch {
                result = .failure(error)
            }
            await self?.prepared(result)
        }
    }

    private func prepared(_ result: Result<Void, ProviderError>) {
        readiness = .ready
        if case .failure(let error) = result {
            let failure = FetchFailure(provider: descriptor.displayName, error: error)
            // A provider that cannot prepare at all (no libcurl) stops here; anything less
            // is left to the requests themselves, which report and retry as usual.
            if failure.stopsProvider {
                stopped = failure
                report(failure, for: queue.map(\.request))
                queue.removeAll()
            }
        }
        reschedule()
        emitProgress()
    }

    private func wake(at time: Duration) {
        let generation = pumpGeneration
        pump = clock.task(at: time) { [weak self] in await self?.pumpFired(generation) }
    }

    private func pumpFired(_ generation: Int) {
        guard generation == pumpGeneration else { return }
        pump = nil
        reschedule()
        emitProgress()
    }

    private func send(_ item: Queued, at now: Duration) {
        bucket.take(at: now)
        let id = nextRequestID
        nextRequestID += 1
        let provider = provider
        let request = item.request
        let task = Task { [weak self] in
            let result: Result<ProviderAnswer, ProviderError>
            do throws(ProviderError) {
                result = .success(try await provider.answer(request.range, region: request.region))
            } catch {
                result = .failure(error)
            }
            await self?.complete(id, result)
        }
        inFlight[id] = InFlight(
            request: request, attempt: item.attempts + 1, sentAt: now, task: task)
    }

    /// Puts a request back in the queue at its place in the current priority order.
    func enqueue(_ item: Queued) {
        let priority = demand?.priority ?? []
        let rank = RequestPlanner.rank(item.request.range, priority)
        let index = queue.firstIndex { RequestPlanner.rank($0.request.range, priority) > rank }
        queue.insert(item, at: index ?? queue.endIndex)
    }
}
