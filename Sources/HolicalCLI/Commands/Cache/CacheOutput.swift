/// What a cache subcommand has to say: text for stdout and one-line warnings for stderr.
/// Built apart from printing so tests can read it.
struct CacheOutput: Equatable {
    var text: String
    var warnings: [String] = []

    /// Prints the warnings (`holical: warning: ...`) to stderr and the text to stdout.
    func print() throws(CommandFailure) {
        for warning in warnings { try StandardOutput.write("holical: warning: \(warning)\n", to: .error) }
        try StandardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
