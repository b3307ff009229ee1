import Hummingbird
import Synchronization

/// A calendar feed on 127.0.0.1 (docs/calendar-files.md, "Calendars at an address"): serves
/// one iCalendar body at `/feed.ics` with an ETag and a Last-Modified, answers 304 to a
/// request whose `If-None-Match` names the current ETag, records every request, and can be
/// told to misbehave: an error status, a body that is no calendar, a redirect loop, a body
/// that never ends.
///
/// ```swift
/// let server = try await FakeFeedServer.start(body: ics)
/// defer { Task { await server.stop() } }
/// // point a calendar at server.feedURL ...
/// server.setMode(.status(500))
/// #expect(server.requests.count == 2)
/// ```
public final class FakeFeedServer: Sendable {
    /// How the server answers from now on.
    public enum Mode: Sendable, Hashable {
        /// The body, with its ETag; 304 to a request naming it.
        case normal
        /// This status and a short text body.
        case status(Int)
        /// 200 with this body (and a new ETag): not a calendar, say.
        case body(String)
        /// 302 to itself, for ever.
        case redirectLoop
        /// 200 and a body that does not end for any client (256 MiB, far beyond any limit),
        /// written as fast as it is read; bounded so that a client that stops reading
        /// without closing cannot keep the server busy for ever.
        case endless
    }

    /// One request as it arrived.
    public struct Request: Sendable, Hashable {
        public var path: String
        public var ifNoneMatch: String?
        public var ifModifiedSince: String?
        /// What was answered.
        public var status: Int
    }

    private struct State {
        var body: String
        var etag: String
        var mode: Mode = .normal
        var requests: [Request] = []
        var version = 1
    }

    /// `http://127.0.0.1:PORT/feed.ics`.
    public let feedURL: String
    /// `http://127.0.0.1:PORT`.
    public let baseURL: String
    private let state: Shared
    private let task: Task<Void, Never>

    /// The Last-Modified of every version.
    public static let lastModified = "Wed, 21 Oct 2026 07:28:00 GMT"

    private init(port: Int, state: Shared, task: Task<Void, Never>) {
        baseURL = "http://127.0.0.1:\(port)"
        feedURL = baseURL + "/feed.ics"
        self.state = state
        self.task = task
    }

    /// Every request received, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// The current ETag.
    public var etag: String { state.withLock { $0.etag } }

    /// Answers this way from now on.
    public func setMode(_ mode: Mode) { state.withLock { $0.mode = mode } }

    /// Serves `body` from now on, with a new ETag.
    public func setBody(_ body: String) {
        state.withLock {
            $0.body = body
            $0.version += 1
            $0.etag = "\"v\($0.version)\""
        }
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        await task.value
    }

    /// Starts a server serving `body` and returns once it listens.
    public static func start(body: String) async throws -> FakeFeedServer {
        let shared = Shared(State(body: body, etag: "\"v1\""))
        let (port, task) = try await FakeListener.start(
            CallbackResponder<BasicRequestContext> { request, _ in respond(to: request, shared: shared) })
        return FakeFeedServer(port: port, state: shared, task: task)
    }

    /// The state the server's handlers and the test share.
    private final class Shared: Sendable {
        private let mutex: Mutex<State>
        init(_ state: State) { mutex = Mutex(state) }
        func withLock<T>(_ body: (inout State) -> T) -> T { mutex.withLock { body(&$0) } }
    }

    private static func respond(to request: Hummingbird.Request, shared: Shared) -> Response {
        shared.withLock { state in
            let ifNoneMatch = request.headers[.ifNoneMatch]
            var response: Response
            switch state.mode {
            case .normal:
                if ifNoneMatch == state.etag {
                    response = Response(status: .notModified, headers: [.eTag: state.etag])
                } else {
                    response = Response(
                        status: .ok,
                        headers: [.contentType: "text/calendar", .eTag: state.etag, .lastModified: lastModified],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: state.body)))
                }
            case .status(let code):
                response = Response(
                    status: .init(code: code), headers: [.contentType: "text/plain"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "server error\n")))
            case .body(let text):
                response = Response(
                    status: .ok, headers: [.contentType: "text/calendar", .eTag: "\"broken\""],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            case .redirectLoop:
                response = Response(status: .found, headers: [.location: "/loop?again=1"])
            case .endless:
                let chunk = ByteBuffer(string: String(repeating: "X-FILLER:endless\r\n", count: 3_000))
                response = Response(
                    status: .ok, headers: [.contentType: "text/calendar"],
                    body: ResponseBody { writer in
                        try await writer.write(ByteBuffer(string: "BEGIN:VCALENDAR\r\n"))
                        var written = 0
                        while !Task.isCancelled, written < 256 << 20 {
                            try await writer.write(chunk)
                            written += chunk.readableBytes
                        }
                        try await writer.finish(nil)
                    })
            }
            state.requests.append(
                Request(
                    path: request.uri.path, ifNoneMatch: ifNoneMatch,
                    ifModifiedSince: request.headers[.ifModifiedSince], status: Int(response.status.code)))
            return response
        }
    }
}
