import HolidayCache
import HolidayFetch
import HolidayFetchCore

/// Builds the holiday source the settings ask for: the rule engine, or a remote provider
/// behind the fetcher with the cache in front of it.
enum HolidaySourceFactory {
    static func make(settings: Settings, environment: Environment) throws -> any HolidaySource {
        guard let provider = try ProviderCatalog.makeProvider(settings.providerSettings) else {
            return RuleEngineSource()
        }
        return RemoteSource(
            provider: provider, cache: CacheLocation(environment: environment.values),
            freshness: FreshnessPolicy(timeToLiveDays: settings.cacheTTLDays),
            now: { UTCTime.now().seconds }, today: { LocalDate.today() })
    }
}
