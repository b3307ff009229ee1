import HolidayFetchCore

/// Folding what the fetch side reports into the state.
extension CalendarState {
    mutating func record(_ event: FetchEvent) {
        switch event {
        case .answered(let region, let range, let holidays):
            guard region == book.region else { return }
            book.record(holidays, covering: range)
        case .failed(let region, let range, let failure):
            guard region == book.region else { return }
            book.recordFailure(covering: range)
            fetch.failure = failure
        case .progress(let progress):
            fetch.progress = progress
            if let failure = progress.failure {
                fetch.failure = failure
            } else if progress.isLoading, fetch.failure?.stopsProvider == false {
                // Work is going on again (after `r`), so the old failure no longer holds.
                fetch.failure = nil
            }
        case .notice(let text):
            notice = text
        }
    }
}
