import HolidayFetchCore
import HolidayKit

/// The built-in rule engine as a provider: no network, no key, no quota, answers at once.
/// A year per request, since the engine computes a whole year in microseconds.
public struct OfflineProvider: LocalHolidayProvider {
    /// `offline`.
    public static let id = "offline"
    /// What the provider is: unmetered, and not paced at all.
    public static let standardDescriptor = ProviderDescriptor(
        id: id, displayName: "built-in rules", span: .year, isMetered: false,
        defaultRate: .infinity, needsKey: false)

    /// What the provider is.
    public let descriptor = OfflineProvider.standardDescriptor

    /// Creates the provider.
    public init() {}

    /// The rule engine's holidays of `region` in `range`, at once; `.unsupportedRegion`
    /// for a region it lacks. The one way to the engine: the app's offline source calls
    /// it directly, and `fetch` for the fetcher.
    public func holidays(region: String, in range: DateRange) throws(ProviderError) -> [Holiday] {
        guard let rules = RegionRegistry.region(code: region) else {
            throw .unsupportedRegion(TerminalSafeText.clean(region, limit: 20))
        }
        return rules.holidays(in: range)
    }

    /// The rule engine's holidays in `range`; `.unsupportedRegion` for a region it lacks.
    public func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        try holidays(region: region, in: range)
    }
}
