import CalendarModel
import HolidayCache
import HolidayFetch
import HolidayKit
import TUI

/// Builds the holiday source the settings ask for: the rule engine, or a remote provider
/// behind the fetcher with the cache in front of it.
enum HolidaySourceFactory {
    /// A source, the name to show for it, and a warning to show at once (the cache could
    /// not be opened, ...).
    struct Built {
        var source: HolidaySource
        var name: String
        var notice: String?
    }

    static func make(settings: Settings, environment: Environment, inbox: UIInbox) throws -> Built {
        let providerSettings = ProviderSettings(
            id: settings.provider, baseURL: settings.baseURL, apiKey: settings.apiKey,
            rate: settings.rate, timeoutSeconds: settings.timeoutSeconds)
        let provider = try ProviderCatalog.makeProvider(providerSettings)
        if provider is OfflineProvider {
            return Built(source: .rules(rules), name: "offline", notice: nil)
        }
        let opened = HolidayStoreOpener.open(environment: environment.values) { warning in
            inbox.post(.notice(warning))
        }
        let fetcher = HolidayFetcher(
            provider: provider, store: opened.store, fallbackStore: MemoryHolidayStore(),
            now: { UTCTime.now().seconds }, today: { LocalDate.today() },
            freshness: FreshnessPolicy(timeToLiveDays: settings.cacheTTLDays),
            events: { inbox.post($0) })
        let feed = OrderedDemandFeed { demand in await fetcher.submit(demand) }
        return Built(source: .remote(feed), name: provider.descriptor.displayName, notice: opened.warning)
    }

    /// The built-in rule engine's answer for a region and a range of dates (none for a
    /// region it does not know), through the same code as the offline provider's.
    static let rules: @Sendable (String, DateRange) -> [Holiday] = { code, range in
        (try? OfflineProvider().holidays(region: code, in: range)) ?? []
    }
}
