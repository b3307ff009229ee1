import FakeProviders
import Foundation
import HolidayEngine
import Testing

/// The real binary against a fake Abstract API on 127.0.0.1: cells fill in as answers
/// arrive, the cache makes a restart free, and failures say what to do.
@Suite("Remote fill in a terminal", .serialized)
struct RemoteFillEndToEndTests {
    static let key = "e2e-secret-key-4711"

    private func holical(_ server: String, rate: Int = 10) -> [String] {
        [Command.holical, "2026-02-16", "--region", "US", "--provider", "abstract",
         "--base-url", server, "--rate", String(rate)]
    }

    @Test("February fills day by day, the selected day first; the pop-up shows the server's name; a restart costs nothing")
    func fillsFebruary() async throws {
        let server = try await FakeAbstractServer.start(apiKey: Self.key, minimumInterval: .milliseconds(50))
        defer { Task { await server.stop() } }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("holical-e2e-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["HOLICAL_API_KEY": Self.key, "XDG_CACHE_HOME": cache.path]

        do {
            let tmux = try Tmux(holical(server.baseURL), columns: 100, rows: 30, environment: environment)
            var screen = try await tmux.waitFor("Washington's Birthday (fake)", timeout: 20)
            #expect(screen.contains("Abstract API"))
            #expect(server.requestLog.first?.asked == DateRange(day: CivilDate(year: 2026, month: 2, day: 16)!))

            // Every day of February answered: no pending marks, no progress line left.
            screen = try await tmux.waitForScreen("February filled", timeout: 30) { !$0.contains("⋯") && !$0.contains("days ·") }
            #expect(!screen.contains("⋯"))
            // One answered request per day. The fake server runs in this test process and
            // stamps arrivals in tasks that share two threads with every other suite, so in
            // a loaded run requests that left 100 ms apart can be stamped together and
            // refused; the client retries them. The spacing itself is tested with a test
            // clock (HolidayFetchTests) and measured in isolation by `holical-bench fetch`.
            let answered = server.requestLog.filter { !$0.refusedForRate }
            #expect(answered.count == 28)
            #expect(Set(answered.compactMap(\.asked)).count == 28)
            #expect(screen.contains("Valentine"))

            try tmux.send("Enter")
            screen = try await tmux.waitFor("Third Monday of February")
            #expect(screen.contains("Presidents' Day (fake)"))
            #expect(screen.contains("Washington's Birthday (fake)"))
            #expect(!screen.contains(Self.key))
            try tmux.send("Escape")
            try tmux.send("q")
            #expect(await tmux.exitStatus() == 0)
        }

        server.clearLog()
        let again = try Tmux(holical(server.baseURL), columns: 100, rows: 30, environment: environment)
        let screen = try await again.waitFor("Washington's Birthday (fake)", timeout: 10)
        #expect(screen.contains("Valentine"))
        try again.send("q")
        #expect(await again.exitStatus() == 0)
        #expect(server.requestCount == 0, "a covered month was asked again")
    }

    @Test("kill -9 in the middle of filling February, then two restarts: at most 29 requests for 28 days")
    func killedMidFill() async throws {
        let server = try await FakeAbstractServer.start(apiKey: Self.key, minimumInterval: .milliseconds(50))
        defer { Task { await server.stop() } }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("holical-e2e-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["HOLICAL_API_KEY": Self.key, "XDG_CACHE_HOME": cache.path]

        let first = try Tmux(holical(server.baseURL), columns: 100, rows: 30, environment: environment)
        let deadline = Date().addingTimeInterval(20)
        while server.requestCount < 12 {
            let screen = try first.capture()
            try #require(Date() < deadline, "\(server.requestCount) requests in 20 s:\n\(screen)")
            try await Task.sleep(for: .milliseconds(20))
        }
        try Command.run("kill", ["-KILL", try first.programPID()])
        #expect(await first.exitStatus() == 137)

        for _ in 0..<2 {
            let again = try Tmux(holical(server.baseURL), columns: 100, rows: 30, environment: environment)
            try await again.waitForScreen("February filled", timeout: 30) { $0.contains("Mon 16 Feb 2026") && !$0.contains("⋯") && !$0.contains("days ·") }
            try again.send("q")
            #expect(await again.exitStatus() == 0)
        }
        let answered = server.requestLog.filter { !$0.refusedForRate }
        #expect(Set(answered.compactMap(\.asked)).count == 28)
        #expect(answered.count <= 29, "\(answered.count) requests for 28 days")
    }

    @Test("a rejected key stops the provider with a message that says what to fix and never shows the key")
    func rejectedKey() async throws {
        let server = try await FakeAbstractServer.start(apiKey: "the-right-key", minimumInterval: nil)
        defer { Task { await server.stop() } }
        // One request a second: the answer to the first (401) is back long before a second
        // one could leave.
        let tmux = try Tmux(holical(server.baseURL, rate: 1), columns: 100, rows: 30,
                            environment: ["HOLICAL_API_KEY": Self.key])
        var screen = try await tmux.waitFor("rejected the key", timeout: 20)
        #expect(screen.contains("set HOLICAL_API_KEY"))
        #expect(!screen.contains(Self.key))
        #expect(screen.contains("?"))  // days marked unknown, not holiday-free
        #expect(server.requestCount == 1)
        // Stopped for the session: the next months ask nothing, and say why at once. (A
        // fetcher that asked again would show them loading until the next 401.)
        for month in ["Mon 16 Mar 2026", "Thu 16 Apr 2026"] {
            try tmux.send("PageDown")
            screen = try await tmux.waitForScreen("\(month), failed at once", timeout: 20) {
                $0.contains(month) && $0.contains("rejected the key") && !$0.contains("⋯") && !$0.contains("days ·")
            }
        }
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
        #expect(server.requestCount == 1)
    }

    @Test("nothing listening: offline, r to retry; navigation still works")
    func offline() async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let tmux = try Tmux(holical(refusing.baseURL), columns: 100, rows: 30,
                            environment: ["HOLICAL_API_KEY": Self.key])
        var screen = try await tmux.waitFor("r to retry", timeout: 20)
        #expect(screen.contains("offline"))
        try tmux.send("PageDown")
        screen = try await tmux.waitFor("Mon 16 Mar 2026")
        #expect(screen.contains("March 2026"))
        try tmux.send("?")
        screen = try await tmux.waitFor("go to a date")
        #expect(screen.contains("Keys"))
        try tmux.send("Escape", "q")
        #expect(await tmux.exitStatus() == 0)
    }
}
