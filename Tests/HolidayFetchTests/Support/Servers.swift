import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine

/// Running providers against fake servers.
enum Servers {
    /// Runs `body` with a started server, and stops it afterwards whatever happens.
    static func with<T>(
        _ start: () async throws -> FakeProviderServer,
        _ body: (FakeProviderServer) async throws -> T
    ) async throws -> T {
        let server = try await start()
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    /// What a fetch gave, as a value.
    static func outcome(
        _ provider: any HolidayProvider, _ range: DateRange, region: String
    ) async -> Result<[Holiday], ProviderError> {
        do throws(ProviderError) {
            return .success(try await provider.fetch(range, region: region))
        } catch {
            return .failure(error)
        }
    }

    /// Runs `body` with the base URL of a port that refuses connections: bound by this
    /// process and never listened on (see `RefusingPort`), so nothing can listen there.
    @discardableResult
    static func withRefusingPort<T>(_ body: (String) async throws -> T) async throws -> T {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        return try await body(refusing.baseURL)
    }
}
