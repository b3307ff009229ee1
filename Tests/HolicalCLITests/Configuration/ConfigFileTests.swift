import Foundation
import Glibc
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
        // Keys that cleaning would leave empty are named in their escaped form.
        ("\"\\u001b\\u0007\" = 1", #"unknown key "\u001B\u0007" (known:"#),
        ("[cache]\n\"\\u0001\" = 1", #"unknown key cache."\u0001" (known: cache.ttl_days)"#),
        ("[providers.\"\\u0001\"]", #"unknown provider [providers."\u0001"]"#),
        ("\"\\u202E\\u200B\" = 1", #"unknown key "\u202E\u200B""#),
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

    /// What loading a `config.toml` made by `make` (given its path) gives: nil when it is
    /// read, else the error.
    static func loadFailure(_ make: (String) throws -> Void) throws -> String? {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-config-\(UUID())")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("holical"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("holical/config.toml").path
        try make(path)
        let environment = Environment(["XDG_CONFIG_HOME": home.path])
        let outcome = withoutBlocking(unblocking: [path]) { () -> String? in
            do throws(CommandFailure) {
                _ = try ConfigFile.load(from: environment)
                return nil
            } catch {
                return error.description.replacingOccurrences(of: path, with: "config.toml")
            }
        }
        guard let outcome else { return "blocked" }
        return outcome
    }

    @Test("config.toml is read as the holidays files are: a regular file, whole, UTF-8 without NUL")
    func fileRules() throws {
        #expect(try Self.loadFailure { mkfifo($0, 0o600) } == "config.toml: is a FIFO, not a regular file: holical reads only regular files")
        #expect(try Self.loadFailure {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero")
        } == "config.toml: is a character device, not a regular file: holical reads only regular files")
        #expect(try Self.loadFailure {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "moved.toml")
        } == "config.toml: is a symbolic link to a file that does not exist (moved.toml)")
        // The region after the NUL once vanished: the file now holds two and is an error.
        #expect(try Self.loadFailure {
            try Data("region = \"EE\"\n\0\nregion = \"US\"\n".utf8).write(to: URL(fileURLWithPath: $0))
        } == "config.toml: line 2: holds a NUL byte, which text does not: is it a text file?")
        #expect(try Self.loadFailure {
            try ("region = \"EE\"\n" + String(repeating: "#", count: 1 << 20)).write(toFile: $0, atomically: true, encoding: .utf8)
        } == "config.toml: is 1048590 bytes: holical reads files of up to 1 MiB (1048576 bytes)")
        #expect(try Self.loadFailure { _ in } == nil)
        #expect(try Self.loadFailure { try "region = \"EE\"\n".write(toFile: $0, atomically: true, encoding: .utf8) } == nil)
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
