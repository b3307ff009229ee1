import HolidayEngine
import Synchronization

/// Answers kept in memory for the life of the process: used when there is no usable cache
/// directory, and by the tests of other layers. Same semantics as `SQLiteHolidayStore`.
public final class MemoryHolidayStore: ManagedHolidayStore {
    /// What is known for one key: coverage, and holidays in date order.
    private struct Entry {
        var coverage = CoverageSet()
        var holidays: [Holiday] = []

        mutating func record(_ answer: StoredAnswer, fetchedAt: Int64) {
            coverage.insert(answer.range, fetchedAt: fetchedAt)
            holidays.replaceSubrange(indices(of: answer.range), with: answer.holidays)
        }

        /// The positions of the holidays dated within `range`.
        func indices(of range: DateRange) -> Range<Int> {
            let start = holidays.partitioningIndex { $0.date >= range.lowerBound }
            let end = holidays[start...].partitioningIndex { $0.date > range.upperBound }
            return start..<end
        }
    }

    private let entries = Mutex<[CacheKey: Entry]>([:])

    /// An empty store.
    public init() {}

    /// Nil: nothing is kept on disk.
    public var path: String? { nil }

    /// The covered spans and holidays of `key` in `range`.
    public func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        entries.withLock { entries in
            guard let entry = entries[key] else { return CachedSlice(covered: [], holidays: []) }
            return CachedSlice(
                covered: entry.coverage.spans(in: range),
                holidays: Array(entry.holidays[entry.indices(of: range)]))
        }
    }

    /// Stores one answer: its holidays replace those of `range`, which becomes covered.
    public func store(
        _ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64
    ) throws(StoreError) {
        let answer = StoredAnswer(range: range, holidays: holidays)
        entries.withLock { $0[key, default: Entry()].record(answer, fetchedAt: fetchedAt) }
    }

    /// What the store holds, per provider and region.
    public func stats() throws(StoreError) -> CacheStats {
        CacheStats(path: nil, fileSize: nil, entries: entries.withLock { Self.figures(of: $0) })
    }

    /// Removes the answers `filter` selects, and says what was removed.
    public func clear(_ filter: CacheFilter) throws(StoreError) -> CacheClearResult {
        entries.withLock { entries in
            let removed = entries.filter { filter.matches($0.key) }
            for key in removed.keys { entries[key] = nil }
            return CacheClearResult(entries: Self.figures(of: removed))
        }
    }

    private static func figures(of entries: [CacheKey: Entry]) -> [CacheKeyStats] {
        CacheKeyStats.collect(
            coverage: entries.mapValues(\.coverage.spans),
            holidayCounts: entries.mapValues(\.holidays.count))
    }
}
