/// The single way the app gets its store: the cache file if it can be used, else a store in
/// memory; either way with at most one line to tell the user.
public enum HolidayStoreOpener {
    /// Opens the cache at `location`; nil means there is no place for one.
    ///
    /// `onLaterWarning` receives the warning of a recovery that happens after opening (the
    /// file found damaged while in use); it may be called on any thread.
    public static func open(
        location: CacheLocation?,
        onLaterWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) -> (store: any ManagedHolidayStore, warning: String?) {
        guard let location else {
            return (
                MemoryHolidayStore(),
                "no cache directory (set XDG_CACHE_HOME or HOME); running without a cache"
            )
        }
        do {
            let opened = try SQLiteHolidayStore.open(at: location, onLaterWarning: onLaterWarning)
            return (opened.store, opened.warning)
        } catch {
            return (MemoryHolidayStore(), "\(error.description); running without a cache")
        }
    }
}
