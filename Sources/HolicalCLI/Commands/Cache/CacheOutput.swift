#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What a cache subcommand has to say: text for stdout and one-line warnings for stderr.
/// Built apart from printing so tests can read it.
struct CacheOutput: Equatable {
    var text: String
    var warnings: [String] = []

    /// Prints the warnings (`holical: warning: ...`) to stderr and the text to stdout.
    func print() {
        for warning in warnings { Self.emit("holical: warning: \(warning)\n", to: STDERR_FILENO) }
        Self.emit(text.hasSuffix("\n") ? text : text + "\n", to: STDOUT_FILENO)
    }

    private static func emit(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// A cache subcommand that could not do its work: one line on stderr, exit status 1.
struct CacheCommandFailure: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
