import HolidayFetch
import HolidayEngine
import TerminalText

/// What holical runs with, once flags, the environment and the configuration file are
/// combined (in that order of precedence).
public struct Settings: Sendable, Equatable {
    /// The region code asked for; nil means "from the locale".
    public var region: String?
    /// nil means "the region's usual first weekday".
    public var firstWeekday: Weekday?
    public var provider: String
    public var baseURL: String?
    public var rate: Double?
    public var timeoutSeconds: Double?
    /// Never printed, logged or drawn: `description` leaves it out.
    public var apiKey: String?
    public var cacheTTLDays: Int
    public var wantsColor: Bool
    /// Whether the calendar opens with ISO week numbers shown (`W` toggles them).
    public var weekNumbers = false

    /// The values given on the command line, which win over everything else.
    public struct Flags: Sendable, Equatable {
        public var region: String?
        public var firstWeekday: String?
        public var provider: String?
        public var baseURL: String?
        public var rate: Double?
        /// `--week-numbers`: shown whatever the file says.
        public var weekNumbers = false

        public init(
            region: String? = nil, firstWeekday: String? = nil, provider: String? = nil,
            baseURL: String? = nil, rate: Double? = nil, weekNumbers: Bool = false
        ) {
            self.weekNumbers = weekNumbers
            self.region = region
            self.firstWeekday = firstWeekday
            self.provider = provider
            self.baseURL = baseURL
            self.rate = rate
        }
    }

    public static let defaultProvider = "offline"
    public static let defaultCacheTTLDays = 30
    /// The cache time to live that makes sense: a day to ten years.
    public static let cacheTTLRange = 1...3650

    /// Combines the three sources. The API key comes only from the environment
    /// (`HOLICAL_API_KEY`) or the file, never from a flag: flags end up in shell history
    /// and in `ps` output.
    public static func resolve(
        flags: Flags, environment: Environment, file: ConfigFile
    ) throws(CommandFailure) -> Settings {
        let provider = flags.provider ?? environment["HOLICAL_PROVIDER"] ?? file.provider
            ?? defaultProvider
        let section = file.providers[provider]
        let weekdayText = flags.firstWeekday ?? environment["HOLICAL_FIRST_WEEKDAY"] ?? file.firstWeekday
        var firstWeekday: Weekday?
        if let weekdayText {
            guard let weekday = Weekday(name: weekdayText) else {
                throw CommandFailure("unknown first weekday '\(TerminalSafeText.quoted(weekdayText))': use monday, tuesday, ... sunday")
            }
            firstWeekday = weekday
        }
        let environmentRate = try number(environment["HOLICAL_RATE"], name: "HOLICAL_RATE")
        let rate = flags.rate ?? environmentRate ?? section?.rate
        let environmentTTL = try number(environment["HOLICAL_CACHE_TTL_DAYS"], name: "HOLICAL_CACHE_TTL_DAYS")
        let ttl: Int
        if let environmentTTL {
            guard let days = Int(exactly: environmentTTL) else {
                throw CommandFailure("HOLICAL_CACHE_TTL_DAYS must be a whole number of days, not \(environmentTTL)")
            }
            ttl = days
        } else {
            ttl = file.cacheTTLDays ?? defaultCacheTTLDays
        }
        // At least a day: with no time to live every key press would ask for the month's
        // future days again.
        guard cacheTTLRange.contains(ttl) else {
            throw CommandFailure("the cache time to live must be \(cacheTTLRange.lowerBound) to \(cacheTTLRange.upperBound) days, not \(ttl)")
        }
        return Settings(
            region: flags.region ?? environment["HOLICAL_REGION"] ?? file.region,
            firstWeekday: firstWeekday,
            provider: provider,
            baseURL: flags.baseURL ?? environment["HOLICAL_BASE_URL"] ?? section?.baseURL,
            rate: rate,
            timeoutSeconds: section?.timeoutSeconds,
            apiKey: environment["HOLICAL_API_KEY"] ?? section?.apiKey,
            cacheTTLDays: ttl,
            wantsColor: environment.wantsColor,
            weekNumbers: flags.weekNumbers || file.weekNumbers == true)
    }

    /// What the provider catalog builds the provider from (and checks the rate and
    /// timeout against).
    var providerSettings: ProviderSettings {
        ProviderSettings(
            id: provider, baseURL: baseURL, apiKey: apiKey, rate: rate, timeoutSeconds: timeoutSeconds)
    }

    private static func number(_ text: String?, name: String) throws(CommandFailure) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text) else { throw CommandFailure("\(name) must be a number, not '\(TerminalSafeText.quoted(text))'") }
        return value
    }
}

extension Settings: CustomStringConvertible {
    /// Every setting but the key, which shows only whether it is set.
    public var description: String {
        // The provider's part from `ProviderSettings`, which hides the key and any
        // credentials or query in the base URL.
        "region=\(region.map { TerminalSafeText.quoted($0) } ?? "(locale)") "
            + "first-weekday=\(firstWeekday?.name ?? "(region)") \(providerSettings) cache-ttl-days=\(cacheTTLDays)"
    }
}
