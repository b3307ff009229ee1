import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Synchronization

/// Collects what a fetcher reports, and writes it to a shared log beside the store's
/// writes so that their order can be checked.
final class EventRecorder: Sendable {
    private let events = Mutex<[FetchEvent]>([])
    let journal: Journal

    init(journal: Journal = Journal()) {
        self.journal = journal
    }

    /// The closure to give the fetcher.
    var sink: @Sendable (FetchEvent) -> Void {
        { [self] event in
            events.withLock { $0.append(event) }
            if case .answered(_, let range, _) = event { journal.note("answered \(range)") }
        }
    }

    var all: [FetchEvent] { events.withLock { $0 } }

    /// Ranges reported answered, in order.
    var answered: [DateRange] {
        all.compactMap { if case .answered(_, let range, _) = $0 { range } else { nil } }
    }

    /// Holidays reported answered, in order.
    var holidays: [Holiday] {
        all.flatMap { event -> [Holiday] in
            if case .answered(_, _, let holidays) = event { holidays } else { [] }
        }
    }

    /// Ranges reported failed, with their failures.
    var failed: [(range: DateRange, failure: FetchFailure)] {
        all.compactMap {
            if case .failed(_, let range, let failure) = $0 { (range, failure) } else { nil }
        }
    }

    var progress: [FetchProgress] {
        all.compactMap { if case .progress(let progress) = $0 { progress } else { nil } }
    }

    var notices: [String] {
        all.compactMap { if case .notice(let text) = $0 { text } else { nil } }
    }

    /// Every date reported answered.
    var answeredDates: Set<CivilDate> { Set(answered.flatMap { Array($0) }) }

    /// Every date reported failed.
    var failedDates: Set<CivilDate> { Set(failed.flatMap { Array($0.range) }) }
}

/// An ordered log of what happened, shared by doubles.
final class Journal: Sendable {
    private let lines = Mutex<[String]>([])

    func note(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
