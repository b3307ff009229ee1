import Foundation

/// Runs programs for the end-to-end tests.
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

    /// Runs `program` (looked up on PATH) and waits for it; throws if it cannot start or
    /// exits non-zero and `check` is set.
    @discardableResult
    static func run(
        _ program: String, _ arguments: [String], stdin: String? = nil,
        environment: [String: String]? = nil, check: Bool = true
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let environment { process.environment = environment }
        // Files, not pipes: a daemon the program starts (the tmux server) inherits its
        // output and would keep a pipe open forever.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("holical-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let output = Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
        if check, output.status != 0 {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited \(output.status): \(output.stderr)")
        }
        return output
    }
}
