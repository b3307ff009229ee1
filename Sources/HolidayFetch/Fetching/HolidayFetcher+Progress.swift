import HolidayFetchCore

/// Telling the view how the demand is going.
extension HolidayFetcher {
    /// Emits the progress if it changed since the last one emitted.
    func emitProgress() {
        let progress = FetchProgress(
            doneDays: ledger?.doneDays ?? 0, totalDays: ledger?.totalDays ?? 0, inFlight: inFlight.count,
            queued: queue.count, requestsPerSecond: descriptor.defaultRate,
            secondsLeft: secondsLeft(), failure: stopped ?? halted)
        guard progress != lastProgress else { return }
        lastProgress = progress
        emit(.progress(progress))
    }

    /// Until the last queued request is answered: its turn, then a typical answer time.
    private func secondsLeft() -> Double {
        guard !queue.isEmpty else { return inFlight.isEmpty ? 0 : rounded(latency) }
        let now = clock.now()
        let firstTurn = max(bucket.wait(at: now), (queue.map(\.notBefore).min() ?? now) - now)
        return rounded(firstTurn + bucket.interval * (queue.count - 1) + latency)
    }

    private func rounded(_ duration: Duration) -> Double {
        (duration.seconds * 10).rounded() / 10
    }
}
