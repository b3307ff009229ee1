import HolidayFetch
import Testing

@testable import HolicalCLI

/// Every number holical reads from the configuration file, the environment or a flag is
/// checked against its range, with a message that says the range; none traps, however
/// large (`timeout = 1e30` once did, converting to a Duration).
@Suite("Numbers from settings are range-checked")
struct NumberRangeTests {
    /// The failure the settings give, from reading the file to building the provider,
    /// as the calendar does at start; nil when they are accepted.
    static func failure(
        config: String = "", environment: [String: String] = [:], flags: Settings.Flags = .init()
    ) -> String? {
        do {
            let file = try ConfigFile.parse(config, path: "config.toml")
            let settings = try Settings.resolve(flags: flags, environment: Environment(environment), file: file)
            _ = try ProviderCatalog.makeProvider(settings.providerSettings)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let nager = "provider = \"nager\"\n[providers.nager]\n"

    @Test("the file's timeout", arguments: ["1e30", "9.3e15", "-1", "0", "0.01", "inf", "nan", "7200"])
    func fileTimeout(value: String) throws {
        let message = try #require(Self.failure(config: Self.nager + "timeout = \(value)"))
        #expect(message.contains("the timeout must be between 0.1 and 3600 seconds"), "\(message)")
    }

    @Test("timeouts inside the range are taken", arguments: ["0.1", "10", "3600"])
    func goodTimeout(value: String) {
        #expect(Self.failure(config: Self.nager + "timeout = \(value)") == nil)
    }

    @Test("the file's rate", arguments: ["1e30", "-1", "0", "inf", "nan", "1001"])
    func fileRate(value: String) throws {
        let message = try #require(Self.failure(config: Self.nager + "rate = \(value)"))
        #expect(message.contains("the rate must be between 0.001 and 1000"), "\(message)")
    }

    @Test("the file's cache time to live", arguments: [
        ("0", "the cache time to live must be 1 to 3650 days"),
        ("9223372036854775807", "the cache time to live must be 1 to 3650 days"),
        ("-9223372036854775808", "the cache time to live must be 1 to 3650 days"),
        ("1e30", "cache.ttl_days must be a whole number"),
        ("99999999999999999999", "line 2"),
    ])
    func fileTTL(value: String, expected: String) throws {
        let message = try #require(Self.failure(config: "[cache]\nttl_days = \(value)"))
        #expect(message.contains(expected), "\(message)")
    }

    @Test("HOLICAL_RATE", arguments: ["1e30", "1e400", "-0", "nan", "inf", "-inf"])
    func environmentRate(value: String) throws {
        let message = try #require(Self.failure(
            config: Self.nager, environment: ["HOLICAL_RATE": value]))
        #expect(message.contains("the rate must be between 0.001 and 1000"), "\(message)")
    }

    @Test("HOLICAL_CACHE_TTL_DAYS", arguments: [
        ("1e30", "must be a whole number of days"), ("nan", "must be a whole number of days"),
        ("inf", "must be a whole number of days"), ("1.5", "must be a whole number of days"),
        ("0", "must be 1 to 3650 days"), ("-5", "must be 1 to 3650 days"),
        ("99999999999999999999", "must be a whole number of days"), ("ten", "must be a number"),
    ])
    func environmentTTL(value: String, expected: String) throws {
        let message = try #require(Self.failure(environment: ["HOLICAL_CACHE_TTL_DAYS": value]))
        #expect(message.contains(expected), "\(message)")
    }

    @Test("--rate", arguments: [1e30, -1, 0, .infinity, .nan, 1e-300] as [Double])
    func flagRate(value: Double) throws {
        let message = try #require(Self.failure(config: Self.nager, flags: .init(rate: value)))
        #expect(message.contains("the rate must be between 0.001 and 1000"), "\(message)")
    }

    @Test("--year and the busdays N", arguments: [
        ["list", "--year", "99999999999999999999"], ["list", "--year", "-9223372036854775808"],
        ["list", "--year", "10000"], ["busdays", "add", "2026-01-01", "99999999999999999999"],
        ["busdays", "add", "2026-01-01", "--", "-9223372036854775808"],
    ])
    func flagNumbers(arguments: [String]) {
        do {
            var command = try HolicalCommand.parseAsRoot(arguments)
            try command.run()
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = HolicalCommand.message(for: error)
            #expect(!message.isEmpty)
            #expect(HolicalCommand.exitCode(for: error).rawValue != 0, "\(message)")
        }
    }
}
