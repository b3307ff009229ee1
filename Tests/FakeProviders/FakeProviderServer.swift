import HolidayEngine
import Hummingbird

/// A fake provider running on 127.0.0.1 on a port of its own: speaks one provider's
/// contract, enforces a minimum interval between requests (429 when one comes sooner),
/// records every request, and can be told how to misbehave while it runs.
///
/// ```swift
/// let server = try await FakeAbstractServer.start(apiKey: "k")
/// defer { Task { await server.stop() } }
/// // point the client at server.baseURL ...
/// server.script([.status(503), .normal])
/// #expect(server.requestLog.count == 2)
/// ```
public final class FakeProviderServer: Sendable {
    /// The port it listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public let baseURL: String
    private let state: FakeServerState
    private let task: Task<Void, Never>

    private init(port: Int, state: FakeServerState, task: Task<Void, Never>) {
        self.port = port
        baseURL = "http://127.0.0.1:\(port)"
        self.state = state
        self.task = task
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        await task.value
    }

    /// Every request received, in order of arrival.
    public var requestLog: [FakeRequest] { state.log }

    /// How many requests arrived and were answered.
    public var requestCount: Int { state.log.count }

    /// How many requests arrived since the server started, answered or not: a slow answer
    /// is in `requestLog` only once it is sent.
    public var arrivalCount: Int { state.arrivals }

    /// How many requests were refused for coming too soon.
    public var rateRefusals: Int { state.log.filter(\.refusedForRate).count }

    /// Answers every later request this way (after any scripted ones).
    public func setBehavior(_ behavior: FakeBehavior) { state.setStanding(behavior) }

    /// Answers the next requests in these ways, one each, then as `setBehavior` says.
    public func script(_ behaviors: [FakeBehavior]) { state.setScript(behaviors) }

    /// The least time between two requests; nil: no limit.
    public func setMinimumInterval(_ interval: Duration?) { state.setMinimumInterval(interval) }

    /// Answers from `dataset` from now on.
    public func setDataset(_ dataset: FakeDataset) { state.update { $0.dataset = dataset } }

    /// Writes Abstract's dates unpadded (`2/4/2026`), as older answers did.
    public func setUnpaddedDates(_ unpadded: Bool) { state.update { $0.unpaddedDates = unpadded } }

    /// Forgets the requests received so far.
    public func clearLog() { state.clearLog() }

    /// Starts a server speaking `contract` and returns once it listens.
    static func start(
        contract: some FakeContract, settings: FakeServerState.Settings, minimumInterval: Duration?
    ) async throws -> FakeProviderServer {
        let state = FakeServerState(settings: settings, minimumInterval: minimumInterval)
        let (port, task) = try await FakeListener.start(
            CallbackResponder<BasicRequestContext> { request, _ in
                try await respond(to: request, contract: contract, state: state)
            })
        return FakeProviderServer(port: port, state: state, task: task)
    }

    private static func respond(
        to request: Request, contract: some FakeContract, state: FakeServerState
    ) async throws -> Response {
        let arrival = state.elapsed
        var request = request
        let buffer = try await request.collectBody(upTo: 1 << 20)
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
        let incoming = FakeIncoming(
            method: request.method.rawValue, path: request.uri.path, query: query,
            body: Array(buffer.readableBytesView))
        var refused = false
        let answer: FakeAnswer
        switch state.admit(at: arrival) {
        case .refusedForRate:
            refused = true
            answer = FakeAnswer(status: 429, body: contract.errorBody(status: 429))
        case .serve(let behavior):
            answer = await serve(incoming, behavior, contract: contract, settings: state.settings)
        }
        state.record(FakeRequest(
            arrival: arrival, method: incoming.method, path: incoming.path, query: query,
            body: String(decoding: incoming.body, as: UTF8.self), asked: contract.asked(incoming),
            status: answer.status, refusedForRate: refused))
        return Response(
            status: .init(code: answer.status), headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
    }

    private static func serve(
        _ incoming: FakeIncoming, _ behavior: FakeBehavior, contract: some FakeContract,
        settings: FakeServerState.Settings
    ) async -> FakeAnswer {
        switch behavior {
        case .normal:
            return contract.answer(incoming, settings: settings, hostile: false)
        case .hostileNames:
            return contract.answer(incoming, settings: settings, hostile: true)
        case .slow(let delay):
            try? await Task.sleep(for: delay)
            return contract.answer(incoming, settings: settings, hostile: false)
        case .status(let status):
            return FakeAnswer(status: status, body: contract.errorBody(status: status))
        case .echoingKey(let status):
            let body = contract.key(of: incoming).map { contract.errorBody(status: status, echoing: $0) }
            return FakeAnswer(status: status, body: body ?? contract.errorBody(status: status))
        case .malformed:
            return FakeAnswer(status: 200, body: "{\"holidays\": [oops, <html>")
        case .emptyBody:
            return FakeAnswer(status: 200, body: "")
        case .body(let body):
            return FakeAnswer(status: 200, body: body)
        }
    }
}

/// A fake server that could not start.
public enum FakeServerError: Error, Sendable {
    case didNotStart
}
