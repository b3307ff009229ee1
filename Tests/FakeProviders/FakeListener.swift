import Hummingbird

/// Starting a fake server: a Hummingbird application on 127.0.0.1, on a port the system
/// chooses, running in a task until that task is cancelled.
enum FakeListener {
    /// Starts `responder` and returns once it listens: its port, and the task to cancel.
    static func start(
        _ responder: CallbackResponder<BasicRequestContext>
    ) async throws -> (port: Int, task: Task<Void, Never>) {
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        var app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portSink.yield(channel.localAddress?.port ?? 0)
                portSink.finish()
            })
        // Stopping a server logs its cancelled channels as errors; tests need none of it.
        app.logger.logLevel = .critical
        let task = Task { [app] in
            do {
                try await app.run()
            } catch {
                portSink.finish()
            }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            task.cancel()
            throw FakeServerError.didNotStart
        }
        return (port, task)
    }
}
