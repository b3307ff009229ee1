import HolidayCache
import HolidayFetchCore

extension RemoteSource {
    /// Opens the cache file away from the caller's thread, and sees that the session's
    /// answers reach it even when another process holds its lock.
    ///
    /// Opening waits for a lock another holical (or `sqlite3`) holds, so it never runs in
    /// `start`: the first frame would wait for it. Meanwhile the fetcher answers from memory
    /// (`HolidayFetcher.CacheAccess`). A busy file is tried again after a pause that doubles
    /// from `firstPause` to at most `longestPause`; once open, the answers it missed are
    /// written, and so are those of any later write it refuses for being locked.
    struct CacheOpening: Sendable {
        /// The pause before the first retry of a busy file.
        static let firstPause = Duration.seconds(1)
        /// The longest pause between retries.
        static let longestPause = Duration.seconds(60)
        /// Seconds one statement waits for another process's lock. Short: a refused write is
        /// kept and retried, so waiting longer would only hold up the fetcher.
        static let busyTimeout = 0.25

        /// What the first try to open the file came to.
        enum FirstTry: Sendable {
            /// The file is open and given to the fetcher; whether every answer reached it.
            case attached(written: Bool)
            /// Another process holds the file's lock.
            case busy
            /// The file cannot be used this session (said in a notice).
            case unusable
        }

        let location: CacheLocation
        let clock: any Clock<Duration>
        let deliver: @Sendable (FetchEvent) -> Void
        /// Told when the file refuses a write for being locked.
        private let wakes: AsyncStream<Void>
        private let wake: AsyncStream<Void>.Continuation

        init(location: CacheLocation, clock: any Clock<Duration>, deliver: @escaping @Sendable (FetchEvent) -> Void) {
            self.location = location
            self.clock = clock
            self.deliver = deliver
            (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        }

        /// Tries once to open the file, and hands it to `fetcher` if it opens. The fetcher's
        /// first demand waits for this (no longer than the short busy timeout), so that what
        /// the file holds is not asked for again.
        func firstTry(for fetcher: HolidayFetcher) async -> FirstTry {
            switch open(toldBusy: false) {
            case .opened(let store): .attached(written: await attach(store, to: fetcher))
            case .busy: .busy
            case .unusable: .unusable
            }
        }

        /// After `first`: opens the file once it frees, then keeps writing what it missed;
        /// returns when the file cannot be used or the task is cancelled.
        func carryOn(after first: FirstTry, for fetcher: HolidayFetcher) async {
            var written: Bool
            switch first {
            case .attached(let all):
                written = all
            case .unusable:
                await fetcher.abandonStore()
                return
            case .busy:
                var pause = Self.firstPause
                while true {
                    guard await rest(&pause) else { return }
                    switch open(toldBusy: true) {
                    case .opened(let store):
                        written = await attach(store, to: fetcher)
                    case .busy:
                        continue
                    case .unusable:
                        await fetcher.abandonStore()
                        return
                    }
                    break
                }
            }
            var wakeups = wakes.makeAsyncIterator()
            while true {
                var pause = Self.firstPause
                while !written {
                    guard await rest(&pause) else { return }
                    written = await fetcher.writeMissedAnswers()
                }
                guard await wakeups.next() != nil else { return }
                written = false
            }
        }

        private func attach(_ store: SQLiteHolidayStore, to fetcher: HolidayFetcher) async -> Bool {
            let wake = self.wake
            return await fetcher.attachStore(store) { wake.yield() }
        }

        private enum Attempt {
            case opened(SQLiteHolidayStore)
            case busy
            case unusable
        }

        /// One try to open the file; the first busy one is told in a notice.
        private func open(toldBusy: Bool) -> Attempt {
            let deliver = self.deliver
            do throws(StoreError) {
                let opened = try SQLiteHolidayStore.open(
                    at: location, busyTimeout: Self.busyTimeout
                ) { deliver(.notice($0)) }
                if let warning = opened.warning { deliver(.notice(warning)) }
                return .opened(opened.store)
            } catch where error.isBusy {
                if !toldBusy {
                    deliver(.notice("cache file \(location.file) is locked by another process; "
                        + "answers kept in memory until it frees"))
                }
                return .busy
            } catch {
                deliver(.notice("\(error.description); running without a cache"))
                return .unusable
            }
        }

        /// Sleeps for `pause` and doubles it up to `longestPause`; false when cancelled.
        private func rest(_ pause: inout Duration) async -> Bool {
            do {
                try await clock.sleep(for: pause)
            } catch {
                return false
            }
            pause = min(pause * 2, Self.longestPause)
            return !Task.isCancelled
        }
    }
}
