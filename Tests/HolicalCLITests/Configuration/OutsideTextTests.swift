import HolidayCache
import HolidayEngine
import TerminalText
import Testing

@testable import HolicalCLI

/// Messages that quote what the user, the environment or a file wrote pass it through
/// the sanitiser network text goes through (`TerminalSafeText.quoted`): no escape
/// sequence reaches the terminal, and a huge value is shortened.
@Suite("Messages quoting outside text")
struct OutsideTextTests {
    /// Retitles the terminal window, then clears the screen, when printed raw.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}x"
    /// The same as TOML writes it.
    static let hostileTOML = "\\u001B]0;pwned\\u0007\\u001B[2J\\u009B31m\\u202Ex"
    /// A 50 MB value.
    static let huge = String(repeating: "w", count: 50_000_000)

    /// Whether `message` is fit for a terminal: no control, C1 or bidi character, and
    /// nothing of the hostile text's payload.
    static func isSafe(_ message: String) -> Bool {
        !message.unicodeScalars.contains {
            $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value)
        } && !message.contains("pwned") && !message.contains("[2J")
    }

    static func failure(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            Issue.record("accepted")
            return ""
        } catch {
            return HolicalCommand.message(for: error)
        }
    }

    static func settings(config: String = "", environment: [String: String] = [:]) -> String {
        failure {
            try Settings.resolve(
                flags: .init(), environment: Environment(environment),
                file: ConfigFile.parse(config, path: "config.toml"))
        }
    }

    @Test("from the configuration file: a key, a provider table, the first weekday")
    func configFile() {
        for config in [
            "\"\(Self.hostileTOML)\" = 1",
            "[providers.\"\(Self.hostileTOML)\"]\nrate = 1",
            "[cache]\n\"\(Self.hostileTOML)\" = 1",
            "first_weekday = \"\(Self.hostileTOML)\"",
            "region = 1\n\u{1B}]0;pwned\u{07}",
        ] {
            let message = Self.settings(config: config)
            #expect(Self.isSafe(message), "\(message.debugDescription)")
        }
    }

    @Test("from the environment: first weekday, HOLICAL_RATE, HOLICAL_CACHE_TTL_DAYS, region")
    func environment() {
        for name in ["HOLICAL_FIRST_WEEKDAY", "HOLICAL_RATE", "HOLICAL_CACHE_TTL_DAYS"] {
            let message = Self.settings(environment: [name: Self.hostile])
            #expect(Self.isSafe(message), "\(name): \(message.debugDescription)")
            #expect(message.contains(name == "HOLICAL_FIRST_WEEKDAY" ? "first weekday" : name))
        }
        let region = Self.failure { try RegionOption.resolve(Self.hostile, environment: Environment([:])) }
        #expect(Self.isSafe(region), "\(region.debugDescription)")
    }

    /// ArgumentParser repeats the value it could not take before holical's own message,
    /// so what the binary prints is checked: `runAndExit` writes errors through
    /// `safeForTerminal`.
    @Test("from arguments: --kind, --region, busdays add's N and extra arguments")
    func arguments() {
        for arguments in [
            ["list", "--kind", "public,\(Self.hostile)"], ["list", "--region", Self.hostile],
            ["busdays", "add", "2026-01-01", Self.hostile], ["busdays", "add", "2026-01-01", "1", Self.hostile],
        ] {
            let message = HolicalCommand.safeForTerminal(Self.failure { try HolicalCommand.parseAsRoot(arguments) })
            #expect(Self.isSafe(message), "\(arguments.first!): \(message.debugDescription)")
        }
    }

    @Test("a 50 MB value is quoted shortened", arguments: [
        "first_weekday", "key", "provider table", "region",
    ])
    func hugeValues(place: String) {
        let message: String
        switch place {
        case "first_weekday": message = Self.settings(config: "first_weekday = \"\(Self.huge)\"")
        case "key": message = Self.settings(config: "\(Self.huge) = 1")
        case "provider table": message = Self.settings(config: "[providers.\(Self.huge)]")
        default: message = Self.settings(environment: ["HOLICAL_RATE": Self.huge])
        }
        #expect(message.count < 400, "\(place): \(message.count) characters")
        #expect(message.contains("…"), "\(place)")
    }

    @Test("cache clear quotes its arguments safely")
    func cacheClear() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            let command = try CacheCommandFixture.parse(
                ["cache", "clear", "--provider", Self.hostile, "--region", Self.hostile + Self.huge.prefix(10_000)],
                as: CacheClearCommand.self)
            let text = try command.output(location: location).text
            #expect(Self.isSafe(text), "\(text.debugDescription)")
            #expect(text.count < 200)
        }
    }

    @Test("cache stats shows a tampered cache's regions safely, as text and as JSON")
    func cacheStats() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            let store = try SQLiteHolidayStore(path: location.file)
            let day = DateRange(day: CivilDate(year: 2026, month: 3, day: 1)!)
            try store.store(
                CacheKey(provider: "nager" + Self.hostile, region: Self.hostile + String(repeating: "R", count: 5_000)),
                range: day, holidays: [], fetchedAt: CacheCommandFixture.later)
            for format in ["text", "json"] {
                let command = try CacheCommandFixture.parse(
                    ["cache", "stats", "--format", format], as: CacheStatsCommand.self)
                let text = try command.output(location: location).text
                #expect(Self.isSafe(text.replacingOccurrences(of: "\n", with: " ")), "\(format): \(text.debugDescription)")
                #expect(!text.contains(String(repeating: "R", count: 100)), "\(format)")
            }
            let cleared = try CacheCommandFixture.parse(["cache", "clear"], as: CacheClearCommand.self)
                .output(location: location).text
            #expect(Self.isSafe(cleared), "\(cleared.debugDescription)")
        }
    }
}

/// No message ever holds the value of `api_key`, even one the parser cannot read.
@Suite("The configuration file's key in errors")
struct ConfigKeySecrecyTests {
    @Test("an unquoted or broken api_key is not repeated", arguments: [
        "api_key = 12345678901234567890123",
        "api_key = 1234567890123456789.12345",
        "api_key = 9876543210abcdef",
        "api_key = \"9876543210abcdef",
        "\"api_key\" = 12345678901234567890123",
        "api_key = 987654321098\nrate = \"x\n",
    ])
    func unquotedKey(line: String) {
        let message = OutsideTextTests.failure {
            try ConfigFile.parse("[providers.abstract]\n\(line)\n", path: "config.toml")
        }
        #expect(!message.isEmpty)
        for secret in ["12345678901234567890123", "9876543210", "987654321098"] {
            for start in 0...(secret.count - 6) {
                let piece = String(Array(secret)[start..<start + 6])
                #expect(!message.contains(piece), "\(line): \(message)")
            }
        }
    }

    @Test("the settings' description hides a key in the base URL as well as the key itself")
    func settingsDescription() throws {
        let settings = try Settings.resolve(
            flags: .init(provider: "range", baseURL: "https://user:pw-9876543210@h.example/api?api_key=9876543210"),
            environment: Environment(["HOLICAL_API_KEY": "9876543210"]), file: ConfigFile())
        #expect(!settings.description.contains("9876543210"), "\(settings.description)")
        #expect(settings.description.contains("h.example/api"))
    }
}
