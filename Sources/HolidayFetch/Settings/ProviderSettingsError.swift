import HolidayEngine
import TerminalText

/// Settings a provider cannot be built from, each with what to do about it. No message
/// contains the key.
public enum ProviderSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No provider has this name.
    case unknownProvider(String, known: [String])
    /// The provider needs a key and none is set.
    case missingKey(provider: String)
    /// The provider has no default address and none is set.
    case missingBaseURL(provider: String)
    /// The base URL cannot be used (`shown` leaves out any credentials and query).
    case badBaseURL(provider: String, shown: String, reason: String)
    /// The rate is not a number of requests per second within `ProviderSettings.rates`.
    case badRate(Double)
    /// The timeout is not a number of seconds within `ProviderSettings.timeouts`.
    case badTimeout(Double)

    /// The message for the user: what is wrong and how to fix it.
    public var description: String {
        switch self {
        case .unknownProvider(let name, let known):
            "unknown provider '\(TerminalSafeText.quoted(name))': choose one of "
                + known.joined(separator: ", ")
        case .missingKey(let provider):
            "\(provider) needs an API key: set HOLICAL_API_KEY, or api_key in "
                + "[providers.\(provider)] of config.toml"
        case .missingBaseURL(let provider):
            "\(provider) has no public address: set its base URL with --base-url, "
                + "HOLICAL_BASE_URL, or base_url in [providers.\(provider)] of config.toml"
        case .badBaseURL(let provider, let shown, let reason):
            "\(provider): the base URL '\(shown)' cannot be used: \(reason)"
        case .badRate(let rate):
            "the rate must be between \(Self.shown(ProviderSettings.rates.lowerBound)) and "
                + "\(Self.shown(ProviderSettings.rates.upperBound)) requests per second, not \(rate)"
        case .badTimeout(let seconds):
            "the timeout must be between \(Self.shown(ProviderSettings.timeouts.lowerBound)) and "
                + "\(Self.shown(ProviderSettings.timeouts.upperBound)) seconds, not \(seconds)"
        }
    }

    /// `1000` rather than `1000.0`.
    private static func shown(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
