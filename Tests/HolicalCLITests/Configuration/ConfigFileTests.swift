import Testing

@testable import HolicalCLI

@Suite("Configuration file")
struct ConfigFileTests {
    @Test("reads every key of the documented example")
    func example() throws {
        let file = try ConfigFile.parse("""
            region = "EE"
            first_weekday = "monday"
            provider = "abstract"
            week_numbers = true

            [cache]
            ttl_days = 14

            [providers.abstract]
            api_key = "abc123"
            rate = 1
            timeout = 5.5

            [providers.range]
            base_url = "https://holidays.example/api"
            """, path: "config.toml")
        #expect(file.region == "EE")
        #expect(file.firstWeekday == "monday")
        #expect(file.weekNumbers == true)
        #expect(file.provider == "abstract")
        #expect(file.cacheTTLDays == 14)
        #expect(file.providers["abstract"]?.apiKey == "abc123")
        #expect(file.providers["abstract"]?.rate == 1)
        #expect(file.providers["abstract"]?.timeoutSeconds == 5.5)
        #expect(file.providers["range"]?.baseURL == "https://holidays.example/api")
    }

    @Test("bad files are clear errors that name the file and the key", arguments: [
        ("region = ", "line 1"),
        ("regoin = \"EE\"", "unknown key regoin"),
        ("region = 3", "region must be text"),
        ("week_numbers = \"yes\"", "week_numbers must be true or false"),
        ("[cache]\nttl_days = \"long\"", "cache.ttl_days must be a whole number"),
        ("[providers.abstract]\nrate = \"fast\"", "providers.abstract.rate must be a number"),
        ("[providers.abstract]\nkey = \"x\"", "unknown key providers.abstract.key"),
        ("providers = 1", "providers must be a table"),
        ("[providers.abstrakt]\napi_key = \"x\"", "unknown provider [providers.abstrakt]"),
    ])
    func errors(text: String, expected: String) {
        do {
            _ = try ConfigFile.parse(text, path: "/home/u/.config/holical/config.toml")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix("/home/u/.config/holical/config.toml: "))
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    @Test("an API key in the file never appears in an error about it")
    func keyNotEchoed() {
        do {
            _ = try ConfigFile.parse("[providers.abstract]\napi_key = 42424242", path: "c.toml")
            Issue.record("accepted a number as key")
        } catch {
            #expect(!error.description.contains("42424242"))
        }
    }
}
