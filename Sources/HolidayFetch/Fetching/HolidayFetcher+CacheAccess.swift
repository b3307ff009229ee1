import HolidayCache
import HolidayFetchCore
import HolidayEngine
import TerminalText

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
    /// - A write refused because another process holds the file's lock (`isBusy`), and every
    ///   answer while the file is still being opened (`awaitsFile`), is also kept in `missed`,
    ///   in order, and written to the file when it frees (`writeMissed`, `attach`): the
    ///   session's answers reach the file even when it was locked at first.
    struct CacheAccess: Sendable {
        /// One answer the file has not taken yet.
        private struct Answer: Sendable {
            var key: CacheKey
            var range: DateRange
            var holidays: [Holiday]
            var fetchedAt: Int64
        }

        /// Failed reads in a row after which the file is given up.
        static let readFailureLimit = 3

        /// The cache; nil when there is none, or it was given up.
        private var file: (any HolidayStore)?
        /// Where answers go once the file has failed (a `MemoryHolidayStore`); nil for none.
        private let memory: (any HolidayStore)?
        /// Whether a failure was met: answers then go to memory too, and reads merge it in.
        private var failed = false
        private var failedReadsInARow = 0
        /// Whether reads merge memory over the file without a failure: the file came late
        /// and memory holds what was answered before.
        private var cameLate = false
        /// Whether the file is being opened elsewhere and will be attached.
        private var awaitsFile: Bool
        /// Answers the file has not taken, oldest first; written before any newer one.
        private var missed: [Answer] = []
        /// Called when an answer is added to `missed` while the file is attached, so that
        /// someone tries `writeMissed` again later.
        private var onMissed: @Sendable () -> Void = {}
        private let emit: @Sendable (FetchEvent) -> Void

        init(
            store: (any HolidayStore)?, fallback: (any HolidayStore)?, awaitsFile: Bool = false,
            emit: @escaping @Sendable (FetchEvent) -> Void
        ) {
            file = store
            memory = fallback
            self.awaitsFile = awaitsFile && store == nil && fallback != nil
            self.emit = emit
        }

        /// Whether answers are waiting for the file.
        var hasMissed: Bool { !missed.isEmpty }

        /// Starts using `store`, the file opened elsewhere, and writes the answers it missed.
        /// Memory stays over it for reads. `onMissed` is told of later refused writes.
        mutating func attach(_ store: any HolidayStore, onMissed: @escaping @Sendable () -> Void) {
            file = store
            awaitsFile = false
            cameLate = true
            self.onMissed = onMissed
            writeMissed()
        }

        /// Gives up waiting for a file that could not be opened: memory alone, as without one.
        mutating func abandonFile() {
            awaitsFile = false
            missed = []
        }

        /// Writes the answers the file missed, oldest first, up to the first it refuses.
        mutating func writeMissed() {
            guard let file else { return }
            while let answer = missed.first {
                do throws(StoreError) {
                    try file.store(
                        answer.key, range: answer.range, holidays: answer.holidays,
                        fetchedAt: answer.fetchedAt)
                } catch {
                    return
                }
                missed.removeFirst()
            }
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
            let answer = Answer(key: key, range: range, holidays: holidays, fetchedAt: fetchedAt)
            guard let file else {
                try? memory?.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
                if awaitsFile { missed.append(answer) }
                return
            }
            guard missed.isEmpty else {
                // Older answers wait for the file: this one goes after them, never before,
                // since a later answer on the same dates wins. The file is still locked, most
                // likely; `writeMissed` is tried apart, so this answer does not wait for it.
                try? memory?.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
                missed.append(answer)
                return
            }
            let wasFailing = failed
            do throws(StoreError) {
                try current(file).store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
            } catch {
                if error.isBusy, memory != nil {
                    missed.append(answer)
                    onMissed()
                }
                // Once failing, the layered store has kept the answer in memory already.
                guard !wasFailing else { return }
                note(error)
                try? memory?.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
            }
        }

        /// The file alone, or memory over it once it has failed or when it came late.
        private func current(_ file: any HolidayStore) -> any HolidayStore {
            guard failed || cameLate, let memory else { return file }
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
