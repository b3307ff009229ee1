/// Whether the provider is ready to send: requests are paced only once it is, so the first
/// one's set-up (loading libcurl) is not taken out of the gap before the second.
enum ProviderReadiness: Sendable, Equatable {
    case unprepared
    case preparing
    case ready
}
