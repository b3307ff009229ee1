import HolidayFetch
import Testing

@Suite("Provider settings and catalog")
struct ProviderCatalogTests {
    @Test func listsTheProvidersOfflineFirst() {
        #expect(ProviderCatalog.ids == ["offline", "abstract", "nager", "range"])
        #expect(ProviderCatalog.descriptor(id: "offline")?.needsKey == false)
        #expect(ProviderCatalog.descriptor(id: "abstract")?.span == .day)
        #expect(ProviderCatalog.descriptor(id: "abstract")?.isMetered == true)
        #expect(ProviderCatalog.descriptor(id: "nager")?.span == .year)
        #expect(ProviderCatalog.descriptor(id: "range")?.span == .days(max: 30))
        #expect(ProviderCatalog.defaultBaseURL(id: "abstract") == "https://holidays.abstractapi.com")
        #expect(ProviderCatalog.defaultBaseURL(id: "range") == nil)
    }

    @Test func buildsEachProviderWithItsSettings() throws {
        let abstract = try #require(try ProviderCatalog.makeProvider(
            ProviderSettings(id: "abstract", apiKey: "k", rate: 0.5)))
        #expect(abstract.descriptor.id == "abstract")
        #expect(abstract.descriptor.defaultRate == 0.5)
        // offline is the rule engine, no provider; the settings given for it are ignored.
        #expect(try ProviderCatalog.makeProvider(ProviderSettings(id: "offline", rate: 3)) == nil)
        let nager = try #require(try ProviderCatalog.makeProvider(ProviderSettings(id: "nager")))
        #expect(nager.descriptor.defaultRate == 2)
        let range = try #require(try ProviderCatalog.makeProvider(
            ProviderSettings(id: "range", baseURL: "http://127.0.0.1:8080/holidays", apiKey: "k")))
        #expect(range.descriptor.span == .days(max: 30))
    }

    @Test func anUnknownProviderListsTheValidOnes() {
        #expect(throws: ProviderSettingsError.unknownProvider("calendarific", known: ProviderCatalog.ids)) {
            try ProviderCatalog.makeProvider(ProviderSettings(id: "calendarific"))
        }
        let text = ProviderSettingsError.unknownProvider("x", known: ["abstract", "nager"]).description
        #expect(text == "unknown provider 'x': choose one of abstract, nager")
    }

    @Test(arguments: ["abstract", "range"])
    func aMissingKeySaysWhereToSetIt(id: String) {
        for key in [nil, "", "   "] as [String?] {
            #expect(throws: ProviderSettingsError.missingKey(provider: id)) {
                try ProviderCatalog.makeProvider(
                    ProviderSettings(id: id, baseURL: "http://127.0.0.1:1", apiKey: key))
            }
        }
        #expect(ProviderSettingsError.missingKey(provider: id).description.contains("HOLICAL_API_KEY"))
        #expect(ProviderSettingsError.missingKey(provider: id).description.contains("config.toml"))
    }

    @Test func rangeNeedsABaseURL() {
        #expect(throws: ProviderSettingsError.missingBaseURL(provider: "range")) {
            try ProviderCatalog.makeProvider(ProviderSettings(id: "range", apiKey: "k"))
        }
    }

    @Test(arguments: [
        "ftp://example.com", "example.com", "http://", "https://exa mple.com",
        "https://example.com/?x=1", "https://example.com/#top",
    ])
    func badBaseURLsAreRefused(url: String) {
        #expect {
            try ProviderCatalog.makeProvider(ProviderSettings(id: "nager", baseURL: url))
        } throws: { error in
            if case .badBaseURL(provider: "nager", _, _) = error as? ProviderSettingsError { true } else { false }
        }
    }

    /// A key must not travel in clear text: plain http is for this machine only.
    @Test(arguments: ["abstract", "range"])
    func aProviderWithAKeyNeedsHTTPSBeyondThisMachine(id: String) throws {
        for url in ["http://example.com", "http://holidays.example/api", "http://10.0.0.1:8080", "http://127.0.0.2"] {
            #expect {
                try ProviderCatalog.makeProvider(ProviderSettings(id: id, baseURL: url, apiKey: "k"))
            } throws: { error in
                guard case .badBaseURL(provider: id, _, let reason) = error as? ProviderSettingsError else { return false }
                return reason.contains("https://") && reason.contains("127.0.0.1, ::1 and localhost")
            }
        }
        for url in [
            "https://example.com", "http://127.0.0.1:8080", "http://localhost:8080/api", "HTTP://LOCALHOST",
            "http://[::1]:8080",
        ] {
            #expect(try ProviderCatalog.makeProvider(ProviderSettings(id: id, baseURL: url, apiKey: "k"))?.descriptor.id == id)
        }
        let text = ProviderSettingsError.badBaseURL(provider: id, shown: "http://example.com", reason: "x").description
        #expect(text.hasPrefix("\(id): the base URL 'http://example.com' cannot be used"))
    }

    @Test func aProviderWithoutAKeyMayUsePlainHTTP() throws {
        let nager = try ProviderCatalog.makeProvider(ProviderSettings(id: "nager", baseURL: "http://nager.example"))
        #expect(nager?.descriptor.id == "nager")
    }

    @Test func badRatesAndTimeoutsAreRefused() {
        for rate in [0, -1, .infinity, .nan, 1e-10, 0.000_9, 1_000.5, 1e6] as [Double] {
            #expect {
                try ProviderCatalog.makeProvider(ProviderSettings(id: "nager", rate: rate))
            } throws: { error in
                guard case .badRate(let refused) = error as? ProviderSettingsError else { return false }
                return refused == rate || (refused.isNaN && rate.isNaN)
            }
        }
        for rate in [0.001, 0.2, 1_000] {
            #expect(throws: Never.self) { try ProviderCatalog.makeProvider(ProviderSettings(id: "nager", rate: rate)) }
        }
        #expect(ProviderSettingsError.badRate(1e-10).description
            == "the rate must be between 0.001 and 1000 requests per second, not 1e-10")
        #expect(throws: ProviderSettingsError.badTimeout(0)) {
            try ProviderCatalog.makeProvider(ProviderSettings(id: "nager", timeoutSeconds: 0))
        }
    }
}
