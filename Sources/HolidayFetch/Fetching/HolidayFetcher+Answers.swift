import HolidayCache
import HolidayFetchCore
import HolidayEngine

/// What happens when a request comes back.
extension HolidayFetcher {
    func complete(_ id: Int, _ result: Result<ProviderAnswer, ProviderError>) {
        guard let flight = inFlight.removeValue(forKey: id) else { return }
        switch result {
        case .success(let answer):
            latency = (latency * 3 + (clock.now() - flight.sentAt)) / 4
            waitAsked = nil
            keep(answer, for: flight.request)
        case .failure(let error):
            handle(error, of: flight)
        }
        reschedule()
        emitProgress()
    }

    /// Stores an answer, then reports it: a cell shown as final is in the cache. What lies
    /// beyond `AnswerLimits` is dropped first, with a notice; the provider may have dropped
    /// some of a crowded date while reading, and those count too. A date whose holidays the
    /// answer's limit dropped is not answered: it is reported failed, so that it shows as
    /// unknown, never as a day without holidays, and is neither cached nor counted as known.
    private func keep(_ answer: ProviderAnswer, for request: Request) {
        let (holidays, cut) = AnswerLimits.apply(to: answer.holidays, favouring: demand?.visible)
        if holidays.count < answer.sent {
            emit(.notice(
                "\(descriptor.displayName) sent \(answer.sent) holidays for \(request.range); kept \(holidays.count) "
                    + "(at most \(AnswerLimits.perDay) a day, \(AnswerLimits.perAnswer) an answer)"))
        }
        let key = CacheKey(provider: descriptor.id, region: request.region)
        let runs = cut.isEmpty ? [request.range] : DateRange.runs(of: request.range.filter { !cut.contains($0) })
        for run in runs {
            let inRun = cut.isEmpty ? holidays : holidays.filter { run.contains($0.date) }
            cache.store(key, range: run, holidays: inRun, fetchedAt: now())
            emit(.answered(region: request.region, range: run, holidays: inRun))
        }
        if !cut.isEmpty {
            let failure = FetchFailure(
                provider: descriptor.displayName, error: .tooLarge(held: answer.sent, kept: holidays.count))
            report(failure, region: request.region, dates: request.range.filter { cut.contains($0) })
        }
        ledger?.answered(request.range, region: request.region)
        refresh.answered(request.range, region: request.region)
    }

    private func handle(_ error: ProviderError, of flight: InFlight) {
        let request = flight.request
        if retry.retries(error, afterAttempt: flight.attempt) {
            // Tried again only while the demand still wants it; it was never answered,
            // so dropping it loses nothing.
            guard ledger?.wants(request) == true, !queue.contains(where: { $0.request == request }) else {
                return
            }
            var retryAfter: Int?
            var paceTooFast = false
            if case .rateLimited(let seconds) = error {
                retryAfter = seconds
                paceTooFast = true
                waitAsked = seconds
            }
            let delay = retry.delay(
                afterAttempt: flight.attempt, retryAfterSeconds: retryAfter, jitter: jitter())
            let now = clock.now()
            // A 429 says the pace itself is too fast: everything waits, not just this one.
            if paceTooFast { bucket.hold(until: now + delay) }
            enqueue(Queued(request: request, attempts: flight.attempt, notBefore: now + delay))
            return
        }
        var failure = FetchFailure(provider: descriptor.displayName, error: error)
        waitAsked = nil
        // A 429 after every retry means the quota is spent, on a provider that has one; a
        // provider without (Nager.Date) is only refusing for now, and `r` may try again.
        if case .rateLimited = error, descriptor.isMetered { failure.error = .quotaExhausted }
        // What stops the provider is decided in one place, `stopsProvider`, which the view
        // model reads too: the fetcher must not retry what the screen shows as final.
        if failure.stopsProvider {
            stopped = failure
            failQueue(failure, with: request)
            return
        }
        switch failure.error {
        case .badRequest, .malformed:
            report(failure, for: [request])
        default:
            halted = failure
            failQueue(failure, with: request)
        }
    }

    /// Reports `request` and everything queued as failed, and empties the queue.
    private func failQueue(_ failure: FetchFailure, with request: Request) {
        report(failure, for: [request] + queue.map(\.request))
        queue.removeAll()
    }

    /// Reports the dates of `requests` that have nothing on screen as failed, in runs.
    func report(_ failure: FetchFailure, for requests: [Request]) {
        var regions: [String] = []
        var dates: [String: [CivilDate]] = [:]
        for request in requests {
            if dates[request.region] == nil { regions.append(request.region) }
            dates[request.region, default: []] +=
                ledger?.unknown(in: request.range, region: request.region) ?? Array(request.range)
        }
        for region in regions { report(failure, region: region, dates: dates[region] ?? []) }
    }

    func report(_ failure: FetchFailure, region: String, dates: [CivilDate]) {
        for run in DateRange.runs(of: dates) {
            emit(.failed(region: region, range: run, failure: failure))
        }
    }
}
