import HolidayCache
import HolidayFetch
import HolidayFetchCore
import HolidayKit

/// Builds the holiday source the settings ask for: the rule engine, or a remote provider
/// behind the fetcher with the cache in front of it.
enum HolidaySourceFactory {
    /// The rule engine answers for your own regions and adds your days off (`own`).
    static func make(
        settings: Settings, environment: Environment, own: OwnHolidays = .current
    ) throws -> any HolidaySource {
        let providerSettings = ProviderSettings(
            id: settings.provider, baseURL: settings.baseURL, apiKey: settings.apiKey,
            rate: settings.rate, timeoutSeconds: settings.timeoutSeconds)
        guard let provider = try ProviderCatalog.makeProvider(providerSettings) else {
            return RuleEngineSource(regions: { own.region(code: $0) })
        }
        return RemoteSource(
            provider: provider, cache: CacheLocation(environment: environment.values),
            freshness: FreshnessPolicy(timeToLiveDays: settings.cacheTTLDays),
            now: { UTCTime.now().seconds }, today: { LocalDate.today() })
    }
}
