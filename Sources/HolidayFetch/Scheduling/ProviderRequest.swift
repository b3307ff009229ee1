import HolidayKit

/// One request to the provider: a region and the dates it covers. Two equal requests are
/// the same request, and are sent once.
struct ProviderRequest: Sendable, Hashable {
    var region: String
    var range: DateRange
}
