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

    /// `relative` (`scripts/busdays_numpy.py`) in the nearest directory above this
    /// executable that holds it: the repository the benchmark was built in.
    static func findAbove(_ relative: String) -> String? {
        var directory = sibling("")
        while directory.count > 1 {
            directory = String(directory.dropLast())
            guard let slash = directory.lastIndex(of: "/") else { return nil }
            directory = String(directory[...slash])
            if access(directory + relative, R_OK) == 0 { return directory + relative }
        }
        return nil
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
