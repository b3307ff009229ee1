import HolidayFetchCore
import HolidayEngine

/// A remote holiday API, as `HolidayFetcher` asks it.
///
/// An answer covers the whole requested range: a date of the range with no holiday in the
/// answer has none (an empty answer is an answer, and is cached as one).
public protocol HolidayProvider: Sendable {
    var descriptor: ProviderDescriptor { get }

    /// The holidays of `region` in `range`. `range` never exceeds `descriptor.span`.
    func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday]

    /// The answer for `region` in `range`: its holidays, and how many it held before any
    /// were dropped while reading it. What `HolidayFetcher` asks.
    func answer(_ range: DateRange, region: String) async throws(ProviderError) -> ProviderAnswer

    /// Gets ready to answer, before the first request is paced (loading the HTTP library).
    /// Throws when the provider cannot answer at all.
    func prepare() async throws(ProviderError)
}

extension HolidayProvider {
    /// Nothing to prepare.
    public func prepare() async throws(ProviderError) {}

    /// The holidays `fetch` gives, none of them dropped.
    public func answer(_ range: DateRange, region: String) async throws(ProviderError) -> ProviderAnswer {
        ProviderAnswer(holidays: try await fetch(range, region: region))
    }
}
