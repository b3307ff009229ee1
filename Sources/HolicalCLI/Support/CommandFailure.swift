/// A failure reported as one line on stderr with exit status 1; no usage text, because
/// the command line itself was fine.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
