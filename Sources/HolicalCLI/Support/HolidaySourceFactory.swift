import HolidayCache
import HolidayFetch
import HolidayFetchCore
import HolidayEngine

/// Builds the holiday source the settings ask for: the rule engine, or a remote provider
/// behind the fetcher with the cache in front of it.
enum HolidaySourceFactory {
    /// The rule engine answers for your own regions and adds your days off (`own`); a
    /// remote provider's answers gain your days off on their way to the calendar.
    static func make(
        settings: Settings, environment: Environment, own: OwnHolidays = .current
    ) throws -> any HolidaySource {
        guard let provider = try ProviderCatalog.makeProvider(settings.providerSettings) else {
            return RuleEngineSource(regions: { own.region(code: $0) })
        }
        let remote = RemoteSource(
            provider: provider, cache: CacheLocation(environment: environment.values),
            freshness: FreshnessPolicy(timeToLiveDays: settings.cacheTTLDays),
            now: { UTCTime.now().seconds }, today: { LocalDate.today() })
        return own.file.personal.isEmpty ? remote : PersonalDaysSource(remote, file: own.file)
    }
}
