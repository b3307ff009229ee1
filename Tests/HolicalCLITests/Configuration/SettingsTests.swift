import HolidayEngine
import Testing

@testable import HolicalCLI

@Suite("Settings precedence")
struct SettingsTests {
    let file: ConfigFile = {
        var file = ConfigFile()
        file.region = "AU-NSW"
        file.firstWeekday = "wednesday"
        file.provider = "nager"
        file.cacheTTLDays = 7
        file.providers["nager"] = .init(baseURL: "https://file.example", apiKey: nil, rate: 2, timeoutSeconds: 3)
        file.providers["abstract"] = .init(baseURL: nil, apiKey: "file-key", rate: nil, timeoutSeconds: nil)
        return file
    }()

    @Test("flags beat the environment, which beats the file, which beats the defaults")
    func precedence() throws {
        let fromFile = try Settings.resolve(flags: .init(), environment: Environment([:]), file: file)
        #expect(fromFile.region == "AU-NSW")
        #expect(fromFile.firstWeekday == .wednesday)
        #expect(fromFile.provider == "nager")
        #expect(fromFile.baseURL == "https://file.example")
        #expect(fromFile.rate == 2)
        #expect(fromFile.cacheTTLDays == 7)

        let environment = Environment([
            "HOLICAL_REGION": "EE", "HOLICAL_FIRST_WEEKDAY": "fri", "HOLICAL_PROVIDER": "abstract",
            "HOLICAL_BASE_URL": "http://env.example", "HOLICAL_RATE": "0.5", "HOLICAL_API_KEY": "env-key",
        ])
        let fromEnvironment = try Settings.resolve(flags: .init(), environment: environment, file: file)
        #expect(fromEnvironment.region == "EE")
        #expect(fromEnvironment.firstWeekday == .friday)
        #expect(fromEnvironment.provider == "abstract")
        #expect(fromEnvironment.baseURL == "http://env.example")
        #expect(fromEnvironment.rate == 0.5)
        #expect(fromEnvironment.apiKey == "env-key")

        let flags = Settings.Flags(region: "US", firstWeekday: "sunday", provider: "range", baseURL: "http://flag.example", rate: 3)
        let fromFlags = try Settings.resolve(flags: flags, environment: environment, file: file)
        #expect(fromFlags.region == "US")
        #expect(fromFlags.firstWeekday == .sunday)
        #expect(fromFlags.provider == "range")
        #expect(fromFlags.baseURL == "http://flag.example")
        #expect(fromFlags.rate == 3)
    }

    @Test("week numbers: off by default, on from the file or the flag")
    func weekNumbers() throws {
        #expect(try !Settings.resolve(flags: .init(), environment: Environment([:]), file: file).weekNumbers)
        var on = file
        on.weekNumbers = true
        #expect(try Settings.resolve(flags: .init(), environment: Environment([:]), file: on).weekNumbers)
        #expect(try Settings.resolve(flags: .init(weekNumbers: true), environment: Environment([:]), file: file).weekNumbers)
        on.weekNumbers = false
        #expect(try !Settings.resolve(flags: .init(), environment: Environment([:]), file: on).weekNumbers)
    }

    @Test("the file's key is for its own provider; the environment's key wins")
    func keys() throws {
        let abstract = try Settings.resolve(flags: .init(provider: "abstract"), environment: Environment([:]), file: file)
        #expect(abstract.apiKey == "file-key")
        let nager = try Settings.resolve(flags: .init(), environment: Environment([:]), file: file)
        #expect(nager.apiKey == nil)
        let overridden = try Settings.resolve(
            flags: .init(provider: "abstract"), environment: Environment(["HOLICAL_API_KEY": "env-key"]), file: file)
        #expect(overridden.apiKey == "env-key")
    }

    @Test("the description shows whether a key is set, never the key")
    func description() throws {
        let settings = try Settings.resolve(
            flags: .init(), environment: Environment(["HOLICAL_API_KEY": "sekrit-123"]), file: ConfigFile())
        #expect(!settings.description.contains("sekrit-123"))
        #expect(settings.description.contains("api-key=set"))
    }

    @Test("NO_COLOR turns colour off; bad values are clear errors")
    func colourAndErrors() throws {
        #expect(try !Settings.resolve(flags: .init(), environment: Environment(["NO_COLOR": "1"]), file: ConfigFile()).wantsColor)
        #expect(try Settings.resolve(flags: .init(), environment: Environment(["NO_COLOR": ""]), file: ConfigFile()).wantsColor)
        #expect(throws: CommandFailure.self) {
            try Settings.resolve(flags: .init(firstWeekday: "funday"), environment: Environment([:]), file: ConfigFile())
        }
        #expect(throws: CommandFailure.self) {
            try Settings.resolve(flags: .init(), environment: Environment(["HOLICAL_RATE": "fast"]), file: ConfigFile())
        }
    }
}

@Suite("Settings: numbers that must not crash")
struct SettingsNumberTests {
    @Test("the cache time to live is a whole number of days from 1 to 3650", arguments: [
        "inf", "nan", "1e30", "0", "-3", "2.5", "3651",
    ])
    func badTimeToLive(value: String) {
        #expect(throws: CommandFailure.self) {
            try Settings.resolve(flags: .init(), environment: Environment(["HOLICAL_CACHE_TTL_DAYS": value]), file: ConfigFile())
        }
    }

    @Test("a huge time to live in the file is refused, not overflowed")
    func hugeFromFile() {
        var file = ConfigFile()
        file.cacheTTLDays = Int.max
        #expect(throws: CommandFailure.self) {
            try Settings.resolve(flags: .init(), environment: Environment([:]), file: file)
        }
    }
}
