import HolidayCache

extension HolidayFetcher {
    /// Starts using the cache file, opened after the fetcher was made (`awaitsStore`), and
    /// writes the answers it missed. Whether every one of them reached the file.
    ///
    /// `onMissed` is called when the file later refuses a write for being locked, so that
    /// the caller tries `writeMissedAnswers` again.
    func attachStore(_ store: any HolidayStore, onMissed: @escaping @Sendable () -> Void) -> Bool {
        cache.attach(store, onMissed: onMissed)
        return !cache.hasMissed
    }

    /// Writes the answers the locked file missed. Whether every one of them reached it.
    func writeMissedAnswers() -> Bool {
        cache.writeMissed()
        return !cache.hasMissed
    }

    /// Stops waiting for a cache file that cannot be opened: memory alone for the session.
    func abandonStore() {
        cache.abandonFile()
    }
}
