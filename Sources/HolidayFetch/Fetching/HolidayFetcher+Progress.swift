import HolidayFetchCore

/// Telling the view how the demand is going.
extension HolidayFetcher {
    /// Emits the progress if it changed since the last one emitted.
    func emitProgress() {
        let progress = FetchProgress(
            doneDays: ledger?.doneDays ?? 0, totalDays: ledger?.totalDays ?? 0, inFlight: inFlight.count,
            queued: queue.count, requestsPerSecond: descriptor.defaultRate,
            secondsLeft: secondsLeft(), failure: stopped ?? halted, waitAskedSeconds: waitAsked)
        guard progress != lastProgress else { return }
        lastProgress = progress
        emit(.progress(progress))
    }

    /// Until the last queued request is answered: its turn, then a typical answer time.
    /// With nothing queued, until the oldest answer in flight is due; nil once it is late,
    /// since how long a late answer takes is not known.
    private func secondsLeft() -> Double? {
        dueWatch?.cancel()
        dueWatch = nil
        let now = clock.now()
        guard !queue.isEmpty else {
            guard let oldest = inFlight.values.map(\.sentAt).min() else { return 0 }
            let due = oldest + latency
            guard due > now else { return nil }
            watch(due)
            return rounded(due - now)
        }
        let firstTurn = max(bucket.wait(at: now), (queue.map(\.notBefore).min() ?? now) - now)
        return rounded(firstTurn + bucket.interval * (queue.count - 1) + latency)
    }

    /// Reports the progress again at `due`, when the answers in flight are late if they
    /// have not come.
    private func watch(_ due: Duration) {
        dueWatch = clock.task(at: due) { [weak self] in await self?.emitProgress() }
    }

    private func rounded(_ duration: Duration) -> Double {
        (duration.seconds * 10).rounded() / 10
    }
}
