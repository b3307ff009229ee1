import HolidayCache
import HolidayEngine
import Synchronization

/// A `HolidayStore` double kept in memory: records writes in a journal, and can be told to
/// fail.
final class RecordingStore: HolidayStore {
    private struct Contents {
        /// Per key and date: when it was answered.
        var coverage: [CacheKey: [CivilDate: Int64]] = [:]
        var holidays: [CacheKey: [Holiday]] = [:]
        var writes = 0
        var failingReads = false
        var failingWrites = false
    }

    private let contents = Mutex(Contents())
    let journal: Journal

    init(journal: Journal = Journal()) {
        self.journal = journal
    }

    /// Makes every later call throw, or none.
    func setFailing(_ failing: Bool) { setFailing(reads: failing, writes: failing) }

    /// Makes later reads and writes throw, or not.
    func setFailing(reads: Bool, writes: Bool) {
        contents.withLock {
            $0.failingReads = reads
            $0.failingWrites = writes
        }
    }

    /// How many `store` calls succeeded.
    var writes: Int { contents.withLock { $0.writes } }

    func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        let result: CachedSlice? = contents.withLock { contents in
            guard !contents.failingReads else { return nil }
            let coverage = contents.coverage[key] ?? [:]
            var spans: [CoveredSpan] = []
            for date in range {
                guard let fetchedAt = coverage[date] else { continue }
                if let last = spans.last, last.fetchedAt == fetchedAt,
                   last.range.upperBound.adding(days: 1) == date
                {
                    spans[spans.count - 1].range = DateRange(last.range.lowerBound, date)
                } else {
                    spans.append(CoveredSpan(range: DateRange(day: date), fetchedAt: fetchedAt))
                }
            }
            let holidays = (contents.holidays[key] ?? []).filter { range.contains($0.date) }
            return CachedSlice(covered: spans, holidays: holidays)
        }
        guard let result else { throw StoreError("the test store is failing") }
        return result
    }

    func store(_ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64) throws(StoreError) {
        let stored = contents.withLock { contents in
            guard !contents.failingWrites else { return false }
            for date in range { contents.coverage[key, default: [:]][date] = fetchedAt }
            contents.holidays[key, default: []].removeAll { range.contains($0.date) }
            contents.holidays[key, default: []] += holidays
            contents.writes += 1
            return true
        }
        guard stored else { throw StoreError("the test store is failing") }
        journal.note("stored \(range)")
    }

    /// Pre-fills the store as if `range` had been answered at `fetchedAt`.
    func seed(_ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64) {
        try? store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
    }
}
