import FakeProviders
import HolidayFetch
import Testing

@Suite("libcurl client")
struct CurlHTTPClientTests {
    @Test func getsStatusAndBody() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let response = try await CurlHTTPClient().send(
                HTTPRequest(url: server.baseURL + "/api/v3/PublicHolidays/2026/EE"))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self).contains("Iseseisvuspäev (fake)"))
            let missing = try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL + "/nothing"))
            #expect(missing.status == 404)
        }
    }

    @Test func postsABody() async throws {
        try await Servers.with({ try await FakeRangeServer.start() }) { server in
            let body = #"{"apiKey": "k", "startDate": "2026-02-01", "endDate": "2026-02-28"}"#
            let response = try await CurlHTTPClient().send(HTTPRequest(
                method: .post, url: server.baseURL, headers: [.json], body: Array(body.utf8)))
            #expect(response.status == 200)
            #expect(server.requestLog.first?.body == body)
        }
    }

    @Test func nothingListeningIsRefused() async throws {
        try await Servers.withRefusingPort { baseURL in
            await #expect {
                try await CurlHTTPClient().send(HTTPRequest(url: baseURL + "/x"))
            } throws: { error in
                if case .refused = error as? HTTPError { true } else { false }
            }
        }
    }

    @Test func aSlowServerTimesOut() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            server.setBehavior(.slow(.seconds(3)))
            await #expect(throws: HTTPError.timeout) {
                try await CurlHTTPClient().send(HTTPRequest(
                    url: server.baseURL + "/api/v3/PublicHolidays/2026/EE", timeout: .milliseconds(200)))
            }
        }
    }

    @Test func cancellingTheTaskStopsTheTransfer() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            server.setBehavior(.slow(.seconds(20)))
            let task = Task {
                try await CurlHTTPClient().send(HTTPRequest(
                    url: server.baseURL + "/api/v3/PublicHolidays/2026/EE", timeout: .seconds(30)))
            }
            // Cancelled in the middle of the transfer, not before it starts.
            #expect(await Waiting.until { server.arrivalCount == 1 })
            task.cancel()
            await #expect(throws: HTTPError.cancelled) { try await task.value }
        }
    }
}
