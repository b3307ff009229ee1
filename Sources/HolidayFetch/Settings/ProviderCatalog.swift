import HolidayEngine

/// The providers holical knows, and building one from the user's settings.
public enum ProviderCatalog {
    /// Each known provider as it is at its default rate, in the order shown to the user.
    public static let descriptors: [ProviderDescriptor] = [
        RuleEngineSource.descriptor, AbstractProvider.standardDescriptor, NagerProvider.standardDescriptor,
        RangeProvider.standardDescriptor,
    ]

    /// The names accepted by `--provider`.
    public static var ids: [String] { descriptors.map(\.id) }

    /// The descriptor of provider `id`, if there is one.
    public static func descriptor(id: String) -> ProviderDescriptor? {
        descriptors.first { $0.id == id }
    }

    /// The address provider `id` uses when none is configured; nil if it has none.
    public static func defaultBaseURL(id: String) -> String? {
        switch id {
        case AbstractProvider.id: AbstractProvider.defaultBaseURL
        case NagerProvider.id: NagerProvider.defaultBaseURL
        default: nil
        }
    }

    /// Builds the remote provider `settings` describe, or says what is wrong with them; nil
    /// for `offline`, which is no provider but the rule engine (`RuleEngineSource`) and
    /// takes no settings: a base URL, key or rate given for it is ignored.
    public static func makeProvider(
        _ settings: ProviderSettings, client: any HTTPClient = CurlHTTPClient()
    ) throws(ProviderSettingsError) -> (any HolidayProvider)? {
        guard let descriptor = descriptor(id: settings.id) else {
            throw .unknownProvider(settings.id, known: ids)
        }
        if descriptor.id == RuleEngineSource.descriptor.id { return nil }
        if let rate = settings.rate, !ProviderSettings.rates.contains(rate) { throw .badRate(rate) }
        let timeoutSeconds = settings.timeoutSeconds ?? ProviderSettings.defaultTimeoutSeconds
        guard ProviderSettings.timeouts.contains(timeoutSeconds) else { throw .badTimeout(timeoutSeconds) }
        let timeout = Duration.milliseconds(Int64((timeoutSeconds * 1000).rounded(.up)))
        let key = APIKey(settings.apiKey)
        if descriptor.needsKey, key == nil { throw .missingKey(provider: descriptor.id) }
        let base = try baseURL(settings, descriptor: descriptor)
        switch descriptor.id {
        case AbstractProvider.id:
            return AbstractProvider(
                apiKey: key?.value ?? "", baseURL: base, rate: settings.rate, timeout: timeout,
                client: client)
        case NagerProvider.id:
            return NagerProvider(baseURL: base, rate: settings.rate, timeout: timeout, client: client)
        default:
            return RangeProvider(
                apiKey: key?.value ?? "", baseURL: base, rate: settings.rate, timeout: timeout,
                client: client)
        }
    }

    private static func baseURL(_ settings: ProviderSettings, descriptor: ProviderDescriptor)
        throws(ProviderSettingsError) -> String
    {
        guard let text = settings.baseURL ?? defaultBaseURL(id: descriptor.id) else {
            throw .missingBaseURL(provider: descriptor.id)
        }
        switch BaseURL.validate(text, carriesKey: descriptor.needsKey) {
        case .success(let url): return url
        case .failure(let reason):
            throw .badBaseURL(provider: descriptor.id, shown: BaseURL.shown(text), reason: reason.text)
        }
    }
}
