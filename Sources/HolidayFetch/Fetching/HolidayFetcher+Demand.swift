import HolidayCache
import HolidayFetchCore
import HolidayEngine

/// Taking a demand: answering from the cache, then planning what is left.
extension HolidayFetcher {
    /// Makes `demand` the current one. Returns at once: dates the cache covers are
    /// reported before it returns, the rest arrive later as events.
    public func submit(_ demand: FetchDemand) {
        guard !isShutDown else { return }
        self.demand = demand
        halted = nil
        if demand.retry {
            waitAsked = nil
            bucket.release()
        }
        refresh.follow(demand)
        let cached = readThrough(demand)
        let ledger = DemandLedger(
            region: demand.region, wanted: descriptor.isMetered ? demand.focus : demand.visible,
            known: cached.known, fresh: cached.fresh)
        self.ledger = ledger
        if let stopped {
            queue.removeAll()
            report(stopped, region: demand.region, dates: ledger.unanswered)
            emitProgress()
            return
        }
        let busy = inFlight.values.map(\.request).filter { $0.region == demand.region }
        let ranges = RequestPlanner.plan(
            for: demand, span: descriptor.span, isMetered: descriptor.isMetered
        ) { date in
            cached.fresh.contains(date) || busy.contains { $0.range.contains(date) }
        }
        replaceQueue(with: ranges.map { Request(region: demand.region, range: $0) }, afresh: demand.retry)
        reschedule()
        emitProgress()
    }

    /// Reports what the cache holds for the visible dates; returns the dates it covers
    /// and those of them that need no request.
    private func readThrough(_ demand: FetchDemand) -> (known: Set<CivilDate>, fresh: Set<CivilDate>) {
        let key = CacheKey(provider: descriptor.id, region: demand.region)
        guard let slice = cache.slice(key, in: demand.visible) else { return ([], []) }
        let today = today()
        let now = now()
        var known: Set<CivilDate> = []
        var fresh: Set<CivilDate> = []
        for span in slice.covered {
            guard let range = span.range.intersection(demand.visible) else { continue }
            emit(.answered(
                region: demand.region, range: range,
                holidays: slice.holidays.filter { range.contains($0.date) }))
            for date in range {
                known.insert(date)
                if !refresh.forces(date), freshness.isFresh(date, coveredBy: span, today: today, now: now) {
                    fresh.insert(date)
                }
            }
        }
        return (known, fresh)
    }

    /// The new plan becomes the queue. Requests of the old queue that are not in it are
    /// dropped (never sent, so nothing is lost); those that are keep their retry state,
    /// unless the user asked to try again (`afresh`).
    private func replaceQueue(with requests: [Request], afresh: Bool) {
        let old = afresh ? [:] : Dictionary(queue.map { ($0.request, $0) }, uniquingKeysWith: { first, _ in first })
        queue = requests.map { old[$0] ?? Queued(request: $0, attempts: 0, notBefore: .zero) }
    }
}
