import HolidayCache
import HolidayFetchCore
import HolidayKit

extension HolidayFetcher {
    /// The fetcher's way to the cache, and what it does when the cache fails.
    ///
    /// A failing cache file must neither make the session ask again for what the file holds
    /// (each request may cost quota) nor lose what is answered meanwhile. Most failures pass:
    /// `SQLITE_BUSY` after the busy timeout while another holical writes, a full disk.
    ///
    /// - From the first failure on, every answer is kept in memory as well, and reads merge
    ///   memory over the file (`LayeredHolidayStore`). The file is still read and written, so
    ///   a write it refuses loses nothing and the next one may succeed.
    /// - A read that fails is answered from memory alone. Only when `readFailureLimit` reads
    ///   in a row fail is the file given up, and memory used alone, for the session.
    /// - The first failure is told once, as a notice.
    struct CacheAccess: Sendable {
        /// Failed reads in a row after which the file is given up.
        static let readFailureLimit = 3

        /// The cache; nil when there is none, or it was given up.
        private var file: (any HolidayStore)?
        /// Where answers go once the file has failed (a `MemoryHolidayStore`); nil for none.
        private let memory: (any HolidayStore)?
        /// Whether a failure was met: answers then go to memory too, and reads merge it in.
        private var failed = false
        private var failedReadsInARow = 0
        private let emit: @Sendable (FetchEvent) -> Void

        init(
            store: (any HolidayStore)?, fallback: (any HolidayStore)?,
            emit: @escaping @Sendable (FetchEvent) -> Void
        ) {
            file = store
            memory = fallback
            self.emit = emit
        }

        /// What the cache holds for `key` in `range`; nil when nothing can be read.
        mutating func slice(_ key: CacheKey, in range: DateRange) -> CachedSlice? {
            guard let file else { return try? memory?.slice(key, in: range) }
            do throws(StoreError) {
                let slice = try current(file).slice(key, in: range)
                failedReadsInARow = 0
                return slice
            } catch {
                failedReadsInARow += 1
                if failedReadsInARow >= Self.readFailureLimit { self.file = nil }
                note(error)
                return try? memory?.slice(key, in: range)
            }
        }

        /// Keeps an answer: in the file, and in memory once the file has failed.
        mutating func store(_ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64) {
            guard let file else {
                try? memory?.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
                return
            }
            let wasFailing = failed
            do throws(StoreError) {
                try current(file).store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
            } catch {
                // Once failing, the layered store has kept the answer in memory already.
                guard !wasFailing else { return }
                note(error)
                try? memory?.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
            }
        }

        /// The file alone, or memory over it once it has failed.
        private func current(_ file: any HolidayStore) -> any HolidayStore {
            guard failed, let memory else { return file }
            return LayeredHolidayStore(base: file, overlay: memory)
        }

        /// Turns memory on, and tells the first failure.
        private mutating func note(_ error: StoreError) {
            guard !failed else { return }
            failed = true
            let reason = TerminalSafeText.clean(error.description, limit: 200)
            let instead = memory == nil ? "without it" : "with answers kept in memory"
            emit(.notice("holiday cache not working (\(reason)); going on \(instead)"))
        }
    }
}
