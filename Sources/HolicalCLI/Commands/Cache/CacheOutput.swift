import Glibc

/// What a cache subcommand has to say: text for stdout and one-line warnings for stderr.
/// Built apart from printing so tests can read it.
struct CacheOutput: Equatable {
    var text: String
    var warnings: [String] = []

    /// Prints the warnings (`holical: warning: ...`) to stderr and the text to stdout.
    func print() {
        for warning in warnings { StandardOutput.write("holical: warning: \(warning)\n", to: STDERR_FILENO) }
        StandardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
