import Foundation

/// A second, real process for the crash and concurrency tests: a copy of this test binary
/// that runs a single test, which sees `HOLICAL_CACHE_TEST_CHILD` and takes the child's
/// part (write in a loop until killed, hold a transaction open, ...) instead of the parent's.
struct ChildProcess {
    static let variable = "HOLICAL_CACHE_TEST_CHILD"

    /// The part this process was started to play, or nil in an ordinary test run.
    static var role: ChildRole? {
        ProcessInfo.processInfo.environment[variable].flatMap(ChildRole.init(encoded:))
    }

    let process: Process
    let logPath: String

    /// Starts the test binary on the one test `test` (a test ID regular expression) with
    /// `role` in its environment; its output goes to `logPath`.
    init(test: String, role: ChildRole, logPath: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", test]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.variable] = role.encoded
        process.environment = environment
        touch(logPath)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = log
        process.standardError = log
        self.logPath = logPath
        try process.run()
    }

    /// Kills the process with SIGKILL (no clean-up of any kind) and waits for it to die.
    func killHard() async {
        kill(process.processIdentifier, SIGKILL)
        _ = await waitForExit()
    }

    /// Waits for the process to end and returns its status. Polls, asleep in between:
    /// `waitUntilExit` would hold one of the threads that every async test of the run
    /// shares for as long as the child runs.
    func waitForExit() async -> Int32 {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(5)) }
        return process.terminationStatus
    }

    /// What the child printed, for failure messages.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
}

/// What a child process does, and on which file.
struct ChildRole: Equatable {
    var part: String
    var path: String
    var argument: String = ""

    var encoded: String { [part, path, argument].joined(separator: "\t") }

    init(part: String, path: String, argument: String = "") {
        self.part = part
        self.path = path
        self.argument = argument
    }

    init?(encoded: String) {
        let fields = encoded.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else { return nil }
        self.init(part: fields[0], path: fields[1], argument: fields[2])
    }
}

/// Polls `condition` every few milliseconds for up to `seconds`, asleep in between;
/// whether it became true. For the parent, which must not hold a thread of the test run.
/// It gives up only after 100 looks too: in a loaded run one sleep can outlast `seconds`.
func eventually(seconds: Double, _ condition: () throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var looks = 0
    while true {
        if try condition() { return true }
        looks += 1
        if Date() >= deadline, looks >= 100 { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
}

/// Polls `condition` every few milliseconds for up to `seconds`, blocking the thread;
/// whether it became true. For a child process.
func waitUntil(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        usleep(2_000)
    }
    return try condition()
}
