import Foundation
import Glibc

/// Runs programs for the end-to-end tests.
///
/// Children are started with posix_spawn and reaped with waitpid, and their output goes to
/// files: `Foundation.Process` never noticed `tmux new-session` exiting once it had forked
/// its server, and a pipe would stay open in that server forever.
enum Command {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The built `holical` binary: next to the test bundle in the build directory.
    static var holical: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("holical").path
    }

    /// Runs `program` (looked up on PATH) with `stdin` as its input and waits for it;
    /// throws if it cannot start, if it is still running after `timeout` seconds (it is
    /// killed then), or if it exits non-zero and `check` is set.
    @discardableResult
    static func run(
        _ program: String, _ arguments: [String], stdin: String = "",
        environment: [String: String]? = nil, check: Bool = true, timeout: Double = 30
    ) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("holical-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inPath = scratch.appendingPathComponent("in").path
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let variables = environment ?? ProcessInfo.processInfo.environment
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The test runner's threads block signals, and a child inherits the mask: give it
        // a clean one, as a shell would.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot start \(program): error \(spawned)") }
        let finished = wait(for: pid, timeout: timeout)
        let output = Output(
            status: finished ?? -1,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
        guard finished != nil else {
            throw Failure(description: """
                \(program) \(arguments.joined(separator: " ")) was still running after \(timeout) s; \
                killed. stdout: \(output.stdout.debugDescription) stderr: \(output.stderr)
                """)
        }
        if check, output.status != 0 {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited \(output.status): \(output.stderr)")
        }
        return output
    }

    /// Waits for `pid` to exit and returns its status (128 + the signal if one ended it);
    /// nil if it was still running after `timeout` seconds, when it is killed and reaped.
    private static func wait(for pid: pid_t, timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { return -1 }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
