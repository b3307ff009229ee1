import Glibc

/// Where the benchmark finds the binaries it runs, and the environment it gives them.
enum BenchPaths {
    /// A file next to this benchmark's own executable (the same build directory).
    static func sibling(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = String(decoding: buffer.prefix(max(0, length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/" + name
    }

    /// A clean environment: a known terminal and locale, and config and cache directories
    /// of the benchmark's own so the user's files play no part.
    static func childEnvironment() -> [String: String] {
        mkdir(scratch, 0o700)
        return [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": scratch,
            "XDG_CONFIG_HOME": scratch + "/config", "XDG_CACHE_HOME": scratch + "/cache",
            "PATH": "/usr/bin:/bin",
        ]
    }

    /// A directory of this run's own for the children's files.
    static let scratch = "/tmp/holical-bench-\(getpid())"

    /// Removes what the children left in `scratch`.
    static func removeScratch() {
        _ = BenchProcess.run(["rm", "-rf", scratch])
    }
}
